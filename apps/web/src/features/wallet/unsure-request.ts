import type { TIdempotentAction } from '../../lib/idempotent-action.ts';
import type { TCreateDepositRequest, TPayType, TRequestWithdrawalRequest, TWithdrawalMethod } from './wallet-types.ts';
import { koboToNairaText } from './money-input.ts';

// A deposit or withdrawal whose answer was lost may have been made on the server. The wallet
// pages read it back from the tab's pending requests (idempotentAction(...).lostBodies()) to
// warn the member and to offer "Try again" with exactly that request: the same key makes the
// server answer the first attempt again instead of creating a second order or withdrawal.
// What comes back from sessionStorage is checked field by field: an older app version, or a
// hand-edited tab, must not put a malformed request behind the "Try again" button.

/** The ways to pay, as the contract names them (a copy: the contract's module brings its schemas into the page). */
export const PAY_TYPES: readonly TPayType[] = ['online', 'transfer', 'usdt'];
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

/** The withdrawal rules as read from the server, and how fresh that read is (the query's own flags). */
export type TRulesRead = { hasOpenWithdrawal: boolean | undefined; fetchedAfterMount: boolean; fetching: boolean };

/**
 * Whether the lost withdrawal is known to have gone through, so that it may be forgotten: the
 * server says a withdrawal is on its way (one at a time: the lost request made it, or was refused
 * because of it), in a read made since the page opened and not being read again (a read from
 * before the loss says nothing about it). Never on anything less: forgetting a request that did
 * go through would let "Withdraw" make it twice.
 */
export function lostWithdrawalWentThrough(read: TRulesRead): boolean {
  return read.hasOpenWithdrawal === true && read.fetchedAfterMount && !read.fetching;
}

/** What settles a lost request once the server showed what it did: an answer, as far as the action is concerned. */
export const SHOWN_BY_SERVER = { shownByServer: true } as const;

/**
 * Forgets the action's lost requests (idempotent-action.ts: a request the server has answered is
 * over), so none is offered again. Requests on their first way are left alone: their answer may yet come.
 */
export function settleLostRequests(action: Pick<TIdempotentAction, 'lostBodies' | 'settle'>): void {
  for (const body of [...action.lostBodies()]) action.settle(body, SHOWN_BY_SERVER);
}
