import { eq } from 'drizzle-orm';
import type { TVerificationChannel } from '@scoreline/contract/api/wallet-password';
import { maskPhone, phoneToE164 } from '@scoreline/contract/validators';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** a****@example.com: enough for the member to recognise the address, not to harvest it. */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '****';
  return `${email.slice(0, 1)}****${email.slice(at)}`;
}

export function maskDestination(channel: TVerificationChannel, destination: string): string {
  return (channel === 'sms' ? maskPhone(destination) : maskEmail(destination)) ?? '';
}

/**
 * Where a code for the signed-in member goes: the mobile number or e-mail registered on the
 * account. When the page made the member type it, what they typed must be that one.
 */
export async function memberDestination(
  tx: DbOrTx,
  memberId: number,
  channel: TVerificationChannel,
  claimed: { phone?: string; email?: string } = {},
): Promise<string> {
  const [member] = await tx.select({ phone: members.phone, email: members.email }).from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw new AppError('NOT_LOGGED_IN');
  if (channel === 'sms') {
    if (!member.phone) throw new AppError('MOBILE_NOT_REGISTERED', {}, { field: 'phone' });
    if (claimed.phone && phoneToE164(claimed.phone) !== member.phone) throw new AppError('MOBILE_NOT_MATCHING', {}, { field: 'phone' });
    return member.phone;
  }
  if (!member.email) throw new AppError('EMAIL_NOT_REGISTERED', {}, { field: 'email' });
  if (claimed.email && normalizeEmail(claimed.email) !== normalizeEmail(member.email)) throw new AppError('EMAIL_NOT_MATCHING', {}, { field: 'email' });
  return member.email.trim();
}
