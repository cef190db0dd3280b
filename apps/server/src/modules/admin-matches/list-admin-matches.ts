import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { TAdminMatchList, TAdminMatchSort } from '@scoreline/contract/api/admin-match-list-endpoints';
import type { MATCH_STATES } from '@scoreline/contract/api/matches';
import { BEFORE_PLAY_STATES } from '@scoreline/contract/match-state-by-clock';
import { startOfZonedDay } from '@scoreline/contract/time-ranges';
import type { AppContext } from '../../app-context.ts';
import { matches } from '../../db/schema.ts';
import { matchSummary } from '../matches/list-matches.ts';

export type TAdminMatchListInput = {
  state?: (typeof MATCH_STATES)[number][];
  league?: string;
  from?: string;
  to?: string;
  search?: string;
  sort: TAdminMatchSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/** The UTC instant an operator day (YYYY-MM-DD) starts, `plusDays` later. */
export function operatorDayStart(day: string, tz: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  // Noon UTC falls on that calendar day in every zone within ±11 h of UTC.
  return startOfZonedDay(new Date(Date.UTC(y!, m! - 1, d!, 12)), tz, plusDays);
}

/** ILIKE pattern for "contains": the user's own % and _ are literal. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Per listed match, correlated to its row: the (match_id, status) index answers each, so a page
// costs its own rows whatever the size of the bets table. The outer id is written qualified by
// hand: a one-table select renders its columns bare, and a bare "id" inside these subqueries
// would be the bet's own id.
const outerMatchId = sql.raw('"matches"."id"');
const openBets = sql<number>`(select count(*) from bets b where b.match_id = ${outerMatchId} and b.status = 'waiting')::int`;
const openStake = sql`(select coalesce(sum(b.stake), 0) from bets b where b.match_id = ${outerMatchId} and b.status = 'waiting')`;
const priced = sql<boolean>`exists (select 1 from market_prices p where p.match_id = ${outerMatchId})`;

const sortExpression: Record<TAdminMatchSort, SQL | typeof matches.kickOffAt | typeof matches.league | typeof matches.id> = {
  kickOffAt: matches.kickOffAt,
  league: matches.league,
  openBets,
  openStake,
  id: matches.id,
};

type TMatchState = (typeof MATCH_STATES)[number];

/**
 * Matches whose state by the server's clock (match-state-by-clock.ts, as the list shows them) is
 * one of `states`: filtering on the stored state found no "Live" match until a score was typed,
 * and listed a match being played under "Open". A closing time is never after its kick-off.
 */
function stateByClockIn(states: TMatchState[], now: Date): SQL {
  const beforePlay = inArray(matches.state, [...BEFORE_PLAY_STATES]);
  const kickedOff = lte(matches.kickOffAt, now);
  const takesNoBets = lte(matches.closingAt, now);
  const byClock = (state: TMatchState): SQL => {
    if (state === 'live') return or(eq(matches.state, 'live'), and(beforePlay, kickedOff))!;
    if (state === 'closed') return and(not(kickedOff), or(eq(matches.state, 'closed'), and(inArray(matches.state, ['scheduled', 'open']), takesNoBets)))!;
    if (state === 'open' || state === 'scheduled') return and(eq(matches.state, state), not(takesNoBets))!;
    return eq(matches.state, state);
  };
  return or(...states.map(byClock))!;
}

/** The back office's match list: filters, sort, one page, and its open bets and stake per match. */
export async function listAdminMatches(ctx: AppContext, input: TAdminMatchListInput): Promise<TAdminMatchList> {
  const tz = ctx.config.OPERATOR_TZ;
  const conditions: SQL[] = [];
  const now = ctx.clock.now();
  if (input.state?.length) conditions.push(stateByClockIn(input.state, now));
  if (input.league) conditions.push(eq(matches.league, input.league));
  if (input.from) conditions.push(gte(matches.kickOffAt, operatorDayStart(input.from, tz)));
  if (input.to) conditions.push(lt(matches.kickOffAt, operatorDayStart(input.to, tz, 1)));
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(or(ilike(matches.homeTeam, pattern), ilike(matches.awayTeam, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const by = input.order === 'desc' ? desc : asc;

  const [rows, [counted], leagues] = await Promise.all([
    ctx.db
      .select({ match: matches, openBets, openStake: sql<string>`${openStake}::text`, priced })
      .from(matches)
      .where(where)
      // Ties keep a stable order across pages: kick-off, then id.
      .orderBy(by(sortExpression[input.sort]), by(matches.kickOffAt), by(matches.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(matches).where(where),
    ctx.db.selectDistinct({ league: matches.league }).from(matches).orderBy(asc(matches.league)),
  ]);

  return {
    items: rows.map((r) => ({
      ...matchSummary(r.match, now),
      postponedUntil: r.match.postponedUntil?.toISOString() ?? null,
      priced: Boolean(r.priced),
      openBets: Number(r.openBets),
      openStake: Number(r.openStake),
    })),
    total: counted?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
    leagues: leagues.map((l) => l.league),
  };
}
