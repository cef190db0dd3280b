import type { TCreateDepositRequest, TPayType, TRequestWithdrawalRequest, TWithdrawalMethod } from './wallet-types.ts';
import { koboToNairaText } from './money-input.ts';

// A deposit or withdrawal whose answer was lost may have been made on the server. The wallet
// pages read it back from the tab's pending requests (idempotentAction(...).lostBodies()) to
// warn the member and to offer "Try again" with exactly that request: the same key makes the
// server answer the first attempt again instead of creating a second order or withdrawal.
// What comes back from sessionStorage is checked field by field: an older app version, or a
// hand-edited tab, must not put a malformed request behind the "Try again" button.

const PAY_TYPES: readonly TPayType[] = ['online', 'transfer', 'usdt'];
const METHODS: readonly TWithdrawalMethod[] = ['bank', 'usdt'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPositiveInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The latest deposit request whose answer was lost, if any. */
export function lostDepositOf(lost: readonly unknown[]): TCreateDepositRequest | undefined {
  for (let i = lost.length - 1; i >= 0; i--) {
    const body = lost[i];
    if (isRecord(body) && PAY_TYPES.includes(body.payType as TPayType) && isPositiveInt(body.amount)) {
      return { payType: body.payType as TPayType, amount: body.amount };
    }
  }
  return undefined;
}

/** A withdrawal request as kept while its answer is unknown: never with the wallet password. */
export type TLostWithdrawal = Omit<TRequestWithdrawalRequest, 'walletPassword'>;

/** The latest withdrawal request whose answer was lost, if any (the wallet password is never kept). */
export function lostWithdrawalOf(lost: readonly unknown[]): TLostWithdrawal | undefined {
  for (let i = lost.length - 1; i >= 0; i--) {
    const body = lost[i];
    if (!isRecord(body) || !METHODS.includes(body.method as TWithdrawalMethod) || !isPositiveInt(body.amount)) continue;
    const method = body.method as TWithdrawalMethod;
    if (method === 'bank' && !isPositiveInt(body.bankAccountId)) continue;
    if (method === 'usdt' && typeof body.usdtAddress !== 'string') continue;
    // Only the fields the page sent, so the retry's fingerprint matches the first attempt's.
    return {
      method,
      amount: body.amount,
      ...(method === 'bank' ? { bankAccountId: body.bankAccountId as number } : { usdtAddress: body.usdtAddress as string }),
      ...(body.acceptVipReset === true ? { acceptVipReset: true } : {}),
    };
  }
  return undefined;
}

/**
 * The amount field's text for a lost withdrawal: naira for a bank one; whole USDT for a USDT one
 * (the kobo sent were whole USDT times the rate of then; if the rate moved since, the nearest
 * whole USDT is shown, while "Try again" still sends the kobo of the first attempt).
 */
export function lostWithdrawalAmountText(request: Pick<TLostWithdrawal, 'method' | 'amount'>, usdtRateKobo: number): string {
  if (request.method === 'bank') return koboToNairaText(request.amount);
  return usdtRateKobo > 0 ? String(Math.round(request.amount / usdtRateKobo)) : '';
}
