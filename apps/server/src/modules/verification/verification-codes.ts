import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { TVerificationChannel } from '@scoreline/contract/api/wallet-password';
import type { TLocale } from '@scoreline/contract/locales';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { EmailError } from '../../providers/email/email-sender.ts';
import { SmsError } from '../../providers/sms/sms-sender.ts';
import { hashPassword, verifyPassword } from '../members/password-hash.ts';
import { codeMessage } from './code-messages.ts';
import { normalizeEmail } from './member-destination.ts';

// One-time codes sent by SMS or e-mail (spec 8 "verification" refusals, spec 5 "may not be
// resent while the previous one is still valid"). Rules:
// - 6 random digits (crypto.randomInt); only an argon2id hash is stored, so a database reader
//   cannot turn a live code back into digits within its lifetime;
// - one live code per subject (the member, or the destination before sign-in) and purpose: a
//   new one is refused with CODE_STILL_VALID and the seconds left;
// - a wrong entry is counted by one guarded UPDATE; the last allowed wrong entry kills the code
//   (CODE_TOO_MANY_ATTEMPTS); a code is consumed exactly once (guarded UPDATE ... RETURNING).
// Lifetime and attempts are settings (verification.codeTtlSeconds, verification.maxAttempts).

export type TCodePurpose = 'wallet_password_reset' | 'bind_phone' | 'bind_email' | 'reset_password';

export type CodeSubject = {
  purpose: TCodePurpose;
  /** The signed-in member; null for flows before sign-in (the destination is the subject then). */
  memberId: number | null;
  /** Needed when memberId is null. E.164 number or e-mail address. */
  destination?: string;
};

type Log = { warn(obj: object, msg: string): void };

type CodeRow = typeof verificationCodes.$inferSelect;

const CODE_DIGITS = 6;

export function generateCode(): string {
  return String(crypto.randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

function subjectWhere(subject: CodeSubject): SQL {
  if (subject.memberId !== null) return and(eq(verificationCodes.purpose, subject.purpose), eq(verificationCodes.memberId, subject.memberId))!;
  if (!subject.destination) throw new Error('a code without a member needs a destination');
  return and(eq(verificationCodes.purpose, subject.purpose), isNull(verificationCodes.memberId), eq(verificationCodes.destination, subject.destination))!;
}

function isLive(row: CodeRow, now: Date, maxAttempts: number): boolean {
  return row.consumedAt === null && row.expiresAt > now && row.attempts < maxAttempts;
}

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A code dies after maxAttempts wrong entries, and a new one could be asked for at once: someone
 * with a member's sign-in but not their phone guessed without end, five at a time (QA: about
 * 1,000 guesses a minute over 50 sessions; a right wallet-password code also lifts its lock and
 * opens withdrawals). After maxDeadCodes codes killed so within 24 hours, none is sent until the
 * oldest of them is a day old (CODE_REQUESTS_PAUSED, with the hours to wait).
 */
async function refuseAfterDeadCodes(tx: Tx, subject: CodeSubject, now: Date, maxAttempts: number, maxDeadCodes: number) {
  const dead = await tx
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(subjectWhere(subject), gt(verificationCodes.createdAt, new Date(now.getTime() - DAY_MS)), sql`${verificationCodes.attempts} >= ${maxAttempts}`))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(maxDeadCodes);
  if (dead.length < maxDeadCodes) return;
  const reopensAt = dead[dead.length - 1]!.createdAt.getTime() + DAY_MS;
  throw new AppError('CODE_REQUESTS_PAUSED', { hours: Math.max(1, Math.ceil((reopensAt - now.getTime()) / 3_600_000)) });
}

/**
 * Creates a code and sends it. Refused while the subject's previous code for the purpose is
 * still live. When the provider refuses or fails, the code is withdrawn (the member may ask
 * again at once) and the refusal says why: SMS_WRONG_PHONE, SMS_SEND_FAILED, EMAIL_SEND_FAILED.
 */
