import { BANK_APPROVAL } from '@scoreline/contract/api/wallet';
import type { bankAccounts } from '../../db/schema/wallet.ts';

type Row = typeof bankAccounts.$inferSelect;

/** Account numbers are shown masked everywhere but to the payout itself: 0123****89. */
export const maskAccountNumber = (n: string) => `${n.slice(0, 4)}****${n.slice(-2)}`;

export function bankAccountView(row: Row) {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: row.bankName,
    branchName: row.branchName,
    accountHolder: row.accountHolder,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    approvalStatus: row.approvalStatus,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    // Why the back office refused it, for the member to mend (an approval's note stays in-house).
    refusalNote: row.approvalStatus === BANK_APPROVAL.rejected ? row.reviewNote : null,
  };
}
