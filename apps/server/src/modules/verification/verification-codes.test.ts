import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import { verificationCodes } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { EmailError, type EmailSender } from '../../providers/email/email-sender.ts';
import type { ConsoleEmailSender } from '../../providers/email/console-email-sender.ts';
import { useTestApp } from '../../test/test-app.ts';
import { generateCode, issueVerificationCode, redeemVerificationCode, type CodeSubject } from './verification-codes.ts';

// The code rules at service level, on a flow before sign-in (no member: the e-mail address is
// the subject), as the later "bind e-mail" and "forgotten password" flows will use them.

const t = useTestApp();

let n = 0;
const address = () => `guest${++n}@example.com`;
const subject = (destination: string): CodeSubject => ({ purpose: 'bind_email', memberId: null, destination });
const issue = (destination: string) => issueVerificationCode(t.ctx, { ...subject(destination), channel: 'email', destination, locale: 'en' });
const lastCode = (destination: string) => /\b(\d{6})\b/.exec((t.ctx.email as ConsoleEmailSender).lastTo(destination)?.text ?? '')![1]!;

async function refusal(promise: Promise<unknown>): Promise<TErrorKey | 'OK'> {
  try {
    await promise;
    return 'OK';
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
}
const redeem = (destination: string, code: string, work: () => Promise<unknown> = async () => 'done') =>
  refusal(redeemVerificationCode(t.ctx, { ...subject(destination), code }, work));

describe('verification codes', () => {
  it('are 6 random digits', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1950);
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });

  it('are stored as a hash, with the lifetime of the setting, and redeemed once', async () => {
    const to = address();
    const sent = await issue(to);
    expect(sent).toEqual({ expiresAt: new Date(t.clock.now().getTime() + 300_000), ttlSeconds: 300 });
    const code = lastCode(to);
    const rows = await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.destination, to));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ memberId: null, channel: 'email', purpose: 'bind_email', attempts: 0, consumedAt: null });
    expect(rows[0]!.codeHash).toMatch(/^\$argon2id\$/);

    expect(await redeem(to, code)).toBe('OK');
    expect(await redeem(to, code)).toBe('CODE_MISSING');
    const [after] = await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.destination, to));
    expect(after!.consumedAt).toEqual(t.clock.now());
  });

  it('keep destinations apart, and are matched case-insensitively on e-mail', async () => {
    const a = address();
    const b = address();
    await issue(a.toUpperCase());
    expect(await redeem(b, lastCode(a.toUpperCase()))).toBe('CODE_MISSING');
    expect(await redeem(a, lastCode(a.toUpperCase()))).toBe('OK');
  });

  it('give the code back when the change it allows fails', async () => {
    const to = address();
    await issue(to);
    const code = lastCode(to);
    const failing = async () => {
      throw new AppError('SYSTEM_BUSY');
    };
    expect(await redeem(to, code, failing)).toBe('SYSTEM_BUSY');
    expect(await redeem(to, code)).toBe('OK');
  });

  it('are issued once when several requests arrive together', async () => {
    const to = address();
    const answers = await Promise.all([1, 2, 3].map(() => refusal(issue(to))));
    expect(answers.filter((a) => a === 'OK')).toHaveLength(1);
    expect(answers.filter((a) => a === 'CODE_STILL_VALID')).toHaveLength(2);
    expect((t.ctx.email as ConsoleEmailSender).sent.filter((m) => m.to === to)).toHaveLength(1);
  });

  it('follow the lifetime and attempt settings', async () => {
    await t.ctx.settings.set('verification.codeTtlSeconds', 60, 'test');
    await t.ctx.settings.set('verification.maxAttempts', 2, 'test');
    try {
      const to = address();
      await issue(to);
      const wrong = lastCode(to) === '999999' ? '999998' : '999999';
      expect(await redeem(to, wrong)).toBe('CODE_INCORRECT');
      t.clock.advance(59_000);
      expect(await refusal(issue(to))).toBe('CODE_STILL_VALID');
      expect(await redeem(to, wrong)).toBe('CODE_TOO_MANY_ATTEMPTS');
      // A dead code does not block a new one.
      expect(await refusal(issue(to))).toBe('OK');
      t.clock.advance(60_000);
      expect(await redeem(to, lastCode(to))).toBe('CODE_EXPIRED');
    } finally {
      await t.ctx.settings.set('verification.codeTtlSeconds', 300, 'test');
      await t.ctx.settings.set('verification.maxAttempts', 5, 'test');
    }
  });

  it('are not sent again for a day after three codes were killed by wrong entries within one (QA: guessing without end)', async () => {
    const to = address();
    const other = address();
    const kill = async () => {
      await issue(to);
      const wrong = lastCode(to) === '999999' ? '999998' : '999999';
      for (let i = 0; i < 5; i++) await redeem(to, wrong);
    };
    await kill();
    t.clock.advance(2 * 3_600_000);
    await kill();
    t.clock.advance(3_600_000);
    await kill();
    const paused = issue(to);
    await expect(paused).rejects.toMatchObject({ key: 'CODE_REQUESTS_PAUSED', params: { hours: 21 } });
    // A code used rightly or let expire counts for nothing, and other destinations are not held.
    expect(await refusal(issue(other))).toBe('OK');
    // A day after the first dead code, one more may be asked for; a fourth death pauses again.
    t.clock.advance(21 * 3_600_000);
    expect(await refusal(issue(to))).toBe('OK');
    expect(await redeem(to, lastCode(to))).toBe('OK');
    expect(await refusal(issue(to))).toBe('OK');
  });

  it('are withdrawn when the e-mail cannot be sent, so the member may ask again', async () => {
    const to = address();
    const working = t.ctx.email;
    const failing: EmailSender = {
      kind: 'failing',
      send: async () => {
        throw new EmailError('SMTP down');
      },
    };
    t.ctx.email = failing;
    try {
      expect(await refusal(issue(to))).toBe('EMAIL_SEND_FAILED');
    } finally {
      t.ctx.email = working;
    }
    expect(await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.destination, to))).toHaveLength(0);
    expect(await refusal(issue(to))).toBe('OK');
  });
});
