// Spec 4's status numbers of deposits, withdrawals and bank accounts, with the labels every back-
// office screen shows them by (finance and the member page). Restated from
// @scoreline/contract/api/wallet (which would bring zod into the bundle); finance.test.ts and
// member-model.test.ts compare them with the contract.

export const WITHDRAWAL_STATUS = { pendingReview: 0, reviewPassed: 1, failed: 2, success: 3, pending4: 4, pending5: 5, inOperation: 6, correct: 7, timeout: 8, reviewRejected: 9 } as const;
export const DEPOSIT_STATUS = { pending: 0, success: 1, paymentFailed: 2, failed: 3, timeout: 4 } as const;
export const BANK_APPROVAL = { waiting: 0, approved: 1, rejected: 2 } as const;

export type TStatus = { value: number; label: string; color: string };

export const WITHDRAWAL_STATUSES: TStatus[] = [
  { value: WITHDRAWAL_STATUS.pendingReview, label: 'Pending review', color: 'gold' },
  { value: WITHDRAWAL_STATUS.reviewPassed, label: 'Approved', color: 'cyan' },
  { value: WITHDRAWAL_STATUS.inOperation, label: 'Paying out', color: 'processing' },
  { value: WITHDRAWAL_STATUS.timeout, label: 'Payout unclear', color: 'orange' },
  { value: WITHDRAWAL_STATUS.success, label: 'Paid', color: 'green' },
  { value: WITHDRAWAL_STATUS.failed, label: 'Failed', color: 'red' },
  { value: WITHDRAWAL_STATUS.reviewRejected, label: 'Rejected', color: 'volcano' },
  { value: WITHDRAWAL_STATUS.pending4, label: 'Pending (4)', color: 'default' },
  { value: WITHDRAWAL_STATUS.pending5, label: 'Pending (5)', color: 'default' },
  { value: WITHDRAWAL_STATUS.correct, label: 'Corrected', color: 'purple' },
];

export const DEPOSIT_STATUSES: TStatus[] = [
  { value: DEPOSIT_STATUS.pending, label: 'Waiting for payment', color: 'gold' },
  { value: DEPOSIT_STATUS.success, label: 'Credited', color: 'green' },
  { value: DEPOSIT_STATUS.paymentFailed, label: 'Payment failed', color: 'red' },
  { value: DEPOSIT_STATUS.failed, label: 'Failed', color: 'red' },
  { value: DEPOSIT_STATUS.timeout, label: 'Timed out', color: 'default' },
  { value: 8, label: 'Credited (8)', color: 'green' },
  { value: 9, label: 'Credited (9)', color: 'green' },
];

export const BANK_STATUSES: TStatus[] = [
  { value: BANK_APPROVAL.waiting, label: 'Waiting for review', color: 'gold' },
  { value: BANK_APPROVAL.approved, label: 'Approved', color: 'green' },
  { value: BANK_APPROVAL.rejected, label: 'Refused', color: 'red' },
];

/** Deposit channels (the contract's pay types) with their names. */
export const PAY_TYPE_LABELS: Record<string, string> = { online: 'Online (card / bank)', transfer: 'Bank transfer', usdt: 'USDT' };

export function statusOf(list: TStatus[], value: number): TStatus {
  return list.find((s) => s.value === value) ?? { value, label: `Status ${value}`, color: 'default' };
}
