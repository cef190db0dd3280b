import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { members } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function login(account: string, password: string, captchaOverride?: Record<string, string>) {
  return t.call({ method: 'POST', url: '/web/member/login', payload: { account, password, ...(await t.newCaptcha()), ...captchaOverride } });
}

describe('POST /web/member/login', () => {
  it('signs in with username and password, and the token reads the member', async () => {
    const m = await t.register();
    const res = await login(m.username, m.password);
    expect(res.body.code).toBe(200);
    expect(res.body.data.member.username).toBe(m.username);
    const me = await t.call({ method: 'GET', url: '/web/ods/member/getLoginMember', headers: { token: res.body.data.token } });
    expect(me.body.data).toMatchObject({ uid: m.member.uid, username: m.username, balance: 0, avatar: '' });
    expect(me.body.data.lastLoginAt).toBe(t.clock.now().toISOString());
  });

  it('signs in with the mobile number and a case-insensitive username', async () => {
    const m = await t.register({ phone: '08035550005' });
    expect((await login('08035550005', m.password)).body.code).toBe(200);
    expect((await login(m.username.toUpperCase(), m.password)).body.code).toBe(200);
  });

  it.each([
    ['no account', { account: '' }, 'ACCOUNT_REQUIRED'],
    ['no password', { password: '' }, 'PASSWORD_REQUIRED'],
    ['no captcha', { captcha: '' }, 'CAPTCHA_REQUIRED'],
  ] as const)('refuses %s with its own code', async (_label, override, key) => {
    const res = await t.call({
      method: 'POST',
      url: '/web/member/login',
      payload: { account: 'someone', password: 'whatever1', ...(await t.newCaptcha()), ...override },
    });
    expect(res.body.code).toBe(ERRORS[key].code);
  });

  it('gives an unknown account the same answer as a wrong password', async () => {
    const res = await login('nobody_here', 'whatever1');
    expect(res.body.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
  });

  it('refuses a wrong captcha before looking at the password', async () => {
    const m = await t.register();
    const res = await login(m.username, m.password, { captcha: 'nope' });
    expect(res.body.code).toBe(ERRORS.CAPTCHA_ERROR.code);
  });

  it('warns before the last try, locks after 5 wrong passwords for 30 minutes, then lets the member in', async () => {
    const m = await t.register();
    for (let i = 1; i <= 3; i++) expect((await login(m.username, 'wrong-pass')).body.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
    const warning = await login(m.username, 'wrong-pass');
    expect(warning.body.code).toBe(ERRORS.WRONG_CREDENTIALS_LAST_TRY.code);
    expect(warning.body.msg).toContain('30 minutes');
    const locked = await login(m.username, 'wrong-pass');
    expect(locked.body.code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect(locked.status).toBe(423);

    // The right password does not open a locked account.
    t.clock.advance(29 * 60_000);
    const stillLocked = await login(m.username, m.password);
    expect(stillLocked.body.code).toBe(ERRORS.ACCOUNT_LOCKED.code);
    expect(stillLocked.body.data.params.minutes).toBe(1);

    t.clock.advance(60_000 + 1);
    expect((await login(m.username, m.password)).body.code).toBe(200);
    // A successful sign-in starts the count again.
    for (let i = 1; i <= 3; i++) expect((await login(m.username, 'wrong-pass')).body.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
  });

  it('starts a fresh count when a lock has run out', async () => {
    const m = await t.register();
    for (let i = 1; i <= 5; i++) await login(m.username, 'wrong-pass');
    t.clock.advance(31 * 60_000);
    expect((await login(m.username, 'wrong-pass')).body.code).toBe(ERRORS.WRONG_CREDENTIALS.code);
  });

  it('refuses an account the operator disabled, and its existing sessions', async () => {
    const m = await t.register();
    await t.ctx.db.update(members).set({ status: 'disabled' }).where(eq(members.id, m.member.uid));
    expect((await login(m.username, m.password)).body.code).toBe(ERRORS.ACCOUNT_DISABLED.code);
    const me = await t.call({ method: 'GET', url: '/web/ods/member/getLoginMember', headers: { token: m.token } });
    expect(me.body.code).toBe(ERRORS.ACCOUNT_DISABLED.code);
  });
});

describe('sessions', () => {
  it('expire after the configured time', async () => {
    const m = await t.register();
    t.clock.advance(7 * 24 * 3600_000 - 1000);
    expect((await t.call({ method: 'GET', url: '/web/ods/member/getLoginMember', headers: { token: m.token } })).body.code).toBe(200);
    t.clock.advance(2000);
    const expired = await t.call({ method: 'GET', url: '/web/ods/member/getLoginMember', headers: { token: m.token } });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(401);
  });

  it('are revoked by sign-out', async () => {
    const m = await t.register();
    const out = await t.call({ method: 'POST', url: '/web/member/logout', headers: { token: m.token } });
    expect(out.body.code).toBe(200);
    const after = await t.call({ method: 'GET', url: '/web/ods/member/getLoginMember', headers: { token: m.token } });
    expect(after.body.code).toBe(401);
  });
});
