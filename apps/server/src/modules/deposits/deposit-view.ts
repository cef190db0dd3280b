import type { TDeposit } from '@scoreline/contract/api/wallet';
import type { deposits } from '../../db/schema/wallet.ts';

type DepositRow = typeof deposits.$inferSelect;

export function depositView(row: DepositRow): TDeposit {
  return {
    id: row.id,
    reference: row.reference,
    payType: row.payType as TDeposit['payType'],
    amount: Number(row.amount),
    actualAmount: Number(row.actualAmount),
    status: row.status,
    // confirm-deposit.ts keeps the provider's word for an unpaid checkout: 'failed' or 'abandoned'.
    cancelledAtCheckout: row.status === 2 && row.failureReason === 'abandoned',
    exchangeRate: row.exchangeRate === null ? null : Number(row.exchangeRate),
    usdtAmountMicros: row.usdtAmountMicros === null ? null : Number(row.usdtAmountMicros),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}
