// The spec's status numbers (section 4) as a label key and a tone each. Mirrors DEPOSIT_STATUS,
// WITHDRAWAL_STATUS and BANK_APPROVAL of the contract, restated because that file brings zod at
// run time; statuses.test.ts compares them.

export type TTone = 'success' | 'pending' | 'progress' | 'danger' | 'muted';

/** One colour per tone, shared by tags, dots and the payweb outcome. */
export const TONE_COLORS: Record<TTone, string> = {
  success: '#1ed18a',
  pending: '#f4c152',
  progress: '#5cc8ff',
  danger: '#ff6464',
  muted: '#8a9c94',
};

export type TStatusView<TKey extends string> = { key: TKey; tone: TTone };

export type TDepositStatusKey = 'pending' | 'success' | 'paymentFailed' | 'cancelled' | 'failed' | 'timeout' | 'unknown';

/** Spec 4: 0 pending payment, 1 success, 2 payment failed, 3 failed, 4 payment timeout, 8 and 9 success. */
export function depositStatusView(status: number): TStatusView<TDepositStatusKey> {
  switch (status) {
    case 0:
      return { key: 'pending', tone: 'pending' };
    case 1:
    case 8:
    case 9:
      return { key: 'success', tone: 'success' };
    case 2:
      return { key: 'paymentFailed', tone: 'danger' };
    case 3:
      return { key: 'failed', tone: 'danger' };
    case 4:
      return { key: 'timeout', tone: 'muted' };
    default:
      return { key: 'unknown', tone: 'muted' };
  }
}

/**
 * A deposit's status on its record as of `now`: as depositStatusAt, and a payment the member
 * left at the checkout reads "cancelled", as the payment page said it (QA: the page said
 * cancelled, the records "payment failed"). It is the spec's 2 still; the status filter finds it there.
 */
export function depositRecordView(deposit: { status: number; expiresAt: string; cancelledAtCheckout: boolean }, now: number): TStatusView<TDepositStatusKey> {
  const view = depositStatusView(depositStatusAt(deposit, now));
  return view.key === 'paymentFailed' && deposit.cancelledAtCheckout ? { key: 'cancelled', tone: 'muted' } : view;
}

/** The spec's "payment timeout" status. */
const DEPOSIT_TIMED_OUT = 4;

/**
 * A deposit's status as of `now` (the server's clock): one still "pending payment" past its
 * expiry has timed out, though the job that marks it (once a minute) has not run yet (QA: the
 * sheet said pending under an expiry already passed).
 */
export function depositStatusAt(deposit: { status: number; expiresAt: string }, now: number): number {
  return deposit.status === 0 && Date.parse(deposit.expiresAt) <= now ? DEPOSIT_TIMED_OUT : deposit.status;
}

/** The outcome a waiting page shows once a deposit leaves "pending payment". */
export function depositOutcome(status: number): 'waiting' | 'success' | 'failed' | 'timeout' {
  const { key } = depositStatusView(status);
  if (key === 'pending') return 'waiting';
  if (key === 'success') return 'success';
  if (key === 'timeout') return 'timeout';
  return 'failed';
}

/**
 * The words of the payweb page for a deposit that ended unpaid (depositOutcome 'failed'), as keys
 * of payweb. 2 payment failed: the provider says the charge did not go through, so nothing was
 * charged; or the member left the checkout (`cancelledAtCheckout`), said as cancelled. 3 failed:
 * it ended on our side (e.g. the provider's amount or currency did not match the order), so money
 * may have left the member's card or bank.
 */
export function depositFailureTexts(deposit: { status: number; cancelledAtCheckout: boolean }): { title: 'failed' | 'notCredited' | 'cancelled'; body: 'failedBody' | 'notCreditedBody' | 'cancelledBody' } {
  if (depositStatusView(deposit.status).key === 'failed') return { title: 'notCredited', body: 'notCreditedBody' };
  return deposit.cancelledAtCheckout ? { title: 'cancelled', body: 'cancelledBody' } : { title: 'failed', body: 'failedBody' };
}

export type TWithdrawalStatusKey =
  | 'pendingReview'
  | 'reviewPassed'
  | 'failed'
  | 'success'
  | 'pending'
  | 'inOperation'
  | 'correct'
  | 'timeout'
  | 'reviewRejected'
  | 'unknown';

/** Spec 4: 0 pending review, 1 review passed, 2 failed, 3 success, 4 and 5 pending, 6 in operation, 7 correct, 8 timeout, 9 review rejected. */
export function withdrawalStatusView(status: number): TStatusView<TWithdrawalStatusKey> {
  switch (status) {
    case 0:
      return { key: 'pendingReview', tone: 'pending' };
    case 1:
      return { key: 'reviewPassed', tone: 'progress' };
    case 2:
      return { key: 'failed', tone: 'danger' };
    case 3:
      return { key: 'success', tone: 'success' };
    case 4:
    case 5:
      return { key: 'pending', tone: 'pending' };
    case 6:
      return { key: 'inOperation', tone: 'progress' };
    case 7:
      return { key: 'correct', tone: 'success' };
    case 8:
      return { key: 'timeout', tone: 'muted' };
    case 9:
      return { key: 'reviewRejected', tone: 'danger' };
    default:
      return { key: 'unknown', tone: 'muted' };
  }
}

export type TBankApprovalKey = 'waiting' | 'approved' | 'rejected' | 'unknown';

/** Spec 4: 0 waiting, 1 approved, 2 not approved. */
export function bankApprovalView(status: number): TStatusView<TBankApprovalKey> {
  switch (status) {
    case 0:
      return { key: 'waiting', tone: 'pending' };
    case 1:
      return { key: 'approved', tone: 'success' };
    case 2:
      return { key: 'rejected', tone: 'danger' };
    default:
      return { key: 'unknown', tone: 'muted' };
  }
}

/**
 * How a withdrawal's payout reads: "received" once paid (3 success, 7 correct), nothing when the
 * money went back to the balance (2 failed, 9 review rejected: nothing was received), "to
 * receive" while it is on its way (pending, in review, in operation, timeout being checked).
 */
export function withdrawalPayoutKey(status: number): 'received' | 'toReceive' | null {
  if (status === 3 || status === 7) return 'received';
  if (status === 2 || status === 9) return null;
  return 'toReceive';
}

export const BANK_APPROVED = 1;
/** Spec 4's "not approved" bank account: refused by the back office. */
export const BANK_REFUSED = 2;

/** The status filter of the recharge record: every spec number a member can pick. */
export const DEPOSIT_STATUS_FILTERS = [0, 1, 2, 3, 4] as const;
/** The status filter of the withdrawal record. */
export const WITHDRAWAL_STATUS_FILTERS = [0, 1, 6, 3, 2, 9, 8, 7] as const;
