import { eq, sql } from 'drizzle-orm';
import { timeRangeBounds } from '@scoreline/contract/time-ranges';
import type { AppContext } from '../../app-context.ts';
import { members } from '../../db/schema.ts';
import { vipRow } from '../settings/wallet-settings.ts';
import { COUNTS_TOWARD_DAILY_LIMIT } from './create-deposit.ts';

/** What the recharge page shows before the member picks: types, ranges, USDT rate, daily limit used. */
export async function depositOptions(ctx: AppContext, memberId: number) {
  const s = ctx.settings;
  const [payTypes, min, max, usdtRate, levels] = await Promise.all([
    s.get('deposit.payTypes'),
    s.get('deposit.minKobo'),
    s.get('deposit.maxKobo'),
    s.get('deposit.usdtRateKobo'),
    s.get('vip.levels'),
  ]);
  const [member] = await ctx.db.select({ vipLevel: members.vipLevel }).from(members).where(eq(members.id, memberId));
  const { from } = timeRangeBounds(0, ctx.clock.now(), ctx.config.OPERATOR_TZ);
  // What the daily limit counts (COUNTS_TOWARD_DAILY_LIMIT), paid and waiting apart: a deposit
  // never paid does not read as money deposited.
  const used = (await ctx.db.execute(sql`
    select coalesce(sum(amount) filter (where status <> 0), 0)::text as paid,
           coalesce(sum(amount) filter (where status = 0), 0)::text as waiting
    from deposits
    where member_id = ${memberId} and ${COUNTS_TOWARD_DAILY_LIMIT} and created_at >= ${from}`)) as unknown as { rows: { paid: string; waiting: string }[] };
  return {
    payTypes: (['online', 'transfer', 'usdt'] as const).map((type) => ({ type, enabled: payTypes[type], min, max })),
    usdtRate,
    dailyLimit: vipRow(levels, member?.vipLevel ?? 0).dailyDepositKobo,
    depositedToday: Number(used.rows[0]?.paid ?? 0),
    waitingToday: Number(used.rows[0]?.waiting ?? 0),
    sandbox: ctx.payments.isSandbox,
  };
}
