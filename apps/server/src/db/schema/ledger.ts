import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Ledger accounts (design/ledger.md). Balances are never read into JavaScript and written back:
// the money issue adds transactions, entries and the single write path postTransaction().
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** member:<id>:available, member:<id>:frozen, house:betting, psp:<provider>:clearing ... */
    code: text('code').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' }),
    /** 'debit' or 'credit': which side increases the balance. Member wallets are credit-normal. */
    normalSide: text('normal_side').notNull(),
    debitsPosted: bigint('debits_posted', { mode: 'bigint' }).notNull().default(sql`0`),
    creditsPosted: bigint('credits_posted', { mode: 'bigint' }).notNull().default(sql`0`),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_accounts_member_idx').on(t.memberId),
    check('ledger_accounts_side_ck', sql`${t.normalSide} in ('debit', 'credit')`),
    check('ledger_accounts_totals_ck', sql`${t.debitsPosted} >= 0 and ${t.creditsPosted} >= 0`),
    check(
      'ledger_accounts_non_negative_ck',
      sql`${t.allowNegative} or (case ${t.normalSide} when 'credit' then ${t.creditsPosted} - ${t.debitsPosted} else ${t.debitsPosted} - ${t.creditsPosted} end) >= 0`,
    ),
  ],
);
