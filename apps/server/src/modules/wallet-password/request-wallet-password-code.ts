import { eq } from 'drizzle-orm';
import type { TRequestWalletPasswordCodeRequest, TVerificationCodeSent } from '@scoreline/contract/api/wallet-password';
import type { TLocale } from '@scoreline/contract/locales';
import type { AppContext } from '../../app-context.ts';
import { walletPasswords } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { maskDestination, memberDestination } from '../verification/member-destination.ts';
import { issueVerificationCode } from '../verification/verification-codes.ts';

export const WALLET_PASSWORD_RESET = 'wallet_password_reset' as const;

/** Sends a code for a forgotten wallet password (rfpassword) to the member's registered mobile number or e-mail. */
export async function requestWalletPasswordCode(
  ctx: AppContext,
  memberId: number,
  input: TRequestWalletPasswordCodeRequest,
  options: { locale: TLocale; log?: { warn(obj: object, msg: string): void } },
): Promise<TVerificationCodeSent> {
  const [row] = await ctx.db.select({ memberId: walletPasswords.memberId }).from(walletPasswords).where(eq(walletPasswords.memberId, memberId)).limit(1);
  if (!row) throw new AppError('WALLET_PASSWORD_NOT_SET');
  const destination = await memberDestination(ctx.db, memberId, input.channel, { phone: input.phone, email: input.email });
  const sent = await issueVerificationCode(ctx, {
    purpose: WALLET_PASSWORD_RESET,
    memberId,
    channel: input.channel,
    destination,
    locale: options.locale,
    log: options.log,
  });
  return {
    channel: input.channel,
    destination: maskDestination(input.channel, destination),
    expiresAt: sent.expiresAt.toISOString(),
    resendAfterSeconds: sent.ttlSeconds,
  };
}
