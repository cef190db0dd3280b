import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * One-time codes sent by SMS or e-mail. Only a hash of the code is stored. A code is live while
 * it is unconsumed, unexpired and has wrong entries left; a new one for the same subject and
 * purpose is refused while one is live (spec 5). Rows are kept as the history of what was sent.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for flows before sign-in (then the destination is the subject). */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    /** 'sms' or 'email'. */
    channel: text('channel').notNull(),
    /** E.164 number or lower-cased e-mail address. */
    destination: text('destination').notNull(),
    /** wallet_password_reset; later bind_phone, bind_email, reset_password ... */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The provider's id of the message, for support questions ("I never got it"). */
    messageId: text('message_id'),
  },
  (t) => [
    index('verification_codes_member_idx').on(t.memberId, t.purpose, t.createdAt),
    index('verification_codes_destination_idx').on(t.destination, t.purpose, t.createdAt),
    check('verification_codes_channel_ck', sql`${t.channel} in ('sms', 'email')`),
    check('verification_codes_attempts_ck', sql`${t.attempts} >= 0`),
  ],
);
