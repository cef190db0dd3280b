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

/**
 * The largest whole-USDT amount (in kobo) of at least `minUsdt` whose amount + tier fee fits in
 * `budget` and whose amount is within `cap` (what the daily limit leaves); 0 when none does. The
 * tiers make amount + fee fall where a tier ends (300 USDT at 5 % costs more than 301 at 3 %), so
 * the count steps down from the most the budget could hold instead of a bisection; past the last
 * tier there is no fee, so the steps are at most the tiers' width.
 */
export function maxUsdtAmountWithin(budget: bigint, cap: bigint, rate: bigint, rule: UsdtFeeRule, minUsdt: number): bigint {
  if (rate <= 0n || budget <= 0n) return 0n;
  for (let n = (budget < cap ? budget : cap) / rate; n >= BigInt(minUsdt) && n > 0n; n--) {
    const amount = n * rate;
    if (amount + usdtWithdrawalFee(amount, Number(n), rule) <= budget) return amount;
  }
  return 0n;
}
