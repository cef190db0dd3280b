import { sql } from 'drizzle-orm';
import type { TDashboardDay } from '@scoreline/contract/api/admin-dashboard-endpoints';
import type { DbOrTx } from '../../db/client.ts';
import { CORRECTIONS_ACCOUNT } from '../admin-members/balance-corrections.ts';
import { operatorDayStart } from '../admin-matches/list-admin-matches.ts';

// The dashboard's figures per operator day (OPERATOR_TZ), read from the raw tables in one
// set-based statement: events in [from, to) by each table's own time index, grouped by the
// operator day they fall on. The live days of the dashboard and the daily rollup's rows are
// both computed here, so a rolled-up day holds exactly what the live computation gives.

type DayRow = {
  day: string;
  deposits: number; deposit_amount: string;
  withdrawals: number; withdrawal_amount: string;
  stakes: number; stake_amount: string;
  payouts: number; payout_amount: string;
  house_result: string;
  rewards: number; reward_amount: string;
  new_members: number;
};

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The operator day (YYYY-MM-DD) holding an instant. */
export const operatorDayOf = (at: Date, tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The calendar day `n` days after `day` (YYYY-MM-DD; no time zone involved). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Consecutive days as runs [first, last], in order. */
export function dayRuns(days: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of [...new Set(days)].sort()) {
    const last = runs.at(-1);
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

export const emptyDay = (day: string): TDashboardDay => ({
  day,
  deposits: { count: 0, amount: 0 },
  withdrawals: { count: 0, amount: 0 },
  stakes: { count: 0, amount: 0 },
  payouts: { count: 0, amount: 0 },
  houseResult: 0,
  vipRewards: { count: 0, amount: 0 },
  newMembers: 0,
});

/** The figures of the operator days with events in [from, to); days without events are left out. */
export async function dayFigures(db: DbOrTx, tz: string, from: Date, to: Date): Promise<TDashboardDay[]> {
  const day = (column: string) => sql`to_char((${sql.raw(column)} at time zone ${tz}), 'YYYY-MM-DD')`;
  const series = await db.execute(sql`
      with events as (
        select ${day('completed_at')} as day, 'deposit' as kind, 1 as n,
               (case when actual_amount > 0 then actual_amount else amount end) as amount, 0::bigint as house
          from deposits where status in (1, 8, 9) and completed_at >= ${from} and completed_at < ${to}
        union all
        select ${day('completed_at')}, 'withdrawal', 1, amount, 0 from withdrawals
          where status = 3 and completed_at >= ${from} and completed_at < ${to}
        union all
        select ${day('created_at')}, 'stake', 1, stake, 0 from bets
          where created_at >= ${from} and created_at < ${to}
        union all
        select ${day('settled_at')}, 'settled', case when status = 'winning' then 1 else 0 end,
               case when status = 'winning' then coalesce(actual_win_amount, 0) else 0 end,
               stake - case when status = 'winning' then coalesce(actual_win_amount, 0) else 0 end
          from bets where status in ('winning', 'lost') and settled_at >= ${from} and settled_at < ${to}
        union all
        -- The operator's covers of winnings a corrected result took back that members had spent
        -- (decision 028) are the house's loss, and their taking back its gain (QA: a ₦37,242.90
        -- cover was on the ledger and nowhere on the dashboard).
        select ${day('t.created_at')}, 'cover', 0, 0, case when e.side = 'credit' then e.amount else -e.amount end
          from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id
          join ledger_accounts a on a.id = e.account_id and a.code = ${CORRECTIONS_ACCOUNT}
          where t.kind in ('correction_shortfall', 'correction_cover_recovery', 'correction_cover_return')
            and t.created_at >= ${from} and t.created_at < ${to}
        union all
        -- The VIP daily rewards paid (decision 037), by claim time: the operator's expense, not
        -- the house's betting result (house 0). A reward row is written once with its ledger
        -- transaction and never changed or deleted, so no trigger of migration 0015 watches it:
        -- a day rolled up after its claims keeps them.
        select ${day('claimed_at')}, 'reward', 1, amount, 0 from vip_daily_rewards
          where claimed_at >= ${from} and claimed_at < ${to}
        union all
        select ${day('created_at')}, 'member', 1, 0, 0 from members
          where created_at >= ${from} and created_at < ${to}
      )
      select day,
        (count(*) filter (where kind = 'deposit'))::int as deposits,
        (coalesce(sum(amount) filter (where kind = 'deposit'), 0))::text as deposit_amount,
        (count(*) filter (where kind = 'withdrawal'))::int as withdrawals,
        (coalesce(sum(amount) filter (where kind = 'withdrawal'), 0))::text as withdrawal_amount,
        (count(*) filter (where kind = 'stake'))::int as stakes,
        (coalesce(sum(amount) filter (where kind = 'stake'), 0))::text as stake_amount,
        (coalesce(sum(n) filter (where kind = 'settled'), 0))::int as payouts,
        (coalesce(sum(amount) filter (where kind = 'settled'), 0))::text as payout_amount,
        (coalesce(sum(house) filter (where kind in ('settled', 'cover')), 0))::text as house_result,
        (count(*) filter (where kind = 'reward'))::int as rewards,
        (coalesce(sum(amount) filter (where kind = 'reward'), 0))::text as reward_amount,
        (count(*) filter (where kind = 'member'))::int as new_members
      from events group by day order by day`);
  return rowsOf<DayRow>(series).map(dayOfRow);
}

/** The figures of the given operator days (any order, gaps allowed): one statement per run of consecutive days. */
export async function figuresOfDays(db: DbOrTx, tz: string, days: string[]): Promise<TDashboardDay[]> {
  const runs = await Promise.all(dayRuns(days).map(([first, last]) => dayFigures(db, tz, operatorDayStart(first, tz), operatorDayStart(last, tz, 1))));
  return runs.flat();
}

export const dayOfRow = (r: DayRow): TDashboardDay => ({
  day: r.day,
  deposits: { count: r.deposits, amount: Number(r.deposit_amount) },
  withdrawals: { count: r.withdrawals, amount: Number(r.withdrawal_amount) },
  stakes: { count: r.stakes, amount: Number(r.stake_amount) },
  payouts: { count: r.payouts, amount: Number(r.payout_amount) },
  houseResult: Number(r.house_result),
  vipRewards: { count: r.rewards, amount: Number(r.reward_amount) },
  newMembers: r.new_members,
});
export type { DayRow };
