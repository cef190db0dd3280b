import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export type LedgerViolation = { invariant: string; detail: string };

// The invariants of design/ledger.md. Each query returns the offending rows; none means the
// invariant holds. Invariant 6 covers each domain that moves money: deposits, withdrawals, bets,
// VIP daily rewards.
const balanceOf = (t: string) =>
  `(case ${t}.normal_side when 'credit' then ${t}.credits_posted - ${t}.debits_posted else ${t}.debits_posted - ${t}.credits_posted end)`;

const checks: { invariant: string; query: ReturnType<typeof sql> }[] = [
  {
    invariant: '1. sum of debits_posted equals sum of credits_posted over all accounts',
    query: sql`select coalesce(sum(debits_posted), 0)::text as debits, coalesce(sum(credits_posted), 0)::text as credits
      from ledger_accounts having coalesce(sum(debits_posted), 0) <> coalesce(sum(credits_posted), 0)`,
  },
  {
    invariant: '1. entries: sum of debits equals sum of credits',
    query: sql`select sum(amount) filter (where side = 'debit')::text as debits, sum(amount) filter (where side = 'credit')::text as credits
      from ledger_entries having coalesce(sum(amount) filter (where side = 'debit'), 0) <> coalesce(sum(amount) filter (where side = 'credit'), 0)`,
  },
  {
    invariant: '2. every transaction balances, has at least two entries, every amount > 0',
    query: sql`select t.id, count(e.id) as entries,
        coalesce(sum(e.amount) filter (where e.side = 'debit'), 0)::text as debits,
        coalesce(sum(e.amount) filter (where e.side = 'credit'), 0)::text as credits
      from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id
      having count(e.id) < 2 or bool_or(e.amount <= 0)
        or coalesce(sum(e.amount) filter (where e.side = 'debit'), 0) <> coalesce(sum(e.amount) filter (where e.side = 'credit'), 0)`,
  },
  {
    invariant: "3. each account's totals equal the sum of its entries and version equals its entry count",
    query: sql`select a.code, a.debits_posted::text, a.credits_posted::text, a.version, coalesce(e.debits, 0)::text as entry_debits,
        coalesce(e.credits, 0)::text as entry_credits, coalesce(e.n, 0) as entry_count
      from ledger_accounts a left join (
        select account_id, sum(amount) filter (where side = 'debit') as debits, sum(amount) filter (where side = 'credit') as credits, count(*) as n
        from ledger_entries group by account_id) e on e.account_id = a.id
      where a.debits_posted <> coalesce(e.debits, 0) or a.credits_posted <> coalesce(e.credits, 0) or a.version <> coalesce(e.n, 0)`,
  },
  {
    invariant: '3. the balance_after chain of each account is unbroken (versions 1..n, running balance)',
    query: sql`select code, account_version, balance_after::text, running::text from (
        select a.code, e.account_version, e.balance_after,
          row_number() over w as expected_version,
          sum(case when e.side = a.normal_side then e.amount else -e.amount end) over w as running
        from ledger_entries e join ledger_accounts a on a.id = e.account_id
        window w as (partition by e.account_id order by e.account_version rows between unbounded preceding and current row)
      ) x where account_version <> expected_version or balance_after <> running`,
  },
  {
    invariant: '4. no non-negative account is negative',
    query: sql`select code from ledger_accounts a where not allow_negative and ${sql.raw(balanceOf('a'))} < 0`,
  },
  {
    invariant: "5. each member's frozen balance equals the sum of their pending holds",
    query: sql`select a.member_id, ${sql.raw(balanceOf('a'))}::text as frozen, coalesce(h.pending, 0)::text as pending_holds
      from ledger_accounts a left join (
        select member_id, sum(amount) as pending from holds where status = 'pending' group by member_id) h on h.member_id = a.member_id
      where a.code = 'member:' || a.member_id || ':frozen' and ${sql.raw(balanceOf('a'))} <> coalesce(h.pending, 0)`,
  },
  {
    invariant: '5. every hold was made by a transaction, and a resolved hold by exactly one other',
    query: sql`select id, status from holds where (status = 'pending') <> (resolved_tx_id is null) or resolved_tx_id = created_tx_id`,
  },
  {
    invariant: '6. every credited deposit has exactly one deposit transaction crediting its amount to its member; no other deposit has any',
    query: sql`select d.id, d.status, d.amount::text as amount, d.actual_amount::text as actual, x.txs, x.credited::text as credited
      from deposits d
      cross join lateral (select
        (select count(*) from ledger_transactions lt where lt.kind = 'deposit' and lt.ref_type = 'deposit' and lt.ref_id = d.id::text) as txs,
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where e.transaction_id = d.ledger_transaction_id and e.side = 'credit' and a.code = 'member:' || d.member_id || ':available') as credited) x
      where (d.status in (1, 8, 9) and (x.txs <> 1 or x.credited <> d.amount or d.actual_amount <> d.amount))
         or (d.status not in (1, 8, 9) and (x.txs <> 0 or d.ledger_transaction_id is not null))`,
  },
  {
    invariant: "6. every withdrawal's hold is in the state its status says (open: pending; paid: posted; rejected: voided; failed: voided, or posted and reversed once)",
    query: sql`select w.id, w.status, h.status as hold, h.amount::text as hold_amount, r.reversals
      from withdrawals w
      left join holds h on h.purpose = 'withdrawal' and h.ref_id = w.id::text
      cross join lateral (select count(*) as reversals from ledger_transactions lt where lt.kind = 'withdrawal_reversal' and lt.ref_id = w.id::text) r
      where h.amount is distinct from (w.amount + w.fee)
         or (w.status in (0, 1, 4, 5, 6, 8) and h.status <> 'pending')
         or (w.status = 3 and h.status <> 'posted')
         or (w.status = 9 and h.status <> 'voided')
         or (w.status = 2 and not ((r.reversals = 1 and h.status = 'posted') or (r.reversals = 0 and h.status = 'voided')))
         or r.reversals > 1 or (r.reversals = 1 and w.status <> 2)`,
  },
  {
    invariant: "6. every bet's stake hold is in the state its status says; every settled bet has exactly one standing settlement crediting its computed payout",
    query: sql`select b.id, b.status, h.status as hold, h.amount::text as hold_amount, s.standing, s.credited::text as credited
      from bets b
      left join holds h on h.purpose = 'bet_stake' and h.ref_id = b.id::text
      cross join lateral (select
        (select count(*) from ledger_transactions lt where lt.kind = 'bet_settle' and lt.ref_type = 'bet_stake' and lt.ref_id = b.id::text
           and not exists (select 1 from ledger_transactions r where r.reverses_id = lt.id)) as standing,
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
           where e.transaction_id = b.settlement_tx_id and e.side = 'credit' and a.code = 'member:' || b.member_id || ':available') as credited) s
      where h.amount is distinct from b.stake
         or (b.status = 'waiting' and (h.status <> 'pending' or s.standing <> 0))
         or (b.status = 'revoked' and (h.status <> 'voided' or s.standing <> 0))
         or (b.status in ('winning', 'lost') and (h.status <> 'posted' or s.standing <> 1 or h.resolved_tx_id is distinct from b.settlement_tx_id
              or s.credited <> (case b.status when 'winning' then b.actual_win_amount else 0 end)))`,
  },
  {
    invariant: '6. every VIP daily reward paid has exactly one vip_reward transaction crediting its amount to its member; no such transaction is without its reward',
    query: sql`select r.member_id, r.day::text as day, r.amount::text as amount, x.txs, x.credited::text as credited
      from vip_daily_rewards r
      cross join lateral (select
        (select count(*) from ledger_transactions lt where lt.kind = 'vip_reward' and lt.ref_id = r.member_id || ':' || r.day::text) as txs,
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where e.transaction_id = r.ledger_transaction_id and e.side = 'credit' and a.code = 'member:' || r.member_id || ':available') as credited) x
      where x.txs <> 1 or x.credited <> r.amount
      union all
      select null, lt.ref_id, null, 0, null from ledger_transactions lt
      where lt.kind = 'vip_reward' and not exists (select 1 from vip_daily_rewards r where r.ledger_transaction_id = lt.id)`,
  },
  {
    // The database checks these as rows are written (migration 0019); asserted here too since
    // they are no longer foreign keys.
    invariant: 'every entry names an existing transaction and account; every hold, existing transactions',
    query: sql`select 'entry' as row, e.id from ledger_entries e
        where not exists (select 1 from ledger_transactions t where t.id = e.transaction_id) or not exists (select 1 from ledger_accounts a where a.id = e.account_id)
      union all
      select 'hold', h.id from holds h
        where not exists (select 1 from ledger_transactions t where t.id = h.created_tx_id)
           or (h.resolved_tx_id is not null and not exists (select 1 from ledger_transactions t where t.id = h.resolved_tx_id))`,
  },
  {
    invariant: 'every member has exactly one available and one frozen account',
    query: sql`select m.id from members m where (select count(*) from ledger_accounts a
      where a.member_id = m.id and a.code in ('member:' || m.id || ':available', 'member:' || m.id || ':frozen')) <> 2`,
  },
];

export async function findLedgerViolations(db: DbOrTx): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  for (const check of checks) {
    const result = (await db.execute(check.query)) as unknown as { rows: Record<string, unknown>[] };
    for (const row of result.rows) violations.push({ invariant: check.invariant, detail: JSON.stringify(row) });
  }
  return violations;
}

export async function assertLedgerInvariants(db: DbOrTx): Promise<void> {
  const violations = await findLedgerViolations(db);
  if (violations.length) {
    throw new Error(`Ledger invariants broken:\n${violations.map((v) => `  ${v.invariant}: ${v.detail}`).join('\n')}`);
  }
}
