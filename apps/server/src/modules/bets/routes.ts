import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { matchEndpoints } from '@scoreline/contract/api/match-endpoints';
import { timeRangeBounds } from '@scoreline/contract/time-ranges';
import type { AppContext } from '../../app-context.ts';
import { bets, matches } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { defineRoute, defineSelfAnsweringRoute } from '../../http/define-route.ts';
import { signedInMember } from '../../http/request-gate.ts';
import { withCorrections } from './bet-corrections.ts';
import { betView } from './bet-view.ts';
import { cancelBet } from './cancel-bet.ts';
import { placeBetAnswered } from './place-bets-together.ts';
import { shownStatusIs, unconfirmedSql } from './shown-status.ts';
import { stakeAllowance } from './stake-allowance.ts';
import { stakeToCover } from './stake-to-cover.ts';

/**
 * The list's totals in the one pass that counts it (kobo sums as text: bigint columns). A waiting
 * bet stores 'waiting' whether the member reads it waiting or unconfirmed: both still ride on a
 * result. A revoked bet's stake counts as staked and as returned, as its row and the bill show it.
 */
const betTotalsColumns = (now: Date) => ({
  count: sql<number>`count(*)::int`,
  staked: sql<string>`coalesce(sum(${bets.stake}), 0)::text`,
  waiting: sql<string>`coalesce(sum(${bets.stake}) filter (where ${bets.status} = 'waiting'), 0)::text`,
  returned: sql<string>`(coalesce(sum(${bets.actualWinAmount}) filter (where ${bets.status} = 'winning'), 0) + coalesce(sum(${bets.stake}) filter (where ${bets.status} = 'revoked'), 0))::text`,
  profitAndLoss: sql<string>`coalesce(sum(${bets.profitAndLoss}) filter (where ${bets.status} in ('winning', 'lost')), 0)::text`,
  // What else a row shows that can change without a sum moving (changeKey below): the latest bet
  // placed and settled, the latest score entered or corrected on their matches (QA: a correction
  // that moved no money never reached My bets), the bets gone unconfirmed by the clock.
  placedAt: sql<string | null>`max(${bets.createdAt})::text`,
  settledAt: sql<string | null>`max(${bets.settledAt})::text`,
  resultAt: sql<string | null>`max(greatest(${matches.htEnteredAt}, ${matches.ftEnteredAt}))::text`,
  unconfirmed: sql<number>`(count(*) filter (where ${unconfirmedSql(now)}))::int`,
  // A postponement (the rows say until when) and a new kick-off moved no money either.
  postponed: sql<string>`coalesce(max(${matches.postponedUntil})::text, '') || '/' || coalesce(max(${matches.kickOffMovedAt})::text, '')`,
});

export function betRoutes(app: FastifyInstance, ctx: AppContext) {
  const memberId = (r: Parameters<typeof signedInMember>[0]) => signedInMember(r).memberId;
  // Bets arriving together are placed together, their answers stored with them, and their
  // requests' gate checked in the batch's first message (decision 011).
  defineSelfAnsweringRoute(app, ctx, matchEndpoints.placeBet, ({ body, request, idempotency }) => placeBetAnswered(ctx, request, memberId(request), body, idempotency), {
    gateInTransaction: true,
  });
  defineRoute(app, ctx, matchEndpoints.stakeAllowance, ({ query, request }) => stakeAllowance(ctx, memberId(request), query));
  defineRoute(app, ctx, matchEndpoints.cancelBet, ({ body, request }) => cancelBet(ctx, memberId(request), body.betId));

  const page = async (where: SQL, limit: number, offset: number) => {
    const rows = await ctx.db.select({ b: bets, m: matches }).from(bets).innerJoin(matches, eq(matches.id, bets.matchId)).where(where).orderBy(desc(bets.createdAt), desc(bets.id)).limit(limit).offset(offset);
    const now = ctx.clock.now();
    return withCorrections(ctx, rows.map((r) => betView(r.b, r.m, now)));
  };
  defineRoute(app, ctx, matchEndpoints.listBets, async ({ query, request }) => {
    const { from, to } = timeRangeBounds(query.range, ctx.clock.now(), ctx.config.OPERATOR_TZ);
    const conditions: SQL[] = [eq(bets.memberId, memberId(request)), gte(bets.createdAt, from), lt(bets.createdAt, to)];
    if (query.status) conditions.push(shownStatusIs(query.status, ctx.clock.now()));
    if (query.matchId !== undefined) conditions.push(eq(bets.matchId, query.matchId));
    const where = and(...conditions)!;
    // After a bet of the member's own, in the list's order (created, then id, newest first); a bet
    // not theirs is after nothing.
    const after = query.before === undefined ? null : sql`(${bets.createdAt}, ${bets.id}) < (select c.created_at, c.id from bets c where c.id = ${query.before} and c.member_id = ${memberId(request)})`;
    const [items, [sums]] = await Promise.all([
      after ? page(and(where, after)!, query.pageSize, 0) : page(where, query.pageSize, (query.page - 1) * query.pageSize),
      ctx.db.select(betTotalsColumns(ctx.clock.now())).from(bets).innerJoin(matches, eq(matches.id, bets.matchId)).where(where),
    ]);
    const totals = { count: sums?.count ?? 0, staked: Number(sums?.staked ?? 0), waiting: Number(sums?.waiting ?? 0), returned: Number(sums?.returned ?? 0), profitAndLoss: Number(sums?.profitAndLoss ?? 0) };
    const changeKey = [totals.count, totals.staked, totals.waiting, totals.returned, totals.profitAndLoss, sums?.unconfirmed ?? 0, sums?.placedAt, sums?.settledAt, sums?.resultAt, sums?.postponed].join('|');
    return { items, total: totals.count, page: query.page, pageSize: query.pageSize, totals, changeKey };
  });
  defineRoute(app, ctx, matchEndpoints.getBet, async ({ query, request }) => {
    const [bet] = await page(and(eq(bets.id, query.id), eq(bets.memberId, memberId(request)))!, 1, 0);
    if (!bet) throw new AppError('ORDER_NOT_FOUND');
    const unsettled = bet.settledAt === null && bet.status !== 'revoked';
    return { ...bet, stakeToCover: await stakeToCover(ctx.db, { id: bet.id, memberId: memberId(request), stake: BigInt(bet.stake), waiting: unsettled }) };
  });
}
