// Withdrawal fee arithmetic (product rules "Wallet"). Integer kobo throughout; a fee is rounded
// up to the kobo so the operator never undercharges by a rounding.

export type BankFeeRule = { feeBps: number; feeMinKobo: number };
export type UsdtFeeRule = { feeTiers: [number, number][] };

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** Bank withdrawals: feeBps of the amount, at least feeMinKobo. Charged on top of the amount. */
export function bankWithdrawalFee(amount: bigint, rule: BankFeeRule): bigint {
  const proportional = ceilDiv(amount * BigInt(rule.feeBps), 10_000n);
  return proportional > BigInt(rule.feeMinKobo) ? proportional : BigInt(rule.feeMinKobo);
}

/** USDT withdrawals: the tier of the whole-USDT amount ([upTo, bps], ascending); above the last tier, no fee. */
export function usdtWithdrawalFee(amount: bigint, wholeUsdt: number, rule: UsdtFeeRule): bigint {
  const tier = [...rule.feeTiers].sort((a, b) => a[0] - b[0]).find(([upTo]) => wholeUsdt <= upTo);
  return tier ? ceilDiv(amount * BigInt(tier[1]), 10_000n) : 0n;
}

/**
 * The largest amount whose amount + fee fits in `budget` (the available balance, or what the
 * daily limit leaves), for the "balance insufficient, you can withdraw at most ..." answer.
 */
export function maxBankAmountWithin(budget: bigint, rule: BankFeeRule): bigint {
  if (budget <= 0n) return 0n;
  let lo = 0n;
  let hi = budget;
  while (lo < hi) {
    const mid = (lo + hi + 1n) / 2n;
    if (mid + bankWithdrawalFee(mid, rule) <= budget) lo = mid;
    else hi = mid - 1n;
  }
  return lo;
}
