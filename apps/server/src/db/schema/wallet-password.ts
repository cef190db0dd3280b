import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * The 6-digit wallet (fund) password that confirms withdrawals: argon2id hash, set once, then
 * only changed with the old one or reset with a code. Wrong entries in a row lock it
 * (walletPassword.* settings); the count and the lock are written by one guarded UPDATE.
 */
export const walletPasswords = pgTable(
  'wallet_passwords',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    passwordHash: text('password_hash').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
    /** Last change or reset; null while the first password stands. */
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (t) => [check('wallet_passwords_failed_count_ck', sql`${t.failedCount} >= 0`)],
);
