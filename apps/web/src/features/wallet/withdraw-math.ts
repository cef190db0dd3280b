import { formatKobo } from '@scoreline/contract/display';
import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import { formatBps } from '../../lib/percent.ts';
import { withZoneNote } from '../../lib/operator-time.ts';
import { weekdaysText } from '../../lib/weekdays.ts';
import { nairaTextToKobo } from './money-input.ts';
import { MICROS_PER_USDT, formatUsdt, parseWholeUsdt, wholeUsdtToKobo } from './usdt.ts';
import type { TWithdrawalMethod, TWithdrawalPreview, TWithdrawalRules } from './wallet-types.ts';

// The withdrawal page's arithmetic and checks, pure so they are tested without a browser. The
// server decides (preview and request); these only keep the member from a round trip that is
// sure to be refused, with the same catalogue texts the server would answer.

/**
 * The next withdrawal would be one too many in a row without a bet (spec 4): it resets the VIP
 * level to 0, and the member must confirm it first. At VIP 0 there is nothing to reset (the
 * server asks for no confirmation then either).
 */
export function resetsVip(rules: Pick<TWithdrawalRules, 'consecutiveWithdrawals' | 'vipResetAfter'>, vipLevel: number): boolean {
  return rules.consecutiveWithdrawals + 1 > rules.vipResetAfter && vipLevel > 0;
}

/** The naira (kobo) a withdrawal debits: naira typed for a bank, whole USDT at the rate for USDT. */
export function withdrawalKobo(method: TWithdrawalMethod, text: string, rules: Pick<TWithdrawalRules, 'usdt'>): number | null {
  if (method === 'bank') return nairaTextToKobo(text);
  const usdt = parseWholeUsdt(text);
  return usdt === null ? null : wholeUsdtToKobo(usdt, rules.usdt.rate);
}

export type TWithdrawProblem = { field: 'amount' | 'bank' | 'address'; key: TErrorKey; params?: Record<string, string | number> };

export type TWithdrawInput = {
  method: TWithdrawalMethod;
  amountText: string;
  bankAccountId?: number;
  usdtAddress?: string;
};

/** What the server accepts as a USDT address (letters and digits, 26 to 64). */
const USDT_ADDRESS = /^[A-Za-z0-9]{26,64}$/;

/**
 * Why no withdrawal can be requested now, whatever the amount: one is still open (one at a time),
 * or the last was requested less than the interval ago. Said before the member types an amount
 * and the wallet password (the server refuses the same, with the same codes).
 */
export function withdrawWait(rules: TWithdrawalRules): TWithdrawProblem | undefined {
  if (rules.hasOpenWithdrawal) return { field: 'amount', key: 'WITHDRAW_UNCOMPLETED' };
  // Today's count used up: tomorrow, not "in 10 min" (QA), whatever the interval says.
  if (rules.usedCountToday >= rules.dailyCount) return { field: 'amount', key: 'WITHDRAW_DAILY_COUNT' };
  if (rules.retryAfterMinutes > 0) return { field: 'amount', key: 'WITHDRAW_INTERVAL', params: { minutes: rules.intervalMinutes, retryAfterMinutes: rules.retryAfterMinutes } };
  return undefined;
}

/**
 * The most the member can withdraw now by `method`, as the server works it out with the method's
 * fee (the bank's percentage, or USDT's tiers in whole USDT) and today's limits.
 */
export const mostWithdrawable = (method: TWithdrawalMethod, rules: TWithdrawalRules) => (method === 'usdt' ? rules.usdt.maxWithdrawable : rules.maxWithdrawable);

/**
 * The first reason the server would refuse this amount, in the request's order: USDT whole and
 * at least the USDT minimum, the bank's naira minimum and maximum, today's count and amount, then
 * what the wallet pays with the fee, past the most the server says the method can take. USDT's
 * tiers make amount + fee fall where a tier ends, so a USDT amount under that most may still not
 * fit (300 USDT at 5 % costs more than 301 at 3 %): the fee preview, which knows the fee, says so.
 */
export function amountProblem(method: TWithdrawalMethod, amountText: string, rules: TWithdrawalRules): TWithdrawProblem | undefined {
  const text = amountText.trim();
  if (method === 'usdt') {
    const usdt = parseWholeUsdt(text);
    if (usdt === null || usdt < rules.usdt.minUsdt) return { field: 'amount', key: 'WITHDRAW_USDT_WHOLE', params: { min: rules.usdt.minUsdt } };
  }
  const kobo = withdrawalKobo(method, text, rules);
  if (kobo === null || kobo <= 0) return { field: 'amount', key: 'WITHDRAW_BELOW_MIN', params: { min: formatKobo(rules.min) } };
  // The naira range and the "most withdrawable" (worked out with the bank fee) are bank rules;
  // a USDT withdrawal has its whole-USDT minimum and its own fee tiers.
  if (method === 'bank') {
    if (kobo < rules.min) return { field: 'amount', key: 'WITHDRAW_BELOW_MIN', params: { min: formatKobo(rules.min) } };
    if (kobo > rules.max) return { field: 'amount', key: 'WITHDRAW_ABOVE_MAX', params: { max: formatKobo(rules.max) } };
  }
  if (rules.usedCountToday >= rules.dailyCount) return { field: 'amount', key: 'WITHDRAW_DAILY_COUNT' };
  if (rules.usedAmountToday + kobo > rules.dailyAmount) {
    return { field: 'amount', key: 'WITHDRAW_DAILY_LIMIT', params: { limit: formatKobo(rules.dailyAmount), left: formatKobo(Math.max(rules.dailyAmount - rules.usedAmountToday, 0)) } };
  }
  const most = mostWithdrawable(method, rules);
  if (kobo > most) return { field: 'amount', key: 'WITHDRAW_BALANCE_INSUFFICIENT', params: { max: formatKobo(most) } };
  return undefined;
}

