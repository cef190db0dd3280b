import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema.ts';
import { bankAccounts, withdrawals } from '../../db/schema/wallet.ts';
import { bodyHash } from '../../http/idempotency.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bettingFixtures, priceOf } from '../../test/betting-fixtures.ts';
import { expectOk, expectRefusal, idem, WALLET_PASSWORD, walletFixtures, type WalletMember } from '../../test/wallet-fixtures.ts';
import { signedSandboxEvent } from '../../providers/payments/sandbox-adapter.ts';
import { checkStalePayouts } from './payouts.ts';
import { requestWithdrawal } from './request-withdrawal.ts';

// Withdrawals with the sandbox provider: the back office approves, the payout goes out with the
// withdrawal's reference, and the back office decides the sandbox payout's outcome, which
// reaches our webhook as a signed transfer event and is verified before it settles anything.

const t = useTestApp();
const w = walletFixtures(t);
const betting = bettingFixtures(t);

const USDT_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const USDT = 1_600_00; // kobo per USDT (the default rate)

/** A member with a wallet password, a name, `funds` deposited through the sandbox and an approved bank account. */
async function ready(funds: number, options: { vipLevel?: number } = {}) {
  const m = await w.member();
  if (funds > 0) await w.fund(m, funds);
  const bank = await w.bindBank(m);
  // The funding deposit raised the level (vip-climb.ts); these tests read the rules of the level they name, VIP 0 unless said.
  await t.ctx.db.update(members).set({ vipLevel: options.vipLevel ?? 0 }).where(eq(members.id, m.uid));
  return { m, bank };
}

