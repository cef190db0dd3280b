import crypto from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { nubanCheckDigit } from '@scoreline/contract/nuban';
import { useTestApp } from '../../test/test-app.ts';
import { createSignedInAdmin } from '../../test/admin-session.ts';
import { findLedgerViolations } from './ledger-invariants.ts';
import { memberAccountCode } from './member-accounts.ts';

// The money flows through the real services and HTTP routes, against a plain model: random
// sequences of deposit (paid or failed at the sandbox checkout), withdrawal request, back-office
// reject, payout failure, payout success and reversal after success. After every step the
// member's available and frozen balances must equal the model's; at the end the ledger
// invariants must hold. fast-check prints the seed and the shrunk sequence of any failure.

const t = useTestApp();
let adminToken = '';
const members: { token: string; id: number; bankAccountId: number }[] = [];

beforeAll(async () => {
  for (const [key, value] of [
    ['withdrawal.maxOpen', 100],
    ['withdrawal.intervalMinutes', 0],
    ['deposit.resubmitSeconds', 0],
    ['deposit.perMinute', 100],
    ['deposit.maxPending', 50],
    ['vip.levels', [{ level: 0, reachDepositsKobo: 0, oddsBonusBps: 0, dailyRewardKobo: 0, dailyBetLimitKobo: 1e9, dailyWithdrawCount: 10_000, dailyWithdrawKobo: 1e12, dailyDepositKobo: 1e12 }]],
  ] as const) await t.ctx.settings.set(key as never, value as never, 'property-test');
  adminToken = (await createSignedInAdmin(t, 'finance', 'prop_admin')).token;
  for (let i = 0; i < 2; i++) {
    const m = await t.register();
    const headers = { token: m.token };
    await t.call({ method: 'POST', url: '/web/member/wallet-password/set', headers, payload: { password: '135790', confirmPassword: '135790' } });
    await t.call({ method: 'POST', url: '/web/member/profile/real-name', headers, payload: { realName: 'Model Member' } });
    const serial = String(100_000_000 + i * 7_919);
    const accountNumber = serial + nubanCheckDigit(serial, '057');
    const bank = await t.call({ method: 'POST', url: '/web/bank/accounts', headers, payload: { bankCode: '057', accountNumber, confirmAccountNumber: accountNumber, walletPassword: '135790' } });
    expect(bank.body.code).toBe(200);
    members.push({ token: m.token, id: m.member.uid, bankAccountId: bank.body.data.id });
  }
});

async function balance(memberId: number) {
  const r = (await t.ctx.db.execute(sql`
    select code, (credits_posted - debits_posted)::text as b from ledger_accounts where member_id = ${memberId}`)) as unknown as { rows: { code: string; b: string }[] };
  const of = (part: string) => Number(r.rows.find((x) => x.code === memberAccountCode(memberId, part as 'available'))!.b);
  return { available: of('available'), frozen: of('frozen') };
}

const fee = (amount: number) => Math.max(5_000, Math.ceil(amount / 100)); // 1 %, at least ₦50
const admin = (url: string, payload: object) => t.call({ method: 'POST', url, headers: { 'admin-token': adminToken }, payload });

type Op =
  | { op: 'deposit'; m: number; naira: number; pays: boolean }
  | { op: 'withdraw'; m: number; naira: number }
  | { op: 'reject' | 'fail' | 'pay' | 'reverse'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), m: fc.nat(1), naira: fc.integer({ min: 500, max: 40_000 }), pays: fc.boolean() }),
  fc.record({ op: fc.constant('withdraw' as const), m: fc.nat(1), naira: fc.integer({ min: 1_000, max: 30_000 }) }),
  fc.record({ op: fc.constantFrom('reject' as const, 'fail' as const, 'pay' as const, 'reverse' as const), pick: fc.nat(30) }),
);

describe('wallet services against an in-memory model', () => {
  it('agree after every step and keep the ledger invariants', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        const model = new Map<number, { available: number; frozen: number }>();
        for (const m of members) model.set(m.id, await balance(m.id));
        const ws: { id: number; member: number; held: number; state: 'pending' | 'back' | 'paid' | 'reversed' }[] = [];

        for (const [n, o] of ops.entries()) {
          if (o.op === 'deposit') {
            const m = members[o.m]!;
            const created = await t.call({
              method: 'POST',
              url: '/web/wallet/deposit',
              headers: { token: m.token, 'idempotency-key': crypto.randomUUID() },
              payload: { payType: 'online', amount: o.naira * 100 },
            });
            expect(created.body.code).toBe(200);
            await t.app.inject({
              method: 'POST',
              url: '/sandbox/checkout/complete',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams({ reference: created.body.data.deposit.reference, outcome: o.pays ? 'pay' : 'fail' }).toString(),
            });
            if (o.pays) model.get(m.id)!.available += o.naira * 100;
          } else if (o.op === 'withdraw') {
            const m = members[o.m]!;
            const amount = o.naira * 100;
            const res = await t.call({
              method: 'POST',
              url: '/web/wallet/withdrawal',
              headers: { token: m.token, 'idempotency-key': crypto.randomUUID() },
              payload: { method: 'bank', amount, bankAccountId: m.bankAccountId, walletPassword: '135790' },
            });
            const mm = model.get(m.id)!;
            if (mm.available >= amount + fee(amount)) {
              expect(res.body.code).toBe(200);
              mm.available -= amount + fee(amount);
              mm.frozen += amount + fee(amount);
              ws.push({ id: res.body.data.id, member: m.id, held: amount + fee(amount), state: 'pending' });
            } else expect(res.body.code).toBe(ERRORS.WITHDRAW_BALANCE_INSUFFICIENT.code);
          } else if (ws.length) {
            const w = ws[o.pick % ws.length]!;
            const mm = model.get(w.member)!;
            if (o.op === 'reject') {
              const res = await admin('/admin/api/withdrawals/reject', { id: w.id, reason: 'model says no' });
              if (w.state === 'pending') {
                expect(res.body.code).toBe(200);
                mm.frozen -= w.held;
                mm.available += w.held;
                w.state = 'back';
              } else expect(res.body.code).toBe(ERRORS.REQUEST_ALREADY_DECIDED.code);
            } else if (o.op === 'fail' || o.op === 'pay') {
              if (w.state !== 'pending') continue;
              expect((await admin('/admin/api/withdrawals/approve', { id: w.id })).body.code).toBe(200);
              const res = await admin('/admin/api/withdrawals/sandbox-outcome', { id: w.id, outcome: o.op === 'pay' ? 'success' : 'failed' });
              expect(res.body.data.status).toBe(o.op === 'pay' ? 3 : 2);
              mm.frozen -= w.held;
              if (o.op === 'fail') mm.available += w.held;
              w.state = o.op === 'pay' ? 'paid' : 'back';
            } else if (o.op === 'reverse' && w.state === 'paid') {
              const res = await admin('/admin/api/withdrawals/sandbox-outcome', { id: w.id, outcome: 'reversed' });
              expect(res.body.data.status).toBe(2);
              mm.available += w.held;
              w.state = 'reversed';
            }
          }
          for (const m of members) expect(await balance(m.id), `member ${m.id} after step ${n + 1} (${o.op})`).toEqual(model.get(m.id));
        }
        expect(await findLedgerViolations(t.ctx.db)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
