import { sql } from 'drizzle-orm';
import { timeRangeBounds, zoneOffsetMs } from '@scoreline/contract/time-ranges';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';
import { vipRow } from '../settings/wallet-settings.ts';
import { maxBankAmountWithin, maxUsdtAmountWithin } from './withdrawal-fees.ts';

/** Withdrawal statuses that still hold money or may still pay out. */
export const OPEN_WITHDRAWAL_STATUSES = [0, 1, 4, 5, 6, 8];
/**
 * Statuses of a withdrawal that went out to the member or may still (everything but money
 * returned: 2 failed or reversed by the bank, 9 rejected). They count toward today's count and
 * amount and toward the withdrawals in a row that reset VIP.
 */
const COUNTED_STATUSES = [0, 1, 3, 4, 5, 6, 7, 8];
const COUNTED = sql.raw(`(${COUNTED_STATUSES.join(',')})`);

/**
 * The withdrawals in a row with no bet between them (product rules: more than
 * withdrawal.vipResetAfter resets VIP), counting only those that went out or may still.
 *
 * members.withdrawals_since_bet says how many of the member's latest withdrawals (by id) came
 * after their last bet: a request adds one and a bet sets it to 0, both under the member's row
 * lock, so it follows the order of events exactly (no timestamps to tie). Whether each of those still
 * counts is read from its status now, not kept by taking one off the counter when it is
 * rejected, fails or is reversed: those outcomes come later (back office, provider webhook, a
 * reversal days after success) in transactions that do not lock the member, so a decrement could
 * race a bet's reset or take one off a newer run of withdrawals than its own. A refusal by the
 * operator or the bank then never costs the member their VIP level.
 */
const streakSql = sql`(select count(*) from (
    select w.status from withdrawals w where w.member_id = m.id order by w.id desc limit m.withdrawals_since_bet
  ) since_bet where since_bet.status in ${COUNTED})::int as streak`;

export async function loadWithdrawalRules(ctx: AppContext) {
  const s = ctx.settings;
  const [min, max, feeBps, feeMinKobo, intervalMinutes, vipResetAfter, usdt, levels, usdtRate, maxOpen] = await Promise.all([
    s.get('withdrawal.minKobo'),
    s.get('withdrawal.maxKobo'),
    s.get('withdrawal.feeBps'),
    s.get('withdrawal.feeMinKobo'),
    s.get('withdrawal.intervalMinutes'),
    s.get('withdrawal.vipResetAfter'),
    s.get('withdrawal.usdt'),
    s.get('vip.levels'),
    s.get('deposit.usdtRateKobo'),
    s.get('withdrawal.maxOpen'),
  ]);
  return { min, max, feeBps, feeMinKobo, intervalMinutes, vipResetAfter, usdt, levels, usdtRate, maxOpen };
}
export type WithdrawalRules = Awaited<ReturnType<typeof loadWithdrawalRules>>;

