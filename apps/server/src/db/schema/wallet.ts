import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Deposits (recharges). Statuses are spec 4's: 0 pending payment, 1 success, 2 payment failed, 3 failed, 4 payment timeout. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** Ours, unique, given to the provider and quoted on transfers. */
    reference: text('reference').notNull(),
    payType: text('pay_type').notNull(),
    /** Who confirms it: sandbox / paystack / flutterwave (online), transfer and usdt (the back office). */
    channel: text('channel').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    actualAmount: bigint('actual_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    exchangeRate: bigint('exchange_rate', { mode: 'bigint' }),
    usdtAmountMicros: bigint('usdt_amount_micros', { mode: 'bigint' }),
    status: integer('status').notNull().default(0),
    checkoutUrl: text('checkout_url'),
    providerReference: text('provider_reference'),
    /** The sandbox checkout's outcome as the member chose it (the sandbox provider's source of truth). */
    sandboxOutcome: text('sandbox_outcome'),
    failureReason: text('failure_reason'),
    /** The back office's evidence for transfer / USDT deposits (transaction hash, bank reference). */
    evidence: text('evidence'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposits_reference_uq').on(t.reference),
    index('deposits_member_created_idx').on(t.memberId, t.createdAt),
    index('deposits_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 0`),
    // The dashboard: confirmed deposits by the day they completed.
    // The back office's unfiltered deposits list, newest first.
    index('deposits_created_idx').on(t.createdAt, t.id),
    // The back office's deposits list sorted by amount (either direction).
    index('deposits_amount_idx').on(t.amount, t.id),
    index('deposits_completed_idx').on(t.completedAt).where(sql`${t.completedAt} is not null`),
    check('deposits_status_ck', sql`${t.status} in (0, 1, 2, 3, 4, 8, 9)`),
    check('deposits_amount_ck', sql`${t.amount} > 0`),
    check('deposits_credited_ck', sql`(${t.status} in (1, 8, 9)) = (${t.ledgerTransactionId} is not null)`),
  ],
);

/** Every provider event received, once per (provider, event id): the audit trail of webhooks. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    deliveries: integer('deliveries').notNull().default(1),
    payload: jsonb('payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Bank accounts members withdraw to. Approval (spec 4): 0 waiting, 1 approved, 2 not approved. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    branchName: text('branch_name'),
    accountNumber: text('account_number').notNull(),
    /** The name the provider resolved for the account (what must match the member). */
    accountHolder: text('account_holder').notNull(),
    approvalStatus: integer('approval_status').notNull(),
    /** The provider's transfer recipient, created once on the first payout. */
    recipientCode: text('recipient_code'),
    reviewedBy: text('reviewed_by'),
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    // One live binding per account anywhere: the same account cannot belong to two members.
    uniqueIndex('bank_accounts_live_uq').on(t.bankCode, t.accountNumber).where(sql`${t.removedAt} is null`),
    index('bank_accounts_member_idx').on(t.memberId),
    // Related accounts (back office): the same account number, removed bindings included.
    index('bank_accounts_number_idx').on(t.accountNumber),
    check('bank_accounts_approval_ck', sql`${t.approvalStatus} in (0, 1, 2)`),
  ],
);

/**
 * Withdrawals. Statuses are spec 4's: 0 pending review -> 1 review passed -> 6 in operation
 * (payout sent) -> 3 success; 2 failed and 9 review rejected return the money; 8 timeout is
 * checked with the provider before anything is released.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** Ours; also the provider transfer reference (16-50 of a-z 0-9 - _), reused on every retry. */
    reference: text('reference').notNull(),
    /** The Idempotency-Key of the request that made it: a retry after a crash finds it instead of making another. */
    requestKey: text('request_key').notNull(),
    method: text('method').notNull(),
    bankAccountId: bigint('bank_account_id', { mode: 'number' }),
    usdtAddress: text('usdt_address'),
    /** What the member receives. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Charged on top of the amount; the hold is amount + fee. */
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    usdtMicros: bigint('usdt_micros', { mode: 'bigint' }),
    exchangeRate: bigint('exchange_rate', { mode: 'bigint' }),
    status: integer('status').notNull().default(0),
    rejectReason: text('reject_reason'),
    transferCode: text('transfer_code'),
    /** The sandbox payout's outcome as the back office chose it (the sandbox provider's source of truth). */
    sandboxOutcome: text('sandbox_outcome'),
    /** The back office's evidence for a USDT payout (transaction hash). */
    txHash: text('tx_hash'),
    /** The member accepted that this withdrawal reset their VIP level to 0. */
    vipReset: integer('vip_reset').notNull().default(0),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    payoutStartedAt: timestamp('payout_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_reference_uq').on(t.reference),
    uniqueIndex('withdrawals_request_key_uq').on(t.memberId, t.requestKey),
    index('withdrawals_member_created_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    // The back office's unfiltered queue, newest first, without sorting the table.
    index('withdrawals_created_idx').on(t.createdAt, t.id),
    // The back office's withdrawals list sorted by amount (either direction).
    index('withdrawals_amount_idx').on(t.amount, t.id),
    // The dashboard: paid withdrawals by the day they completed.
    index('withdrawals_completed_idx').on(t.completedAt).where(sql`${t.completedAt} is not null`),
    check('withdrawals_status_ck', sql`${t.status} in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9)`),
    check('withdrawals_amount_ck', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    check('withdrawals_method_ck', sql`${t.method} in ('bank', 'usdt')`),
  ],
);
