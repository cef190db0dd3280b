import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    // Member uids start at 10,000,001 so they look like account numbers and never like counts.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 10000001 }),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** E.164 (+234...). */
    phone: text('phone'),
    email: text('email'),
    avatar: text('avatar').notNull().default(''),
    /** The legal name bank accounts must match: entered by the member until identity verification sets it. */
    realName: text('real_name'),
    vipLevel: integer('vip_level').notNull().default(0),
    /** When the VIP level was last reset to 0 (a cancelled bet, too many withdrawals in a row): climbing restarts from deposits after it. */
    vipResetAt: timestamp('vip_reset_at', { withTimezone: true }),
    /** Withdrawals requested since the member's last bet (product rules: more than N in a row resets VIP). */
    withdrawalsSinceBet: integer('withdrawals_since_bet').notNull().default(0),
    inviterId: bigint('inviter_id', { mode: 'number' }),
    /** 'active' or 'disabled' (locked by an administrator). Password lockout is locked_until. */
    status: text('status').notNull().default('active'),
    bettingEligible: boolean('betting_eligible').notNull().default(true),
    /** Flagged by support as one of several accounts of one person (related by device, bank account or IP). */
    multiAccountFlaggedAt: timestamp('multi_account_flagged_at', { withTimezone: true }),
    multiAccountNote: text('multi_account_note'),
    /** Deposit channels that refuse this member (DEPOSIT_BLACK_ACCOUNT), e.g. ['online', 'usdt']. */
    depositBlockedChannels: text('deposit_blocked_channels').array().notNull().default(sql`'{}'::text[]`),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_username_lower_uq').on(sql`lower(${t.username})`),
    // Back-office search by username prefix (like 'abc%'): usable whatever the database collation.
    index('members_username_pattern_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('members_created_idx').on(t.createdAt),
    uniqueIndex('members_phone_uq').on(t.phone),
    index('members_inviter_idx').on(t.inviterId),
    check('members_status_ck', sql`${t.status} in ('active', 'disabled')`),
    check('members_vip_level_ck', sql`${t.vipLevel} >= 0`),
  ],
);

/** A member's invitation codes: the current one has no expiry; a replaced one gets expires_at. */
export const invitationCodes = pgTable(
  'invitation_codes',
  {
    code: text('code').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('invitation_codes_member_idx').on(t.memberId)],
);

export const memberSessions = pgTable(
  'member_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('member_sessions_token_uq').on(t.tokenHash), index('member_sessions_member_idx').on(t.memberId)],
);

/** Sign-in history: the back office's "sign-in history and devices" and related-account checks. */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    deviceUid: text('device_uid'),
    userAgent: text('user_agent'),
    /** 'register' or 'login'. */
    kind: text('kind').notNull(),
  },
  (t) => [index('member_logins_member_idx').on(t.memberId, t.at), index('member_logins_device_idx').on(t.deviceUid), index('member_logins_ip_idx').on(t.ip)],
);
