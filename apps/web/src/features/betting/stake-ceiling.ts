import type { TStakeAllowance } from './betting-types.ts';
import { presetsWithin } from '../../lib/quick-amounts.ts';

// The most one bet may stake now, so the order page refuses in the member's language what the
// server would refuse anyway: the per-bet maximum, the room left on the selection across all
// members and what the VIP daily limit leaves today. The server stays the judge; a stale read
// only means its own refusal is shown instead.

/** Which limit binds: the per-bet maximum, the selection's total or the member's day. */
export type TStakeCap = 'perBet' | 'selection' | 'daily';
export type TStakeCeiling = { max: number; cap: TStakeCap };

/** The smallest of the limits (the per-bet maximum alone until the allowance is known); on a tie the per-bet one. */
export function stakeCeiling(maxStake: number, allowance: TStakeAllowance | undefined): TStakeCeiling {
  let ceiling: TStakeCeiling = { max: maxStake, cap: 'perBet' };
  if (allowance && allowance.selectionRoom < ceiling.max) ceiling = { max: allowance.selectionRoom, cap: 'selection' };
  if (allowance && allowance.dailyLeft < ceiling.max) ceiling = { max: allowance.dailyLeft, cap: 'daily' };
  return ceiling;
}

/** No stake can pass: the selection is full or the day's limit used up (below the minimum counts). */
export function stakeBlocked(minStake: number, ceiling: TStakeCeiling): 'selectionFull' | 'dailyUsed' | undefined {
  if (ceiling.cap === 'perBet' || ceiling.max >= minStake) return undefined;
  return ceiling.cap === 'selection' ? 'selectionFull' : 'dailyUsed';
}

/** What is wrong with a stake, as the betting namespace's order.* key and the amount its text shows. */
export type TStakeProblem = { key: 'required' } | { key: 'belowMin'; amount: number } | { key: 'aboveMax' | 'aboveRoom' | 'aboveDaily'; amount: number } | { key: 'insufficient' };

const ABOVE: Record<TStakeCap, 'aboveMax' | 'aboveRoom' | 'aboveDaily'> = { perBet: 'aboveMax', selection: 'aboveRoom', daily: 'aboveDaily' };

/** Every problem of a stake, the amount's first, then the limit that binds, then the balance: a stake over both the limit and the balance is told both. */
export function stakeProblems(stake: number | null, minStake: number, ceiling: TStakeCeiling, available: number | undefined): TStakeProblem[] {
  if (stake === null || stake <= 0) return [{ key: 'required' }];
  const problems: TStakeProblem[] = [];
  if (stake < minStake) problems.push({ key: 'belowMin', amount: minStake });
  if (stake > ceiling.max) problems.push({ key: ABOVE[ceiling.cap], amount: ceiling.max });
  if (available !== undefined && stake > available) problems.push({ key: 'insufficient' });
  return problems;
}

/** The slip's quick stakes, in naira. */
export const QUICK_STAKES_NAIRA = [100, 500, 1000, 5000] as const;

/**
 * The quick stakes a bet may take now, in kobo: those within the match's minimum and the ceiling
 * (a match may have a minimum of ₦500 or a maximum of ₦3,000; the selection may have only ₦300
 * left, or the member's day: QA found a ₦500 chip whose tap could only be refused), or the
 * minimum alone when none fits.
 */
export function quickStakesKobo(minStake: number, ceiling: Pick<TStakeCeiling, 'max'>): number[] {
  const fit = presetsWithin(QUICK_STAKES_NAIRA, minStake, ceiling.max);
  return fit.length ? fit : [minStake];
}