/** Where the member stands today: what they used, their balance, their streak. */
export async function memberWithdrawalState(ctx: AppContext, tx: DbOrTx, memberId: number, rules: WithdrawalRules) {
  const now = ctx.clock.now();
  const { from } = timeRangeBounds(0, now, ctx.config.OPERATOR_TZ);
  const result = (await tx.execute(sql`
    select
      m.vip_level, ${streakSql},
      (select (credits_posted - debits_posted)::text from ledger_accounts where code = ${memberAccountCode(memberId, 'available')}) as available,
      coalesce((select count(*) from withdrawals w where w.member_id = m.id and w.created_at >= ${from} and w.status in ${COUNTED}), 0)::int as count_today,
      coalesce((select sum(amount) from withdrawals w where w.member_id = m.id and w.created_at >= ${from} and w.status in ${COUNTED}), 0)::text as amount_today,
      (select count(*) from withdrawals w where w.member_id = m.id and w.status in ${sql.raw(`(${OPEN_WITHDRAWAL_STATUSES.join(',')})`)})::int as open_count,
      (select max(created_at) from withdrawals w where w.member_id = m.id) as last_at
    from members m where m.id = ${memberId}`)) as unknown as {
    rows: { vip_level: number; streak: number; available: string | null; count_today: number; amount_today: string; open_count: number; last_at: Date | string | null }[];
  };
  const r = result.rows[0]!;
  const vip = vipRow(rules.levels, r.vip_level);
  const available = BigInt(r.available ?? '0');
  const amountToday = BigInt(r.amount_today);
  const leftToday = BigInt(vip.dailyWithdrawKobo) - amountToday;
  const feeRule = { feeBps: rules.feeBps, feeMinKobo: rules.feeMinKobo };
  // One open withdrawal at a time (withdrawal.maxOpen): none can be requested until it ends.
  const hasOpenWithdrawal = r.open_count >= rules.maxOpen;
  const dayLeft = leftToday < 0n ? 0n : leftToday;
  let maxWithdrawable = maxBankAmountWithin(available, feeRule);
  for (const cap of [BigInt(rules.max), dayLeft]) if (cap < maxWithdrawable) maxWithdrawable = cap;
  // USDT has its own fee tiers and whole-USDT amounts, and no naira range (QA: "Max" filled in
  // the bank's figure in USDT, which the server then refused as more than that same figure).
  let maxUsdtWithdrawable = maxUsdtAmountWithin(available, dayLeft, BigInt(rules.usdtRate), rules.usdt, rules.usdt.minUsdt);
  // Nothing is withdrawable while a limit that is not about the amount stands in the way.
  const barred = r.count_today >= vip.dailyWithdrawCount || hasOpenWithdrawal;
  if (barred || maxWithdrawable < BigInt(rules.min)) maxWithdrawable = 0n;
  if (barred) maxUsdtWithdrawable = 0n;
  return {
    vipLevel: r.vip_level,
    vip,
    streak: r.streak,
    available,
    countToday: r.count_today,
    amountToday,
    hasOpenWithdrawal,
    lastAt: r.last_at ? new Date(r.last_at) : null,
    maxWithdrawable,
    maxUsdtWithdrawable,
    feeRule,
  };
}

export type MemberWithdrawalState = Awaited<ReturnType<typeof memberWithdrawalState>>;

/**
 * Refuses any amount while something other than the amount bars a withdrawal: one still open
 * (one at a time), today's count used up, or the interval since the last not yet over. The
 * request and the fee preview both ask it before the amount and the balance: else the preview of a
 * member with one pending read "balance insufficient, at most ₦0.00", and during the interval it
 * priced a fee the request then refused (QA).
 */
export function refuseWhileBarred(state: Pick<MemberWithdrawalState, 'hasOpenWithdrawal' | 'countToday' | 'vip' | 'lastAt'>, now: Date, intervalMinutes: number): void {
  if (state.hasOpenWithdrawal) throw new AppError('WITHDRAW_UNCOMPLETED');
  if (state.countToday >= state.vip.dailyWithdrawCount) throw new AppError('WITHDRAW_DAILY_COUNT');
  const retryAfterMinutes = minutesToWait(state.lastAt, now, intervalMinutes);
  if (retryAfterMinutes > 0) throw new AppError('WITHDRAW_INTERVAL', { minutes: intervalMinutes, retryAfterMinutes });
}

/** Whole minutes (at least 1) until `intervalMinutes` since the last request have passed, or 0 when a request may go now. */
export function minutesToWait(lastAt: Date | null, now: Date, intervalMinutes: number): number {
  if (!lastAt || intervalMinutes <= 0) return 0;
  const since = Math.max(0, now.getTime() - lastAt.getTime());
  const left = intervalMinutes * 60_000 - since;
  return left > 0 ? Math.max(1, Math.ceil(left / 60_000)) : 0;
}

/** Whether USDT withdrawals are open now: the configured weekdays and hours, operator time. */
export function usdtWindowOpen(now: Date, tz: string, usdt: WithdrawalRules['usdt']): boolean {
  const local = new Date(now.getTime() + zoneOffsetMs(now, tz));
  const isoDay = ((local.getUTCDay() + 6) % 7) + 1; // Monday 1 .. Sunday 7
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return usdt.openDays.includes(isoDay) && minutes >= toMinutes(usdt.openFrom) && minutes < toMinutes(usdt.openTo);
}

