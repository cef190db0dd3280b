import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZBillEntry, ZBillQuery } from '@scoreline/contract/api/wallet';
import { timeRangeBounds } from '@scoreline/contract/time-ranges';
import type { AppContext } from '../../app-context.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';

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
export async function billPage(ctx: AppContext, memberId: number, query: { group?: string; page: number; pageSize: number; window?: { from: Date; to: Date } }) {
  const groupFilter = query.group ? sql`and t.bill_group = ${query.group}` : sql``;
  const windowFilter = query.window ? sql`and e.created_at >= ${query.window.from} and e.created_at < ${query.window.to}` : sql``;
  const where = sql`
    from ledger_entries e
    join ledger_transactions t on t.id = e.transaction_id
    where e.account_id = (select id from ledger_accounts where code = ${memberAccountCode(memberId, 'available')})
      ${windowFilter} ${groupFilter}`;
  const [page, count] = await Promise.all([
    ctx.db.execute(sql`
      select e.id, e.created_at, t.bill_group, t.kind, e.side, e.amount::text as amount, e.balance_after::text as balance_after,
             t.ref_id, t.memo
      ${where}
      order by e.account_version desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    ctx.db.execute(sql`select count(*)::int as n ${where}`),
  ]);
  type Row = { id: number | string; created_at: Date | string; bill_group: TBillEntry['group']; kind: string; side: string; amount: string; balance_after: string; ref_id: string | null; memo: string | null };
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
    })),
    total: (count as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
