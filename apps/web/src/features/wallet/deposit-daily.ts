import type { TDepositOptions } from './wallet-types.ts';

export type TDailyDeposits = {
  paid: number;
  waiting: number;
  /** What may still be deposited today: the limit less the paid and the waiting deposits. */
  left: number;
  /** The bar's two parts, in whole percent of the limit (together at most 100). */
  paidPercent: number;
  waitingPercent: number;
};

/**
 * The recharge page's daily limit. A deposit still waiting for payment holds its part of the
 * limit (the server counts it until it is paid or times out), but it is not money deposited, so
 * the two are shown apart.
 */
export function dailyDeposits(options: Pick<TDepositOptions, 'dailyLimit' | 'depositedToday' | 'waitingToday'>): TDailyDeposits {
  const { dailyLimit: limit, depositedToday: paid, waitingToday: waiting } = options;
  const percentOf = (kobo: number) => (limit > 0 ? Math.round((Math.min(kobo, limit) / limit) * 100) : 0);
  const paidPercent = percentOf(paid);
  return {
    paid,
    waiting,
    left: Math.max(0, limit - paid - waiting),
    paidPercent,
    waitingPercent: Math.min(100 - paidPercent, percentOf(waiting)),
  };
}
