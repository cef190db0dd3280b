import { and, eq, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TAdminRole } from '@scoreline/contract/api/admin-access';
import type { AppContext } from '../../app-context.ts';
import { admins, adminSessions } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { hashToken } from '../members/session-tokens.ts';
import { burnVerifyTime, verifyPassword } from '../members/password-hash.ts';
import { openAdminSession, type AdminRow } from './admin-auth.ts';
import { openSecret, sealSecret } from './totp/secret-box.ts';
import { newTotpSecret, otpauthUrl, totpStepOfCode } from './totp/totp.ts';

// Back-office sign-in in two steps (decision 010). Wrong passwords and wrong codes share one
// counter (auth.maxFailedLogins, auth.lockMinutes, as members: 5 and 30 minutes); only a full
// sign-in clears it, so knowing the password does not buy fresh code guesses. A code is
// accepted once: its time step must be later than the last accepted one.

const TICKET_MS = 5 * 60_000;

const minutesLeft = (until: Date, now: Date) => Math.ceil((until.getTime() - now.getTime()) / 60_000);

/** Counts a wrong password or code with one guarded UPDATE (parallel guesses cannot slip past); a run-out lock starts a fresh count. */
async function countFailure(ctx: AppContext, adminId: number, wrong: 'WRONG_CREDENTIALS' | 'CODE_INCORRECT'): Promise<never> {
  const now = ctx.clock.now();
  const [max, lockMinutes] = await Promise.all([ctx.settings.get('auth.maxFailedLogins'), ctx.settings.get('auth.lockMinutes')]);
  const count = sql`case when ${admins.lockedUntil} is not null and ${admins.lockedUntil} <= ${now} then 1 else ${admins.failedLoginCount} + 1 end`;
  const [row] = await ctx.db
    .update(admins)
    .set({ failedLoginCount: count, lockedUntil: sql`case when ${count} >= ${max} then ${new Date(now.getTime() + lockMinutes * 60_000)}::timestamptz else null end` })
    .where(eq(admins.id, adminId))
    .returning({ lockedUntil: admins.lockedUntil });
  // Wrong codes lock an admin as wrong passwords do: the words say attempts, not passwords (QA).
  if (row?.lockedUntil) throw new AppError('ACCOUNT_LOCKED', { minutes: lockMinutes }, { reason: 'attempts' });
  throw new AppError(wrong);
}

function refuseLocked(admin: AdminRow, now: Date) {
  if (admin.lockedUntil && admin.lockedUntil > now) throw new AppError('ACCOUNT_LOCKED', { minutes: minutesLeft(admin.lockedUntil, now) }, { reason: 'attempts' });
}

async function enrolment(ctx: AppContext, admin: AdminRow) {
  // An offered secret is kept until confirmed, so an admin who scanned it and mistyped a code need not scan again.
  const secret = admin.totpPendingSecret ? openSecret(ctx.config.ADMIN_SECRET_KEY, admin.id, admin.totpPendingSecret) : newTotpSecret();
  if (!admin.totpPendingSecret) await ctx.db.update(admins).set({ totpPendingSecret: sealSecret(ctx.config.ADMIN_SECRET_KEY, admin.id, secret) }).where(eq(admins.id, admin.id));
  const url = otpauthUrl(admin.username, secret);
  return { secret, otpauthUrl: url, qrDataUrl: await QRCode.toDataURL(url) };
}

/** Step 1: the password. Answers a 5-minute ticket for the code, and the enrolment when the admin has no authenticator yet. */
export async function adminPasswordStep(ctx: AppContext, admin: AdminRow | null, password: string, ip: string | null) {
  const now = ctx.clock.now();
  if (!admin) {
    // As long as a real check, so the answer does not tell which names exist (decision 003).
    await burnVerifyTime(password);
    throw new AppError('WRONG_CREDENTIALS');
  }
  refuseLocked(admin, now);
  if (!(await verifyPassword(admin.passwordHash, password))) return countFailure(ctx, admin.id, 'WRONG_CREDENTIALS');
  // Told only to whoever knows the password.
  if (admin.disabled) throw new AppError('ACCOUNT_DISABLED');
  const expiresAt = new Date(now.getTime() + TICKET_MS);
  const ticket = await openAdminSession(ctx.db, { adminId: admin.id, kind: 'totp', now, expiresAt, ip });
  const base = { ticket, expiresAt: expiresAt.toISOString() };
  return admin.totpSecret ? { stage: 'totp' as const, ...base } : { stage: 'enrol' as const, ...base, enrolment: await enrolment(ctx, admin) };
}

