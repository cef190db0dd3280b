import { sql, type SQL } from 'drizzle-orm';
import type { TBalanceCorrection } from '@scoreline/contract/api/admin-member-endpoints';
import { formatKobo } from '@scoreline/contract/display';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { balanceCorrections } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';
import { InsufficientFundsError, postTransaction } from '../ledger/post-transaction.ts';
import { adminActor } from '@scoreline/contract/actor';

// Balance corrections (bill group X) under the two-person rule: one finance admin proposes an
// amount with a reason; another approves it, and only then does money move, through the one
// ledger write path: a credit is Dr expense:corrections / Cr member available, a debit the other
// way round, and a debit never takes the available balance below zero (postTransaction's guard
// refuses it: CORRECTION_OVERDRAW). The proposer cannot decide their own proposal (checked here,
// and the table's CHECK balance_corrections_two_person_ck backs it).

export const CORRECTIONS_ACCOUNT = 'expense:corrections';

type Admin = { id: number; username: string };
type Rows<T> = { rows: T[] };

type CorrectionSql = {
  id: number | string;
  member_id: number | string;
  username: string;
  amount: string;
  reason: string;
  status: TBalanceCorrection['status'];
  proposed_by: number | string;
  proposer: string;
  proposed_at: Date | string;
  decider: string | null;
  decided_at: Date | string | null;
  decision_note: string | null;
  ledger_transaction_id: number | string | null;
  available: string;
};

const select = sql`
  select c.id, c.member_id, m.username, c.amount::text as amount, c.reason, c.status, c.proposed_by, p.username as proposer, c.proposed_at,
         d.username as decider, c.decided_at, c.decision_note, c.ledger_transaction_id,
         coalesce((select (a.credits_posted - a.debits_posted)::text from ledger_accounts a where a.code = 'member:' || c.member_id || ':available'), '0') as available
  from balance_corrections c
  join members m on m.id = c.member_id
  join admins p on p.id = c.proposed_by
  left join admins d on d.id = c.decided_by`;

function view(r: CorrectionSql): TBalanceCorrection {
  return {
    id: Number(r.id),
    memberId: Number(r.member_id),
    username: r.username,
    amount: Number(r.amount),
    reason: r.reason,
    status: r.status,
    proposedById: Number(r.proposed_by),
    proposedBy: r.proposer,
    proposedAt: new Date(r.proposed_at).toISOString(),
    decidedBy: r.decider,
    decidedAt: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
    decisionNote: r.decision_note,
    ledgerTransactionId: r.ledger_transaction_id === null ? null : Number(r.ledger_transaction_id),
    memberAvailable: Number(r.available),
  };
}

export async function correctionById(db: DbOrTx, id: number) {
  const [row] = ((await db.execute(sql`${select} where c.id = ${id}`)) as unknown as Rows<CorrectionSql>).rows;
  if (!row) throw new AppError('NOT_FOUND');
  return view(row);
}

