import type { TDashboardDay } from '../../lib/api-types.ts';
import { naira } from '../../lib/format.ts';

// The dashboard chart's rows: one per operator day, money in naira (the chart's axis), with a
// short day label; and the totals over the window for the summary line.

export type TChartRow = {
  day: string;
  /** "21 Nov" */
  label: string;
  deposits: number;
  withdrawals: number;
  stakes: number;
  payouts: number;
  houseResult: number;
  vipRewards: number;
  newMembers: number;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-21" -> "21 Nov" (the day is already the operator's calendar day: no time zone maths). */
export function dayLabel(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? '?'}`;
}

const toNaira = (kobo: number) => Math.trunc(kobo) / 100;

export function buildChartRows(series: readonly TDashboardDay[]): TChartRow[] {
  return [...series]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((d) => ({
      day: d.day,
      label: dayLabel(d.day),
      deposits: toNaira(d.deposits.amount),
      withdrawals: toNaira(d.withdrawals.amount),
      stakes: toNaira(d.stakes.amount),
      payouts: toNaira(d.payouts.amount),
      houseResult: toNaira(d.houseResult),
      vipRewards: toNaira(d.vipRewards.amount),
      newMembers: d.newMembers,
    }));
}

export type TWindowTotals = {
  deposits: number;
  withdrawals: number;
  stakes: number;
  payouts: number;
  houseResult: number;
  vipRewards: number;
  newMembers: number;
  netFlow: number;
};

/** Sums over the window, in kobo; netFlow = deposits - withdrawals. */
export function windowTotals(series: readonly TDashboardDay[]): TWindowTotals {
  const t = { deposits: 0, withdrawals: 0, stakes: 0, payouts: 0, houseResult: 0, vipRewards: 0, newMembers: 0, netFlow: 0 };
  for (const d of series) {
    t.deposits += d.deposits.amount;
    t.withdrawals += d.withdrawals.amount;
    t.stakes += d.stakes.amount;
    t.payouts += d.payouts.amount;
    t.houseResult += d.houseResult;
    t.vipRewards += d.vipRewards.amount;
    t.newMembers += d.newMembers;
  }
  t.netFlow = t.deposits - t.withdrawals;
  return t;
}

/**
 * What the dashboard's stakes count, said wherever they show: every bet placed, while the Bets
 * desk's "Staked" leaves the cancelled and void out (QA: ₦94,000 here, ₦89,000 there, one word).
 */
export const STAKES_COUNTED = 'later cancelled or void ones included';

/**
 * The VIP daily rewards (decision 037) are the operator's expense, not a betting figure: shown
 * beside the house result wherever it is, so the house result does not read as the whole profit
 * (QA, finance: "cannot see what rewards cost per day").
 */
export const VIP_REWARDS_LABEL = 'VIP daily rewards paid';
/** Short, for a tile's second line beside the claims; the tooltip says it in full. */
export const VIP_REWARDS_HELP = 'from the rewards account, not in the house result';
export const VIP_REWARDS_HELP_FULL =
  'Paid to members from the operator’s rewards account (expense:rewards): one claim per member and day, once they have staked the day’s minimum. Not part of the house result, which is the betting result only: the operator pays these on top of it.';

/** The window's totals in one line, beside the chart. */
export function windowTotalsLine(t: TWindowTotals): string {
  return `Deposits ${naira(t.deposits)} · withdrawals ${naira(t.withdrawals)} · stakes placed ${naira(t.stakes)} (${STAKES_COUNTED}) · house result ${naira(t.houseResult)} · ${VIP_REWARDS_LABEL} ${naira(t.vipRewards)}`;
}

/** Compact naira for chart axes: 1250000 -> "₦1.25M", 5300 -> "₦5.3k", -800 -> "-₦800". */
export function compactNaira(value: number): string {
  const sign = value < 0 ? '-' : '';
  const v = Math.abs(value);
  const fmt = (n: number, suffix: string) => `${sign}₦${Number(n.toFixed(2))}${suffix}`;
  if (v >= 1_000_000_000) return fmt(v / 1_000_000_000, 'B');
  if (v >= 1_000_000) return fmt(v / 1_000_000, 'M');
  if (v >= 1_000) return fmt(v / 1_000, 'k');
  return fmt(v, '');
}
