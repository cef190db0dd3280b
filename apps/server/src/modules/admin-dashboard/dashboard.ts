import { sql } from 'drizzle-orm';
import type { TDashboard, TDashboardDay } from '@scoreline/contract/api/admin-dashboard-endpoints';
import { startOfZonedDay } from '@scoreline/contract/time-ranges';
import type { AppContext } from '../../app-context.ts';

// The dashboard's figures, each in one set-based statement: events of the last 30 operator days
// (OPERATOR_TZ) are read by time range (each table's own time index) and grouped by the
// operator day they fall on; days without events are zeros. Today is the series' last day.

export const DASHBOARD_DAYS = 30;

type DayRow = {
  day: string;
  deposits: number; deposit_amount: string;
  withdrawals: number; withdrawal_amount: string;
  stakes: number; stake_amount: string;
  payouts: number; payout_amount: string;
  house_result: string;
  new_members: number;
};

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Zero-filled, ordered days from `from` for `days` days (YYYY-MM-DD strings of the operator's calendar). */
export function fillDays(firstDay: string, days: number, found: TDashboardDay[]): TDashboardDay[] {
  const byDay = new Map(found.map((d) => [d.day, d]));
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    return byDay.get(day) ?? emptyDay(day);
  });
}

export const emptyDay = (day: string): TDashboardDay => ({
  day,
  deposits: { count: 0, amount: 0 },
  withdrawals: { count: 0, amount: 0 },
  stakes: { count: 0, amount: 0 },
  payouts: { count: 0, amount: 0 },
  houseResult: 0,
  newMembers: 0,
});

export async function dashboard(ctx: AppContext): Promise<TDashboard> {
  const tz = ctx.config.OPERATOR_TZ;
  const now = ctx.clock.now();
  const from = startOfZonedDay(now, tz, -(DASHBOARD_DAYS - 1));
  const to = startOfZonedDay(now, tz, 1);
  const day = (column: string) => sql`to_char((${sql.raw(column)} at time zone ${tz}), 'YYYY-MM-DD')`;

  const [series, open, pending] = await Promise.all([
    ctx.db.execute(sql`
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
        (coalesce(sum(house) filter (where kind = 'settled'), 0))::text as house_result,
        (count(*) filter (where kind = 'member'))::int as new_members
      from events group by day order by day`),
    ctx.db.execute(sql`
      select count(*)::int as count, coalesce(sum(stake), 0)::text as stake,
             coalesce(sum(stake * odds / 10000), 0)::text as potential
        from bets where status = 'waiting'`),
    ctx.db.execute(sql`
      select (select count(*) from withdrawals where status = 0)::int as withdrawals,
             (select count(*) from bank_accounts where approval_status = 0 and removed_at is null)::int as bank_accounts,
             (select count(*) from balance_corrections where status = 'proposed')::int as corrections`),
  ]);

  const found = rowsOf<DayRow>(series).map(
    (r): TDashboardDay => ({
      day: r.day,
      deposits: { count: r.deposits, amount: Number(r.deposit_amount) },
      withdrawals: { count: r.withdrawals, amount: Number(r.withdrawal_amount) },
      stakes: { count: r.stakes, amount: Number(r.stake_amount) },
      payouts: { count: r.payouts, amount: Number(r.payout_amount) },
      houseResult: Number(r.house_result),
      newMembers: r.new_members,
    }),
  );
  const firstDay = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(from);
  const days = fillDays(firstDay, DASHBOARD_DAYS, found);
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
