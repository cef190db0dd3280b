import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { verificationCodes } from '../../db/schema.ts';
import { startFakeTermii } from '../../providers/sms/fake-termii-server.ts';
import { useTestApp } from '../../test/test-app.ts';

// The whole retrieval flow with the Termii adapter chosen by config, against a local Termii.
const termii = await startFakeTermii();
const t = useTestApp({ env: { TERMII_API_KEY: termii.apiKey, TERMII_SENDER_ID: 'Scoreline', TERMII_BASE_URL: termii.baseUrl } });
afterAll(() => termii.close());
beforeEach(() => {
  termii.mode = 'ok';
});

let n = 0;
async function memberWithWalletPassword() {
  const national = `0706${String(++n).padStart(7, '0')}`;
  const m = await t.register({ phone: national });
  const set = await t.call({ method: 'POST', url: '/web/member/wallet-password/set', headers: { token: m.token }, payload: { password: '111111', confirmPassword: '111111' } });
  expect(set.body.code).toBe(200);
  return { ...m, termiiTo: `234${national.slice(1)}` };
}

const requestCode = (token: string) => t.call({ method: 'POST', url: '/web/member/wallet-password/code', headers: { token }, payload: { channel: 'sms' } });

describe('wallet password retrieval over Termii', () => {
  it('uses the Termii adapter when its keys are configured', () => {
    expect(t.ctx.sms.kind).toBe('termii');
  });

  it('sends the code through Termii on the dnd route and resets with it', async () => {
    const m = await memberWithWalletPassword();
    const res = await requestCode(m.token);
    expect(res.body.code).toBe(200);
    const sent = termii.requests.at(-1)!;
    expect(sent).toMatchObject({ api_key: termii.apiKey, to: m.termiiTo, from: 'Scoreline', type: 'plain', channel: 'dnd' });
    const code = /\b(\d{6})\b/.exec(String(sent.sms))![1]!;
    const [row] = await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.memberId, m.member.uid));
    expect(row!.messageId).toMatch(/^\d+$/);

    const done = await t.call({
      method: 'POST',
      url: '/web/member/wallet-password/reset',
      headers: { token: m.token },
      payload: { code, newPassword: '222222', confirmPassword: '222222' },
    });
    expect(done.body.code).toBe(200);
  });

  it('answers SMS_WRONG_PHONE when Termii refuses the number, and withdraws the code', async () => {
    const m = await memberWithWalletPassword();
    termii.mode = 'invalid_number';
    const res = await requestCode(m.token);
    expect(res.body.code).toBe(ERRORS.SMS_WRONG_PHONE.code);
    expect(res.status).toBe(422);
    expect(await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.memberId, m.member.uid))).toHaveLength(0);
  });

  it('answers SMS_SEND_FAILED when Termii is down, and lets the member ask again at once', async () => {
    const m = await memberWithWalletPassword();
    termii.mode = 'down';
    const res = await requestCode(m.token);
    expect(res.body.code).toBe(ERRORS.SMS_SEND_FAILED.code);
    expect(res.status).toBe(502);

    termii.mode = 'ok';
    expect((await requestCode(m.token)).body.code).toBe(200);
    expect((await requestCode(m.token)).body.code).toBe(ERRORS.CODE_STILL_VALID.code);
  });
});
