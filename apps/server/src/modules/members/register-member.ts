import { eq, sql } from 'drizzle-orm';
import type { TRegisterRequest } from '@scoreline/contract/api/member-auth';
import { phoneToE164 } from '@scoreline/contract/validators';
import type { AppContext } from '../../app-context.ts';
import { sqlState, violatedConstraint } from '../../db/client.ts';
import { memberLogins, members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { openMemberAccounts } from '../ledger/member-accounts.ts';
import { consumeCaptcha } from './captcha.ts';
import { issueInvitationCode, resolveInviter } from './invitation-codes.ts';
import { hashPassword } from './password-hash.ts';
import { createSession } from './session-tokens.ts';
import { loginMemberView } from './login-member-view.ts';

export type DeviceInfo = { ip: string; deviceUid: string | null; userAgent: string | undefined };

/** Creates a member with wallet accounts and an invitation code, and signs them in. */
export async function registerMember(ctx: AppContext, input: TRegisterRequest, device: DeviceInfo) {
  await consumeCaptcha(ctx, input.captchaId, input.captcha);
  const phone = input.phone ? phoneToE164(input.phone) : null;
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const ttlHours = await ctx.settings.get('auth.sessionTtlHours');

  try {
    return await ctx.db.transaction(async (tx) => {
      const inviterId = input.inviteCode ? await resolveInviter(tx, input.inviteCode, now) : null;
      // Checked first for a clear answer; the unique indexes below still decide under races.
      const [taken] = await tx
        .select({ id: members.id })
        .from(members)
        .where(sql`lower(${members.username}) = lower(${input.username})`)
        .limit(1);
      if (taken) throw new AppError('MEMBER_EXISTS', {}, { field: 'username' });
      if (phone) {
        const [phoneTaken] = await tx.select({ id: members.id }).from(members).where(eq(members.phone, phone)).limit(1);
        if (phoneTaken) throw new AppError('PHONE_ALREADY_USED', {}, { field: 'phone' });
      }
      const [member] = await tx
        .insert(members)
        .values({ username: input.username, passwordHash, phone, inviterId, createdAt: now, lastLoginAt: now })
        .returning({ id: members.id });
      const memberId = member!.id;
      await issueInvitationCode(tx, memberId, now);
      await openMemberAccounts(tx, memberId, now);
      await tx.insert(memberLogins).values({ memberId, at: now, ip: device.ip, deviceUid: device.deviceUid, userAgent: device.userAgent, kind: 'register' });
      const session = await createSession(tx, memberId, now, ttlHours);
      return { token: session.token, expiresAt: session.expiresAt.toISOString(), member: await loginMemberView(tx, memberId) };
    });
  } catch (error) {
    if (sqlState(error) === '23505') {
      const constraint = violatedConstraint(error);
      if (constraint === 'members_phone_uq') throw new AppError('PHONE_ALREADY_USED', {}, { field: 'phone' });
      if (constraint === 'members_username_lower_uq') throw new AppError('MEMBER_EXISTS', {}, { field: 'username' });
    }
    throw error;
  }
}
