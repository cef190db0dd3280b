import type { TPeriod } from './odds/selections.ts';

// When a period's score usually comes: half time after 45 minutes of play, full time after 90 and
// the 15-minute break. The back office asks a trader to confirm a score typed sooner (more likely
// a slip than a match that really ended), and a member's bet whose period passed this point
// without its score reads "unconfirmed" (spec 4): played, its outcome still to be confirmed.

const USUAL_END_MINUTES: Readonly<Record<TPeriod, number>> = { HT: 45, FT: 105 };
const usualLengthMs = (period: TPeriod) => USUAL_END_MINUTES[period] * 60_000;

/** The moment, in epoch ms, a period kicked off at `kickOffMs` usually ends. */
export function usualPeriodEnd(period: TPeriod, kickOffMs: number): number {
  return kickOffMs + usualLengthMs(period);
}

/** The latest kick-off, in epoch ms, whose period is usually over at `nowMs` (usualPeriodEnd turned round, for a query's bound). */
export function latestKickOffOver(period: TPeriod, nowMs: number): number {
  return nowMs - usualLengthMs(period);
}
