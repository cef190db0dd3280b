import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZBillEntry, ZBillQuery } from '@scoreline/contract/api/wallet';
import { timeRangeBounds } from '@scoreline/contract/time-ranges';
import type { AppContext } from '../../app-context.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';
import { runOfSettlementKey } from '../settlement/bet-outcome.ts';

type TBillEntry = z.infer<typeof ZBillEntry>;

/**
 * The account change report (spec 2 "bill"): every posting to the member's available balance,
 * newest first, with the balance after it — straight from the ledger, so what a member sees is
 * exactly what moved their money.
 */
export async function memberBill(ctx: AppContext, memberId: number, query: z.output<typeof ZBillQuery>) {
  return billPage(ctx, memberId, { ...query, window: timeRangeBounds(query.range, ctx.clock.now(), ctx.config.OPERATOR_TZ) });
}

/**
 * One page of the bill: the member's day range (above), or all time when no window is given
 * (the back office's member page reads the same postings).
 */
export async function billPage(ctx: AppContext, memberId: number, query: { group?: string; page: number; pageSize: number; before?: number; window?: { from: Date; to: Date } }) {
  const groupFilter = query.group ? sql`and t.bill_group = ${query.group}` : sql``;
  const windowFilter = query.window ? sql`and e.created_at >= ${query.window.from} and e.created_at < ${query.window.to}` : sql``;
  const account = sql`(select id from ledger_accounts where code = ${memberAccountCode(memberId, 'available')})`;
  // After a line of this account only: another's id finds no version, so no lines.
  const afterLine =
    query.before === undefined ? sql`` : sql`and e.account_version < (select b.account_version from ledger_entries b where b.id = ${query.before} and b.account_id = ${account})`;
  const from = sql`from ledger_entries e join ledger_transactions t on t.id = e.transaction_id`;
  const filter = sql`
    where e.account_id = ${account}
      ${windowFilter} ${groupFilter}`;
  // The bet a line is about, for the page's rows only (the case keeps other references from the cast):
  // a cover repaid from a stake returned unplayed names that bet, from its key (cover-claims.ts
  // coverReturnKey), besides the correction it repays (QA: the line named only the corrected match).
  const bet = sql`
    left join lateral (
      select b.id as bet_id, b.reference as bet_reference, m.home_team || ' v ' || m.away_team as fixture, b.period, b.selection, b.bet_type
      from bets b join matches m on m.id = b.match_id
      where b.id = case
        when t.ref_type = 'bet_stake' then t.ref_id::bigint
        when t.kind = 'correction_cover_return' then split_part(t.idempotency_key, ':', 3)::bigint
      end
    ) bet on true`;
  // The correction run a line refers to: covers of spent winnings and their taking back name it;
  // a bet's settlement again names it in its key (settlementKey), and the reversal before it is
  // the run's too (QA: money taken back by a correction said nothing of why on the line).
  const run = sql`
    left join lateral (
      select m.home_team || ' v ' || m.away_team as fixture, r.period, r.score_home || '-' || r.score_away as score, r.reason
      from settlement_runs r join matches m on m.id = r.match_id
      where r.kind = 'correction' and r.id = case
        when t.ref_type = 'settlement_run' then t.ref_id::bigint
        when t.ref_type = 'bet_stake' and t.bill_group = 'X' and t.kind = 'bet_settle' then ${runOfSettlementKey(sql`t.idempotency_key`)}::bigint
        when t.ref_type = 'bet_stake' and t.bill_group = 'X' and t.kind = 'bet_settle_reversal' then (
          select ${runOfSettlementKey(sql`s.idempotency_key`)}::bigint from ledger_transactions s
          where s.ref_type = 'bet_stake' and s.ref_id = t.ref_id and s.kind = 'bet_settle' and s.id > t.id order by s.id limit 1)
      end
    ) run on true`;
  const [page, count] = await Promise.all([
    ctx.db.execute(sql`
      select e.id, e.created_at, t.bill_group, t.kind, e.side, e.amount::text as amount, e.balance_after::text as balance_after,
             t.ref_id, t.memo, bet.bet_id, bet.bet_reference, bet.fixture, bet.period, bet.selection, bet.bet_type,
             run.fixture as run_fixture, run.period as run_period, run.score as run_score, run.reason as run_reason
      ${from} ${bet} ${run} ${filter} ${afterLine}
      order by e.account_version desc
      limit ${query.pageSize} offset ${query.before === undefined ? (query.page - 1) * query.pageSize : 0}`),
    ctx.db.execute(sql`select count(*)::int as n ${from} ${filter}`),
  ]);
  type Row = { id: number | string; created_at: Date | string; bill_group: TBillEntry['group']; kind: string; side: string; amount: string; balance_after: string; ref_id: string | null; memo: string | null;
    bet_id: number | string | null; bet_reference: string | null; fixture: string | null; period: 'FT' | 'HT' | null; selection: string | null; bet_type: 'correct' | 'incorrect' | null;
    run_fixture: string | null; run_period: 'FT' | 'HT' | null; run_score: string | null; run_reason: string | null };
  const rows = (page as unknown as { rows: Row[] }).rows;
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.created_at).toISOString(),
      group: r.bill_group,
      kind: r.kind,
      amount: (r.side === 'credit' ? 1 : -1) * Number(r.amount),
      balanceAfter: Number(r.balance_after),
      reference: r.ref_id,
      memo: r.memo,
      bet: r.bet_id !== null && r.bet_reference && r.fixture && r.period && r.selection && r.bet_type
        ? { id: Number(r.bet_id), reference: r.bet_reference, fixture: r.fixture, period: r.period, selection: r.selection, betType: r.bet_type }
        : null,
      correction: r.run_fixture && r.run_period && r.run_score ? { fixture: r.run_fixture, period: r.run_period, score: r.run_score, reason: r.run_reason } : null,
    })),
    total: (count as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
