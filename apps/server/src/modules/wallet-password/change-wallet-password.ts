import { eq } from 'drizzle-orm';
import type { TChangeWalletPasswordRequest, TWalletPasswordStatus } from '@scoreline/contract/api/wallet-password';
import type { AppContext } from '../../app-context.ts';
import { walletPasswords } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword } from '../members/password-hash.ts';
import { verifyWalletPassword } from './verify-wallet-password.ts';
import { walletPasswordStatus } from './wallet-password-status.ts';

/** Changes the wallet password with the old one (fpmodification); a wrong old one counts toward the lock. */
export async function changeWalletPassword(ctx: AppContext, memberId: number, input: TChangeWalletPasswordRequest): Promise<TWalletPasswordStatus> {
  await verifyWalletPassword(ctx, memberId, input.oldPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const [changed] = await ctx.db
    .update(walletPasswords)
    .set({ passwordHash, changedAt: ctx.clock.now(), failedCount: 0, lockedUntil: null })
    .where(eq(walletPasswords.memberId, memberId))
    .returning({ memberId: walletPasswords.memberId });
  if (!changed) throw new AppError('WALLET_PASSWORD_NOT_SET');
  return walletPasswordStatus(ctx, memberId);
}
