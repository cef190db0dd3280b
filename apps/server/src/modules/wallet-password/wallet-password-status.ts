import { eq } from 'drizzle-orm';
import type { TWalletPasswordStatus } from '@scoreline/contract/api/wallet-password';
import { maskPhone } from '@scoreline/contract/validators';
import type { AppContext } from '../../app-context.ts';
import { members, walletPasswords } from '../../db/schema.ts';
import { maskEmail } from '../verification/member-destination.ts';

/**
 * What the security pages show: set or not, locked until when, and where a code could go.
 * Not for use inside a transaction: settings are read through ctx.db.
 */
export async function walletPasswordStatus(ctx: AppContext, memberId: number): Promise<TWalletPasswordStatus> {
  const now = ctx.clock.now();
  const maxFailures = await ctx.settings.get('walletPassword.maxFailures');
  const [row] = await ctx.db
    .select({
      phone: members.phone,
      email: members.email,
      setAt: walletPasswords.setAt,
      failedCount: walletPasswords.failedCount,
      lockedUntil: walletPasswords.lockedUntil,
    })
    .from(members)
    .leftJoin(walletPasswords, eq(walletPasswords.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  const locked = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  // A lock that has run out starts a fresh count (see verifyWalletPassword).
  const failures = locked ? maxFailures : row?.lockedUntil ? 0 : (row?.failedCount ?? 0);
  return {
    isSet: Boolean(row?.setAt),
    setAt: row?.setAt ? row.setAt.toISOString() : null,
    lockedUntil: locked ? locked.toISOString() : null,
    attemptsLeft: Math.max(0, maxFailures - failures),
    sms: maskPhone(row?.phone),
    email: maskEmail(row?.email),
  };
}
