import { eq, sql } from 'drizzle-orm';
import type { TAdminBetDetail, TBetPosting } from '@scoreline/contract/api/admin-bet-endpoints';
import type { AppContext } from '../../app-context.ts';
import { bets, members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';
import { coverReturnKeyOf } from '../settlement/cover-claims.ts';
import { adminBetRows } from './bet-list.ts';

// One bet for the back office: the member's view of it, the terms fixed at placement, and every
// ledger transaction about it as it moved the member's available and frozen balances, oldest
// first: those that name the bet (ref_type 'bet_stake', ref_id its id), and the operator's cover
// taken back from its stake when it came back unplayed (cover-claims.ts), which names the
// correction's run instead but is this bet's doing (decision 024: the drawer's net effect is the
// bet's whole effect on the member).

type PostingRow = { id: string | number; created_at: Date | string; kind: string; bill_group: TBetPosting['group']; actor: string; memo: string | null; reverses_id: string | number | null; available: string; frozen: string };

export async function betDetail(ctx: AppContext, id: number): Promise<TAdminBetDetail> {
  const [row] = await ctx.db
    .select({ memberId: bets.memberId, vipBonusBps: bets.vipBonusBps, handlingFeeBps: bets.handlingFeeBps, vipLevel: members.vipLevel })
    .from(bets)
    .innerJoin(members, eq(members.id, bets.memberId))
    .where(eq(bets.id, id));
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  // Member wallets are credit-normal: a credit raises the balance, a debit lowers it.
  const signed = (code: string) => sql`coalesce(sum(case when a.code = ${code} then case e.side when 'credit' then e.amount else -e.amount end end), 0)`;
  const [[view], postings] = await Promise.all([
    adminBetRows(ctx, eq(bets.id, id), 1, 0),
    ctx.db.execute(sql`
      select t.id, t.created_at, t.kind, t.bill_group, t.actor, t.memo, t.reverses_id,
             ${signed(memberAccountCode(row.memberId, 'available'))} as available,
             ${signed(memberAccountCode(row.memberId, 'frozen'))} as frozen
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      where t.id in (
        select id from ledger_transactions where ref_type = 'bet_stake' and ref_id = ${String(id)}
        union all
        select c.id from cover_claims k join ledger_transactions c on c.idempotency_key = ${coverReturnKeyOf(sql`k.run_id`, id)}
        where k.member_id = ${row.memberId} and k.last_bet_id >= ${id})
      group by t.id
      order by t.id`),
  ]);
  return {
    ...view!,
    memberVipLevel: row.vipLevel,
    vipBonusBps: row.vipBonusBps,
    handlingFeeBps: row.handlingFeeBps,
    postings: (postings as unknown as { rows: PostingRow[] }).rows.map((p) => ({
      transactionId: Number(p.id),
      at: new Date(p.created_at).toISOString(),
      kind: p.kind,
      group: p.bill_group,
      actor: p.actor,
      memo: p.memo,
      reversesId: p.reverses_id === null ? null : Number(p.reverses_id),
      available: Number(p.available),
      frozen: Number(p.frozen),
    })),
  };
}
