import { eq } from 'drizzle-orm';
import type { TResetWalletPasswordRequest, TWalletPasswordStatus } from '@scoreline/contract/api/wallet-password';
import type { AppContext } from '../../app-context.ts';
import { walletPasswords } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword } from '../members/password-hash.ts';
import { redeemVerificationCode } from '../verification/verification-codes.ts';
import { WALLET_PASSWORD_RESET } from './request-wallet-password-code.ts';
import { walletPasswordStatus } from './wallet-password-status.ts';

/**
 * Sets a new wallet password with a retrieval code. The code is consumed in the same
 * transaction as the new hash is written; a wrong-entry lock is lifted (the member has just
 * proven control of the registered mobile number or e-mail).
 */
export async function resetWalletPassword(ctx: AppContext, memberId: number, input: TResetWalletPasswordRequest): Promise<TWalletPasswordStatus> {
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  await redeemVerificationCode(ctx, { purpose: WALLET_PASSWORD_RESET, memberId, code: input.code }, async (tx) => {
    const [changed] = await tx
      .update(walletPasswords)
      .set({ passwordHash, changedAt: now, failedCount: 0, lockedUntil: null })
      .where(eq(walletPasswords.memberId, memberId))
      .returning({ memberId: walletPasswords.memberId });
    if (!changed) throw new AppError('WALLET_PASSWORD_NOT_SET');
  });
  // Read after the commit: the status reads settings through ctx.db, which on PGlite (one
  // connection) would wait for the open transaction forever.
  return walletPasswordStatus(ctx, memberId);
}
