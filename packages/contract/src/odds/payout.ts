// Winning amounts shown on the order (product rules, "Winning amounts"). Everything is bigint
// kobo and integer odds in ten-thousandths, so the order, the ledger and the back office all
// recompute the same figures to the kobo.
//
// Every division truncates, the handling fee included: each figure is then reproducible from
// the order by the same simple rule, a member's money is never rounded up in their disfavour
// on the award, and the house forgoes at most one kobo of fee per bet rather than charging the
// member a fraction of a kobo they cannot see.

export const ODDS_SCALE = 10_000n;

/**
 * The prices a bet or a trader may name, in ten-thousandths: above evens, and at most what the odds
 * columns (PostgreSQL integers) hold, so the betting.maxPrice setting cannot go past it either.
 * Here, with no schema, so the member app can check a price it reads from an address.
 */
export const MIN_ODDS = 10_001;
export const MAX_ODDS = 2_000_000_000;
export const BPS_SCALE = 10_000n;

export interface TPayoutInput {
  stakeKobo: bigint;
  /** Decimal odds in ten-thousandths (7.5 -> 75000); at least 1.0, a bet never returns less than its stake. */
  odds: number;
  /** The member's VIP odds bonus on profit, in basis points (2 % -> 200). */
  vipBonusBps: number;
  /** Handling fee on profit, in basis points (default 0). */
  handlingFeeBps: number;
}

export interface TWinningAmounts {
  /** stake x odds, truncated to the kobo; includes the stake. */
  winAmount: bigint;
  /** winAmount - stake. */
  profit: bigint;
  /** VIP bonus % x profit, truncated; paid from expense:vip. */
  vipAward: bigint;
  /** Handling fee % x profit, truncated; credited to house:fees. */
  handlingFee: bigint;
  /** winAmount + vipAward - handlingFee: what a winning bet credits. */
  actualWin: bigint;
}

export type TBetOutcome = 'won' | 'lost';

/** The amounts a bet pays if it wins, as the order shows them before and after settlement. */
export function winningAmounts(input: TPayoutInput): TWinningAmounts {
  const { stakeKobo, odds, vipBonusBps, handlingFeeBps } = input;
  if (stakeKobo < 0n) throw new RangeError('stake must not be negative');
  if (!Number.isSafeInteger(odds) || odds < Number(ODDS_SCALE)) throw new RangeError(`odds must be an integer >= 10000, got ${odds}`);
  assertBps('vipBonusBps', vipBonusBps);
  assertBps('handlingFeeBps', handlingFeeBps);
  // All operands are non-negative, so bigint division (toward zero) is the floor.
  const winAmount = (stakeKobo * BigInt(odds)) / ODDS_SCALE;
  const profit = winAmount - stakeKobo;
  const vipAward = (profit * BigInt(vipBonusBps)) / BPS_SCALE;
  const handlingFee = (profit * BigInt(handlingFeeBps)) / BPS_SCALE;
  return { winAmount, profit, vipAward, handlingFee, actualWin: winAmount + vipAward - handlingFee };
}

/** Profit and loss of a settled bet: actual win - stake when it won, -stake when it lost. */
export function profitAndLoss(stakeKobo: bigint, amounts: TWinningAmounts, outcome: TBetOutcome): bigint {
  return outcome === 'won' ? amounts.actualWin - stakeKobo : -stakeKobo;
}

function assertBps(name: string, value: number): void {
  // Above 100 % a fee could exceed the profit and a bonus would stop being a bonus on profit.
  if (!Number.isSafeInteger(value) || value < 0 || value > Number(BPS_SCALE)) {
    throw new RangeError(`${name} must be an integer from 0 to 10000, got ${value}`);
  }
}