export async function issueVerificationCode(
  ctx: AppContext,
  input: CodeSubject & { channel: TVerificationChannel; destination: string; locale: TLocale; log?: Log },
): Promise<{ expiresAt: Date; ttlSeconds: number }> {
  const now = ctx.clock.now();
  const [ttlSeconds, maxAttempts, maxDeadCodes] = await Promise.all([
    ctx.settings.get('verification.codeTtlSeconds'),
    ctx.settings.get('verification.maxAttempts'),
    ctx.settings.get('verification.maxDeadCodesPerDay'),
  ]);
  const destination = input.channel === 'email' ? normalizeEmail(input.destination) : input.destination;
  const subject: CodeSubject = { purpose: input.purpose, memberId: input.memberId, destination };
  const code = generateCode();
  const codeHash = await hashPassword(code);
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);

  const id = await ctx.db.transaction(async (tx) => {
    // Two requests at once must not both send: the subject is locked for this transaction.
    const lockKey = `verification:${input.purpose}:${input.memberId ?? `${input.channel}:${destination}`}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    const [latest] = await tx.select().from(verificationCodes).where(subjectWhere(subject)).orderBy(desc(verificationCodes.id)).limit(1);
    if (latest && isLive(latest, now, maxAttempts)) {
      throw new AppError('CODE_STILL_VALID', { seconds: secondsUntil(latest.expiresAt, now) });
    }
    await refuseAfterDeadCodes(tx, subject, now, maxAttempts, maxDeadCodes);
    const [row] = await tx
      .insert(verificationCodes)
      .values({ memberId: input.memberId, channel: input.channel, destination, purpose: input.purpose, codeHash, expiresAt, createdAt: now })
      .returning({ id: verificationCodes.id });
    return row!.id;
  });

  // Sent after the commit: a slow provider must not hold a database transaction open.
  const text = codeMessage(input.locale, input.purpose, code, Math.round(ttlSeconds / 60));
  let messageId: string;
  try {
    messageId =
      input.channel === 'sms'
        ? (await ctx.sms.send({ to: destination, text: text.sms })).messageId
        : (await ctx.email.send({ to: input.destination.trim(), subject: text.subject, text: text.body })).messageId;
  } catch (error) {
    await ctx.db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    input.log?.warn({ err: error, channel: input.channel, provider: input.channel === 'sms' ? ctx.sms.kind : ctx.email.kind }, 'verification code not sent');
    if (error instanceof SmsError) throw new AppError(error.errorKey, {}, { field: 'phone' });
    if (error instanceof EmailError) throw new AppError(error.errorKey, {}, { field: 'email' });
    throw new AppError(input.channel === 'sms' ? 'SMS_SEND_FAILED' : 'EMAIL_SEND_FAILED');
  }
  await ctx.db.update(verificationCodes).set({ messageId }).where(eq(verificationCodes.id, id));
  return { expiresAt, ttlSeconds };
}

/**
 * Checks a code and, when it is right, consumes it and runs `work` in the same transaction, so
 * the code is spent exactly when the change it allows is made (a failing change gives it back).
 * Wrong entries are counted outside that transaction, so they count even though the request
 * is refused. `work` must use only `tx`: on PGlite (one connection) a query through ctx.db or
 * ctx.settings inside the transaction waits for it forever.
 */
export async function redeemVerificationCode<T>(ctx: AppContext, subject: CodeSubject & { code: string }, work: (tx: Tx) => Promise<T>): Promise<T> {
  const now = ctx.clock.now();
  const maxAttempts = await ctx.settings.get('verification.maxAttempts');
  const latestFor = async () => (await ctx.db.select().from(verificationCodes).where(subjectWhere(subject)).orderBy(desc(verificationCodes.id)).limit(1))[0];

  const row = await latestFor();
  if (!row || row.consumedAt !== null) throw new AppError('CODE_MISSING', {}, { field: 'code' });
  if (row.expiresAt <= now) throw new AppError('CODE_EXPIRED', {}, { field: 'code' });
  if (row.attempts >= maxAttempts) throw new AppError('CODE_TOO_MANY_ATTEMPTS', {}, { field: 'code' });

  if (!(await verifyPassword(row.codeHash, subject.code))) {
    const [counted] = await ctx.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt), lt(verificationCodes.attempts, maxAttempts)))
      .returning({ attempts: verificationCodes.attempts });
    if (!counted) {
      // Another request used the code or spent its last attempt meanwhile.
      const current = await latestFor();
      if (current?.id === row.id && current.consumedAt === null) throw new AppError('CODE_TOO_MANY_ATTEMPTS', {}, { field: 'code' });
      throw new AppError('CODE_MISSING', {}, { field: 'code' });
    }
    if (counted.attempts >= maxAttempts) throw new AppError('CODE_TOO_MANY_ATTEMPTS', {}, { field: 'code' });
    throw new AppError('CODE_INCORRECT', { attemptsLeft: maxAttempts - counted.attempts }, { field: 'code' });
  }

  return ctx.db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.id, row.id),
          isNull(verificationCodes.consumedAt),
          lt(verificationCodes.attempts, maxAttempts),
          gt(verificationCodes.expiresAt, now),
        ),
      )
      .returning({ id: verificationCodes.id });
    // A parallel request with the same code got there first.
    if (!consumed) throw new AppError('CODE_MISSING', {}, { field: 'code' });
    return work(tx);
  });
}