const approve = async (id: number) => expectOk(await w.adminPost('/admin/api/withdrawals/approve', { id }));
const outcome = async (id: number, result: 'success' | 'failed' | 'reversed') => expectOk(await w.adminPost('/admin/api/withdrawals/sandbox-outcome', { id, outcome: result }));
const row = async (id: number) => (await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
/** The provider's signed transfer event reaching our webhook, as the sandbox outcome sends it (a provider may send one twice). */
const transferEvent = async (w: { reference: string; amount: number }, event: 'transfer.success' | 'transfer.reversed') => {
  const signed = signedSandboxEvent({ event, reference: w.reference, amountKobo: BigInt(w.amount), at: t.clock.now() }, t.ctx.config.SANDBOX_WEBHOOK_SECRET);
  expect((await t.app.inject({ method: 'POST', url: '/webhooks/sandbox', headers: signed.headers, payload: signed.body })).statusCode).toBe(200);
};
const myWithdrawals = async (m: WalletMember, query = '') => expectOk(await t.call({ method: 'GET', url: `/web/wallet/withdrawals${query}`, headers: w.as(m) }));
const bill = async (m: WalletMember, query = '') => expectOk(await t.call({ method: 'GET', url: `/web/wallet/bill${query}`, headers: w.as(m) }));
const previewOf = (m: WalletMember, method: 'bank' | 'usdt', amount: number) =>
  t.call({ method: 'POST', url: '/web/wallet/withdrawal/preview', headers: w.as(m), payload: { method, amount } });
const preview = async (m: WalletMember, method: 'bank' | 'usdt', amount: number) => expectOk(await previewOf(m, method, amount));
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Requests a withdrawal and brings it to `end` through the back office and the sandbox payout,
 * then lets the 10 minutes between requests pass ('pending' leaves it open: request none after it).
 */
async function withdrawalEnding(m: WalletMember, bank: { id: number }, amount: number, end: 'pending' | 'rejected' | 'success' | 'failed') {
  const created = expectOk(await w.withdraw(m, { amount, bankAccountId: bank.id }));
  if (end === 'rejected') expectOk(await w.adminPost('/admin/api/withdrawals/reject', { id: created.id, reason: 'declined in review' }));
  if (end === 'success' || end === 'failed') {
    await approve(created.id);
    await outcome(created.id, end);
  }
  t.clock.advance(10 * MINUTE);
  return created as { id: number };
}

/** `count` withdrawals paid out, one a day (so any VIP level's daily count allows them), with no bet between them. */
async function paidOneADay(m: WalletMember, bank: { id: number }, count: number) {
  for (let i = 0; i < count; i++) {
    await withdrawalEnding(m, bank, 2_000_00, 'success');
    t.clock.advance(DAY);
  }
}

/** A bet of ₦1,000 on a new open match: what ends a run of withdrawals. */
async function placeABet(m: WalletMember) {
  const d = await betting.openMatch();
  const odds = priceOf(d, 'FT', '1-1').correct.odds;
  expectOk(await betting.place(m.token, { matchId: d.match.id, period: 'FT', selection: '1-1', betType: 'correct', stake: 1_000_00, odds }));
}

const usdt = (m: WalletMember, whole: number, extra: Record<string, unknown> = {}) => w.withdraw(m, { method: 'usdt', amount: Math.round(whole * USDT), usdtAddress: USDT_ADDRESS, ...extra });

describe('a bank withdrawal from request to payout', () => {
  it('holds amount + fee, and on the payout’s success pays the amount out and the fee to the house', async () => {
    const { m, bank } = await ready(50_000_00);
    const created = expectOk(await w.withdraw(m, { amount: 10_000_00, bankAccountId: bank.id }));
    expect(created).toMatchObject({
      method: 'bank',
      amount: 10_000_00,
      fee: 100_00, // 1 %
      receive: 10_000_00,
      status: 0,
      bankName: 'Guaranty Trust Bank',
      accountNumberMasked: `${bank.accountNumber.slice(0, 4)}****${bank.accountNumber.slice(-2)}`,
      rejectReason: null,
    });
    expect(created.reference).toMatch(/^[a-z0-9_-]{16,50}$/);
    expect(await w.summary(m)).toMatchObject({ available: 39_900_00, frozen: 10_100_00 });
    expect((await bill(m, '?group=W')).items).toEqual([expect.objectContaining({ group: 'W', kind: 'withdrawal_hold', amount: -10_100_00, balanceAfter: 39_900_00 })]);

    const fees = await w.accountBalance('house:fees');
    const clearing = await w.accountBalance('psp:sandbox:clearing');
    const approved = await approve(created.id);
    expect(approved).toMatchObject({ id: created.id, status: 6, reviewedBy: expect.stringMatching(/^finance/), memberId: m.uid, username: m.username });
    expect((await row(created.id)).payoutStartedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(await w.summary(m)).toMatchObject({ available: 39_900_00, frozen: 10_100_00 });

    expect(await outcome(created.id, 'success')).toMatchObject({ status: 3 });
    expect(await w.summary(m)).toMatchObject({ available: 39_900_00, frozen: 0 });
    expect(await w.accountBalance('house:fees')).toBe(fees + 100_00);
    expect(await w.accountBalance('psp:sandbox:clearing')).toBe(clearing - 10_000_00);
    expect((await myWithdrawals(m)).items).toEqual([expect.objectContaining({ id: created.id, status: 3 })]);

    // Told twice by the provider, it still pays once; the back office cannot tell it again, nor
    // approve or reject a finished withdrawal.
    await transferEvent(created, 'transfer.success');
    expect(await w.accountBalance('house:fees')).toBe(fees + 100_00);
    expectRefusal(await w.adminPost('/admin/api/withdrawals/sandbox-outcome', { id: created.id, outcome: 'success' }), 'REQUEST_ALREADY_DECIDED');
    expectRefusal(await w.adminPost('/admin/api/withdrawals/approve', { id: created.id }), 'REQUEST_ALREADY_DECIDED');
    expectRefusal(await w.adminPost('/admin/api/withdrawals/reject', { id: created.id, reason: 'too late' }), 'REQUEST_ALREADY_DECIDED');
    expect(await w.summary(m)).toMatchObject({ available: 39_900_00, frozen: 0 });
  });

  it('a failed payout ends in status 2 and returns amount and fee', async () => {
    const { m, bank } = await ready(20_000_00);
    const created = expectOk(await w.withdraw(m, { amount: 1_000_00, bankAccountId: bank.id }));
    expect(created.fee).toBe(50_00); // the ₦50 minimum
    const fees = await w.accountBalance('house:fees');
    await approve(created.id);
    expect(await outcome(created.id, 'failed')).toMatchObject({ status: 2, rejectReason: 'payout failed' });
    expect(await w.summary(m)).toMatchObject({ available: 20_000_00, frozen: 0 });
    expect(await w.accountBalance('house:fees')).toBe(fees);
    expect((await bill(m, '?group=W')).items.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['withdrawal_void', 1_050_00],
      ['withdrawal_hold', -1_050_00],
    ]);
  });

  it('a rejected request ends in status 9 with the reason, and the money is back', async () => {
    const { m, bank } = await ready(20_000_00);
    const created = expectOk(await w.withdraw(m, { amount: 5_000_00, bankAccountId: bank.id }));
    const rejected = expectOk(await w.adminPost('/admin/api/withdrawals/reject', { id: created.id, reason: 'Account under review' }));
    // The back office sees who refused it, and when, as it sees who approved one.
    expect(rejected).toMatchObject({ status: 9, rejectReason: 'Account under review', reviewedBy: expect.stringMatching(/^finance/) });
    expect((await row(created.id)).reviewedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(await w.summary(m)).toMatchObject({ available: 20_000_00, frozen: 0 });
    expect((await myWithdrawals(m, '?status=9')).items).toEqual([expect.objectContaining({ id: created.id, rejectReason: 'Account under review' })]);
    expectRefusal(await w.adminPost('/admin/api/withdrawals/reject', { id: created.id, reason: 'twice' }), 'REQUEST_ALREADY_DECIDED');
    expectRefusal(await w.adminPost('/admin/api/withdrawals/reject', { id: created.id, reason: '' }), 'VALIDATION_FAILED');
  });

  it('a payout already sent cannot be rejected: the provider decides', async () => {
    const { m, bank } = await ready(20_000_00);
    const created = expectOk(await w.withdraw(m, { amount: 5_000_00, bankAccountId: bank.id }));
    await approve(created.id);
    expectRefusal(await w.adminPost('/admin/api/withdrawals/reject', { id: created.id, reason: 'changed my mind' }), 'REQUEST_ALREADY_DECIDED');
    expect((await row(created.id)).status).toBe(6);
    await outcome(created.id, 'success');
  });

  it('a reversal after success re-credits amount + fee and marks it failed (2)', async () => {
    const { m, bank } = await ready(30_000_00);
    const created = expectOk(await w.withdraw(m, { amount: 10_000_00, bankAccountId: bank.id }));
    await approve(created.id);
    const fees = await w.accountBalance('house:fees');
    await outcome(created.id, 'success');
    expect(await w.accountBalance('house:fees')).toBe(fees + 100_00);
    expect(await outcome(created.id, 'reversed')).toMatchObject({ status: 2, rejectReason: 'reversed by the bank after payment' });
    expect(await w.summary(m)).toMatchObject({ available: 30_000_00, frozen: 0 });
    expect(await w.accountBalance('house:fees')).toBe(fees);
    const entries = (await bill(m, '?group=W')).items;
    expect(entries[0]).toMatchObject({ kind: 'withdrawal_reversal', amount: 10_100_00, balanceAfter: 30_000_00 });
    // A second reversal event from the provider changes nothing.
    await transferEvent(created, 'transfer.reversed');
    expect(await w.summary(m)).toMatchObject({ available: 30_000_00, frozen: 0 });
    expect(await row(created.id)).toMatchObject({ status: 2, sandboxOutcome: 'reversed' });
  });

  it('a sandbox outcome for a withdrawal already paid, failed, reversed or rejected is refused as approve and reject refuse it, and stores nothing', async () => {
    // QA: "success" on a paid or reversed withdrawal answered 200 and changed nothing, yet
    // overwrote the stored sandbox outcome the provider's verification reads.
    const { m, bank } = await ready(60_000_00);
    const refused = async (id: number, result: 'success' | 'failed' | 'reversed') =>
      expectRefusal(await w.adminPost('/admin/api/withdrawals/sandbox-outcome', { id, outcome: result }), 'REQUEST_ALREADY_DECIDED');
    const paid = await withdrawalEnding(m, bank, 5_000_00, 'success');
    const available = (await w.summary(m)).available;
    for (const result of ['success', 'failed'] as const) await refused(paid.id, result);
    expect(await row(paid.id)).toMatchObject({ status: 3, sandboxOutcome: 'success' });
    expect(await w.summary(m)).toMatchObject({ available, frozen: 0 });
    // A paid payout may still be reversed by the bank; once reversed, nothing more.
    expect(await outcome(paid.id, 'reversed')).toMatchObject({ status: 2 });
    for (const result of ['success', 'failed', 'reversed'] as const) await refused(paid.id, result);
    expect(await row(paid.id)).toMatchObject({ status: 2, sandboxOutcome: 'reversed' });
    const failed = await withdrawalEnding(m, bank, 5_000_00, 'failed');
    for (const result of ['success', 'failed', 'reversed'] as const) await refused(failed.id, result);
    expect(await row(failed.id)).toMatchObject({ status: 2, sandboxOutcome: 'failed' });
    const rejected = await withdrawalEnding(m, bank, 5_000_00, 'rejected');
    await refused(rejected.id, 'success');
    expect(await row(rejected.id)).toMatchObject({ status: 9, sandboxOutcome: null });
    expectRefusal(await w.adminPost('/admin/api/withdrawals/sandbox-outcome', { id: 2_000_000_000, outcome: 'success' }), 'NOT_FOUND');
    expect(await w.summary(m)).toMatchObject({ available: 60_000_00, frozen: 0 }); // the reversal gave amount + fee back
  });

  it('a payout nobody hears about is marked timed out (8) by the stale-payout check, and still settles later', async () => {
    const { m, bank } = await ready(30_000_00);
    const created = expectOk(await w.withdraw(m, { amount: 10_000_00, bankAccountId: bank.id }));
    await approve(created.id);
    t.clock.advance(29 * 60_000);
    await checkStalePayouts(t.ctx, 30);
    expect((await row(created.id)).status).toBe(6);
    t.clock.advance(2 * 60_000);
    await checkStalePayouts(t.ctx, 30);
    expect((await row(created.id)).status).toBe(8);
    expect(await w.summary(m)).toMatchObject({ frozen: 10_100_00 }); // nothing released on a timeout
    expect(await outcome(created.id, 'success')).toMatchObject({ status: 3 });
    expect(await w.summary(m)).toMatchObject({ available: 19_900_00, frozen: 0 });
  });
});

describe('withdrawal refusals, each with its code', () => {
  it('WITHDRAW_BELOW_MIN and WITHDRAW_ABOVE_MAX with the bounds in naira', async () => {
    const { m, bank } = await ready(10_000_00);
    const low = await w.withdraw(m, { amount: 999_99, bankAccountId: bank.id });
    expectRefusal(low, 'WITHDRAW_BELOW_MIN', { min: '₦1,000.00' });
    expect(low.body.data.field).toBe('amount');
    expect(low.body.msg).toBe('The amount is below the minimum withdrawal of ₦1,000.00.');
    expectRefusal(await w.withdraw(m, { amount: 1_000_000_01, bankAccountId: bank.id }), 'WITHDRAW_ABOVE_MAX', { max: '₦1,000,000.00' });
    expectRefusal(await w.withdraw(m, { amount: 0, bankAccountId: bank.id }), 'WITHDRAW_BELOW_MIN');
    expect(await w.summary(m)).toMatchObject({ available: 10_000_00, frozen: 0 });
  });

  it('an amount that is not a whole number of kobo, or none at all, is a validation refusal, as on a deposit (QA: "1e3", [100000] and 1e309 were "below the minimum")', async () => {
    const { m, bank } = await ready(10_000_00);
    const asJson = (amount: string) => `{"method":"bank","amount":${amount},"bankAccountId":${bank.id},"walletPassword":"${WALLET_PASSWORD}"}`;
    const sent = (url: string, payload: string) =>
      t.call({ method: 'POST', url, headers: w.as(m, { 'content-type': 'application/json', 'idempotency-key': idem('wd') }), payload });
    // As JSON text: 1e309 is a number to JSON that parses to Infinity, which JSON.stringify would have sent as null.
    for (const amount of ['"1e3"', '"100000"', '[100000]', '{"a":1}', 'true', '1e309', '100000.5', 'null']) {
      for (const url of ['/web/wallet/withdrawal/preview', '/web/wallet/withdrawal']) {
        const res = await sent(url, asJson(amount));
        expectRefusal(res, 'VALIDATION_FAILED');
        expect(res.body.data.field, `${url} ${amount}`).toBe('amount');
      }
    }
    // Left out: no withdrawal-specific "please enter the amount" in the catalogue, so a malformed request too.
    for (const url of ['/web/wallet/withdrawal/preview', '/web/wallet/withdrawal']) {
      const res = await sent(url, `{"method":"bank","bankAccountId":${bank.id},"walletPassword":"${WALLET_PASSWORD}"}`);
      expectRefusal(res, 'VALIDATION_FAILED');
      expect(res.body.data.field, url).toBe('amount');
    }
    // A whole number out of range is still told the range.
    expectRefusal(await previewOf(m, 'bank', -1), 'WITHDRAW_BELOW_MIN', { min: '₦1,000.00' });
    expectRefusal(await previewOf(m, 'bank', 1e30), 'WITHDRAW_ABOVE_MAX', { max: '₦1,000,000.00' });
    expect(await w.summary(m)).toMatchObject({ available: 10_000_00, frozen: 0 });
  });

  it('WITHDRAW_BALANCE_INSUFFICIENT names the largest amount whose amount + fee fits', async () => {
    const { m, bank } = await ready(20_000_00);
    // a + max(1 % of a rounded up, ₦50) <= ₦20,000 -> a = ₦19,801.98 (fee ₦198.02).
    const res = await w.withdraw(m, { amount: 19_801_99, bankAccountId: bank.id });
    expectRefusal(res, 'WITHDRAW_BALANCE_INSUFFICIENT', { max: '₦19,801.98' });
    expect(res.body.msg).toBe('Balance insufficient. You can withdraw at most ₦19,801.98.');
    expect((await w.rules(m)).maxWithdrawable).toBe(19_801_98);
    const ok = expectOk(await w.withdraw(m, { amount: 19_801_98, bankAccountId: bank.id }));
    expect(ok.fee).toBe(198_02);
    expect(await w.summary(m)).toMatchObject({ available: 0, frozen: 20_000_00 });

    // Where the ₦50 minimum fee applies: ₦5,000 leaves at most ₦4,950.
    const small = await ready(5_000_00);
    expectRefusal(await w.withdraw(small.m, { amount: 4_950_01, bankAccountId: small.bank.id }), 'WITHDRAW_BALANCE_INSUFFICIENT', { max: '₦4,950.00' });
    expectOk(await w.withdraw(small.m, { amount: 4_950_00, bankAccountId: small.bank.id }));
  });

  it('WITHDRAW_UNCOMPLETED: one withdrawal in progress at a time', async () => {
    const { m, bank } = await ready(50_000_00, { vipLevel: 3 });
    const first = expectOk(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }));
    t.clock.advance(11 * 60_000);
    expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }), 'WITHDRAW_UNCOMPLETED');
    // The fee preview says why too, for the whole balance as for a small amount (QA: "balance
    // insufficient, at most ₦0.00" for the one, a fee for the other).
    for (const amount of [48_000_00, 2_000_00]) expectRefusal(await previewOf(m, 'bank', amount), 'WITHDRAW_UNCOMPLETED');
    await approve(first.id);
    expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }), 'WITHDRAW_UNCOMPLETED');
    await outcome(first.id, 'success');
    expectOk(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }));
  });

  it('WITHDRAW_INTERVAL: 10 minutes between requests, whatever became of the last one', async () => {
    const { m, bank } = await ready(50_000_00);
    expect(await w.rules(m)).toMatchObject({ hasOpenWithdrawal: false, retryAfterMinutes: 0 });
    const first = expectOk(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }));
    // Pending, it is the one open withdrawal: the rules say so before the member tries again.
    expect(await w.rules(m)).toMatchObject({ hasOpenWithdrawal: true, retryAfterMinutes: 10 });
    expectOk(await w.adminPost('/admin/api/withdrawals/reject', { id: first.id, reason: 'wrong account' }));
    t.clock.advance(4 * 60_000);
    expect(await w.rules(m)).toMatchObject({ hasOpenWithdrawal: false, retryAfterMinutes: 6 });
    const res = await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id });
    expectRefusal(res, 'WITHDRAW_INTERVAL');
    expect(res.body.data.params).toMatchObject({ minutes: 10, retryAfterMinutes: 6 });
    // The fee preview refuses it too (QA: it priced a fee the request then refused).
    expectRefusal(await previewOf(m, 'bank', 2_000_00), 'WITHDRAW_INTERVAL', { minutes: 10, retryAfterMinutes: 6 });
    expect(res.body.msg).toBe('Withdrawals must be at least 10 minutes apart: try again in 6 min.');
    t.clock.advance(5 * 60_000 + 59_000);
    expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }), 'WITHDRAW_INTERVAL');
    expect((await w.rules(m)).retryAfterMinutes).toBe(1);
    t.clock.advance(1_000);
    expect((await w.rules(m)).retryAfterMinutes).toBe(0);
    expectOk(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }));
  });

  it('WITHDRAW_DAILY_COUNT: VIP 0 may withdraw once per operator day', async () => {
    t.clock.set(new Date('2026-11-25T09:00:00Z'));
    const { m, bank } = await ready(50_000_00);
    const first = expectOk(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }));
    await approve(first.id);
    await outcome(first.id, 'success');
    t.clock.advance(11 * 60_000);
    expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }), 'WITHDRAW_DAILY_COUNT');
    expectRefusal(await previewOf(m, 'bank', 2_000_00), 'WITHDRAW_DAILY_COUNT');
    expect(await w.rules(m)).toMatchObject({ dailyCount: 1, usedCountToday: 1, usedAmountToday: 2_000_00, maxWithdrawable: 0 });
    // 23:00 UTC is midnight in Lagos: a new day.
    t.clock.set(new Date('2026-11-25T22:59:00Z'));
    expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }), 'WITHDRAW_DAILY_COUNT');
    t.clock.set(new Date('2026-11-25T23:00:00Z'));
    expectOk(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }));
  });

  it('WITHDRAW_DAILY_LIMIT: VIP 0 may withdraw ₦100,000 a day, in one or several requests', async () => {
    const { m, bank } = await ready(300_000_00);
    expectRefusal(await w.withdraw(m, { amount: 100_000_01, bankAccountId: bank.id }), 'WITHDRAW_DAILY_LIMIT');
    // With the count raised by the operator, several requests add up to the same limit.
    const levels = await t.ctx.settings.get('vip.levels');
    await t.ctx.settings.set('vip.levels', levels.map((l) => (l.level === 0 ? { ...l, dailyWithdrawCount: 5 } : l)), 'test');
    try {
      const first = expectOk(await w.withdraw(m, { amount: 60_000_00, bankAccountId: bank.id }));
      await approve(first.id);
      await outcome(first.id, 'success');
      t.clock.advance(11 * 60_000);
      expect(await w.rules(m)).toMatchObject({ dailyAmount: 100_000_00, usedAmountToday: 60_000_00, maxWithdrawable: 40_000_00 });
      const over = await w.withdraw(m, { amount: 40_000_01, bankAccountId: bank.id });
      expectRefusal(over, 'WITHDRAW_DAILY_LIMIT');
      // With the limit and what is left of it (QA: "reached" said with all of it still left).
      expect(over.body).toMatchObject({ msg: 'This amount goes past your daily withdrawal limit of ₦100,000.00: ₦40,000.00 left today.', data: { field: 'amount' } });
      expectOk(await w.withdraw(m, { amount: 40_000_00, bankAccountId: bank.id }));
    } finally {
      await t.ctx.settings.set('vip.levels', levels, 'test');
    }
  });

  it('a rejected or failed withdrawal does not use up the day', async () => {
    const { m, bank } = await ready(50_000_00);
    const first = expectOk(await w.withdraw(m, { amount: 40_000_00, bankAccountId: bank.id }));
    await approve(first.id);
    await outcome(first.id, 'failed');
    t.clock.advance(10 * 60_000);
    expect(await w.rules(m)).toMatchObject({ usedCountToday: 0, usedAmountToday: 0 });
    expectOk(await w.withdraw(m, { amount: 40_000_00, bankAccountId: bank.id }));
  });

  it('WALLET_PASSWORD_NOT_SET, WALLET_PASSWORD_INCORRECT, then WALLET_PASSWORD_LOCKED for an hour after 5 wrong entries', async () => {
    const none = await w.member({ walletPassword: null });
    expectRefusal(await w.withdraw(none, { amount: 2_000_00, bankAccountId: 1 }), 'WALLET_PASSWORD_NOT_SET');

    const { m, bank } = await ready(20_000_00);
    for (let left = 4; left >= 1; left--) {
      expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id, walletPassword: '000000' }), 'WALLET_PASSWORD_INCORRECT', { attemptsLeft: left });
    }
    expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id, walletPassword: '000000' }), 'WALLET_PASSWORD_LOCKED', { minutes: 60 });
    t.clock.advance(30 * 60_000);
    expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }), 'WALLET_PASSWORD_LOCKED', { minutes: 30 });
    expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id, walletPassword: '12345' }), 'WALLET_PASSWORD_FORMAT');
    expect(await w.summary(m)).toMatchObject({ available: 20_000_00, frozen: 0 });
    t.clock.advance(30 * 60_000);
    expectOk(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }));
  });

  it('BANK_ACCOUNT_NOT_APPROVED, and an account that is not the member’s is not found', async () => {
    const { m, bank } = await ready(20_000_00);
    await t.ctx.db.update(bankAccounts).set({ approvalStatus: 0 }).where(eq(bankAccounts.id, bank.id));
    expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }), 'BANK_ACCOUNT_NOT_APPROVED');
    const other = await ready(0);
    const res = await w.withdraw(m, { amount: 2_000_00, bankAccountId: other.bank.id });
    expectRefusal(res, 'NOT_FOUND');
    expect(res.body.data.field).toBe('bankAccountId');
    expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: 987_654 }), 'NOT_FOUND');
    expect(await w.summary(m)).toMatchObject({ available: 20_000_00, frozen: 0 });
  });

  it('a bank withdrawal without its bank account is a missing field, not an account not found (QA: 404)', async () => {
    const { m } = await ready(20_000_00);
    const res = await w.withdraw(m, { amount: 2_000_00 });
    expectRefusal(res, 'VALIDATION_FAILED');
    expect(res.body.data.field).toBe('bankAccountId');
    expect(await w.summary(m)).toMatchObject({ available: 20_000_00, frozen: 0 });
  });

  it('WITHDRAW_VIP_RESET_CONFIRM: the 4th withdrawal in a row without a bet resets VIP to 0 only once the member accepts', async () => {
    const { m, bank } = await ready(50_000_00, { vipLevel: 2 });
    await paidOneADay(m, bank, 3);
    expect(await w.rules(m)).toMatchObject({ consecutiveWithdrawals: 3, vipResetAfter: 3 });
    const refused = await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id });
    expectRefusal(refused, 'WITHDRAW_VIP_RESET_CONFIRM', { count: 3 });
    expect(await w.summary(m)).toMatchObject({ vipLevel: 2, available: 43_850_00, frozen: 0 });
    expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id, acceptVipReset: false }), 'WITHDRAW_VIP_RESET_CONFIRM');

    const accepted = expectOk(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id, acceptVipReset: true }));
    expect(await w.summary(m)).toMatchObject({ vipLevel: 0, frozen: 2_050_00 });
    expect((await row(accepted.id)).vipReset).toBe(1);
    const [after] = await t.ctx.db.select().from(members).where(eq(members.id, m.uid));
    expect(after).toMatchObject({ vipLevel: 0, withdrawalsSinceBet: 4, vipResetAt: t.clock.now() });
  });

  it('no confirmation is asked when there is no VIP level to lose', async () => {
    const { m, bank } = await ready(50_000_00);
    await paidOneADay(m, bank, 3);
    expect(await w.rules(m)).toMatchObject({ consecutiveWithdrawals: 3 });
    expect(expectOk(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }))).toMatchObject({ status: 0 });
  });

  it('only withdrawals that went out (or may still) count in a row: a rejected, failed or reversed one does not cost the VIP level', async () => {
    // QA's repro: rejected, paid, payout failed — "3 of 3" and a warning that the next one resets VIP.
    const { m, bank } = await ready(50_000_00, { vipLevel: 2 });
    await withdrawalEnding(m, bank, 1_000_00, 'rejected');
    const paid = await withdrawalEnding(m, bank, 2_000_00, 'success');
    await withdrawalEnding(m, bank, 1_500_00, 'failed');
    expect(await w.rules(m)).toMatchObject({ consecutiveWithdrawals: 1, vipResetAfter: 3 });
    // The next request asks no confirmation; pending, it counts (it may yet be paid).
    const pending = expectOk(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }));
    expect((await row(pending.id)).vipReset).toBe(0);
    expect(await w.rules(m)).toMatchObject({ consecutiveWithdrawals: 2 });
    // A payout the bank reverses after success came back to the member: it stops counting.
    await outcome(paid.id, 'reversed');
    expect(await w.rules(m)).toMatchObject({ consecutiveWithdrawals: 1 });
    expect(await w.summary(m)).toMatchObject({ vipLevel: 2 });
  });

  it('a bet between withdrawals starts the count again, whatever becomes of a withdrawal from before it', async () => {
    const { m, bank } = await ready(50_000_00, { vipLevel: 2 });
    await withdrawalEnding(m, bank, 2_000_00, 'success');
    const before = expectOk(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }));
    expect(await w.rules(m)).toMatchObject({ consecutiveWithdrawals: 2 });
    await placeABet(m);
    expect(await w.rules(m)).toMatchObject({ consecutiveWithdrawals: 0 });
    // Requested before the bet, its failure afterwards takes nothing off the new run.
    await approve(before.id);
    await outcome(before.id, 'failed');
    expect(await w.rules(m)).toMatchObject({ consecutiveWithdrawals: 0 });
    t.clock.advance(DAY);
    await withdrawalEnding(m, bank, 2_000_00, 'success');
    await withdrawalEnding(m, bank, 2_000_00, 'failed');
    await withdrawalEnding(m, bank, 2_000_00, 'rejected');
    expect(await w.rules(m)).toMatchObject({ consecutiveWithdrawals: 1 });
  });
});

