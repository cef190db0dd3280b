import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, type TEndpoint } from '@scoreline/contract/api/endpoints';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { useTestApp } from '../test/test-app.ts';
import { encryptPid } from './device-headers.ts';
import { forgetPastWindows } from './request-gate.ts';

const t = useTestApp();
const memberOnly = Object.values(endpoints as Record<string, TEndpoint>).filter((e) => e.auth === 'member');
const adminOnly = Object.values(endpoints as Record<string, TEndpoint>).filter((e) => e.auth === 'admin');

describe('authentication', () => {
  it.each(memberOnly.map((e) => [e.method, e.path]))('%s %s answers 401 without a token', async (method, url) => {
    const res = await t.call({ method: method as 'GET', url, payload: method === 'POST' ? {} : undefined });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, data: null });
  });

  it.each(memberOnly.map((e) => [e.method, e.path]))('%s %s answers 401 with a made-up token', async (method, url) => {
    const res = await t.call({ method: method as 'GET', url, headers: { token: 'not-a-real-token' }, payload: method === 'POST' ? {} : undefined });
    expect(res.body.code).toBe(401);
  });
});

describe('back-office authentication', () => {
  it.each(adminOnly.map((e) => [e.method, e.path]))('%s %s answers 401 without an admin token, and to a member token', async (method, url) => {
    const m = await t.register();
    for (const headers of [{}, { token: m.token }, { 'admin-token': m.token }]) {
      const res = await t.call({ method: method as 'GET', url, headers, payload: method === 'POST' ? {} : undefined });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    }
  });
});

