import { and, desc, eq, gt, gte, isNotNull, isNull, lt, lte, max, sql, type SQL } from 'drizzle-orm';
import type { TAdminBet, TAdminBetList, TAdminBetsQuery } from '@scoreline/contract/api/admin-bet-endpoints';
import type { AppContext } from '../../app-context.ts';
import { bets, matches, members } from '../../db/schema.ts';
import { memberByUidOrUsername } from '../admin/member-filter.ts';
import { operatorDayStart } from '../admin-matches/list-admin-matches.ts';
import { withCorrections } from '../bets/bet-corrections.ts';
import { betView } from '../bets/bet-view.ts';
import { shownStatusIs } from '../bets/shown-status.ts';

// The back office's list of bets. Each filter has its index: a match's bets
// (bets_match_status_idx), a member's (bets_member_created_idx), operator days placed
// (bets_created_idx), a reference (bets_reference_key); newest first, ties by id.

/** The conditions a query names; none is every bet. */
function betConditions(ctx: AppContext, q: Omit<TAdminBetsQuery, 'page' | 'pageSize' | 'upTo'>): SQL | undefined {
  const conditions: SQL[] = [];
  // References are written in lower case ("bet_3f9c…"): a pasted one in capitals still matches on the index.
  if (q.reference) conditions.push(eq(bets.reference, q.reference.toLowerCase()));
  if (q.memberId) conditions.push(eq(bets.memberId, q.memberId));
  if (q.member) conditions.push(memberByUidOrUsername(bets.memberId, q.member));
  if (q.matchId) conditions.push(eq(bets.matchId, q.matchId));
  if (q.status === 'cancelled' || q.status === 'void') {
    // A void records when it was settled; a member's cancel never settles (decision 019).
    conditions.push(and(eq(bets.status, 'revoked'), q.status === 'void' ? isNotNull(bets.settledAt) : isNull(bets.settledAt))!);
  } else if (q.status) conditions.push(shownStatusIs(q.status, ctx.clock.now()));
  if (q.period) conditions.push(eq(bets.period, q.period));
  if (q.betType) conditions.push(eq(bets.betType, q.betType));
  if (q.from) conditions.push(gte(bets.createdAt, operatorDayStart(q.from, ctx.config.OPERATOR_TZ)));
  if (q.to) conditions.push(lt(bets.createdAt, operatorDayStart(q.to, ctx.config.OPERATOR_TZ, 1)));
  return conditions.length ? and(...conditions) : undefined;
}

/** Bets as the back office shows them: the member's view of each, with who placed it. */
export async function adminBetRows(ctx: AppContext, where: SQL | undefined, limit: number, offset: number): Promise<TAdminBet[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({
      b: bets,
      m: matches,
      username: members.username,
    })
    .from(bets)
    .innerJoin(matches, eq(matches.id, bets.matchId))
    .innerJoin(members, eq(members.id, bets.memberId))
    .where(where)
    .orderBy(desc(bets.createdAt), desc(bets.id))
    .limit(limit)
    .offset(offset);
  const views = await withCorrections(ctx, rows.map((r) => betView(r.b, r.m, now)));
  return views.map((v, i) => ({ ...v, memberId: rows[i]!.b.memberId, username: rows[i]!.username }));
}

export async function listBets(ctx: AppContext, q: TAdminBetsQuery): Promise<TAdminBetList> {
  const found = betConditions(ctx, q);
  // Offset paging over a list bets keep arriving at repeated the last rows of each page (and hid
  // as many below): every page after the first reads the list as it stood at the first (`upTo`).
  const upTo = q.upTo ?? Number((await ctx.db.select({ id: max(bets.id) }).from(bets))[0]?.id ?? 0);
  const where = and(found, lte(bets.id, upTo));
  const newer = q.upTo === undefined ? Promise.resolve([{ n: 0 }]) : ctx.db.select({ n: sql<number>`count(*)::int` }).from(bets).innerJoin(matches, eq(matches.id, bets.matchId)).where(and(found, gt(bets.id, upTo)));
  const [items, [sums], [after]] = await Promise.all([
    adminBetRows(ctx, where, q.pageSize, (q.page - 1) * q.pageSize),
    ctx.db
      .select({
        n: sql<number>`count(*)::int`,
        stake: sql<string>`coalesce(sum(${bets.stake}) filter (where ${bets.status} <> 'revoked'), 0)`,
        returnedStake: sql<string>`coalesce(sum(${bets.stake}) filter (where ${bets.status} = 'revoked'), 0)`,
        waitingStake: sql<string>`coalesce(sum(${bets.stake}) filter (where ${bets.status} = 'waiting'), 0)`,
        profitAndLoss: sql<string>`coalesce(sum(${bets.profitAndLoss}), 0)`,
      })
      .from(bets)
      .innerJoin(matches, eq(matches.id, bets.matchId))
      .where(where),
    newer,
  ]);
  return {
    items,
    total: sums?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    upTo,
    newer: after?.n ?? 0,
    sums: { stake: Number(sums?.stake ?? 0), returnedStake: Number(sums?.returnedStake ?? 0), waitingStake: Number(sums?.waitingStake ?? 0), profitAndLoss: Number(sums?.profitAndLoss ?? 0) },
  };
}
