import { eq, sql } from 'drizzle-orm';
import type { TLoginRequest } from '@scoreline/contract/api/member-auth';
import { isValidPhone, phoneToE164 } from '@scoreline/contract/validators';
import type { AppContext } from '../../app-context.ts';
import { memberLogins, members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { consumeCaptcha } from './captcha.ts';
import { burnVerifyTime, verifyPassword } from './password-hash.ts';
import type { DeviceInfo } from './register-member.ts';
import { createSession } from './session-tokens.ts';
import { loginMemberView } from './login-member-view.ts';

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Signs in with username (or mobile number), password and captcha. N wrong passwords in a row
 * lock the account for M minutes (settings); the answer before the last try warns. An unknown
 * account gets the same answer as a wrong password, so sign-in does not reveal who is a member.
 */
export async function signIn(ctx: AppContext, input: TLoginRequest, device: DeviceInfo) {
  await consumeCaptcha(ctx, input.captchaId, input.captcha);
  const now = ctx.clock.now();
  const [maxFailures, lockMinutes, ttlHours] = await Promise.all([
    ctx.settings.get('auth.maxFailedLogins'),
    ctx.settings.get('auth.lockMinutes'),
    ctx.settings.get('auth.sessionTtlHours'),
  ]);

  const byPhone = isValidPhone(input.account);
  const [member] = await ctx.db
    .select()
    .from(members)
    .where(byPhone ? eq(members.phone, phoneToE164(input.account)) : sql`lower(${members.username}) = lower(${input.account})`)
    .limit(1);
  if (!member) {
    await burnVerifyTime(input.password);
    throw new AppError('WRONG_CREDENTIALS');
  }
  if (member.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  if (member.lockedUntil && member.lockedUntil > now) {
    throw new AppError('ACCOUNT_LOCKED', { minutes: minutesUntil(member.lockedUntil, now) });
  }

  if (!(await verifyPassword(member.passwordHash, input.password))) {
    // One statement counts the failure, so parallel wrong guesses cannot slip past the lock.
    // A lock that has run out starts the count again.
    const [counted] = await ctx.db
      .update(members)
      .set({
        failedLoginCount: sql`case when ${members.lockedUntil} is not null and ${members.lockedUntil} <= ${now} then 1 else ${members.failedLoginCount} + 1 end`,
        lockedUntil: sql`case
          when (case when ${members.lockedUntil} is not null and ${members.lockedUntil} <= ${now} then 1 else ${members.failedLoginCount} + 1 end) >= ${maxFailures}
          then ${new Date(now.getTime() + lockMinutes * 60_000)}::timestamptz
          else null end`,
      })
      .where(eq(members.id, member.id))
      .returning({ failures: members.failedLoginCount });
    const failures = counted?.failures ?? 0;
    if (failures >= maxFailures) throw new AppError('ACCOUNT_LOCKED', { minutes: lockMinutes });
    if (failures === maxFailures - 1) throw new AppError('WRONG_CREDENTIALS_LAST_TRY', { minutes: lockMinutes });
    throw new AppError('WRONG_CREDENTIALS');
  }

  return ctx.db.transaction(async (tx) => {
    await tx.update(members).set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: now }).where(eq(members.id, member.id));
    await tx.insert(memberLogins).values({ memberId: member.id, at: now, ip: device.ip, deviceUid: device.deviceUid, userAgent: device.userAgent, kind: 'login' });
    const session = await createSession(tx, member.id, now, ttlHours);
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), member: await loginMemberView(tx, member.id) };
  });
}
