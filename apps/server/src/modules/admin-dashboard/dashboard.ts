import { sql } from 'drizzle-orm';
import type { TDashboard, TDashboardDay } from '@scoreline/contract/api/admin-dashboard-endpoints';
import { actualWinIfWon } from '../bets/payout-sql.ts';
import type { AppContext } from '../../app-context.ts';
import { addDays, dayOfRow, emptyDay, figuresOfDays, operatorDayOf, type DayRow } from './dashboard-days.ts';

// The dashboard's figures: today's money and members, open exposure, pending reviews and the
// last 30 operator days (OPERATOR_TZ). Past days come from the daily rollup (daily-rollup.ts)
// when the job has computed them and no late change is waiting for it; every other day (today,
// days not rolled up yet, days a late change touched) is computed live from the raw tables by
// the same statement the rollup uses, so the answer is the raw computation's, only faster.

export const DASHBOARD_DAYS = 30;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Zero-filled, ordered days from `firstDay` for `days` days (YYYY-MM-DD strings of the operator's calendar). */
export function fillDays(firstDay: string, days: number, found: TDashboardDay[]): TDashboardDay[] {
  const byDay = new Map(found.map((d) => [d.day, d]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(firstDay, i);
    return byDay.get(day) ?? emptyDay(day);
  });
}

export { emptyDay };

/** The rolled-up days of [firstDay, today) that no late change has touched since, in one statement (one snapshot). */
async function rolledUpDays(ctx: AppContext, tz: string, firstDay: string, today: string): Promise<TDashboardDay[]> {
  const rows = await ctx.db.execute(sql`
    select day::text as day, deposits, deposit_amount::text as deposit_amount, withdrawals, withdrawal_amount::text as withdrawal_amount,
           stakes, stake_amount::text as stake_amount, payouts, payout_amount::text as payout_amount,
           house_result::text as house_result, rewards, reward_amount::text as reward_amount, new_members
    from dashboard_daily_rollup
    where time_zone = ${tz} and day >= ${firstDay}::date and day < ${today}::date
      and day::text not in (select distinct to_char(at at time zone ${tz}, 'YYYY-MM-DD') from dashboard_rollup_changes)`);
  return rowsOf<DayRow>(rows).map(dayOfRow);
}

/** The series of the last `DASHBOARD_DAYS` operator days, today last: rolled-up days where valid, the rest live. */
export async function dashboardSeries(ctx: AppContext, now: Date): Promise<TDashboardDay[]> {
  const tz = ctx.config.OPERATOR_TZ;
  const today = operatorDayOf(now, tz);
  const firstDay = addDays(today, -(DASHBOARD_DAYS - 1));
  const rolled = await rolledUpDays(ctx, tz, firstDay, today);
  const have = new Set(rolled.map((d) => d.day));
  const live = fillDays(firstDay, DASHBOARD_DAYS, []).map((d) => d.day).filter((day) => !have.has(day));
  return fillDays(firstDay, DASHBOARD_DAYS, [...rolled, ...(await figuresOfDays(ctx.db, tz, live))]);
}

export async function dashboard(ctx: AppContext): Promise<TDashboard> {
  const tz = ctx.config.OPERATOR_TZ;
  const now = ctx.clock.now();
  const [days, open, pending] = await Promise.all([
    dashboardSeries(ctx, now),
    ctx.db.execute(sql`
      select count(*)::int as count, coalesce(sum(stake), 0)::text as stake,
             coalesce(sum(${actualWinIfWon}), 0)::text as potential
        from bets where status = 'waiting'`),
    ctx.db.execute(sql`
      select (select count(*) from withdrawals where status = 0)::int as withdrawals,
             (select count(*) from bank_accounts where approval_status = 0 and removed_at is null)::int as bank_accounts,
             (select count(*) from balance_corrections where status = 'proposed')::int as corrections`),
  ]);
  const [o] = rowsOf<{ count: number; stake: string; potential: string }>(open);
  const [p] = rowsOf<{ withdrawals: number; bank_accounts: number; corrections: number }>(pending);
  return {
    timeZone: tz,
    at: now.toISOString(),
    today: days.at(-1)!,
    openExposure: { count: o!.count, stake: Number(o!.stake), potentialPayout: Number(o!.potential) },
    pending: { withdrawals: p!.withdrawals, bankAccounts: p!.bank_accounts, balanceCorrections: p!.corrections },
    series: days,
  };
}
