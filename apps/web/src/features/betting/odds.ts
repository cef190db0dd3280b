import { MAX_ODDS, MIN_ODDS } from '@scoreline/contract/odds/payout';
import { signedAmount } from '../../lib/signed-amount.ts';

// Odds arrive as integers in ten-thousandths (7.5 -> 75000). Display and money maths stay in
// integers: odds shown exactly, every amount truncated to the kobo (spec 5).

export const ODDS_SCALE = 10_000;
export const BPS_SCALE = 10_000;

/** Odds as they pay ("7.50", "9.7046"): the contract's one rule, shared with the back office. */
export { formatOdds } from '@scoreline/contract/display';

/**
 * A price read from a page's address (the slip's `?seen=`): a whole number of ten-thousandths that
 * a bet may carry, else null, so a hand-edited link says nothing (QA: seen=1 read "up from 0.0001").
 */
export function oddsParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const odds = Number(value);
  return odds >= MIN_ODDS && odds <= MAX_ODDS ? odds : null;
}

/** stake x odds, truncated to the kobo (BigInt: no float error on large stakes). */
export function potentialWin(stakeKobo: number, odds: number): number {
  return Number((BigInt(Math.trunc(stakeKobo)) * BigInt(Math.trunc(odds))) / BigInt(ODDS_SCALE));
}

/** bps of an amount, truncated to the kobo. */
export function bpsOf(amountKobo: number, bps: number): number {
  if (amountKobo <= 0 || bps <= 0) return 0;
  return Number((BigInt(Math.trunc(amountKobo)) * BigInt(Math.trunc(bps))) / BigInt(BPS_SCALE));
}

export type TWinPreview = {
  /** stake x odds (the bet's potentialWin). */
  win: number;
  profit: number;
  vipAward: number;
  handlingFee: number;
  /** win + VIP award - handling fee. */
  actualWin: number;
};

/** What a winning bet would pay (product rules, "Winning amounts"): VIP award and fee are shares of the profit. */
export function winPreview(stakeKobo: number, odds: number, vipBonusBps: number, handlingFeeBps: number): TWinPreview {
  const win = potentialWin(stakeKobo, odds);
  const profit = Math.max(0, win - stakeKobo);
  const vipAward = bpsOf(profit, vipBonusBps);
  const handlingFee = bpsOf(profit, handlingFeeBps);
  return { win, profit, vipAward, handlingFee, actualWin: win + vipAward - handlingFee };
}

export { formatBps } from '../../lib/percent.ts';

/** Profit and loss with its sign: "+₦50.00", "−₦500.00", "₦0.00"; '-' while unknown (spec 5). */
export function formatSignedKobo(kobo: number | null): string {
  return kobo === null ? '-' : signedAmount(kobo).text;
}

export type TPriceMove = { from: number; direction: 'up' | 'down' };

/** How the price moved since the slip first showed it: null while it is the same (or unknown). */
export function priceMove(seen: number | undefined, current: number | undefined): TPriceMove | null {
  if (seen === undefined || current === undefined || seen === current) return null;
  return { from: seen, direction: current > seen ? 'up' : 'down' };
}
