import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bankAccounts, withdrawals } from '../../db/schema/wallet.ts';
import { AppError } from '../../http/app-error.ts';
import { sendNotice } from '../content/notices.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../../providers/payments/payment-provider.ts';
import { HoldNotPendingError, resolveHold } from '../ledger/holds.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { adminActor } from '@scoreline/contract/actor';

// A withdrawal after review: 1 review passed -> the payout is sent to the provider with the
// withdrawal's own reference (never a new one, so a retried payout cannot pay twice) -> 6 in
// operation -> 3 success (the hold is posted: amount to the provider's clearing account, fee to
// house fees) or 2 failed (the hold is voided: amount + fee back to available). A reversal after
// success re-credits the member, fee included. Outcomes come from the provider's webhooks and
// are confirmed with verifyTransfer; the timeout job asks when no webhook came. Every final
// outcome (paid, rejected, failed, reversed) writes the member a notice in the same transaction.

type Withdrawal = typeof withdrawals.$inferSelect;

async function load(ctx: AppContext, where: { id?: number; reference?: string }): Promise<Withdrawal> {
  const [row] = await ctx.db
    .select()
    .from(withdrawals)
    .where(where.id !== undefined ? eq(withdrawals.id, where.id) : eq(withdrawals.reference, where.reference ?? ''));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Why a withdrawal could not be decided now: there is none with this id, or it was decided
 * before (approved and sent, rejected, paid, failed). The back office's words, not a bet's (QA).
 */
async function undecidable(db: DbOrTx, id: number): Promise<AppError> {
  // Through the caller's transaction when in one: PGlite's one connection is held by it.
  const [known] = await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.id, id));
  return new AppError(known ? 'REQUEST_ALREADY_DECIDED' : 'NOT_FOUND');
}

/** Back office: approve a pending withdrawal and start its payout (bank) or leave it for marking paid (USDT). */
export async function approveWithdrawal(ctx: AppContext, id: number, admin: string) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(withdrawals)
    .set({ status: 1, reviewedBy: admin, reviewedAt: now, updatedAt: now })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 0)))
    .returning();
  if (!row) throw await undecidable(ctx.db, id);
  if (row.method === 'bank') await startPayout(ctx, row.id);
  return load(ctx, { id });
}

/** Back office: reject (status 9) — the money goes back to the member's available balance. */
export async function rejectWithdrawal(ctx: AppContext, id: number, admin: string, reason: string) {
  // Only before a payout was sent: once it may have reached the provider (even with no answer),
  // giving the money back could pay the member twice; the provider's outcome decides then.
  // The reviewer is recorded as an approval records it: the back office list shows who refused it.
  return finishWithoutPayout(ctx, id, [0, 1], 9, reason, adminActor(admin), { only: isNull(withdrawals.payoutStartedAt), reviewer: admin });
}

/**
 * Ends a withdrawal with its money returned: 9 rejected in review, or 2 failed. `only` narrows
 * which rows may end so; `reviewer` (an admin's username) is who refused it in review.
 */
async function finishWithoutPayout(ctx: AppContext, id: number, from: number[], status: 2 | 9, reason: string, actor: string, options: { only?: SQL; reviewer?: string } = {}) {
  const { only, reviewer } = options;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ status, rejectReason: reason, updatedAt: now, completedAt: now, ...(reviewer ? { reviewedBy: reviewer, reviewedAt: now } : {}) })
      .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, from), only))
      .returning();
    if (!row) throw await undecidable(tx, id);
    await resolveHold(tx, { purpose: 'withdrawal', refId: String(id), outcome: 'void', kind: 'withdrawal_void', billGroup: 'W', actor, at: now, memo: reason });
    const notice = status === 9 ? 'withdrawal_rejected' : 'withdrawal_failed';
    await sendNotice(tx, { memberId: row.memberId, key: notice, params: { reference: row.reference, amountKobo: row.amount, ...(status === 9 ? { reason } : {}) }, ref: `withdrawal:${id}:${status}`, at: now });
  });
  return load(ctx, { id });
}

