import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// The operator's side of the ledger. Busy shared accounts are allowed to go negative (or are
// only credited), so a bet rush never queues on one of their rows (design/ledger.md).
// psp clearing is debit-normal: it is money the provider owes us. Expenses are debit-normal.
export const OPERATOR_ACCOUNTS = [
  { code: 'house:betting', normalSide: 'credit', allowNegative: true },
  { code: 'house:fees', normalSide: 'credit', allowNegative: true },
  { code: 'expense:rebates', normalSide: 'debit', allowNegative: true },
  { code: 'expense:rewards', normalSide: 'debit', allowNegative: true },
  { code: 'expense:vip', normalSide: 'debit', allowNegative: true },
  { code: 'expense:promotions', normalSide: 'debit', allowNegative: true },
  /** Balance corrections (bill group X) approved under the two-person rule, both ways. */
  { code: 'expense:corrections', normalSide: 'debit', allowNegative: true },
  { code: 'psp:sandbox:clearing', normalSide: 'debit', allowNegative: true },
  { code: 'psp:paystack:clearing', normalSide: 'debit', allowNegative: true },
  { code: 'psp:flutterwave:clearing', normalSide: 'debit', allowNegative: true },
  { code: 'psp:usdt:clearing', normalSide: 'debit', allowNegative: true },
  /** Bank transfers into the operator's collection account, confirmed by the back office. */
  { code: 'psp:transfer:clearing', normalSide: 'debit', allowNegative: true },
] as const;

export type OperatorAccount = (typeof OPERATOR_ACCOUNTS)[number]['code'];

/** Opens any operator account that does not exist yet (run at start; idempotent). */
export async function ensureOperatorAccounts(tx: DbOrTx, now: Date) {
  for (const a of OPERATOR_ACCOUNTS) {
    await tx.execute(sql`
      insert into ledger_accounts (code, normal_side, allow_negative, created_at)
      values (${a.code}, ${a.normalSide}, ${a.allowNegative}, ${now})
      on conflict (code) do nothing`);
  }
}