describe('USDT withdrawals', () => {
  it('WITHDRAW_USDT_HOURS outside Monday-Friday 10:00-20:00 Lagos time', async () => {
    const { m } = await ready(50_000_00);
    for (const closed of ['2026-11-28T12:00:00Z' /* Saturday */, '2026-11-30T08:59:00Z' /* Monday 09:59 */, '2026-11-30T19:00:00Z' /* Monday 20:00 */]) {
      t.clock.set(new Date(closed));
      expectRefusal(await usdt(m, 7), 'WITHDRAW_USDT_HOURS');
      expect((await w.rules(m)).usdt).toMatchObject({ open: false, hours: '10:00-20:00', minUsdt: 7, rate: USDT });
    }
    t.clock.set(new Date('2026-11-30T09:00:00Z')); // Monday 10:00 in Lagos
    expect((await w.rules(m)).usdt.open).toBe(true);
    expectOk(await usdt(m, 7));
  });

  it('WITHDRAW_USDT_WHOLE for fractions and for less than 7 USDT; a bad address is refused', async () => {
    t.clock.set(new Date('2026-11-30T14:00:00Z'));
    const { m } = await ready(50_000_00);
    expectRefusal(await usdt(m, 7.5), 'WITHDRAW_USDT_WHOLE', { min: 7 });
    expectRefusal(await usdt(m, 6), 'WITHDRAW_USDT_WHOLE', { min: 7 });
    expectRefusal(await w.withdraw(m, { method: 'usdt', amount: 7 * USDT + 1, usdtAddress: USDT_ADDRESS }), 'WITHDRAW_USDT_WHOLE');
    const bad = await usdt(m, 7, { usdtAddress: 'not an address' });
    expectRefusal(bad, 'VALIDATION_FAILED');
    expect(bad.body.data.field).toBe('usdtAddress');
    expect(await w.summary(m)).toMatchObject({ available: 50_000_00, frozen: 0 });
  });

  it('applies the fee tiers: 5 % to 300, 3 % to 500, 2 % to 999, none from 1,000 USDT', async () => {
    // The preview refuses what the balance cannot pay with the fee, as the request does: enough for 1,000 USDT.
    const m = await w.member({ walletPassword: null, realName: null, vipLevel: 3 }); // VIP 3: ₦5,000,000 of deposits a day
    await w.fund(m, 2_000_000_00);
    const fee = async (whole: number) => (await preview(m, 'usdt', whole * USDT)).fee;
    expect(await preview(m, 'usdt', 7 * USDT)).toEqual({ amount: 7 * USDT, fee: 560_00, receive: 7 * USDT, usdtReceive: 7 });
    expect(await fee(300)).toBe(24_000_00);
    expect(await fee(301)).toBe(14_448_00);
    expect(await fee(500)).toBe(24_000_00);
    expect(await fee(501)).toBe(16_032_00);
    expect(await fee(999)).toBe(31_968_00);
    expect(await fee(1000)).toBe(0);
    expect(await preview(m, 'bank', 1_000_00)).toEqual({ amount: 1_000_00, fee: 50_00, receive: 1_000_00, usdtReceive: null });
    expect((await preview(m, 'bank', 123_456_78)).fee).toBe(1_234_57); // rounded up to the kobo
  });

  it('names the most USDT the balance pays with its tier fee, in the rules and in the refusal (QA: the bank fee\u2019s ₦712,151.48, which 445 USDT did not fit)', async () => {
    const m = await w.member({ walletPassword: null, realName: null, vipLevel: 3 });
    await w.fund(m, 719_273_00);
    const rules = await w.rules(m);
    expect([rules.maxWithdrawable, rules.usdt.maxWithdrawable]).toEqual([712_151_48, 436 * USDT]);
    expectRefusal(await previewOf(m, 'usdt', 437 * USDT), 'WITHDRAW_BALANCE_INSUFFICIENT', { max: '₦697,600.00' });
    expect((await preview(m, 'usdt', 436 * USDT)).fee).toBe(20_928_00);
  });

  it('holds the amount + tier fee, is approved without a payout, and is marked paid with its transaction hash', async () => {
    t.clock.set(new Date('2026-11-30T15:00:00Z'));
    const { m } = await ready(500_000_00, { vipLevel: 3 });
    const created = expectOk(await usdt(m, 301));
    expect(created).toMatchObject({ method: 'usdt', amount: 301 * USDT, fee: 14_448_00, usdtMicros: 301_000_000, usdtAddress: USDT_ADDRESS, bankName: null, status: 0 });
    expect(await w.summary(m)).toMatchObject({ available: 500_000_00 - 301 * USDT - 14_448_00, frozen: 301 * USDT + 14_448_00 });

    expect(await approve(created.id)).toMatchObject({ status: 1 });
    expect((await row(created.id)).payoutStartedAt).toBeNull();
    expectRefusal(await w.adminPost('/admin/api/withdrawals/usdt-paid', { id: created.id, txHash: 'nothex' }), 'VALIDATION_FAILED');
    const fees = await w.accountBalance('house:fees');
    const clearing = await w.accountBalance('psp:usdt:clearing');
    const txHash = `0x${'ab12'.repeat(16)}`;
    const paid = expectOk(await w.adminPost('/admin/api/withdrawals/usdt-paid', { id: created.id, txHash }));
    expect(paid).toMatchObject({ status: 3, txHash });
    expect(await w.summary(m)).toMatchObject({ available: 500_000_00 - 301 * USDT - 14_448_00, frozen: 0 });
    expect(await w.accountBalance('house:fees')).toBe(fees + 14_448_00);
    expect(await w.accountBalance('psp:usdt:clearing')).toBe(clearing - 301 * USDT);
    expectRefusal(await w.adminPost('/admin/api/withdrawals/usdt-paid', { id: created.id, txHash }), 'REQUEST_ALREADY_DECIDED');
  });

  it('only an approved USDT withdrawal can be marked paid', async () => {
    t.clock.set(new Date('2026-11-30T16:00:00Z'));
    const { m } = await ready(50_000_00);
    const pendingUsdt = expectOk(await usdt(m, 7));
    const txHash = 'cd'.repeat(32);
    expectRefusal(await w.adminPost('/admin/api/withdrawals/usdt-paid', { id: pendingUsdt.id, txHash }), 'WITHDRAWAL_NOT_APPROVED');
    expectOk(await w.adminPost('/admin/api/withdrawals/reject', { id: pendingUsdt.id, reason: 'address on a sanctions list' }));
    t.clock.advance(10 * 60_000);
    const other = await ready(50_000_00);
    const bankOne = expectOk(await w.withdraw(other.m, { amount: 2_000_00, bankAccountId: other.bank.id }));
    expectRefusal(await w.adminPost('/admin/api/withdrawals/usdt-paid', { id: bankOne.id, txHash }), 'WITHDRAWAL_NOT_APPROVED');
    // QA: an id that is no withdrawal was "not in a state that allows this", in a bet's words.
    expectRefusal(await w.adminPost('/admin/api/withdrawals/approve', { id: 987_654 }), 'NOT_FOUND');
    expectRefusal(await w.adminPost('/admin/api/withdrawals/reject', { id: 987_654, reason: 'no such one' }), 'NOT_FOUND');
  });
});

