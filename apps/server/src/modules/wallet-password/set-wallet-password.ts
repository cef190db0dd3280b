import type { TSetWalletPasswordRequest, TWalletPasswordStatus } from '@scoreline/contract/api/wallet-password';
import type { AppContext } from '../../app-context.ts';
import { walletPasswords } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword } from '../members/password-hash.ts';
import { walletPasswordStatus } from './wallet-password-status.ts';

/** Sets the first wallet password. Spec 5: it cannot be set again once set (the insert decides, also under races). */
export async function setWalletPassword(ctx: AppContext, memberId: number, input: TSetWalletPasswordRequest): Promise<TWalletPasswordStatus> {
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const [inserted] = await ctx.db
    .insert(walletPasswords)
    .values({ memberId, passwordHash, setAt: now })
    .onConflictDoNothing({ target: walletPasswords.memberId })
    .returning({ memberId: walletPasswords.memberId });
  if (!inserted) throw new AppError('WALLET_PASSWORD_ALREADY_SET');
  return walletPasswordStatus(ctx, memberId);
}