/** Sends (or re-sends, with the same reference) a bank payout. Safe to call again after any failure. */
export async function startPayout(ctx: AppContext, id: number) {
  const row = await load(ctx, { id });
  if (row.method !== 'bank' || row.status !== 1) return row;
  const [bank] = await ctx.db.select().from(bankAccounts).where(eq(bankAccounts.id, row.bankAccountId ?? -1));
  if (!bank) throw new Error(`withdrawal ${id} has no bank account`);
  const now = ctx.clock.now();
  const retry = row.payoutStartedAt !== null;
  try {
    // A payout that was sent before (and whose answer got lost) must not be sent again.
    if (row.payoutStartedAt) {
      const known = await ctx.payments.verifyTransfer(row.reference, row.transferCode ?? undefined);
      if (known.status !== 'not_found') return applyTransferStatus(ctx, row.reference, known.status);
    }
    await ctx.db.update(withdrawals).set({ payoutStartedAt: now, updatedAt: now }).where(eq(withdrawals.id, id));
    let recipientCode = bank.recipientCode;
    if (!recipientCode) {
      ({ recipientCode } = await ctx.payments.createTransferRecipient({ name: bank.accountHolder, accountNumber: bank.accountNumber, bankCode: bank.bankCode }));
      await ctx.db.update(bankAccounts).set({ recipientCode }).where(eq(bankAccounts.id, bank.id));
    }
    const sent = await ctx.payments.initiateTransfer({ reference: row.reference, amountKobo: row.amount, recipientCode, reason: `Scoreline withdrawal ${row.reference}` });
    await ctx.db
      .update(withdrawals)
      .set({ status: 6, transferCode: sent.transferCode, updatedAt: ctx.clock.now() })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 1)));
    if (sent.status === 'success' || sent.status === 'failed') return applyTransferStatus(ctx, row.reference, sent.status);
  } catch (error) {
    if (error instanceof ProviderRejectedError) {
      // On a retry the refusal may be the provider telling us the first attempt went through
      // ("duplicate reference"): ask again, and never give the money back while a transfer may be live.
      if (retry) {
        const known = await ctx.payments.verifyTransfer(row.reference).catch(() => null);
        if (known && known.status !== 'not_found') return applyTransferStatus(ctx, row.reference, known.status);
        if (!known || /duplicate/i.test(error.providerMessage)) return load(ctx, { id });
      }
      return finishWithoutPayout(ctx, id, [1, 6], 2, `payout refused: ${error.providerMessage}`, 'payout');
    }
    // Unknown outcome: stays "review passed"; the timeout job verifies with the same reference.
    if (error instanceof ProviderUnavailableError) return load(ctx, { id });
    throw error;
  }
  return load(ctx, { id });
}

/** A provider transfer event (webhook): confirm with the provider, then settle the withdrawal. */
export async function onTransferEvent(ctx: AppContext, event: { reference: string }) {
  const row = await load(ctx, { reference: event.reference }).catch(() => null);
  if (!row) return;
  const verified = await ctx.payments.verifyTransfer(row.reference, row.transferCode ?? undefined);
  if (verified.status === 'not_found' || verified.status === 'pending') return;
  await applyTransferStatus(ctx, row.reference, verified.status);
}

/** Applies a verified transfer outcome exactly once (the hold resolves once; the reversal's ledger key is fixed). */
export async function applyTransferStatus(ctx: AppContext, reference: string, status: 'pending' | 'success' | 'failed' | 'reversed') {
  const row = await load(ctx, { reference });
  const clearing = `psp:${ctx.payments.name}:clearing`;
  if (status === 'pending') {
    // The provider has the transfer although its answer to us got lost: it is in operation.
    if (row.status === 1 && row.payoutStartedAt) {
      await ctx.db.update(withdrawals).set({ status: 6, updatedAt: ctx.clock.now() }).where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 1)));
      return load(ctx, { reference });
    }
    return row;
  }
  if (status === 'failed' && [1, 6, 8].includes(row.status)) return finishWithoutPayout(ctx, row.id, [1, 6, 8], 2, 'payout failed', `psp:${ctx.payments.name}`);
  if (status === 'success' || (status === 'reversed' && row.status !== 3 && row.status !== 2)) {
    await postPaidHold(ctx, row, clearing, `psp:${ctx.payments.name}`, null);
  }
  if (status === 'reversed') await reversePayout(ctx, row.id, clearing);
  return load(ctx, { reference });
}

