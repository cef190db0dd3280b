import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Back-office operators, separate from members: a role, password + TOTP (back-office issue). */
export const admins = pgTable(
  'admins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('super_admin'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The TOTP secret, encrypted at rest; null until enrolment is confirmed with a first code. */
    totpSecret: text('totp_secret'),
    /** A secret offered at enrolment, kept until the admin confirms it with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code is accepted once (no replay within its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Disabled by a super admin: cannot sign in; sessions refused. */
    disabled: boolean('disabled').notNull().default(false),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('admins_username_uq').on(sql`lower(${t.username})`), check('admins_role_ck', sql`${t.role} in ('super_admin', 'trader', 'finance', 'support', 'auditor')`)],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: bigint('admin_id', { mode: 'number' })
      .notNull()
      .references(() => admins.id),
    tokenHash: text('token_hash').notNull(),
    /** 'session' (signed in) or 'totp' (password accepted, second factor still owed; short-lived). */
    kind: text('kind').notNull().default('session'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_sessions_token_uq').on(t.tokenHash), index('admin_sessions_admin_idx').on(t.adminId)],
);

/**
 * Every back-office write: who (admin and role at the time), when, what (the action and its
 * target), the state before and after, the request (secrets removed). Append-only: a trigger
 * refuses UPDATE, DELETE and TRUNCATE, like the ledger.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: bigint('admin_id', { mode: 'number' }),
    adminUsername: text('admin_username').notNull(),
    role: text('role').notNull(),
    /** The endpoint's name in the contract (adminEnterResult ...). */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    request: jsonb('request'),
    /** The catalogue code of the answer (200, or the refusal's). */
    resultCode: integer('result_code').notNull(),
    /** A refusal's values ({ state: 'finished' }, { count: 3 }): its text is read back whole, not with "…". */
    resultParams: jsonb('result_params'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('admin_audit_created_idx').on(t.createdAt),
    index('admin_audit_admin_idx').on(t.adminId, t.createdAt),
    index('admin_audit_target_idx').on(t.targetType, t.targetId),
    index('admin_audit_action_idx').on(t.action, t.createdAt),
  ],
);

/**
 * Balance corrections (bill group X) under the two-person rule: one finance admin proposes with
 * a reason, another approves (the ledger posting happens then) or rejects.
 */
export const balanceCorrections = pgTable(
  'balance_corrections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** Kobo; positive credits the member, negative debits. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('proposed'),
    proposedBy: bigint('proposed_by', { mode: 'number' }).notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
  },
  (t) => [
    index('balance_corrections_status_idx').on(t.status, t.proposedAt),
    index('balance_corrections_member_idx').on(t.memberId),
    check('balance_corrections_status_ck', sql`${t.status} in ('proposed', 'approved', 'rejected')`),
    check('balance_corrections_amount_ck', sql`${t.amount} <> 0`),
    check('balance_corrections_two_person_ck', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.proposedBy}`),
  ],
);

/** Announcements in the three languages, published and unpublished by the back office. */
export const announcements = pgTable(
  'announcements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** { en, fr, th } */
    title: jsonb('title').notNull(),
    body: jsonb('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('announcements_published_idx').on(t.publishedAt)],
);

/** Messages to one member or a segment (e.g. a VIP level); each member's copy is read once. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The send it came from (one member, or a segment description). */
    sendId: text('send_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_messages_member_idx').on(t.memberId, t.createdAt),
    // The back office lists sends (grouped by send_id).
    index('member_messages_send_idx').on(t.sendId),
  ],
);
