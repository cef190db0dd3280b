import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The back-office dashboard's figures of past operator days (modules/admin-dashboard), computed
 * once per day by the periodic job from the raw tables, with the same statement as the live
 * figures; keyed by the time zone too, so a change of OPERATOR_TZ computes its own days.
 */
export const dashboardDailyRollup = pgTable(
  'dashboard_daily_rollup',
  {
    timeZone: text('time_zone').notNull(),
    /** The operator day (calendar day in time_zone). */
    day: date('day', { mode: 'string' }).notNull(),
    deposits: integer('deposits').notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }).notNull(),
    withdrawals: integer('withdrawals').notNull(),
    withdrawalAmount: bigint('withdrawal_amount', { mode: 'bigint' }).notNull(),
    stakes: integer('stakes').notNull(),
    stakeAmount: bigint('stake_amount', { mode: 'bigint' }).notNull(),
    payouts: integer('payouts').notNull(),
    payoutAmount: bigint('payout_amount', { mode: 'bigint' }).notNull(),
    houseResult: bigint('house_result', { mode: 'bigint' }).notNull(),
    /** VIP daily rewards claimed that day (vip_daily_rewards, by claimed_at) and the kobo they paid: not in house_result. */
    rewards: integer('rewards').notNull().default(0),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    newMembers: integer('new_members').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.timeZone, t.day] })],
);

/**
 * Instants whose figures changed after the fact (a settled bet corrected, a paid withdrawal
 * reversed by the bank, a counted row's time edited), written by the triggers of migration 0015
 * in the changing transaction. The dashboard computes the days holding them live until the job
 * has recomputed their rollup rows and removed them.
 */
export const dashboardRollupChanges = pgTable('dashboard_rollup_changes', {
  at: timestamp('at', { withTimezone: true }).primaryKey(),
});
