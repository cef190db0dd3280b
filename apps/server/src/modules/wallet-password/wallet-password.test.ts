import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, type TErrorKey } from '@scoreline/contract/errors/catalogue';
import { members, verificationCodes, walletPasswords } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { ConsoleEmailSender } from '../../providers/email/console-email-sender.ts';
import type { ConsoleSmsSender } from '../../providers/sms/console-sms-sender.ts';
import { useTestApp } from '../../test/test-app.ts';
import { verifyWalletPassword } from './verify-wallet-password.ts';

const t = useTestApp();

let phoneCounter = 0;
/** A member with a unique mobile number (and optionally an e-mail address), signed in. */
async function member(options: { phone?: boolean; email?: string } = {}) {
  const national = `0803${String(++phoneCounter).padStart(7, '0')}`;
  const m = await t.register(options.phone === false ? {} : { phone: national });
  if (options.email) await t.ctx.db.update(members).set({ email: options.email }).where(eq(members.id, m.member.uid));
  return { ...m, uid: m.member.uid as number, national, e164: `+234${national.slice(1)}` };
}

type Member = Awaited<ReturnType<typeof member>>;

const post = (m: Member, path: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `/web/member/wallet-password/${path}`, headers: { token: m.token, ...headers }, payload });
const status = async (m: Member) => (await t.call({ method: 'GET', url: '/web/member/wallet-password/status', headers: { token: m.token } })).body.data;
const setPw = (m: Member, password: string, confirmPassword = password) => post(m, 'set', { password, confirmPassword });
const changePw = (m: Member, oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
  post(m, 'change', { oldPassword, newPassword, confirmPassword });
const requestCode = (m: Member, payload: Record<string, unknown> = { channel: 'sms' }, headers?: Record<string, string>) => post(m, 'code', payload, headers);
const reset = (m: Member, code: string, newPassword = '654321', confirmPassword = newPassword) => post(m, 'reset', { code, newPassword, confirmPassword });

const sms = () => t.ctx.sms as ConsoleSmsSender;
const mail = () => t.ctx.email as ConsoleEmailSender;
const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';
const smsCode = (m: Member) => codeIn(sms().lastTo(m.e164)?.text);

/** The refusal verifyWalletPassword gives, or 'OK'. */
async function verify(m: Member, password: string): Promise<TErrorKey | 'OK'> {
  try {
    await verifyWalletPassword(t.ctx, m.uid, password);
    return 'OK';
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
}

function expectRefusal(res: { status: number; body: { code: number } }, key: TErrorKey) {
  expect(res.body.code, JSON.stringify(res.body)).toBe(ERRORS[key].code);
  expect(res.status).toBe(ERRORS[key].http);
}

describe('setting the wallet password', () => {
  it('starts unset, is set once with 6 digits, and cannot be set again', async () => {
    const m = await member();
    expect(await status(m)).toEqual({ isSet: false, setAt: null, lockedUntil: null, attemptsLeft: 5, sms: expect.stringMatching(/^\+234803\*{4}\d{3}$/), email: null });

    const res = await setPw(m, '135790');
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ isSet: true, setAt: t.clock.now().toISOString(), lockedUntil: null, attemptsLeft: 5 });
    const [row] = await t.ctx.db.select().from(walletPasswords).where(eq(walletPasswords.memberId, m.uid));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('135790');

    expectRefusal(await setPw(m, '246802'), 'WALLET_PASSWORD_ALREADY_SET');
    expect(await verify(m, '135790')).toBe('OK');
    expect(await verify(m, '246802')).toBe('WALLET_PASSWORD_INCORRECT');
  });

  it.each([
    ['five digits', { password: '12345', confirmPassword: '12345' }, 'WALLET_PASSWORD_FORMAT', 'password'],
    ['seven digits', { password: '1234567', confirmPassword: '1234567' }, 'WALLET_PASSWORD_FORMAT', 'password'],
    ['letters', { password: '12345a', confirmPassword: '12345a' }, 'WALLET_PASSWORD_FORMAT', 'password'],
    ['a number instead of a string', { password: 123456, confirmPassword: 123456 }, 'WALLET_PASSWORD_FORMAT', 'password'],
    ['nothing', {}, 'WALLET_PASSWORD_FORMAT', 'password'],
    ['a confirmation that differs', { password: '123456', confirmPassword: '123457' }, 'PASSWORDS_MISMATCH', 'confirmPassword'],
  ] as const)('refuses %s with its own code', async (_label, payload, key, field) => {
    const m = await member();
    const res = await post(m, 'set', payload);
    expectRefusal(res, key);
    expect(res.body.data.field).toBe(field);
    expect((await status(m)).isSet).toBe(false);
  });

  it('lets exactly one of two parallel first settings through', async () => {
    const m = await member();
    const answers = await Promise.all([setPw(m, '111111'), setPw(m, '222222')]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, ERRORS.WALLET_PASSWORD_ALREADY_SET.code].sort());
  });

  it('speaks the member language in refusals', async () => {
    const m = await member();
    const res = await post(m, 'set', { password: '1', confirmPassword: '1' }, { 'accept-language': 'fr' });
    expect(res.body.msg).toBe('Veuillez saisir un mot de passe à 6 chiffres.');
  });
});

