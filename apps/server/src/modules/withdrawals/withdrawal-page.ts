import { desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import { bankAccounts, withdrawals } from '../../db/schema/wallet.ts';
import { members } from '../../db/schema.ts';
import { withdrawalView } from './withdrawal-view.ts';

/**
 * A page of withdrawals, newest first unless `order` says otherwise, with the bank account and
 * the member's username joined in one query: the member's record and the back-office queue both
 * read through it.
 */
export async function withdrawalPage(ctx: AppContext, where: SQL | undefined, limit: number, offset: number, order: (SQL | PgColumn)[] = [desc(withdrawals.createdAt), desc(withdrawals.id)]) {
  const rows = await ctx.db
    .select({ w: withdrawals, username: members.username, bankName: bankAccounts.bankName, accountNumber: bankAccounts.accountNumber })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => {
    const bank = r.bankName && r.accountNumber ? { bankName: r.bankName, accountNumber: r.accountNumber } : null;
    return { view: withdrawalView(r.w, bank), row: r.w, username: r.username };
  });
}
