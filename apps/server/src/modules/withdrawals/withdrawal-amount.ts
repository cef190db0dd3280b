import { formatKobo } from '@scoreline/contract/display';
import { AppError } from '../../http/app-error.ts';
import { bankWithdrawalFee, usdtWithdrawalFee } from './withdrawal-fees.ts';
import type { WithdrawalRules } from './withdrawal-limits.ts';

// The rules on a withdrawal's amount, asked by both the fee preview and the request, so the two
// refuse the same amounts with the same codes and values (QA: the preview priced ₦0.01 and
// 50,000 kobo in USDT while the request refused them). The rules about the member's day (one
// open at a time, the interval, today's count and amount, the VIP streak) stay with the request.

export type WithdrawalQuote = {
  amount: bigint;
  /** Charged on top of the amount (decision 007). */
  fee: bigint;
  /** Whole USDT sent, for a USDT withdrawal; null for a bank. */
  wholeUsdt: bigint | null;
};

type AmountRules = Pick<WithdrawalRules, 'min' | 'max' | 'feeBps' | 'feeMinKobo' | 'usdt' | 'usdtRate'>;

/**
 * The fee of `amount` by `method`, or the refusal of the amount: a bank withdrawal within the
 * naira minimum and maximum, a USDT one a whole number of at least the USDT minimum (it has no
 * naira range: its limits are in USDT).
 */
export function quoteWithdrawal(rules: AmountRules, method: 'bank' | 'usdt', amount: bigint): WithdrawalQuote {
  if (method === 'usdt') {
    const rate = BigInt(rules.usdtRate);
    if (amount % rate !== 0n || amount / rate < BigInt(rules.usdt.minUsdt)) {
      throw new AppError('WITHDRAW_USDT_WHOLE', { min: rules.usdt.minUsdt }, { field: 'amount' });
    }
    const wholeUsdt = amount / rate;
    return { amount, fee: usdtWithdrawalFee(amount, Number(wholeUsdt), rules.usdt), wholeUsdt };
  }
  if (amount < BigInt(rules.min)) throw new AppError('WITHDRAW_BELOW_MIN', { min: formatKobo(rules.min) }, { field: 'amount' });
  if (amount > BigInt(rules.max)) throw new AppError('WITHDRAW_ABOVE_MAX', { max: formatKobo(rules.max) }, { field: 'amount' });
  return { amount, fee: bankWithdrawalFee(amount, { feeBps: rules.feeBps, feeMinKobo: rules.feeMinKobo }), wholeUsdt: null };
}

type BalanceState = { available: bigint; maxWithdrawable: bigint; maxUsdtWithdrawable: bigint };

/** "Balance insufficient", naming the largest amount of the method whose amount + fee fits now (decision 007). */
export function balanceInsufficient(state: Pick<BalanceState, 'maxWithdrawable' | 'maxUsdtWithdrawable'>, method: 'bank' | 'usdt'): AppError {
  const max = method === 'usdt' ? state.maxUsdtWithdrawable : state.maxWithdrawable;
  return new AppError('WITHDRAW_BALANCE_INSUFFICIENT', { max: formatKobo(max > 0n ? max : 0n) }, { field: 'amount' });
}

/** Refuses a withdrawal whose amount + fee is more than the available balance. */
export function assertBalanceCovers(state: BalanceState, quote: Pick<WithdrawalQuote, 'amount' | 'fee' | 'wholeUsdt'>): void {
  if (quote.amount + quote.fee > state.available) throw balanceInsufficient(state, quote.wholeUsdt === null ? 'bank' : 'usdt');
}