async function postPaidHold(ctx: AppContext, row: Withdrawal, clearing: string, actor: string, txHash: string | null) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(withdrawals)
      .set({ status: 3, updatedAt: now, completedAt: now, ...(txHash ? { txHash } : {}) })
      .where(and(eq(withdrawals.id, row.id), inArray(withdrawals.status, [1, 6, 8])))
      .returning({ id: withdrawals.id });
    if (!updated) return;
    await resolveHold(tx, {
      purpose: 'withdrawal',
      refId: String(row.id),
      outcome: 'post',
      credits: [
        { account: clearing, amount: row.amount },
        { account: 'house:fees', amount: row.fee },
      ],
      kind: 'withdrawal_post',
      billGroup: 'W',
      actor,
      at: now,
    });
    await sendNotice(tx, { memberId: row.memberId, key: 'withdrawal_paid', params: { reference: row.reference, amountKobo: row.amount }, ref: `withdrawal:${row.id}:3`, at: now });
  });
}

/** The provider reversed a paid transfer: the member gets amount and fee back; the withdrawal becomes failed. */
async function reversePayout(ctx: AppContext, id: number, clearing: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ status: 2, rejectReason: 'reversed by the bank after payment', updatedAt: now })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 3)))
      .returning();
    if (!row) return;
    const postings = [
      { account: clearing, side: 'debit' as const, amount: row.amount },
      ...(row.fee > 0n ? [{ account: 'house:fees', side: 'debit' as const, amount: row.fee }] : []),
      { account: memberAccountCode(row.memberId, 'available'), side: 'credit' as const, amount: row.amount + row.fee },
    ];
    await postTransaction(tx, { idempotencyKey: `withdrawal-reversal:${row.reference}`, kind: 'withdrawal_reversal', billGroup: 'W', refType: 'withdrawal', refId: String(id), actor: 'psp', at: now, postings });
    await sendNotice(tx, { memberId: row.memberId, key: 'withdrawal_reversed', params: { reference: row.reference, amountKobo: row.amount }, ref: `withdrawal:${id}:reversed`, at: now });
  });
}

/** Back office: a USDT withdrawal sent by hand, with its transaction hash. */
export async function markUsdtPaid(ctx: AppContext, id: number, admin: string, txHash: string) {
  const row = await load(ctx, { id });
  if (row.method !== 'usdt' || row.status === 0) throw new AppError('WITHDRAWAL_NOT_APPROVED');
  if (row.status !== 1) throw new AppError('REQUEST_ALREADY_DECIDED');
  await postPaidHold(ctx, row, 'psp:usdt:clearing', adminActor(admin), txHash);
  return load(ctx, { id });
}

/** The timeout job: payouts in operation too long are asked about; still unknown -> 8 timeout (asked again later). */
export async function checkStalePayouts(ctx: AppContext, olderThanMinutes: number) {
  const cutoff = new Date(ctx.clock.now().getTime() - olderThanMinutes * 60_000);
  const stale = (await ctx.db.execute(sql`
    select id, reference, status from withdrawals
    where method = 'bank' and status in (1, 6, 8) and payout_started_at is not null and payout_started_at < ${cutoff}
    order by payout_started_at limit 100`)) as unknown as { rows: { id: number | string; reference: string; status: number }[] };
  for (const s of stale.rows) {
    try {
      const verified = await ctx.payments.verifyTransfer(s.reference);
      if (verified.status === 'not_found' && s.status === 1) await startPayout(ctx, Number(s.id));
      else if (verified.status === 'pending' && s.status === 1) await applyTransferStatus(ctx, s.reference, 'pending');
      else if (verified.status === 'pending' || verified.status === 'not_found') {
        await ctx.db.update(withdrawals).set({ status: 8, updatedAt: ctx.clock.now() }).where(and(eq(withdrawals.id, Number(s.id)), eq(withdrawals.status, 6)));
      } else await applyTransferStatus(ctx, s.reference, verified.status);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError) && !(error instanceof HoldNotPendingError)) throw error;
    }
  }
}
