import { and, asc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import { startOfZonedDay } from '@scoreline/contract/time-ranges';
import type { TMatchSummary } from '@scoreline/contract/api/matches';
import { stateByClock } from '@scoreline/contract/match-state-by-clock';
import type { AppContext } from '../../app-context.ts';
import { matches } from '../../db/schema.ts';
import { PLAY_ALLOWANCE_MS } from '../settlement/postponement-deadline.ts';

type MatchRow = typeof matches.$inferSelect;

export function matchSummary(row: MatchRow, now: Date): TMatchSummary {
  const score = (h: number | null, a: number | null) => (h === null || a === null ? null : `${h}-${a}`);
  return {
    id: row.id,
    league: row.league,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    kickOffAt: row.kickOffAt.toISOString(),
    closingAt: row.closingAt.toISOString(),
    // By the server's clock: live from kick-off, closed from closing time (match-state-by-clock.ts).
    state: stateByClock(row.state as TMatchSummary['state'], row.closingAt, row.kickOffAt, now.getTime()),
    // The clock decides, not the state flag (product rules): a match past closing is not bettable.
    bettable: row.state === 'open' && !row.suspended && now.getTime() < row.closingAt.getTime(),
    suspended: row.suspended,
    htScore: score(row.htHome, row.htAway),
    ftScore: score(row.ftHome, row.ftAway),
  };
}

/**
 * The match tab: one operator day of matches, grouped by league. Matches open to bets come first,
 * in kick-off order, then the rest (closed, live, finished, postponed, void) in kick-off order;
 * leagues with a match open to bets come before those without. A day of many finished matches
 * buried the two a member could still bet on at the bottom (QA).
 */
export async function listMatches(ctx: AppContext, query: { day: number; league?: string }) {
  const now = ctx.clock.now();
  const from = startOfZonedDay(now, ctx.config.OPERATOR_TZ, query.day);
  const to = startOfZonedDay(now, ctx.config.OPERATOR_TZ, query.day + 1);
  const onTheDay = and(gte(matches.kickOffAt, from), lt(matches.kickOffAt, to))!;
  // Today also holds yesterday's late matches still being played (not finished, abandoned, void or
  // postponed, and kicked off within the time a match takes): past midnight a match that kicked
  // off at 23:30 vanished from the tab while it was played (QA).
  const stillPlayed = and(gte(matches.kickOffAt, new Date(from.getTime() - PLAY_ALLOWANCE_MS)), lt(matches.kickOffAt, from), inArray(matches.state, ['scheduled', 'open', 'closed', 'live']))!;
  const conditions: SQL[] = [query.day === 0 ? or(onTheDay, stillPlayed)! : onTheDay];
  if (query.league) conditions.push(eq(matches.league, query.league));
  const rows = await ctx.db.select().from(matches).where(and(...conditions)).orderBy(asc(matches.kickOffAt), asc(matches.id));
  const byLeague = new Map<string, TMatchSummary[]>();
  for (const row of rows) {
    const list = byLeague.get(row.league) ?? [];
    list.push(matchSummary(row, now));
    byLeague.set(row.league, list);
  }
  // Stable sorts: kick-off order (the query's) stays within each part.
  const leagues = [...byLeague].map(([league, list]) => ({ league, matches: list.sort((a, b) => Number(b.bettable) - Number(a.bettable)) }));
  leagues.sort((a, b) => Number(b.matches[0]!.bettable) - Number(a.matches[0]!.bettable));
  return { leagues, serverTime: now.toISOString() };
}
