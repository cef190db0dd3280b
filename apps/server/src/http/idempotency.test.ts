import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { TEndpoint } from '@scoreline/contract/api/endpoints';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { errorText } from '@scoreline/contract/errors/messages';
import { useTestApp } from '../test/test-app.ts';
import { memberAccountCode } from '../modules/ledger/member-accounts.ts';
import { postTransaction } from '../modules/ledger/post-transaction.ts';
import { AppError } from './app-error.ts';
import { defineRoute } from './define-route.ts';

// A money-moving endpoint of the shape the wallet will have: it credits a member from the
// sandbox clearing account using a ledger key derived from the request's Idempotency-Key.
const testCredit = {
  method: 'POST',
  path: '/web/test/credit',
  summary: 'test only',
  tag: 'member',
  auth: 'member',
  idempotent: true,
  body: z.object({ amount: z.number().int().positive({ error: 'DEPOSIT_AMOUNT_RANGE' }) }),
  response: z.object({ transactionId: z.number() }),
} as const satisfies TEndpoint;

let calls = 0;
let delayMs = 0;

const t = useTestApp({
  extraRoutes: (app, ctx) =>
    defineRoute(app, ctx, testCredit, async ({ body, request, idempotencyKey }) => {
      calls++;
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (body.amount === 13) throw new AppError('DEPOSIT_DAILY_LIMIT');
      const memberId = request.member!.memberId;
      const posted = await ctx.db.transaction((tx) =>
        postTransaction(tx, {
          idempotencyKey: `test-credit:${memberId}:${idempotencyKey}`,
          kind: 'deposit',
          billGroup: 'R',
          actor: 'test',
          at: ctx.clock.now(),
          postings: [
            { account: 'psp:sandbox:clearing', side: 'debit', amount: BigInt(body.amount) },
            { account: memberAccountCode(memberId, 'available'), side: 'credit', amount: BigInt(body.amount) },
          ],
        }),
      );
      return { transactionId: posted.transactionId };
    }),
});

const credit = (token: string, key: string | undefined, amount: number) =>
  t.call({ method: 'POST', url: '/web/test/credit', headers: { token, ...(key ? { 'idempotency-key': key } : {}) }, payload: { amount } });

async function balanceOf(memberId: number) {
  const r = (await t.ctx.db.execute(
    sql`select (credits_posted - debits_posted)::text as b from ledger_accounts where code = ${memberAccountCode(memberId, 'available')}`,
  )) as unknown as { rows: { b: string }[] };
  return Number(r.rows[0]!.b);
}