/** The ticket and its admin, even used or expired (the audit log then still names whose it was); NOT_LOGGED_IN when unknown. */
export async function findTicket(ctx: AppContext, ticket: string) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({ ticketId: adminSessions.id, live: sql<boolean>`${adminSessions.revokedAt} is null and ${adminSessions.expiresAt} > ${now}`, admin: admins })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.tokenHash, hashToken(ticket)), eq(adminSessions.kind, 'totp')))
    .limit(1);
  if (!row) throw new AppError('NOT_LOGGED_IN');
  return row;
}

/**
 * Step 2: the code. A right code (of a later step than the last accepted) uses up the ticket,
 * confirms an enrolment, clears the failure count and opens the session, in one transaction
 * whose guards make a replayed code or ticket fail even when sent twice at once.
 */
export async function adminTotpStep(ctx: AppContext, found: Awaited<ReturnType<typeof findTicket>>, code: string, ip: string | null) {
  const { admin, ticketId } = found;
  const now = ctx.clock.now();
  // Used or expired: the password step again.
  if (!found.live) throw new AppError('NOT_LOGGED_IN');
  refuseLocked(admin, now);
  if (admin.disabled) throw new AppError('ACCOUNT_DISABLED');
  const enrolling = !admin.totpSecret;
  const sealed = admin.totpSecret ?? admin.totpPendingSecret;
  if (!sealed) throw new AppError('NOT_LOGGED_IN'); // reset by a super admin since the password step
  const step = await totpStepOfCode(openSecret(ctx.config.ADMIN_SECRET_KEY, admin.id, sealed), code, now);
  if (step === null) return countFailure(ctx, admin.id, 'CODE_INCORRECT');
  // A right code of a step already used (typed twice in one 30 s window) is refused as such, and
  // is no guess toward the lock (QA: "incorrect" for the right code, and a failure counted).
  if (admin.totpLastStep !== null && step <= admin.totpLastStep) throw new AppError('CODE_ALREADY_USED');

  const expiresAt = new Date(now.getTime() + (await ctx.settings.get('admin.sessionHours')) * 3_600_000);
  const token = await ctx.db.transaction(async (tx) => {
    // The admin row before the ticket: a super admin's change takes the row, then revokes the
    // sessions (the ticket among them); taken the other way round here, the two deadlocked.
    await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, admin.id)).for('update');
    const [usedTicket] = await tx
      .update(adminSessions)
      .set({ revokedAt: now })
      .where(and(eq(adminSessions.id, ticketId), isNull(adminSessions.revokedAt)))
      .returning({ id: adminSessions.id });
    if (!usedTicket) throw new AppError('NOT_LOGGED_IN');
    const [accepted] = await tx
      .update(admins)
      .set({
        totpLastStep: step,
        failedLoginCount: 0,
        lockedUntil: null,
        ...(enrolling ? { totpSecret: sealed, totpPendingSecret: null, totpEnrolledAt: now } : {}),
      })
      .where(and(eq(admins.id, admin.id), sql`coalesce(${admins.totpLastStep}, -1) < ${step}`, enrolling ? eq(admins.totpPendingSecret, sealed) : eq(admins.totpSecret, sealed)))
      .returning({ id: admins.id });
    // The guard lost to a sign-in that spent this step (or a later one) at the same moment: the same
    // code sent twice at once, said as such (QA: one of three such races answered "incorrect").
    if (!accepted) throw new AppError('CODE_ALREADY_USED');
    return openAdminSession(tx, { adminId: admin.id, kind: 'session', now, expiresAt, ip });
  });
  return { token, expiresAt: expiresAt.toISOString(), admin: { id: admin.id, username: admin.username, role: admin.role as TAdminRole } };
}
