import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Ledger accounts (design/ledger.md). Balances are never read into JavaScript and written back:
// the money issue adds transactions, entries and the single write path postTransaction().
// Every posting updates its accounts' totals: fillfactor 50 (migration 0020, decision 015) leaves
// room on each page so those updates are HOT (no index entries), as no index names the totals.
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

/** One row per business event (design/ledger.md). Never updated or deleted (triggers refuse it). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SHA-256 of the canonical request: the same key with other content is refused. */
    requestHash: text('request_hash').notNull(),
    /** deposit, stake_hold, bet_settle, bet_void, withdrawal_hold, withdrawal_post, withdrawal_void, rebate, reward, correction ... */
    kind: text('kind').notNull(),
    /** Bill type group of spec 4: M, R, W, B, C, X, P. */
    billGroup: text('bill_group').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    actor: text('actor').notNull(),
    memo: text('memo'),
    /** The transaction this one reverses; a transaction is reversed at most once. */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_transactions_ref_idx').on(t.refType, t.refId),
    // Partial: almost no transaction reverses another, and an index entry for each null would be
    // written by every posting (settlement: 100,000 a match) for nothing (migration 0022).
    uniqueIndex('ledger_transactions_reverses_uq').on(t.reversesId).where(sql`${t.reversesId} is not null`),
    // The operator's covers of corrected results and their taking back, by time: the dashboard's
    // house result counts them (dashboard-days.ts). Partial: a few rows among millions of postings.
    index('ledger_transactions_covers_at_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} in ('correction_shortfall', 'correction_cover_recovery', 'correction_cover_return')`),
    check('ledger_transactions_bill_group_ck', sql`${t.billGroup} in ('M', 'R', 'W', 'B', 'C', 'X', 'P')`),
  ],
);

/**
 * The postings. Each account's entries are numbered by account_version with no gaps.
 * transaction_id and account_id name rows that exist: checked once per inserting statement by a
 * trigger (migration 0019, decision 013) instead of by foreign keys, whose check runs once per row.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    /** The bill's line id. Nothing looks an entry up by it, so it has no index (migration 0022). */
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    side: text('side').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    accountVersion: bigint('account_version', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The natural key is the primary key: an account's entries numbered without gaps. One index
    // fewer than an id key besides it, written by every posting (migration 0022).
    primaryKey({ name: 'ledger_entries_pkey', columns: [t.accountId, t.accountVersion] }),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_side_ck', sql`${t.side} in ('debit', 'credit')`),
    check('ledger_entries_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** Money set aside (bet stakes, withdrawals) and resolved exactly once: pending -> posted | voided. */
export const holds = pgTable(
  'holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').notNull(),
    refId: text('ref_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    /** created_tx_id and resolved_tx_id name ledger transactions: checked per statement (migration 0019, decision 013). */
    createdTxId: bigint('created_tx_id', { mode: 'number' }).notNull(),
    resolvedTxId: bigint('resolved_tx_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // No index may name status, resolved_tx_id or resolved_at: a hold's resolution then stays a
    // HOT update on its own page (fillfactor 45, migration 0020; decision 015).
    uniqueIndex('holds_purpose_ref_uq').on(t.purpose, t.refId),
    check('holds_status_ck', sql`${t.status} in ('pending', 'posted', 'voided')`),
    check('holds_amount_ck', sql`${t.amount} > 0`),
    check('holds_resolution_ck', sql`(${t.status} = 'pending') = (${t.resolvedTxId} is null)`),
  ],
);

/**
 * HTTP idempotency (Idempotency-Key on money-moving POSTs): the first answer is stored and
 * replayed; a key in flight is refused until it finishes or its lease runs out.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), check('idempotency_records_status_ck', sql`${t.status} in ('in_flight', 'done')`)],
);