describe('Idempotency-Key on money-moving POSTs', () => {
  it('is required', async () => {
    const m = await t.register();
    const res = await credit(m.token, undefined, 100);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ERRORS.IDEMPOTENCY_KEY_REQUIRED.code);
    expect(await balanceOf(m.member.uid)).toBe(0);
  });

  // QA: a key sent but malformed ("qa-b1", under 8 characters) was told it must carry a key.
  it('says a malformed key is not valid and what a valid one looks like, in the member’s language, with the same code', async () => {
    const m = await t.register();
    const sendWith = (key: string, language: string) =>
      t.call({ method: 'POST', url: '/web/test/credit', headers: { token: m.token, 'idempotency-key': key, 'accept-language': language }, payload: { amount: 100 } });
    const words = {
      en: 'This request’s idempotency key is not valid: a valid key is 8 to 100 characters long, of letters, digits and _ : . - only.',
      fr: 'La clé d’idempotence de cette requête n’est pas valide : une clé valide compte de 8 à 100 caractères, uniquement des lettres, des chiffres et _ : . -',
      th: 'คีย์ป้องกันการทำรายการซ้ำของคำขอนี้ไม่ถูกต้อง คีย์ที่ถูกต้องต้องยาว 8 ถึง 100 ตัวอักษร ประกอบด้วยตัวอักษรภาษาอังกฤษ ตัวเลข และ _ : . - เท่านั้น',
    };
    for (const [language, msg] of Object.entries(words)) {
      for (const key of ['qa-b1', 'x'.repeat(101), 'has spaces in it', 'key/with/slashes']) {
        const res = await sendWith(key, language);
        expect([res.status, res.body], `${language} ${key}`).toEqual([
          400,
          { code: ERRORS.IDEMPOTENCY_KEY_REQUIRED.code, msg, data: { field: 'Idempotency-Key', reason: 'malformed', params: { min: 8, max: 100 } } },
        ]);
      }
    }
    // No key at all is still told to carry one.
    expect((await credit(m.token, undefined, 100)).body.msg).toBe('This request must carry an idempotency key.');
    expect(await balanceOf(m.member.uid)).toBe(0);
  });

  it('replays the first answer to a retry with the same key and body; money moves once', async () => {
    const m = await t.register();
    const first = await credit(m.token, 'retry-key-0001', 500);
    const second = await credit(m.token, 'retry-key-0001', 500);
    expect(first.body.code).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(m.member.uid)).toBe(500);
  });

  it('replays a refusal too, without running the use case again', async () => {
    const m = await t.register();
    const before = calls;
    const first = await credit(m.token, 'refused-key-01', 13);
    const second = await credit(m.token, 'refused-key-01', 13);
    expect(first.body.code).toBe(ERRORS.DEPOSIT_DAILY_LIMIT.code);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(calls - before).toBe(1);
    // Retried in another language (the member switched it meanwhile): the same refusal, in that language.
    const french = await t.call({ method: 'POST', url: '/web/test/credit', headers: { token: m.token, 'idempotency-key': 'refused-key-01', 'accept-language': 'fr' }, payload: { amount: 13 } });
    expect(french.body).toEqual({ ...first.body, msg: errorText('fr', 'DEPOSIT_DAILY_LIMIT', first.body.data?.params ?? {}) });
    expect(french.body.msg).not.toBe(first.body.msg);
    expect(calls - before).toBe(1);
  });

  it('stores nothing for a body refused for its shape: the same key with the body corrected moves the money', async () => {
    const m = await t.register();
    const before = calls;
    const malformed = await credit(m.token, 'shape-key-0001', -5);
    expect(malformed.body.code).toBe(ERRORS.DEPOSIT_AMOUNT_RANGE.code);
    expect(calls - before).toBe(0);
    const corrected = await credit(m.token, 'shape-key-0001', 400);
    expect(corrected.body.code).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await balanceOf(m.member.uid)).toBe(400);
  });

  it('refuses the same key with a different body', async () => {
    const m = await t.register();
    await credit(m.token, 'reused-key-001', 100);
    const res = await credit(m.token, 'reused-key-001', 200);
    expect(res.body.code).toBe(ERRORS.IDEMPOTENCY_KEY_REUSED.code);
    expect(await balanceOf(m.member.uid)).toBe(100);
  });

  it('keeps keys per member: two members may use the same key', async () => {
    const a = await t.register();
    const b = await t.register();
    expect((await credit(a.token, 'shared-key-001', 100)).body.code).toBe(200);
    expect((await credit(b.token, 'shared-key-001', 300)).body.code).toBe(200);
    expect(await balanceOf(b.member.uid)).toBe(300);
  });

  it('refuses a duplicate that arrives while the first is still running', async () => {
    const m = await t.register();
    delayMs = 300;
    try {
      const [a, b] = await Promise.all([credit(m.token, 'inflight-key-1', 100), credit(m.token, 'inflight-key-1', 100)]);
      const codes = [a.body.code, b.body.code].sort();
      expect(codes).toEqual([200, ERRORS.IDEMPOTENCY_IN_FLIGHT.code].sort());
    } finally {
      delayMs = 0;
    }
    expect(await balanceOf(m.member.uid)).toBe(100);
  });

  it('lets a retry take over a key whose first attempt died, and still moves the money once', async () => {
    const m = await t.register();
    // A first attempt that claimed the key and then vanished (process killed): only the record exists.
    await t.ctx.db.execute(sql`
      insert into idempotency_records (scope, key, request_hash, status, lease_until, created_at)
      select ${`${m.member.uid}:POST /web/test/credit`}, 'crashed-key-01', request_hash, 'in_flight', ${t.clock.now()}, ${t.clock.now()}
      from (select encode(sha256(convert_to('{"amount":700}', 'UTF8')), 'hex') as request_hash) h`);
    const during = await credit(m.token, 'crashed-key-01', 700);
    expect(during.body.code).toBe(ERRORS.IDEMPOTENCY_IN_FLIGHT.code);
    t.clock.advance(60_001);
    const after = await credit(m.token, 'crashed-key-01', 700);
    expect(after.body.code).toBe(200);
    expect(await balanceOf(m.member.uid)).toBe(700);
  });
});
