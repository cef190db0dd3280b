import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { walletPasswords } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { verifyPassword } from '../members/password-hash.ts';

export const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Checks the member's wallet password (withdrawals, changing it). N wrong entries in a row lock
 * it for M minutes (walletPassword.* settings, product rules: 5 and 1 hour); the locking entry
 * and every entry during the lock answer WALLET_PASSWORD_LOCKED with the minutes left, even with
 * the right password. A lock that has run out starts the count again; a right entry clears it.
 *
 * Call it before opening the transaction of the use case it guards, not inside: the failure
 * count is committed on its own, so a refused withdrawal cannot roll the count back.
 */
export async function verifyWalletPassword(ctx: AppContext, memberId: number, password: string): Promise<void> {
  const now = ctx.clock.now();
  const [maxFailures, lockMinutes] = await Promise.all([ctx.settings.get('walletPassword.maxFailures'), ctx.settings.get('walletPassword.lockMinutes')]);
  const [row] = await ctx.db.select().from(walletPasswords).where(eq(walletPasswords.memberId, memberId)).limit(1);
  if (!row) throw new AppError('WALLET_PASSWORD_NOT_SET');
  if (row.lockedUntil && row.lockedUntil > now) throw new AppError('WALLET_PASSWORD_LOCKED', { minutes: minutesUntil(row.lockedUntil, now) });

  const notLocked = and(eq(walletPasswords.memberId, memberId), or(isNull(walletPasswords.lockedUntil), lte(walletPasswords.lockedUntil, now)));

  if (!(await verifyPassword(row.passwordHash, password))) {
    // One guarded statement counts the failure and sets the lock, so parallel wrong entries
    // cannot slip past the limit. Under the guard a non-null locked_until is a lock that has
    // run out: the count starts again at 1.
    const failures = sql`(case when ${walletPasswords.lockedUntil} is not null then 1 else ${walletPasswords.failedCount} + 1 end)`;
    const [counted] = await ctx.db
      .update(walletPasswords)
      .set({
        failedCount: failures,
        lockedUntil: sql`case when ${failures} >= ${maxFailures} then ${new Date(now.getTime() + lockMinutes * 60_000)}::timestamptz else null end`,
      })
      .where(notLocked)
      .returning({ failedCount: walletPasswords.failedCount });
    if (!counted) throw await lockedNow(ctx, memberId, now);
    if (counted.failedCount >= maxFailures) throw new AppError('WALLET_PASSWORD_LOCKED', { minutes: lockMinutes });
    throw new AppError('WALLET_PASSWORD_INCORRECT', { attemptsLeft: maxFailures - counted.failedCount });
  }

  if (row.failedCount === 0 && row.lockedUntil === null) return;
  // Clearing the count must not clear a lock that parallel wrong entries set meanwhile.
  const [cleared] = await ctx.db
    .update(walletPasswords)
    .set({ failedCount: 0, lockedUntil: null })
    .where(notLocked)
    .returning({ memberId: walletPasswords.memberId });
  if (!cleared) throw await lockedNow(ctx, memberId, now);
}

async function lockedNow(ctx: AppContext, memberId: number, now: Date): Promise<AppError> {
  const [row] = await ctx.db.select({ lockedUntil: walletPasswords.lockedUntil }).from(walletPasswords).where(eq(walletPasswords.memberId, memberId)).limit(1);
  if (!row) return new AppError('WALLET_PASSWORD_NOT_SET');
  return new AppError('WALLET_PASSWORD_LOCKED', { minutes: row.lockedUntil ? minutesUntil(row.lockedUntil, now) : 1 });
}
