import type { TRequestWithdrawalRequest } from '@scoreline/contract/api/wallet';
import type { AppContext } from '../../app-context.ts';
import { assertBalanceCovers, quoteWithdrawal } from './withdrawal-amount.ts';
import { loadWithdrawalRules, memberWithdrawalState, refuseWhileBarred } from './withdrawal-limits.ts';

/**
 * The fee and what arrives for an amount, as the Withdraw page shows it before the wallet
 * password. An amount the request would refuse for itself (below the minimum, above the maximum,
 * not whole USDT, more than the balance pays with its fee) is refused here with the request's
 * code and values, from the same checks; so is any amount while one is still open, today's count
 * is used up or the interval since the last is not over. Read only: nothing is locked or held.
 */
export async function previewWithdrawal(ctx: AppContext, memberId: number, input: Pick<TRequestWithdrawalRequest, 'method' | 'amount'>) {
  const rules = await loadWithdrawalRules(ctx);
  const quote = quoteWithdrawal(rules, input.method, BigInt(input.amount));
  const state = await memberWithdrawalState(ctx, ctx.db, memberId, rules);
  refuseWhileBarred(state, ctx.clock.now(), rules.intervalMinutes);
  assertBalanceCovers(state, quote);
  return {
    amount: input.amount,
    fee: Number(quote.fee),
    receive: input.amount,
    usdtReceive: quote.wholeUsdt === null ? null : Number(quote.wholeUsdt),
  };
}