describe('idempotency and the rules endpoint', () => {
  it('a retry with the same Idempotency-Key returns the same withdrawal and holds once', async () => {
    const { m, bank } = await ready(30_000_00);
    expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }, null), 'IDEMPOTENCY_KEY_REQUIRED');
    const key = idem('wd');
    const first = await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }, key);
    const second = await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }, key);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await w.summary(m)).toMatchObject({ available: 27_950_00, frozen: 2_050_00 });
    expectRefusal(await w.withdraw(m, { amount: 3_000_00, bankAccountId: bank.id }, key), 'IDEMPOTENCY_KEY_REUSED');
    // The wallet password is not part of what a retry must repeat, nor of the hash kept with the key
    // (a 6-digit secret hashed beside guessable fields would be found by trying them all).
    const retyped = await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id, walletPassword: '000000' }, key);
    expect(retyped.headers['idempotent-replayed']).toBe('true');
    expect(retyped.body).toEqual(first.body);
    const stored = (await t.ctx.db.execute(sql`select request_hash from idempotency_records where key = ${key}`)) as unknown as { rows: { request_hash: string }[] };
    expect(stored.rows[0]!.request_hash).toBe(bodyHash({ method: 'bank', amount: 2_000_00, bankAccountId: bank.id }));
    expect(await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.memberId, m.uid))).toHaveLength(1);

    // Even if the HTTP record were lost (a crash between hold and answer), the use case finds
    // the withdrawal by the key instead of making a second one.
    const again = await requestWithdrawal(t.ctx, m.uid, { method: 'bank', amount: 2_000_00, bankAccountId: bank.id, walletPassword: '246810' }, key);
    expect(again.id).toBe(first.body.data.id);
    expect(await w.summary(m)).toMatchObject({ available: 27_950_00, frozen: 2_050_00 });
  });

  it('the rules endpoint shows the limits, what is used today and the most withdrawable now', async () => {
    const { m, bank } = await ready(50_000_00, { vipLevel: 1 });
    expect(await w.rules(m)).toEqual({
      min: 1_000_00,
      max: 1_000_000_00,
      feeBps: 100,
      feeMin: 50_00,
      intervalMinutes: 10,
      dailyCount: 2,
      dailyAmount: 300_000_00,
      usedCountToday: 0,
      usedAmountToday: 0,
      maxWithdrawable: 49_504_95, // + fee ₦495.05 = ₦50,000
      hasOpenWithdrawal: false,
      retryAfterMinutes: 0,
      consecutiveWithdrawals: 0,
      vipResetAfter: 3,
      // 29 USDT (₦46,400) + its 5 % is ₦48,720; 30 USDT + 5 % is ₦50,400.
      usdt: { rate: USDT, minUsdt: 7, maxWithdrawable: 29 * USDT, open: expect.any(Boolean), days: [1, 2, 3, 4, 5], hours: '10:00-20:00', arrivalHours: { from: 2, to: 72 } },
    });
    const first = expectOk(await w.withdraw(m, { amount: 10_000_00, bankAccountId: bank.id }));
    expect(await w.rules(m)).toMatchObject({ usedCountToday: 1, usedAmountToday: 10_000_00, maxWithdrawable: 0, consecutiveWithdrawals: 1, usdt: { maxWithdrawable: 0 } });
    await approve(first.id);
    await outcome(first.id, 'success');
    // ₦39,900 left: a + fee <= ₦39,900 -> ₦39,504.95.
    expect(await w.rules(m)).toMatchObject({ usedCountToday: 1, usedAmountToday: 10_000_00, maxWithdrawable: 39_504_95 });
  });
});

