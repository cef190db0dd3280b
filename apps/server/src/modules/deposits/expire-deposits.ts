import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { deposits } from '../../db/schema/wallet.ts';
import { ProviderUnavailableError } from '../../providers/payments/payment-provider.ts';
import { confirmDeposit } from './confirm-deposit.ts';

/**
 * The timeout job: a pending deposit past its expiry is checked with the provider first (the
 * member may have paid and the webhook been lost — then it is credited), and only then marked
 * 4 "payment timeout". Safe to run in several processes at once: crediting is exactly-once and
 * the timeout update is guarded on status 0. Returns what it did, for logs and tests.
 */
export async function expireDeposits(ctx: AppContext, batch = 100) {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: deposits.id, reference: deposits.reference, payType: deposits.payType })
    .from(deposits)
    .where(and(eq(deposits.status, 0), lte(deposits.expiresAt, now)))
    .orderBy(asc(deposits.expiresAt))
    .limit(batch);
  const result = { credited: 0, timedOut: 0, unreachable: 0 };
  for (const d of due) {
    if (d.payType === 'online') {
      try {
        const outcome = await confirmDeposit(ctx, d.reference, 'job:deposit-timeout');
        if (outcome === 'credited' || outcome === 'already_credited') {
          result.credited++;
          continue;
        }
        if (outcome === 'failed' || outcome === 'rejected') continue;
      } catch (error) {
        // Provider down: leave it pending and ask again next run, rather than time out a paid deposit.
        if (error instanceof ProviderUnavailableError) {
          result.unreachable++;
          continue;
        }
        throw error;
      }
    }
    const updated = await ctx.db
      .update(deposits)
      .set({ status: 4, completedAt: now, failureReason: 'timeout' })
      .where(and(eq(deposits.id, d.id), eq(deposits.status, 0), sql`${deposits.ledgerTransactionId} is null`))
      .returning({ id: deposits.id });
    result.timedOut += updated.length;
  }
  return result;
}
