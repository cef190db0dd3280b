import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { deposits } from '../../db/schema/wallet.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { climbVipOnDeposit } from './vip-climb.ts';

export type DepositOutcome = 'credited' | 'already_credited' | 'failed' | 'pending' | 'unknown_reference' | 'rejected';

// A deposit is credited exactly once, and only after the provider itself confirms it: webhooks
// and redirects only say "go and look". Two mechanisms make "once" hold under redelivered
// webhooks, racing processes and crashes:
//  - the status update is guarded (only a not-yet-credited row moves to success), and
//  - the ledger transaction's idempotency key is the deposit reference;
// both in one database transaction.

/** Statuses a verified success may still credit: a member who paid late is never left uncredited. */
const CREDITABLE = [0, 2, 4];

export async function confirmDeposit(ctx: AppContext, reference: string, actor: string): Promise<DepositOutcome> {
  const [deposit] = await ctx.db.select().from(deposits).where(eq(deposits.reference, reference)).limit(1);
  if (!deposit) return 'unknown_reference';
  if (deposit.ledgerTransactionId !== null) return 'already_credited';
  if (deposit.payType !== 'online') return 'pending'; // transfers and USDT are confirmed by the back office

  const verified = await ctx.payments.verifyPayment(reference);
  const now = ctx.clock.now();
  if (verified.status === 'not_found' || verified.status === 'pending') return 'pending';
  if (verified.status === 'failed' || verified.status === 'abandoned') {
    await ctx.db
      .update(deposits)
      .set({ status: 2, failureReason: verified.status, completedAt: now })
      .where(and(eq(deposits.id, deposit.id), eq(deposits.status, 0)));
    return 'failed';
  }
  // success: the provider's amount and currency must be exactly what the member asked to pay.
  if (verified.currency !== 'NGN' || verified.amountKobo !== deposit.amount) {
    const reason = verified.currency !== 'NGN' ? `currency ${verified.currency}` : `amount ${verified.amountKobo} instead of ${deposit.amount}`;
    await ctx.db
      .update(deposits)
      .set({ status: 3, failureReason: `verification mismatch: ${reason}`, completedAt: now })
      .where(and(eq(deposits.id, deposit.id), inArray(deposits.status, CREDITABLE)));
    return 'rejected';
  }
  // Fault tests kill the process here: the provider has the money, we have not credited it yet.
  if (ctx.config.FAULT_POINT === 'deposit-before-credit') process.kill(process.pid, 'SIGKILL');
  return creditDeposit(ctx, deposit.id, `psp:${ctx.payments.name}:clearing`, actor, null);
}

/**
 * Credits a deposit from a clearing account, and raises the member's VIP level if the deposits
 * since their last reset now reach a higher one; used by confirmDeposit and the back office's
 * manual confirmation.
 */
export async function creditDeposit(ctx: AppContext, depositId: number, clearingAccount: string, actor: string, evidence: string | null): Promise<DepositOutcome> {
  const now = ctx.clock.now();
  const levels = await ctx.settings.get('vip.levels');
  return ctx.db.transaction(async (tx) => {
    const claimed = (await tx.execute(sql`
      select id, member_id, reference, amount::text as amount from deposits
      where id = ${depositId} and ledger_transaction_id is null and status in (0, 2, 3, 4)
      for update`)) as unknown as { rows: { id: number | string; member_id: number | string; reference: string; amount: string }[] };
    const row = claimed.rows[0];
    if (!row) return 'already_credited';
    const amount = BigInt(row.amount);
    await climbVipOnDeposit(tx, { memberId: Number(row.member_id), amountKobo: amount, reference: row.reference, levels, at: now });
    const posted = await postTransaction(tx, {
      idempotencyKey: `deposit:${row.reference}`,
      kind: 'deposit',
      billGroup: 'R',
      refType: 'deposit',
      refId: String(row.id),
      actor,
      at: now,
      // The bill names the deposit by the reference the member's records show, as a withdrawal's line does.
      memo: row.reference,
      postings: [
        { account: clearingAccount, side: 'debit', amount },
        { account: memberAccountCode(Number(row.member_id), 'available'), side: 'credit', amount },
      ],
    });
    await tx
      .update(deposits)
      .set({ status: 1, actualAmount: amount, completedAt: now, ledgerTransactionId: posted.transactionId, failureReason: null, ...(evidence ? { evidence } : {}) })
      .where(eq(deposits.id, Number(row.id)));
    return 'credited';
  });
}