describe('the fee preview', () => {
  /** What a refusal says to the member's app: its code, the values its text names, the field it is about. */
  const refusalOf = (res: { body: { code: number; data?: { params?: unknown; field?: unknown } } }) => ({ code: res.body.code, params: res.body.data?.params, field: res.body.data?.field });

  it('refuses a bank amount outside the published limits as the request does, with the same code and values', async () => {
    // QA: { method: 'bank', amount: 1 } was priced { amount: 1, fee: 5000, receive: 1 }; so were 99,999 and 100,000,001 kobo.
    const { m, bank } = await ready(50_000_00);
    const cases = [
      [1, 'WITHDRAW_BELOW_MIN', { min: '₦1,000.00' }],
      [99_999, 'WITHDRAW_BELOW_MIN', { min: '₦1,000.00' }],
      [1_000_000_01, 'WITHDRAW_ABOVE_MAX', { max: '₦1,000,000.00' }],
      [Number.MAX_SAFE_INTEGER, 'WITHDRAW_ABOVE_MAX', { max: '₦1,000,000.00' }],
    ] as const;
    for (const [amount, key, params] of cases) {
      const previewed = await previewOf(m, 'bank', amount);
      expectRefusal(previewed, key, params);
      expect(previewed.body.data.field, String(amount)).toBe('amount');
      expect(refusalOf(previewed), String(amount)).toEqual(refusalOf(await w.withdraw(m, { amount, bankAccountId: bank.id })));
    }
    expect(await w.summary(m)).toMatchObject({ available: 50_000_00, frozen: 0 });
  });

  it('refuses a USDT amount that is not whole USDT or under the minimum as the request does', async () => {
    // QA: 50,000 kobo in USDT was priced at usdtReceive 0 with a ₦25 fee; the minimum is 7 whole USDT.
    t.clock.set(new Date('2026-11-30T14:00:00Z')); // a Monday afternoon in Lagos: USDT withdrawals are open
    const { m } = await ready(50_000_00);
    for (const amount of [1, 50_000, 6 * USDT, 7 * USDT - 1, 7 * USDT + 1, 7.5 * USDT]) {
      const previewed = await previewOf(m, 'usdt', amount);
      expectRefusal(previewed, 'WITHDRAW_USDT_WHOLE', { min: 7 });
      expect(previewed.body.data.field, String(amount)).toBe('amount');
      const requested = await w.withdraw(m, { method: 'usdt', amount, usdtAddress: USDT_ADDRESS });
      expect(refusalOf(previewed), String(amount)).toEqual(refusalOf(requested));
    }
    expect(await w.summary(m)).toMatchObject({ available: 50_000_00, frozen: 0 });
  });

  it('refuses an amount the wallet cannot pay with its fee, naming the most it can, as the request does', async () => {
    t.clock.set(new Date('2026-11-30T14:00:00Z'));
    const { m, bank } = await ready(20_000_00);
    // ₦19,801.98 + its ₦198.02 fee is the whole ₦20,000; a kobo more and the fee does not fit. In
    // USDT the most is 11 (₦17,600 + 5 %), named as such, not the bank's figure.
    const most = { bank: { max: '₦19,801.98' }, usdt: { max: '₦17,600.00' } };
    expect(await preview(m, 'bank', 19_801_98)).toEqual({ amount: 19_801_98, fee: 198_02, receive: 19_801_98, usdtReceive: null });
    for (const [method, amount] of [['bank', 19_801_99], ['bank', 20_000_00], ['usdt', 12 * USDT]] as const) {
      const previewed = await previewOf(m, method, amount);
      expectRefusal(previewed, 'WITHDRAW_BALANCE_INSUFFICIENT', most[method]);
      expect(previewed.body.data.field).toBe('amount');
      const requested = await w.withdraw(m, method === 'bank' ? { amount, bankAccountId: bank.id } : { method, amount, usdtAddress: USDT_ADDRESS });
      expect(refusalOf(previewed), `${method} ${amount}`).toEqual(refusalOf(requested));
    }
    // 11 USDT (₦17,600 + 5 % = ₦18,480) fits.
    expect(await preview(m, 'usdt', 11 * USDT)).toEqual({ amount: 11 * USDT, fee: 880_00, receive: 11 * USDT, usdtReceive: 11 });
    expect(await w.summary(m)).toMatchObject({ available: 20_000_00, frozen: 0 });
  });

  it('prices an amount within the limits as before, up to the limits themselves', async () => {
    const m = await w.member({ vipLevel: 3 });
    await w.fund(m, 2_000_000_00);
    expect(await preview(m, 'bank', 1_000_00)).toEqual({ amount: 1_000_00, fee: 50_00, receive: 1_000_00, usdtReceive: null });
    expect(await preview(m, 'bank', 1_000_000_00)).toEqual({ amount: 1_000_000_00, fee: 10_000_00, receive: 1_000_000_00, usdtReceive: null });
    // USDT has no naira maximum: 1,000 USDT is ₦1,600,000, beyond the bank maximum, and fee-free.
    expect(await preview(m, 'usdt', 1000 * USDT)).toEqual({ amount: 1000 * USDT, fee: 0, receive: 1000 * USDT, usdtReceive: 1000 });
    expect(await preview(m, 'usdt', 7 * USDT)).toEqual({ amount: 7 * USDT, fee: 560_00, receive: 7 * USDT, usdtReceive: 7 });
  });
});
