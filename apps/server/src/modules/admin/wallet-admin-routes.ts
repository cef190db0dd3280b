import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, gte, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { adminWalletEndpoints, type TAdminFinanceSort } from '@scoreline/contract/api/admin-wallet-endpoints';
import type { AppContext } from '../../app-context.ts';
import { bankAccounts, deposits, withdrawals } from '../../db/schema/wallet.ts';
import { members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedSandboxEvent } from '../../providers/payments/sandbox-adapter.ts';
import { operatorDayStart } from '../admin-matches/list-admin-matches.ts';
import { bankAccountView } from '../bank-accounts/bank-account-view.ts';
import { creditDeposit } from '../deposits/confirm-deposit.ts';
import { depositView } from '../deposits/deposit-view.ts';
import { findLedgerViolations } from '../ledger/ledger-invariants.ts';
import { approveWithdrawal, markUsdtPaid, rejectWithdrawal } from '../withdrawals/payouts.ts';
import { withdrawalPage } from '../withdrawals/withdrawal-page.ts';
import { signedInAdmin } from './admin-auth.ts';
import { memberByUidOrUsername } from './member-filter.ts';
import { adminActor } from '@scoreline/contract/actor';

const e = adminWalletEndpoints;

/**
 * The ORDER BY of a finance list: created time or amount, then id in the same direction, so
 * pages are stable; each has its (column, id) index (deposits_created_idx / deposits_amount_idx,
 * withdrawals_created_idx / withdrawals_amount_idx), read forwards or backwards.
 */
function financeOrder(table: typeof deposits | typeof withdrawals, sort: TAdminFinanceSort, order: 'asc' | 'desc') {
  const by = order === 'asc' ? asc : desc;
  return [by(sort === 'amount' ? table.amount : table.createdAt), by(table.id)];
}