/** Refusals an amount typed left to right may still grow out of ("1" on its way to "1000", "6" to "60" USDT). */
const MAY_STILL_GROW = new Set<TErrorKey>(['WITHDRAW_BELOW_MIN', 'WITHDRAW_USDT_WHOLE']);

/**
 * What the amount field says while the member types, before any tap on Withdraw (QA: above the
 * maximum or beyond the balance was told only after the wallet password). Nothing for an empty
 * field, nor while a withdrawal is still open (its notice says it, and no amount can go until it
 * ends). Too much is said at once; too little only once typing paused (`settled`).
 */
export function typedAmountProblem(
  method: TWithdrawalMethod,
  amountText: string,
  rules: TWithdrawalRules,
  options: { settled: boolean },
): TWithdrawProblem | undefined {
  if (amountText.trim() === '' || rules.hasOpenWithdrawal) return undefined;
  const problem = amountProblem(method, amountText, rules);
  if (problem && !options.settled && MAY_STILL_GROW.has(problem.key)) return undefined;
  return problem;
}

/** Whether the fee preview is worth asking for this amount: typed, none open, and nothing the page already knows refuses it. */
export function previewableAmount(method: TWithdrawalMethod, amountText: string, rules: TWithdrawalRules): boolean {
  return amountText.trim() !== '' && !rules.hasOpenWithdrawal && amountProblem(method, amountText, rules) === undefined;
}

/** The first reason this withdrawal would be refused, or undefined when it may be sent. */
export function withdrawProblem(input: TWithdrawInput, rules: TWithdrawalRules): TWithdrawProblem | undefined {
  const waiting = withdrawWait(rules);
  if (waiting) return waiting;
  if (input.method === 'usdt' && !rules.usdt.open) return { field: 'amount', key: 'WITHDRAW_USDT_HOURS' };
  const amount = amountProblem(input.method, input.amountText, rules);
  if (amount) return amount;
  if (input.method === 'bank' && input.bankAccountId === undefined) return { field: 'bank', key: 'VALIDATION_FAILED' };
  if (input.method === 'usdt' && !USDT_ADDRESS.test((input.usdtAddress ?? '').trim())) return { field: 'address', key: 'VALIDATION_FAILED' };
  return undefined;
}

/** What the "max" button fills in: naira text for a bank, whole USDT for USDT. */
export function maxAmountText(method: TWithdrawalMethod, rules: TWithdrawalRules): string {
  // USDT's most is whole USDT already, its fee tiers counted (QA: the bank's figure over the rate gave an amount the server refused).
  if (method === 'usdt') return rules.usdt.rate > 0 ? String(Math.floor(rules.usdt.maxWithdrawable / rules.usdt.rate)) : '0';
  const ceiling = Math.max(0, Math.min(rules.maxWithdrawable, rules.max, rules.dailyAmount - rules.usedAmountToday));
  const whole = Math.trunc(ceiling / 100);
  const cents = ceiling % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

export type TReceiveView = { amount: string; fee: string; total: string; receive: string; receiveUsdt?: string };

/**
 * The preview as the member reads it. The fee is charged on top (decision 007): the member
 * receives the amount asked for, and amount + fee leaves the wallet. `usdtReceive` is whole USDT.
 */
export function receiveView(preview: TWithdrawalPreview, method: TWithdrawalMethod): TReceiveView {
  const view: TReceiveView = {
    amount: formatKobo(preview.amount),
    fee: formatKobo(preview.fee),
    total: formatKobo(preview.amount + preview.fee),
    receive: formatKobo(preview.receive),
  };
  if (method === 'usdt' && preview.usdtReceive !== null) view.receiveUsdt = formatUsdt(preview.usdtReceive * MICROS_PER_USDT);
  return view;
}

/** The rule lines under the form, and the most withdrawable now by the chosen method. */
/**
 * The top of the per-withdrawal range: one withdrawal can never be more than the day allows, so
 * what is left of the daily amount tops it (QA: ₦1,000,000 shown beside ₦500,000 a day; then
 * ₦600,000 beside ₦100,000 left today, which Max filled in). With less than the minimum left, no
 * withdrawal is possible today: the range is then the day's own, and "used today" says why.
 */
function rangeTop(rules: TWithdrawalRules): number {
  const leftToday = rules.dailyAmount - rules.usedAmountToday;
  return Math.min(rules.max, leftToday >= rules.min ? leftToday : rules.dailyAmount);
}

/**
 * When USDT withdrawals are taken: the window's days and hours, in the operator's zone, named when
 * the phone's differs (QA: "closed right now, accepted 10:00-20:00" at noon on a Sunday).
 */
export function usdtWindowText(usdt: Pick<TWithdrawalRules['usdt'], 'days' | 'hours'>, lang: string, at = new Date(), phoneOffset?: number): string {
  return withZoneNote(`${weekdaysText(usdt.days, lang)} ${usdt.hours}`, at, phoneOffset);
}

export function rulesView(rules: TWithdrawalRules, method: TWithdrawalMethod) {
  return {
    range: `${formatKobo(rules.min)} – ${formatKobo(rangeTop(rules))}`,
    fee: { percent: formatBps(rules.feeBps), min: formatKobo(rules.feeMin) },
    intervalMinutes: rules.intervalMinutes,
    count: { used: rules.usedCountToday, total: rules.dailyCount },
    amount: { used: formatKobo(rules.usedAmountToday), total: formatKobo(rules.dailyAmount) },
    maxWithdrawable: formatKobo(mostWithdrawable(method, rules)),
  };
}
