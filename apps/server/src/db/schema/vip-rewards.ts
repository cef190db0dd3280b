import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * The VIP daily rewards paid (product rules, "VIP levels"): one row per member and operator day,
 * the key that makes a second claim of the day impossible however many requests race. The row and
 * its ledger transaction (kind vip_reward, bill group M) are written in one database transaction;
 * the ledger check holds them to each other (ledger-invariants.ts).
 */
export const vipDailyRewards = pgTable(
  'vip_daily_rewards',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The operator's calendar day (OPERATOR_TZ) it was claimed for. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The VIP level it was paid at and that level's reward then. */
    level: integer('level').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** What the member had staked that day when claiming (at least the setting's minimum then). */
    stakedToday: bigint('staked_today', { mode: 'bigint' }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    check('vip_daily_rewards_amount_ck', sql`${t.amount} > 0`),
    // The dashboard counts rewards by the time they were paid (admin-dashboard/dashboard-days.ts).
    index('vip_daily_rewards_claimed_at_idx').on(t.claimedAt),
  ],
);
