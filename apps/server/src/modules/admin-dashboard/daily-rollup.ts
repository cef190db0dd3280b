import { sql } from 'drizzle-orm';
import type { TDashboardDay } from '@scoreline/contract/api/admin-dashboard-endpoints';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { dashboardDailyRollup } from '../../db/schema.ts';
import { operatorDayStart } from '../admin-matches/list-admin-matches.ts';
import { addDays, emptyDay, figuresOfDays, operatorDayOf } from './dashboard-days.ts';

// The dashboard's daily rollup (the periodic job): the figures of past operator days are computed
// once, by the same statement as the live ones (dashboard-days.ts), and stored per time zone and
// day in dashboard_daily_rollup; the dashboard then reads only today (and days not rolled up yet)
// from the raw tables.
//
// - A day is rolled up ROLLUP_GRACE_MS after it ended: every event is stamped with its writer's
//   clock, so by then nothing in flight can still add to it.
// - Late changes to a rolled-up day (a result correction re-settles bets; a paid withdrawal is
//   reversed by the bank; a counted time edited by hand) are recorded by the triggers of
//   migration 0015 in dashboard_rollup_changes; until the job recomputes such a day, the
//   dashboard computes it live, so its answer never differs from the raw computation. The VIP
//   daily rewards need no trigger: a reward row is never changed or deleted once written
//   (decision 037), and it is written with the clock's now, like every other event.
// - Safe in several processes: one at a time (transaction-level advisory lock), and the others
//   skip their turn; a run's work is one transaction, so a crash leaves the changes to the next.

/** How long after an operator day ends it is rolled up. */
export const ROLLUP_GRACE_MS = 10 * 60_000;

/** How many days back the job keeps rolled up (the dashboard's window). */
export const ROLLUP_DAYS = 30;

const ROLLUP_LOCK = sql`hashtext('scoreline:dashboard-daily-rollup')`;

type RollupContext = { db: Db; clock: Clock; config: { OPERATOR_TZ: string } };
type Rows<T> = { rows: T[] };

/** Rolls up the finished days of the window still missing and recomputes the days late changes touched; returns the days written. */
export async function rollUpDashboardDays(ctx: RollupContext): Promise<string[] | null> {
  const tz = ctx.config.OPERATOR_TZ;
  const now = ctx.clock.now();
  const today = operatorDayOf(now, tz);
  const firstDay = addDays(today, -(ROLLUP_DAYS - 1));
  const finished = (day: string) => operatorDayStart(day, tz, 1).getTime() + ROLLUP_GRACE_MS <= now.getTime();

  return ctx.db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK}) as ok`)) as unknown as Rows<{ ok: boolean }>;
    if (!locked.rows[0]!.ok) return null;
    // The changes taken here are gone once this transaction commits; a change committed after
    // this statement stays for the next run (and keeps its day live on the dashboard till then).
    const touched = (await tx.execute(sql`
      with d as (delete from dashboard_rollup_changes returning at)
      select distinct to_char(at at time zone ${tz}, 'YYYY-MM-DD') as day from d`)) as unknown as Rows<{ day: string }>;
    const rolled = (await tx.execute(sql`
      select day::text as day from dashboard_daily_rollup where time_zone = ${tz}`)) as unknown as Rows<{ day: string }>;
    const have = new Set(rolled.rows.map((r) => r.day));
    const due = new Set<string>();
    for (let day = firstDay; day < today; day = addDays(day, 1)) if (!have.has(day) && finished(day)) due.add(day);
    // A touched day already rolled up is recomputed, even one older than the window.
    for (const { day } of touched.rows) if (have.has(day) && finished(day)) due.add(day);
    if (!due.size) return [];

    const days = [...due].sort();
    const found = new Map((await figuresOfDays(tx, tz, days)).map((d) => [d.day, d]));
    const values = days.map((day) => rollupRow(tz, found.get(day) ?? emptyDay(day), now));
    await tx
      .insert(dashboardDailyRollup)
      .values(values)
      .onConflictDoUpdate({
        target: [dashboardDailyRollup.timeZone, dashboardDailyRollup.day],
        set: Object.fromEntries(
          ['deposits', 'deposit_amount', 'withdrawals', 'withdrawal_amount', 'stakes', 'stake_amount', 'payouts', 'payout_amount', 'house_result', 'rewards', 'reward_amount', 'new_members', 'computed_at'].map((c) => [
            camel(c),
            sql.raw(`excluded.${c}`),
          ]),
        ),
      });
    return days;
  });
}

const camel = (s: string) => s.replace(/_(.)/g, (_, c: string) => c.toUpperCase());

const rollupRow = (timeZone: string, d: TDashboardDay, at: Date): typeof dashboardDailyRollup.$inferInsert => ({
  timeZone,
  day: d.day,
  deposits: d.deposits.count,
  depositAmount: BigInt(d.deposits.amount),
  withdrawals: d.withdrawals.count,
  withdrawalAmount: BigInt(d.withdrawals.amount),
  stakes: d.stakes.count,
  stakeAmount: BigInt(d.stakes.amount),
  payouts: d.payouts.count,
  payoutAmount: BigInt(d.payouts.amount),
  houseResult: BigInt(d.houseResult),
  rewards: d.vipRewards.count,
  rewardAmount: BigInt(d.vipRewards.amount),
  newMembers: d.newMembers,
  computedAt: at,
});
