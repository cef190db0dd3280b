import type { TWithdrawal } from '@scoreline/contract/api/wallet';
import type { withdrawals } from '../../db/schema/wallet.ts';
import { maskAccountNumber } from '../bank-accounts/bank-account-view.ts';

type Row = typeof withdrawals.$inferSelect;

export function withdrawalView(row: Row, bank: { bankName: string; accountNumber: string } | null): TWithdrawal {
  return {
    id: row.id,
    reference: row.reference,
    method: row.method as TWithdrawal['method'],
    amount: Number(row.amount),
    fee: Number(row.fee),
    receive: Number(row.amount),
    usdtMicros: row.usdtMicros === null ? null : Number(row.usdtMicros),
    status: row.status,
    bankName: bank?.bankName ?? null,
    accountNumberMasked: bank ? maskAccountNumber(bank.accountNumber) : null,
    usdtAddress: row.usdtAddress,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