describe('changing the wallet password (fpmodification)', () => {
  it('needs the old password; then only the new one works', async () => {
    const m = await member();
    await setPw(m, '111111');
    const wrong = await changePw(m, '999999', '222222');
    expectRefusal(wrong, 'WALLET_PASSWORD_INCORRECT');
    expect(wrong.body.data.params).toEqual({ attemptsLeft: 4 });

    const ok = await changePw(m, '111111', '222222');
    expect(ok.body.code).toBe(200);
    // A right entry clears the wrong-entry count.
    expect(ok.body.data.attemptsLeft).toBe(5);
    expect(await verify(m, '111111')).toBe('WALLET_PASSWORD_INCORRECT');
    expect(await verify(m, '222222')).toBe('OK');
  });

  it('refuses a new password that is not 6 digits or not confirmed, before looking at the old one', async () => {
    const m = await member();
    await setPw(m, '111111');
    expectRefusal(await changePw(m, '111111', '22222'), 'WALLET_PASSWORD_FORMAT');
    expectRefusal(await changePw(m, '111111', '222222', '222223'), 'PASSWORDS_MISMATCH');
    expectRefusal(await changePw(m, '11111', '222222'), 'WALLET_PASSWORD_FORMAT');
    expect((await status(m)).attemptsLeft).toBe(5);
  });

  it('answers WALLET_PASSWORD_NOT_SET before one is set', async () => {
    const m = await member();
    expectRefusal(await changePw(m, '111111', '222222'), 'WALLET_PASSWORD_NOT_SET');
    expect(await verify(m, '111111')).toBe('WALLET_PASSWORD_NOT_SET');
  });
});

describe('wrong entries lock the wallet password', () => {
  it('counts down, locks on the 5th for 60 minutes (even the right password), then lets the member in', async () => {
    const m = await member();
    await setPw(m, '111111');
    for (const left of [4, 3, 2, 1]) {
      const res = await changePw(m, '000000', '222222');
      expectRefusal(res, 'WALLET_PASSWORD_INCORRECT');
      expect(res.body.data.params.attemptsLeft).toBe(left);
    }
    const locking = await changePw(m, '000000', '222222');
    expectRefusal(locking, 'WALLET_PASSWORD_LOCKED');
    expect(locking.body.data.params).toEqual({ minutes: 60 });
    expect(locking.body.msg).toContain('60 minutes');
    expect(await status(m)).toMatchObject({ lockedUntil: new Date(t.clock.now().getTime() + 3600_000).toISOString(), attemptsLeft: 0 });

    // During the lock everything refuses, the right password too.
    expect(await verify(m, '111111')).toBe('WALLET_PASSWORD_LOCKED');
    t.clock.advance(59 * 60_000);
    const still = await changePw(m, '111111', '222222');
    expectRefusal(still, 'WALLET_PASSWORD_LOCKED');
    expect(still.body.data.params).toEqual({ minutes: 1 });

    t.clock.advance(60_000 + 1);
    expect(await status(m)).toMatchObject({ lockedUntil: null, attemptsLeft: 5 });
    // A lock that has run out starts a fresh count.
    expect((await changePw(m, '000000', '222222')).body.data.params).toEqual({ attemptsLeft: 4 });
    expect(await verify(m, '111111')).toBe('OK');
    expect((await status(m)).attemptsLeft).toBe(5);
  });

  it('is counted in a row: a right entry starts the count again', async () => {
    const m = await member();
    await setPw(m, '111111');
    for (let i = 0; i < 4; i++) expect(await verify(m, '000000')).toBe('WALLET_PASSWORD_INCORRECT');
    expect(await verify(m, '111111')).toBe('OK');
    for (let i = 0; i < 4; i++) expect(await verify(m, '000000')).toBe('WALLET_PASSWORD_INCORRECT');
    expect(await verify(m, '000000')).toBe('WALLET_PASSWORD_LOCKED');
  });

  it('cannot be slipped past with parallel wrong entries', async () => {
    const m = await member();
    await setPw(m, '111111');
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(m, '000000')));
    expect(answers.filter((a) => a === 'WALLET_PASSWORD_INCORRECT').length).toBeLessThanOrEqual(4);
    expect(answers).toContain('WALLET_PASSWORD_LOCKED');
    expect(await verify(m, '111111')).toBe('WALLET_PASSWORD_LOCKED');
  });

  it('follows the settings', async () => {
    await t.ctx.settings.set('walletPassword.maxFailures', 2, 'test');
    await t.ctx.settings.set('walletPassword.lockMinutes', 15, 'test');
    try {
      const m = await member();
      await setPw(m, '111111');
      expect((await changePw(m, '000000', '222222')).body.data.params).toEqual({ attemptsLeft: 1 });
      expect((await changePw(m, '000000', '222222')).body.data.params).toEqual({ minutes: 15 });
    } finally {
      await t.ctx.settings.set('walletPassword.maxFailures', 5, 'test');
      await t.ctx.settings.set('walletPassword.lockMinutes', 60, 'test');
    }
  });
});