/** Proposed ones first (oldest first: the queue), then decided ones, newest first. */
export async function listCorrections(ctx: AppContext, q: { status?: string; memberId?: number; page: number; pageSize: number }) {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(sql`c.status = ${q.status}`);
  if (q.memberId) conditions.push(sql`c.member_id = ${q.memberId}`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const [rows, count] = await Promise.all([
    ctx.db.execute(sql`${select} ${where}
      order by (c.status = 'proposed') desc, case when c.status = 'proposed' then c.proposed_at end asc, coalesce(c.decided_at, c.proposed_at) desc, c.id desc
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
    ctx.db.execute(sql`select count(*)::int as n from balance_corrections c ${where}`),
  ]);
  return {
    items: (rows as unknown as Rows<CorrectionSql>).rows.map(view),
    total: (count as unknown as Rows<{ n: number }>).rows[0]?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

async function availableOf(db: DbOrTx, memberId: number): Promise<bigint> {
  const [row] = ((await db.execute(sql`
    select (credits_posted - debits_posted)::text as balance from ledger_accounts where code = ${memberAccountCode(memberId, 'available')}`)) as unknown as Rows<{ balance: string }>).rows;
  if (!row) throw new AppError('NOT_FOUND');
  return BigInt(row.balance);
}

const overdraw = (available: bigint) => new AppError('CORRECTION_OVERDRAW', { available: formatKobo(Number(available)) }, { field: 'amount' });

/** Finds a member for the proposal form by uid or username. */
export async function correctionMember(ctx: AppContext, q: string) {
  const uid = /^\d{1,15}$/.test(q) ? Number(q) : -1;
  const [row] = ((await ctx.db.execute(sql`
    select m.id, m.username, m.status,
      coalesce((select (a.credits_posted - a.debits_posted)::text from ledger_accounts a where a.code = 'member:' || m.id || ':available'), '0') as available,
      coalesce((select (a.credits_posted - a.debits_posted)::text from ledger_accounts a where a.code = 'member:' || m.id || ':frozen'), '0') as frozen
    from members m where m.id = ${uid} or lower(m.username) = lower(${q})
    order by (m.id = ${uid}) desc limit 1`)) as unknown as Rows<{ id: number | string; username: string; status: string; available: string; frozen: string }>).rows;
  if (!row) throw new AppError('ACCOUNT_NOT_FOUND');
  return { id: Number(row.id), username: row.username, status: row.status, available: Number(row.available), frozen: Number(row.frozen) };
}

export async function proposeCorrection(ctx: AppContext, admin: Admin, input: { memberId: number; amount: number; reason: string }) {
  const available = await availableOf(ctx.db, input.memberId);
  // Told now rather than at approval; approval checks again against the balance of that moment.
  if (input.amount < 0 && available + BigInt(input.amount) < 0n) throw overdraw(available);
  const [row] = await ctx.db
    .insert(balanceCorrections)
    .values({ memberId: input.memberId, amount: BigInt(input.amount), reason: input.reason, proposedBy: admin.id, proposedAt: ctx.clock.now() })
    .returning({ id: balanceCorrections.id });
  return correctionById(ctx.db, row!.id);
}

type Locked = { id: number | string; member_id: number | string; amount: string; reason: string; status: string; proposed_by: number | string; approver_too_new: boolean };

/**
 * The proposal, locked, if `admin` may decide it: not their own. An approval, which moves the
 * money, also needs an approver whose authenticator was set up before the proposal: one super
 * admin could otherwise propose, create a finance account with a password of their choosing (or
 * reset one's authenticator), enrol it themselves at its first sign-in and approve as it (QA: one
 * person, 300 ms, ₦1,000,000). An account set up beforehand is someone else's, or a premeditated
 * one that the audit log shows being created.
 */
async function lockProposed(db: DbOrTx, id: number, admin: Admin, approving = false): Promise<Locked> {
  const [row] = ((await db.execute(sql`
    select c.id, c.member_id, c.amount::text as amount, c.reason, c.status, c.proposed_by,
      coalesce(a.totp_enrolled_at > c.proposed_at, true) as approver_too_new
    from balance_corrections c left join admins a on a.id = ${admin.id}
    where c.id = ${id} for update of c`)) as unknown as Rows<Locked>).rows;
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'proposed') throw new AppError('CORRECTION_ALREADY_DECIDED');
  if (Number(row.proposed_by) === admin.id) throw new AppError('CORRECTION_OWN_PROPOSAL');
  if (approving && row.approver_too_new) throw new AppError('CORRECTION_APPROVER_TOO_NEW');
  return row;
}

export async function approveCorrection(ctx: AppContext, admin: Admin, id: number) {
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const c = await lockProposed(tx, id, admin, true);
      const memberId = Number(c.member_id);
      const amount = BigInt(c.amount);
      const member = memberAccountCode(memberId, 'available');
      const [from, to] = amount > 0n ? [CORRECTIONS_ACCOUNT, member] : [member, CORRECTIONS_ACCOUNT];
      const magnitude = amount > 0n ? amount : -amount;
      const posted = await postTransaction(tx, {
        idempotencyKey: `balance-correction:${id}`,
        kind: 'balance_correction',
        billGroup: 'X',
        postings: [
          { account: from, side: 'debit', amount: magnitude },
          { account: to, side: 'credit', amount: magnitude },
        ],
        actor: adminActor(admin.username),
        at: now,
        refType: 'balance_correction',
        refId: String(id),
        memo: `Balance correction: ${c.reason}`.slice(0, 500),
      });
      await tx.execute(sql`
        update balance_corrections set status = 'approved', decided_by = ${admin.id}, decided_at = ${now}, ledger_transaction_id = ${posted.transactionId}
        where id = ${id} and status = 'proposed'`);
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      const [row] = ((await ctx.db.execute(sql`select member_id from balance_corrections where id = ${id}`)) as unknown as Rows<{ member_id: number | string }>).rows;
      throw overdraw(await availableOf(ctx.db, Number(row!.member_id)));
    }
    throw error;
  }
  return correctionById(ctx.db, id);
}

export async function rejectCorrection(ctx: AppContext, admin: Admin, id: number, note: string) {
  await ctx.db.transaction(async (tx) => {
    await lockProposed(tx, id, admin);
    await tx.execute(sql`
      update balance_corrections set status = 'rejected', decided_by = ${admin.id}, decided_at = ${ctx.clock.now()}, decision_note = ${note}
      where id = ${id} and status = 'proposed'`);
  });
  return correctionById(ctx.db, id);
}
