import type { FastifyInstance } from 'fastify';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { walletEndpoints } from '@scoreline/contract/api/wallet-endpoints';
import { timeRangeBounds } from '@scoreline/contract/time-ranges';
import type { AppContext } from '../../app-context.ts';
import { withdrawals } from '../../db/schema/wallet.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInMember } from '../../http/request-gate.ts';
import { previewWithdrawal } from './preview-withdrawal.ts';
import { loadWithdrawalRules, memberWithdrawalState, minutesToWait, usdtWindowOpen } from './withdrawal-limits.ts';
import { requestWithdrawal } from './request-withdrawal.ts';
import { withdrawalPage } from './withdrawal-page.ts';

export function withdrawalRoutes(app: FastifyInstance, ctx: AppContext) {
  const memberId = (r: Parameters<typeof signedInMember>[0]) => signedInMember(r).memberId;

  defineRoute(app, ctx, walletEndpoints.withdrawalRules, async ({ request }) => {
    const rules = await loadWithdrawalRules(ctx);
    const state = await memberWithdrawalState(ctx, ctx.db, memberId(request), rules);
    return {
      min: rules.min,
      max: rules.max,
      feeBps: rules.feeBps,
      feeMin: rules.feeMinKobo,
      intervalMinutes: rules.intervalMinutes,
      dailyCount: state.vip.dailyWithdrawCount,
      dailyAmount: state.vip.dailyWithdrawKobo,
      usedCountToday: state.countToday,
      usedAmountToday: Number(state.amountToday),
      maxWithdrawable: Number(state.maxWithdrawable),
      // Said before the member types an amount and the wallet password, not after.
      hasOpenWithdrawal: state.hasOpenWithdrawal,
      retryAfterMinutes: minutesToWait(state.lastAt, ctx.clock.now(), rules.intervalMinutes),
      consecutiveWithdrawals: state.streak,
      vipResetAfter: rules.vipResetAfter,
      usdt: {
        rate: rules.usdtRate,
        minUsdt: rules.usdt.minUsdt,
        maxWithdrawable: Number(state.maxUsdtWithdrawable),
        open: usdtWindowOpen(ctx.clock.now(), ctx.config.OPERATOR_TZ, rules.usdt),
        days: rules.usdt.openDays,
        hours: `${rules.usdt.openFrom}-${rules.usdt.openTo}`,
        arrivalHours: { from: rules.usdt.arrivalHours[0], to: rules.usdt.arrivalHours[1] },
      },
    };
  });

  defineRoute(app, ctx, walletEndpoints.previewWithdrawal, ({ body, request }) => previewWithdrawal(ctx, memberId(request), body));

  defineRoute(app, ctx, walletEndpoints.requestWithdrawal, ({ body, request, idempotencyKey }) =>
    requestWithdrawal(ctx, memberId(request), body, idempotencyKey!),
  );

  defineRoute(app, ctx, walletEndpoints.listWithdrawals, async ({ query, request }) => {
    const { from, to } = timeRangeBounds(query.range, ctx.clock.now(), ctx.config.OPERATOR_TZ);
    const conditions: SQL[] = [eq(withdrawals.memberId, memberId(request)), gte(withdrawals.createdAt, from), lt(withdrawals.createdAt, to)];
    if (query.status !== undefined) conditions.push(eq(withdrawals.status, query.status));
    const where = and(...conditions);
    const [rows, [count]] = await Promise.all([
      withdrawalPage(ctx, where, query.pageSize, (query.page - 1) * query.pageSize),
      ctx.db.select({ n: sql<number>`count(*)::int` }).from(withdrawals).where(where),
    ]);
    return {
      items: rows.map((r) => r.view),
      total: count?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}