export function walletAdminRoutes(app: FastifyInstance, ctx: AppContext) {

  const depositRows = async (where: SQL | undefined, limit: number, offset: number, order = financeOrder(deposits, 'createdAt', 'desc')) => {
    const rows = await ctx.db
      .select({ d: deposits, username: members.username })
      .from(deposits)
      .innerJoin(members, eq(members.id, deposits.memberId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({ ...depositView(r.d), memberId: r.d.memberId, username: r.username, channel: r.d.channel, failureReason: r.d.failureReason, evidence: r.d.evidence }));
  };
  const depositRow = async (id: number) => {
    const [row] = await depositRows(eq(deposits.id, id), 1, 0);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };
  defineRoute(app, ctx, e.adminDeposits, async ({ query }) => {
    const conditions: SQL[] = [];
    if (query.status !== undefined) conditions.push(eq(deposits.status, query.status));
    if (query.payType) conditions.push(eq(deposits.payType, query.payType));
    if (query.memberId) conditions.push(eq(deposits.memberId, query.memberId));
    if (query.member) conditions.push(memberByUidOrUsername(deposits.memberId, query.member));
    // Operator days (OPERATOR_TZ): from the start of `from` to the end of `to`.
    if (query.from) conditions.push(gte(deposits.createdAt, operatorDayStart(query.from, ctx.config.OPERATOR_TZ)));
    if (query.to) conditions.push(lt(deposits.createdAt, operatorDayStart(query.to, ctx.config.OPERATOR_TZ, 1)));
    const where = conditions.length ? and(...conditions) : undefined;
    const [items, [count]] = await Promise.all([
      depositRows(where, query.pageSize, (query.page - 1) * query.pageSize, financeOrder(deposits, query.sort, query.order)),
      ctx.db.select({ n: sql<number>`count(*)::int` }).from(deposits).where(where),
    ]);
    return { items, total: count?.n ?? 0, page: query.page, pageSize: query.pageSize };
  });
  defineRoute(app, ctx, e.adminConfirmDeposit, async ({ body, request }) => {
    const admin = signedInAdmin(request);
    const [d] = await ctx.db.select().from(deposits).where(eq(deposits.id, body.id));
    if (!d) throw new AppError('NOT_FOUND');
    // Online deposits are confirmed only by the provider's own verification, never by hand.
    if (d.payType === 'online') throw new AppError('DEPOSIT_CONFIRMED_BY_PROVIDER');
    const outcome = await creditDeposit(ctx, d.id, d.payType === 'usdt' ? 'psp:usdt:clearing' : 'psp:transfer:clearing', adminActor(admin.username), body.evidence);
    if (outcome !== 'credited') throw new AppError('REQUEST_ALREADY_DECIDED');
    return depositRow(d.id);
  });

  // One query for a page of the queue (joins, no per-row lookups); the single-row answer reuses it.
  const withdrawalRows = async (where: SQL | undefined, limit: number, offset: number, order = financeOrder(withdrawals, 'createdAt', 'desc')) =>
    (await withdrawalPage(ctx, where, limit, offset, order)).map((r) => ({ ...r.view, memberId: r.row.memberId, username: r.username, reviewedBy: r.row.reviewedBy, txHash: r.row.txHash }));
  const withdrawalRow = async (id: number) => {
    const [row] = await withdrawalRows(eq(withdrawals.id, id), 1, 0);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };
  defineRoute(app, ctx, e.adminWithdrawals, async ({ query }) => {
    const conditions: SQL[] = [];
    if (query.status !== undefined) conditions.push(eq(withdrawals.status, query.status));
    if (query.memberId) conditions.push(eq(withdrawals.memberId, query.memberId));
    const where = conditions.length ? and(...conditions) : undefined;
    const [items, [count]] = await Promise.all([
      withdrawalRows(where, query.pageSize, (query.page - 1) * query.pageSize, financeOrder(withdrawals, query.sort, query.order)),
      ctx.db.select({ n: sql<number>`count(*)::int` }).from(withdrawals).where(where),
    ]);
    return { items, total: count?.n ?? 0, page: query.page, pageSize: query.pageSize };
  });
  defineRoute(app, ctx, e.adminApproveWithdrawal, async ({ body, request }) => {
    await approveWithdrawal(ctx, body.id, signedInAdmin(request).username);
    return withdrawalRow(body.id);
  });
  defineRoute(app, ctx, e.adminRejectWithdrawal, async ({ body, request }) => {
    await rejectWithdrawal(ctx, body.id, signedInAdmin(request).username, body.reason);
    return withdrawalRow(body.id);
  });
  defineRoute(app, ctx, e.adminMarkUsdtPaid, async ({ body, request }) => {
    await markUsdtPaid(ctx, body.id, signedInAdmin(request).username, body.txHash);
    return withdrawalRow(body.id);
  });
  defineRoute(app, ctx, e.adminSandboxPayoutOutcome, async ({ body }) => {
    if (ctx.payments.name !== 'sandbox') throw new AppError('FORBIDDEN');
    // Only while the payout's end is still open, or a reversal of one paid: a withdrawal paid,
    // failed, reversed (2) or rejected is decided, and refused as approve and reject refuse it.
    // Checked in the same statement that stores the outcome, so a decided one keeps the outcome
    // the provider's verification reads (QA: "success" on a reversed one answered 200 and
    // overwrote it).
    const open = body.outcome === 'reversed' ? notInArray(withdrawals.status, [2, 9]) : notInArray(withdrawals.status, [2, 3, 9]);
    const [w] = await ctx.db
      .update(withdrawals)
      .set({ sandboxOutcome: body.outcome })
      .where(and(eq(withdrawals.id, body.id), open))
      .returning();
    if (!w) {
      const [known] = await ctx.db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.id, body.id));
      throw new AppError(known ? 'REQUEST_ALREADY_DECIDED' : 'NOT_FOUND');
    }
    // As a real provider would: a signed transfer event to our own webhook, which then verifies.
    const event = body.outcome === 'success' ? 'transfer.success' : body.outcome === 'failed' ? 'transfer.failed' : 'transfer.reversed';
    const signed = signedSandboxEvent({ event, reference: w.reference, amountKobo: w.amount, at: ctx.clock.now() }, ctx.config.SANDBOX_WEBHOOK_SECRET);
    await app.inject({ method: 'POST', url: '/webhooks/sandbox', headers: signed.headers, payload: signed.body });
    return withdrawalRow(body.id);
  });

  const bankRows = async (where: SQL | undefined, limit: number, offset: number) => {
    const rows = await ctx.db
      .select({ b: bankAccounts, username: members.username, realName: members.realName })
      .from(bankAccounts)
      .innerJoin(members, eq(members.id, bankAccounts.memberId))
      .where(where)
      .orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({ ...bankAccountView(r.b), memberId: r.b.memberId, username: r.username, memberRealName: r.realName, reviewNote: r.b.reviewNote }));
  };
  const bankRow = async (id: number) => {
    const [row] = await bankRows(eq(bankAccounts.id, id), 1, 0);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };
  defineRoute(app, ctx, e.adminBankAccounts, async ({ query }) => {
    const live = sql`${bankAccounts.removedAt} is null`;
    const where = query.status !== undefined ? and(eq(bankAccounts.approvalStatus, query.status), live) : live;
    const [items, [count]] = await Promise.all([
      bankRows(where, query.pageSize, (query.page - 1) * query.pageSize),
      ctx.db.select({ n: sql<number>`count(*)::int` }).from(bankAccounts).where(where),
    ]);
    return { items, total: count?.n ?? 0, page: query.page, pageSize: query.pageSize };
  });
  defineRoute(app, ctx, e.adminReviewBankAccount, async ({ body, request }) => {
    const admin = signedInAdmin(request);
    const now = ctx.clock.now();
    const [row] = await ctx.db
      .update(bankAccounts)
      .set({ approvalStatus: body.approve ? 1 : 2, reviewedBy: adminActor(admin.username), reviewNote: body.note ?? null, approvedAt: body.approve ? now : null })
      .where(and(eq(bankAccounts.id, body.id), eq(bankAccounts.approvalStatus, 0)))
      .returning({ id: bankAccounts.id });
    if (!row) {
      const [known] = await ctx.db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.id, body.id));
      throw new AppError(known ? 'REQUEST_ALREADY_DECIDED' : 'NOT_FOUND');
    }
    return bankRow(body.id);
  });

  defineRoute(app, ctx, e.adminLedgerCheck, async () => {
    const violations = await findLedgerViolations(ctx.db);
    const totals = (await ctx.db.execute(sql`
      select code, member_id, (case normal_side when 'credit' then credits_posted - debits_posted else debits_posted - credits_posted end)::text as balance
      from ledger_accounts`)) as unknown as { rows: { code: string; member_id: number | null; balance: string }[] };
    let memberAvailable = 0;
    let memberFrozen = 0;
    const operatorAccounts: Record<string, number> = {};
    for (const r of totals.rows) {
      if (r.member_id !== null) {
        if (r.code.endsWith(':available')) memberAvailable += Number(r.balance);
        else memberFrozen += Number(r.balance);
      } else operatorAccounts[r.code] = Number(r.balance);
    }
    return { ok: violations.length === 0, checkedAt: ctx.clock.now().toISOString(), violations, totals: { memberAvailable, memberFrozen, operatorAccounts } };
  });
}