describe('retrieving a forgotten wallet password (rfpassword)', () => {
  it('sends a 6-digit code by SMS, stores only its hash, and resets the password with it', async () => {
    const m = await member();
    await setPw(m, '111111');
    const res = await requestCode(m);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      channel: 'sms',
      destination: `+234803****${m.e164.slice(-3)}`,
      expiresAt: new Date(t.clock.now().getTime() + 300_000).toISOString(),
      resendAfterSeconds: 300,
    });
    const text = sms().lastTo(m.e164)!.text;
    expect(text).toMatch(/^Scoreline: \d{6} is your code to reset your wallet password\. Valid 5 min\. Never share it\.$/);
    const code = codeIn(text);
    const [row] = await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.memberId, m.uid));
    expect(row).toMatchObject({ channel: 'sms', destination: m.e164, purpose: 'wallet_password_reset', attempts: 0, consumedAt: null });
    expect(row!.codeHash).not.toContain(code);
    expect(row!.messageId).toMatch(/^console-sms-/);

    const done = await reset(m, code, '654321');
    expect(done.body.code).toBe(200);
    expect(done.body.data).toMatchObject({ isSet: true, lockedUntil: null, attemptsLeft: 5 });
    expect(await verify(m, '111111')).toBe('WALLET_PASSWORD_INCORRECT');
    expect(await verify(m, '654321')).toBe('OK');

    // A code is good for one reset only.
    expectRefusal(await reset(m, code, '777777'), 'CODE_MISSING');
  });

  it('sends the code by e-mail to the registered address', async () => {
    const m = await member({ email: 'Ada.Lovelace@Example.com' });
    await setPw(m, '111111');
    const res = await requestCode(m, { channel: 'email', email: ' ada.lovelace@example.COM ' });
    expect(res.body.code).toBe(200);
    expect(res.body.data.destination).toBe('A****@Example.com');
    const sent = mail().lastTo('Ada.Lovelace@Example.com')!;
    expect(sent.subject).toMatch(/^Your Scoreline code: \d{6}$/);
    expect((await reset(m, codeIn(sent.text), '222222')).body.code).toBe(200);
    expect(await verify(m, '222222')).toBe('OK');
  });

  it('writes the message in the member language', async () => {
    const m = await member();
    await setPw(m, '111111');
    await requestCode(m, { channel: 'sms' }, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(sms().lastTo(m.e164)!.text).toContain('réinitialiser le mot de passe du portefeuille');
  });

  it.each([
    ['no mobile number on the account', { phone: false }, { channel: 'sms' }, 'MOBILE_NOT_REGISTERED'],
    ['no e-mail on the account', {}, { channel: 'email' }, 'EMAIL_NOT_REGISTERED'],
    ['another mobile number', {}, { channel: 'sms', phone: '08099999999' }, 'MOBILE_NOT_MATCHING'],
    ['another e-mail address', { email: 'me@example.com' }, { channel: 'email', email: 'you@example.com' }, 'EMAIL_NOT_MATCHING'],
    ['an incomplete mobile number', {}, { channel: 'sms', phone: '0803123' }, 'MOBILE_INCOMPLETE'],
    ['a 0-prefixed number one digit short', {}, { channel: 'sms', phone: '0803123456' }, 'MOBILE_INCOMPLETE'],
    ['a mobile number with letters', {}, { channel: 'sms', phone: '0803123456a' }, 'PHONE_INVALID'],
    ['an unknown channel', {}, { channel: 'pigeon' }, 'VALIDATION_FAILED'],
  ] as const)('refuses %s with its own code', async (_label, account, payload, key) => {
    const m = await member(account as { phone?: boolean; email?: string });
    await setPw(m, '111111');
    expectRefusal(await requestCode(m, payload), key);
    expect(await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.memberId, m.uid))).toHaveLength(0);
  });

  it('accepts the registered number typed in either national form', async () => {
    const m = await member();
    await setPw(m, '111111');
    expect((await requestCode(m, { channel: 'sms', phone: m.national.slice(1) })).body.code).toBe(200);
  });

  it('refuses a code request before a wallet password is set', async () => {
    const m = await member();
    expectRefusal(await requestCode(m), 'WALLET_PASSWORD_NOT_SET');
  });

  it('does not resend while the code is valid (on any channel), and does after it expired', async () => {
    const m = await member({ email: 'resend@example.com' });
    await setPw(m, '111111');
    expect((await requestCode(m)).body.code).toBe(200);
    const first = smsCode(m);

    const again = await requestCode(m);
    expectRefusal(again, 'CODE_STILL_VALID');
    expect(again.body.data.params).toEqual({ seconds: 300 });
    expect(again.body.msg).toContain('300 seconds');
    t.clock.advance(200_000);
    expect((await requestCode(m, { channel: 'email' })).body.data.params).toEqual({ seconds: 100 });
    expect(sms().sent.filter((s) => s.to === m.e164)).toHaveLength(1);

    t.clock.advance(100_000);
    expectRefusal(await reset(m, first), 'CODE_EXPIRED');
    expect((await requestCode(m)).body.code).toBe(200);
    const second = smsCode(m);
    if (second !== first) expectRefusal(await reset(m, first), 'CODE_INCORRECT');
    expect((await reset(m, second)).body.code).toBe(200);
  });

  it('answers CODE_MISSING when no code was asked for, and for an empty code', async () => {
    const m = await member();
    await setPw(m, '111111');
    expectRefusal(await reset(m, '123456'), 'CODE_MISSING');
    await requestCode(m);
    const empty = await reset(m, '');
    expectRefusal(empty, 'CODE_MISSING');
    expect(empty.body.data.field).toBe('code');
    expectRefusal(await reset(m, '12a456'), 'CODE_INCORRECT');
  });

  it('kills a code after 5 wrong entries; then a new one may be asked for at once', async () => {
    const m = await member();
    await setPw(m, '111111');
    await requestCode(m);
    const code = smsCode(m);
    const wrong = code === '000000' ? '000001' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const res = await reset(m, wrong);
      expectRefusal(res, 'CODE_INCORRECT');
      expect(res.body.data.params).toEqual({ attemptsLeft: left });
    }
    expectRefusal(await reset(m, wrong), 'CODE_TOO_MANY_ATTEMPTS');
    // Dead: even the right code is refused now.
    expectRefusal(await reset(m, code), 'CODE_TOO_MANY_ATTEMPTS');
    expect(await verify(m, '111111')).toBe('OK');

    expect((await requestCode(m)).body.code).toBe(200);
    expect((await reset(m, smsCode(m))).body.code).toBe(200);
  });

  it('refuses a bad new password without spending the code', async () => {
    const m = await member();
    await setPw(m, '111111');
    await requestCode(m);
    const code = smsCode(m);
    expectRefusal(await reset(m, code, '12345'), 'WALLET_PASSWORD_FORMAT');
    expectRefusal(await reset(m, code, '123456', '123457'), 'PASSWORDS_MISMATCH');
    expect((await reset(m, code, '123456')).body.code).toBe(200);
  });

  it('lets exactly one of two parallel resets with the same code through', async () => {
    const m = await member();
    await setPw(m, '111111');
    await requestCode(m);
    const code = smsCode(m);
    const answers = await Promise.all([reset(m, code, '222222'), reset(m, code, '333333')]);
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === ERRORS.CODE_MISSING.code)).toHaveLength(1);
    const winner = answers[0]!.body.code === 200 ? '222222' : '333333';
    expect(await verify(m, winner)).toBe('OK');
  });

  it('lifts a wrong-entry lock: reset by code unlocks', async () => {
    const m = await member();
    await setPw(m, '111111');
    for (let i = 0; i < 5; i++) await verify(m, '000000');
    expect(await verify(m, '111111')).toBe('WALLET_PASSWORD_LOCKED');
    await requestCode(m);
    const res = await reset(m, smsCode(m), '444444');
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ lockedUntil: null, attemptsLeft: 5 });
    expect(await verify(m, '444444')).toBe('OK');
  });

  it('keeps codes of one member away from another', async () => {
    const a = await member();
    const b = await member();
    await setPw(a, '111111');
    await setPw(b, '111111');
    await requestCode(a);
    expectRefusal(await reset(b, smsCode(a)), 'CODE_MISSING');
    expect((await reset(a, smsCode(a))).body.code).toBe(200);
  });
});