describe('envelope and errors', () => {
  it('answers an unknown path with the 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/web/no/such/thing' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: ERRORS.NOT_FOUND.code, data: null });
  });

  it('answers a body of the wrong content type with its own code, JSON sent as text included', async () => {
    for (const [type, payload] of [['application/xml', '<a/>'], ['text/plain', '{"account":"demo_player"}']]) {
      const res = await t.call({ method: 'POST', url: '/web/member/login', headers: { 'content-type': type! }, payload: payload! });
      expect([res.status, res.body.code]).toEqual([415, ERRORS.UNSUPPORTED_MEDIA_TYPE.code]);
    }
  });

  it('refuses a JSON body that is not an object, naming no field', async () => {
    for (const payload of ['null', '[]', '"text"', '42']) {
      const res = await t.call({ method: 'POST', url: '/web/member/login', headers: { 'content-type': 'application/json' }, payload });
      expect([res.status, res.body.code, res.body.data?.field]).toEqual([422, ERRORS.VALIDATION_FAILED.code, undefined]);
    }
  });

  it('answers an oversize body with its own code', async () => {
    const res = await t.call({ method: 'POST', url: '/web/member/login', payload: { account: 'x'.repeat(300_000) } });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(ERRORS.PAYLOAD_TOO_LARGE.code);
  });

  it('writes the message in the language the member asked for', async () => {
    const fr = await t.call({ method: 'GET', url: '/web/ods/member/getLoginMember', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(fr.body.msg).toBe('Veuillez d’abord vous connecter.');
    const th = await t.call({ method: 'GET', url: '/web/ods/member/getLoginMember', headers: { 'accept-language': 'th' } });
    expect(th.body.msg).toBe('กรุณาเข้าสู่ระบบก่อน');
  });

  it('tags every answer with a request id', async () => {
    const res = await t.call({ method: 'GET', url: '/health' });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it("dates every answer by the server's own clock, which the apps judge closing and kick-off by", async () => {
    const before = t.clock.now();
    t.clock.advance(3 * 3_600_000); // a clock moved, as the browser tests move it
    try {
      const res = await t.call({ method: 'GET', url: '/health' });
      expect(res.headers.date).toBe(t.clock.now().toUTCString());
      expect(Date.parse(String(res.headers.date)) - before.getTime()).toBeGreaterThanOrEqual(3 * 3_600_000 - 1_000);
    } finally {
      t.clock.set(before);
    }
  });

  it('sends the helmet security headers', async () => {
    const res = await t.call({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The payweb page frames the provider's hosted checkout.
    expect(res.headers['content-security-policy']).toMatch(/frame-src 'self' https:\/\/checkout\.paystack\.com https:\/\/checkout\.flutterwave\.com/);
  });

  it('no cache may keep an API answer: a balance, a bet list, a session token, an operator page, a refusal', async () => {
    const m = await t.register();
    const answers = [
      await t.call({ method: 'GET', url: '/web/wallet/summary', headers: { token: m.token } }),
      await t.call({ method: 'GET', url: '/web/bet/list', headers: { token: m.token } }),
      await t.call({ method: 'POST', url: '/web/member/login', payload: { account: m.username, password: m.password, ...(await t.newCaptcha()) } }),
      await t.call({ method: 'GET', url: '/web/wallet/summary' }),
      await t.call({ method: 'GET', url: '/admin/api/me' }),
    ];
    expect(answers.map((res) => res.headers['cache-control'])).toEqual(answers.map(() => 'no-store'));
    expect(answers[2]!.body.data.token).toEqual(expect.any(String));
  });
});

describe('device headers uid / pid (spec 7)', () => {
  const uid = 'a'.repeat(16) + '0123456789abcdef';
  const key = 'ScorelineDevKey1';

  it('accepts a pid that is the uid encrypted with the configured key', async () => {
    const res = await t.call({ method: 'GET', url: '/web/member/captcha', headers: { uid, pid: encryptPid(uid, key) } });
    expect(res.body.code).toBe(200);
  });

  it('refuses a pid that does not match the uid', async () => {
    const res = await t.call({ method: 'GET', url: '/web/member/captcha', headers: { uid, pid: encryptPid('b'.repeat(32), key) } });
    expect(res.body.code).toBe(ERRORS.BAD_DEVICE_SIGNATURE.code);
  });

  it('refuses a uid that is not 32 hex characters', async () => {
    const res = await t.call({ method: 'GET', url: '/web/member/captcha', headers: { uid: 'xyz' } });
    expect(res.body.code).toBe(ERRORS.BAD_DEVICE_SIGNATURE.code);
  });

  it('refuses garbage in pid without a 500', async () => {
    const res = await t.call({ method: 'GET', url: '/web/member/captcha', headers: { uid, pid: '!!!not base64!!!' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ERRORS.BAD_DEVICE_SIGNATURE.code);
  });

  it('records the device with the sign-in', async () => {
    const m = await t.register();
    const res = await t.call({
      method: 'POST',
      url: '/web/member/login',
      headers: { uid, pid: encryptPid(uid, key) },
      payload: { account: m.username, password: m.password, ...(await t.newCaptcha()) },
    });
    expect(res.body.code).toBe(200);
    const rows = (await t.ctx.db.execute(`select device_uid from member_logins where member_id = ${m.member.uid} and kind = 'login'` as never)) as unknown as { rows: { device_uid: string }[] };
    expect(rows.rows[0]?.device_uid).toBe(uid);
  });
});

describe('submit limit (code 429)', () => {
  it('refuses sign-in attempts past the per-minute limit with the 429 envelope', async () => {
    await t.ctx.settings.set('limits.submitPerMinute', 3, 'test');
    try {
      // 7 attempts against a limit of 3: even if a window boundary falls between two of them,
      // one window holds at least 4, so at least one attempt must be refused.
      const answers = [];
      for (let i = 0; i < 7; i++) {
        answers.push(await t.call({ method: 'POST', url: '/web/member/login', payload: { account: 'someone', password: 'x', captchaId: 'c', captcha: 'c' } }));
      }
      const limited = answers.find((a) => a.body.code === 429);
      expect(limited).toBeDefined();
      expect(limited!.status).toBe(429);
      expect(limited!.body).toMatchObject({ code: 429, data: null });
      expect(limited!.body.msg).toBe('You are submitting too often. Please wait a moment and try again.');
      expect(limited!.headers['retry-after']).toBeDefined();
    } finally {
      await t.ctx.settings.set('limits.submitPerMinute', 10_000, 'test');
    }
  });
});

describe('submit-limit counts', () => {
  it('are forgotten once their minute is over, made-up session tokens included', async () => {
    const bogus = `made-up-${Date.now()}`;
    expect((await t.call({ method: 'POST', url: '/web/bet/cancel', headers: { token: bogus, 'idempotency-key': crypto.randomUUID() }, payload: { betId: 1 } })).body.code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const rows = async () => Number(((await t.ctx.db.execute(sql`select count(*)::int as n from rate_limit_counters`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect(await rows()).toBeGreaterThan(0);
    await forgetPastWindows(t.ctx);
    expect(await rows()).toBeGreaterThan(0); // this minute's counts stay
    t.clock.advance(60_000);
    await forgetPastWindows(t.ctx);
    expect(await rows()).toBe(0);
  });
});

describe('maintenance switch (code 9999)', () => {
  it('closes the member API but keeps health and runtime config answering', async () => {
    await t.ctx.settings.set('system.maintenance', true, 'test');
    try {
      const res = await t.call({ method: 'GET', url: '/web/member/captcha' });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe(9999);
      expect((await t.app.inject({ method: 'GET', url: '/runtime-config.js' })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: '/health' })).status).toBe(200);
    } finally {
      await t.ctx.settings.set('system.maintenance', false, 'test');
    }
    expect((await t.call({ method: 'GET', url: '/web/member/captcha' })).body.code).toBe(200);
  });
});
