import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { invitationCodes, members } from '../../db/schema.ts';
import { uniqueUsername, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function register(payload: Record<string, unknown>) {
  const password = 'long enough';
  return t.call({
    method: 'POST',
    url: '/web/member/register',
    payload: { username: uniqueUsername(), password, confirmPassword: password, ...(await t.newCaptcha()), ...payload },
  });
}

const memberCount = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(members))[0]!.n;

describe('POST /web/member/register', () => {
  it('creates the member, signs them in and shows a zero balance and an invitation code', async () => {
    const username = uniqueUsername('newbie');
    const res = await register({ username, phone: '08031110001' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.data.member).toMatchObject({ username, balance: 0, frozen: 0, vipLevel: 0, phone: '+234803****001' });
    expect(res.body.data.member.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.body.data.member.uid).toBeGreaterThan(10_000_000);

    const me = await t.call({ method: 'GET', url: '/web/ods/member/getLoginMember', headers: { token: res.body.data.token } });
    expect(me.body.data.username).toBe(username);
  });

  it('links the new member to the inviter of the code, whatever its case', async () => {
    const inviter = await t.register();
    const res = await register({ inviteCode: inviter.member.inviteCode.toLowerCase() });
    expect(res.body.code).toBe(200);
    const [row] = await t.ctx.db.select().from(members).where(sql`${members.id} = ${res.body.data.member.uid}`);
    expect(row!.inviterId).toBe(inviter.member.uid);
  });

  it.each([
    ['a username that is too short', { username: 'abcd' }, 'USERNAME_INVALID', 'username'],
    ['a username that is too long', { username: 'a'.repeat(17) }, 'USERNAME_INVALID', 'username'],
    ['a username with a space', { username: 'has space' }, 'USERNAME_INVALID', 'username'],
    ['a short password', { password: 'short', confirmPassword: 'short' }, 'PASSWORD_INVALID', 'password'],
    ['a password over 32 characters', { password: 'x'.repeat(33), confirmPassword: 'x'.repeat(33) }, 'PASSWORD_INVALID', 'password'],
    ['an empty password', { password: '', confirmPassword: '' }, 'PASSWORD_REQUIRED', 'password'],
    // Length counts the characters one can see, as for back-office passwords (QA: 8 spaces were accepted).
    ['a password of 8 spaces', { password: ' '.repeat(8), confirmPassword: ' '.repeat(8) }, 'PASSWORD_INVALID', 'password'],
    ['a password of full-width and zero-width spaces', { password: '\u3000\u200b'.repeat(6), confirmPassword: '\u3000\u200b'.repeat(6) }, 'PASSWORD_INVALID', 'password'],
    ['7 visible characters padded with spaces', { password: ' abc defg ', confirmPassword: ' abc defg ' }, 'PASSWORD_INVALID', 'password'],
    ['passwords that differ', { password: 'long enough', confirmPassword: 'long enougH' }, 'PASSWORDS_MISMATCH', 'confirmPassword'],
    ['a 9-digit phone', { phone: '080311100' }, 'PHONE_INVALID', 'phone'],
    ['a phone with letters', { phone: '0803111000a' }, 'PHONE_INVALID', 'phone'],
    ['no captcha', { captcha: '' }, 'CAPTCHA_REQUIRED', 'captcha'],
  ] as const)('refuses %s with its own code', async (_label, payload, key, field) => {
    const before = await memberCount();
    const res = await register(payload);
    expect(res.body.code).toBe(ERRORS[key].code);
    expect(res.status).toBe(ERRORS[key].http);
    expect(res.body.data.field).toBe(field);
    expect(res.body.msg).toBeTruthy();
    expect(await memberCount()).toBe(before);
  });

  it('refuses a taken username in any letter case', async () => {
    const existing = await t.register();
    const res = await register({ username: existing.username.toUpperCase() });
    expect(res.body.code).toBe(ERRORS.MEMBER_EXISTS.code);
    expect(res.status).toBe(409);
  });

  it('refuses a mobile number already in use, in either national form', async () => {
    await register({ phone: '08032220002' });
    const res = await register({ phone: '8032220002' });
    expect(res.body.code).toBe(ERRORS.PHONE_ALREADY_USED.code);
  });

  it('refuses an unknown invitation code and writes nothing', async () => {
    const before = await memberCount();
    const res = await register({ inviteCode: 'NOPE2345' });
    expect(res.body.code).toBe(ERRORS.INVITE_CODE_NOT_FOUND.code);
    expect(await memberCount()).toBe(before);
  });

  it('refuses an expired invitation code', async () => {
    const inviter = await t.register();
    await t.ctx.db
      .update(invitationCodes)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(sql`${invitationCodes.code} = ${inviter.member.inviteCode}`);
    const res = await register({ inviteCode: inviter.member.inviteCode });
    expect(res.body.code).toBe(ERRORS.INVITE_CODE_EXPIRED.code);
  });

  it('refuses a wrong captcha, and the captcha cannot be tried again', async () => {
    const captcha = await t.newCaptcha();
    const wrong = await register({ captchaId: captcha.captchaId, captcha: 'zzzz' });
    expect(wrong.body.code).toBe(ERRORS.CAPTCHA_ERROR.code);
    const retry = await register({ captchaId: captcha.captchaId, captcha: captcha.captcha });
    expect(retry.body.code).toBe(ERRORS.CAPTCHA_EXPIRED.code);
  });

  it('refuses a captcha after it expires', async () => {
    const captcha = await t.newCaptcha();
    t.clock.advance(301_000);
    const res = await register(captcha);
    expect(res.body.code).toBe(ERRORS.CAPTCHA_EXPIRED.code);
  });

  it('accepts the captcha answer in any letter case', async () => {
    const captcha = await t.newCaptcha();
    const res = await register({ ...captcha, captcha: captcha.captcha.toUpperCase() });
    expect(res.body.code).toBe(200);
  });

  it('answers a body that is not JSON with MALFORMED_REQUEST, not 500', async () => {
    const res = await t.call({ method: 'POST', url: '/web/member/register', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ERRORS.MALFORMED_REQUEST.code);
  });

  it('answers fields of the wrong type with the field rule code, not 500', async () => {
    const res = await register({ username: 12345, phone: 8031234567 });
    expect(res.body.code).toBe(ERRORS.USERNAME_INVALID.code);
  });
});
