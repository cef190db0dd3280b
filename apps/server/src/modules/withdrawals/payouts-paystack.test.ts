import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bankAccounts, withdrawals } from '../../db/schema/wallet.ts';
import { FakePaystackServer } from '../../providers/payments/fakes/fake-paystack-server.ts';
import { PaystackAdapter } from '../../providers/payments/paystack-adapter.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal, nuban, walletFixtures, type WalletMember } from '../../test/wallet-fixtures.ts';
import { checkStalePayouts } from './payouts.ts';

// Payouts with the real Paystack adapter against the local fake Paystack: recipient, transfer
// with the withdrawal's own reference, transfer webhooks verified with GET /transfer/verify,
// OTP mode, reversal, and outages where the outcome is unknown — which must never lead to a
// second transfer for the same withdrawal.

let fake: FakePaystackServer;
let adapter: PaystackAdapter;
const t = useTestApp({
  payments: async () => {
    fake = await FakePaystackServer.start();
    adapter = new PaystackAdapter({ secretKey: fake.secretKey, baseUrl: fake.baseUrl, timeoutMs: 2_000 });
    return adapter;
  },
});
const w = walletFixtures(t);
afterAll(async () => fake?.close());
beforeEach(async () => {
  fake.clearOutage();
  await fake.comeUp().catch(() => undefined);
  fake.transferMode = 'pending';
  // A new operator day for every test: VIP 0 may withdraw once a day.
  t.clock.advance(24 * 3600_000);
});

const deliver = (hook: { body: Buffer; headers: Record<string, string> }) => t.call({ method: 'POST', url: '/webhooks/paystack', headers: hook.headers, payload: hook.body });
const row = async (id: number) => (await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
const transfersSent = (reference: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === '/transfer' && (r.body as { reference?: string }).reference === reference);

/** A member funded through a Paystack checkout, with an account Paystack resolves to their name. */
async function ready(funds: number) {
  const m = await w.member({ realName: 'Ada Chioma Obi' });
  const created = expectOk(await w.createDeposit(m, funds));
  fake.pay(created.deposit.reference);
  expect((await deliver(fake.chargeSuccessWebhook(created.deposit.reference))).status).toBe(200);
  expect((await w.summary(m)).available).toBe(funds);
  const accountNumber = nuban('058');
  fake.addAccount('058', accountNumber, 'OBI ADA CHIOMA');
  const bank = await w.bindBank(m, '058', accountNumber);
  expect(bank).toMatchObject({ approvalStatus: 1, accountHolder: 'OBI ADA CHIOMA' });
  return { m, bank };
}

async function requestAndApprove(m: WalletMember, bankAccountId: number, amount = 10_000_00) {
  const created = expectOk(await w.withdraw(m, { amount, bankAccountId }));
  const approved = expectOk(await w.adminPost('/admin/api/withdrawals/approve', { id: created.id }));
  return { id: created.id as number, reference: created.reference as string, approved };
}

describe('payouts through Paystack', () => {
  it('approve -> recipient + transfer with our reference -> transfer.success (verified) -> status 3', async () => {
    const { m, bank } = await ready(50_000_00);
    const { id, reference, approved } = await requestAndApprove(m, bank.id);
    expect(approved.status).toBe(6);
    const [sent] = transfersSent(reference);
    expect(sent?.body).toMatchObject({ source: 'balance', amount: 10_000_00, reference, currency: 'NGN' });
    const transfer = fake.transfers.get(reference)!;
    expect(fake.recipients.get(transfer.recipientCode)).toEqual({ name: 'OBI ADA CHIOMA', accountNumber: bank.accountNumber, bankCode: '058' });
    expect((await row(id)).transferCode).toBe(transfer.transferCode);

    // A signed event Paystack's own records do not back up settles nothing.
    expect((await deliver(fake.transferWebhook(reference, 'transfer.success'))).status).toBe(200);
    expect((await row(id)).status).toBe(6);

    const fees = await w.accountBalance('house:fees');
    fake.settleTransfer(reference, 'success');
    const hook = fake.transferWebhook(reference, 'transfer.success');
    expect((await deliver(hook)).status).toBe(200);
    expect((await row(id)).status).toBe(3);
    expect(await w.summary(m)).toMatchObject({ available: 39_900_00, frozen: 0 });
    expect(await w.accountBalance('house:fees')).toBe(fees + 100_00);
    for (let i = 0; i < 3; i++) await deliver(hook);
    expect(await w.accountBalance('house:fees')).toBe(fees + 100_00);
    expect(transfersSent(reference)).toHaveLength(1);

    // The next payout to the same account reuses the recipient.
    t.clock.advance(24 * 3600_000);
    const recipientsBefore = fake.recipients.size;
    const next = await requestAndApprove(m, bank.id, 5_000_00);
    expect(next.approved.status).toBe(6);
    expect(fake.recipients.size).toBe(recipientsBefore);
    fake.settleTransfer(next.reference, 'success');
    await deliver(fake.transferWebhook(next.reference, 'transfer.success'));
    expect(await w.summary(m)).toMatchObject({ available: 34_850_00, frozen: 0 });
  });

  it('transfer.failed -> status 2 and the member gets amount and fee back', async () => {
    const { m, bank } = await ready(20_000_00);
    const { id, reference } = await requestAndApprove(m, bank.id);
    fake.settleTransfer(reference, 'failed');
    expect((await deliver(fake.transferWebhook(reference, 'transfer.failed'))).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 2, rejectReason: 'payout failed' });
    expect(await w.summary(m)).toMatchObject({ available: 20_000_00, frozen: 0 });
  });

  it('transfer.reversed after a success re-credits amount and fee', async () => {
    const { m, bank } = await ready(20_000_00);
    const { id, reference } = await requestAndApprove(m, bank.id);
    fake.settleTransfer(reference, 'success');
    await deliver(fake.transferWebhook(reference, 'transfer.success'));
    expect(await w.summary(m)).toMatchObject({ available: 9_900_00, frozen: 0 });
    fake.settleTransfer(reference, 'reversed');
    expect((await deliver(fake.transferWebhook(reference, 'transfer.reversed'))).status).toBe(200);
    expect((await row(id)).status).toBe(2);
    expect(await w.summary(m)).toMatchObject({ available: 20_000_00, frozen: 0 });
  });

  it('OTP mode leaves the payout in operation (6): nothing settles until Paystack says so', async () => {
    const { m, bank } = await ready(20_000_00);
    fake.transferMode = 'otp';
    const { id, reference, approved } = await requestAndApprove(m, bank.id);
    expect(approved.status).toBe(6);
    expect(fake.transfers.get(reference)?.status).toBe('otp');
    expect(await w.summary(m)).toMatchObject({ frozen: 10_100_00 });
    t.clock.advance(31 * 60_000);
    await checkStalePayouts(t.ctx, 30);
    expect((await row(id)).status).toBe(8); // still unknown: timed out, nothing released
    expect(await w.summary(m)).toMatchObject({ frozen: 10_100_00 });
    expect(transfersSent(reference)).toHaveLength(1);
  });

  it('Paystack refusing the transfer (its balance is short) fails the withdrawal and returns the money', async () => {
    const { m, bank } = await ready(20_000_00);
    const balance = fake.balance;
    fake.balance = 0;
    try {
      const { id, approved } = await requestAndApprove(m, bank.id);
      expect(approved.status).toBe(2);
      expect((await row(id)).rejectReason).toBe('payout refused: Your balance is not enough to fulfil this request');
      expect(await w.summary(m)).toMatchObject({ available: 20_000_00, frozen: 0 });
    } finally {
      fake.balance = balance;
    }
  });

  it('Paystack unreachable when the payout starts -> stays 1; the stale check later verifies with the same reference and sends exactly one transfer', async () => {
    const { m, bank } = await ready(20_000_00);
    await fake.goDown();
    const { id, reference, approved } = await requestAndApprove(m, bank.id);
    expect(approved.status).toBe(1);
    expect((await row(id)).payoutStartedAt).not.toBeNull();
    expect(await w.summary(m)).toMatchObject({ frozen: 10_100_00 });

    t.clock.advance(31 * 60_000);
    await checkStalePayouts(t.ctx, 30); // still down: nothing changes, nothing throws
    expect((await row(id)).status).toBe(1);

    await fake.comeUp();
    t.clock.advance(60_000);
    await checkStalePayouts(t.ctx, 30);
    expect((await row(id)).status).toBe(6);
    expect(fake.requests.some((r) => r.path === `/transfer/verify/${reference}`)).toBe(true);
    expect(transfersSent(reference)).toHaveLength(1);

    t.clock.advance(31 * 60_000);
    await checkStalePayouts(t.ctx, 30);
    expect((await row(id)).status).toBe(8);
    expect(transfersSent(reference)).toHaveLength(1);
    fake.settleTransfer(reference, 'success');
    await deliver(fake.transferWebhook(reference, 'transfer.success'));
    expect((await row(id)).status).toBe(3);
    expect(await w.summary(m)).toMatchObject({ available: 9_900_00, frozen: 0 });
    expect(fake.transfers.size).toBeGreaterThan(0);
    expect(transfersSent(reference)).toHaveLength(1);
  });

  it('a transfer Paystack made but whose answer was lost is found by the stale check, never sent twice', async () => {
    const { m, bank } = await ready(40_000_00);
    // A first payout to the account, so the recipient exists and the next call is the transfer itself.
    const first = await requestAndApprove(m, bank.id, 2_000_00);
    fake.settleTransfer(first.reference, 'success');
    await deliver(fake.transferWebhook(first.reference, 'transfer.success'));
    t.clock.advance(24 * 3600_000);

    fake.setOutage('processThenHang', 1);
    const { id, reference, approved } = await requestAndApprove(m, bank.id);
    expect(approved.status).toBe(1); // the answer never came: outcome unknown
    expect(fake.transfers.get(reference)?.status).toBe('pending'); // ... but Paystack has it
    // The back office cannot reject it now: the money would go back while the transfer is live.
    expectRefusal(await w.adminPost('/admin/api/withdrawals/reject', { id, reason: 'looks stuck' }), 'REQUEST_ALREADY_DECIDED');
    expect(await w.summary(m)).toMatchObject({ frozen: 10_100_00 });

    t.clock.advance(31 * 60_000);
    await checkStalePayouts(t.ctx, 30);
    expect((await row(id)).status).toBe(6); // found by its reference: in operation
    t.clock.advance(31 * 60_000);
    await checkStalePayouts(t.ctx, 30);
    expect(transfersSent(reference)).toHaveLength(1);

    fake.settleTransfer(reference, 'success');
    await deliver(fake.transferWebhook(reference, 'transfer.success'));
    expect((await row(id)).status).toBe(3);
    expect(await w.summary(m)).toMatchObject({ available: 40_000_00 - 2_050_00 - 10_100_00, frozen: 0 });
  });

  it('a retry that Paystack refuses as a duplicate reference is not taken for a failure (the first transfer may be live)', async () => {
    const { m, bank } = await ready(20_000_00);
    // The recipient exists from an earlier payout, so the next call is the transfer itself.
    const { recipientCode } = await adapter.createTransferRecipient({ name: bank.accountHolder, accountNumber: bank.accountNumber, bankCode: '058' });
    await t.ctx.db.update(bankAccounts).set({ recipientCode }).where(eq(bankAccounts.id, bank.id));
    fake.setOutage('processThenHang', 1); // the transfer is made, its answer never arrives
    const { id, reference } = await requestAndApprove(m, bank.id);
    expect((await row(id)).status).toBe(1);
    expect(fake.transfers.get(reference)?.status).toBe('pending');
    // Suppose Paystack's verify lags behind its own transfers for a moment and says "not found":
    // the retry sends the transfer again with the same reference, and Paystack refuses the duplicate.
    const verify = adapter.verifyTransfer.bind(adapter);
    let lagging = 3; // the stale check's look, the retry's look, and the look after the refusal
    adapter.verifyTransfer = async (ref: string) => (ref === reference && lagging-- > 0 ? ({ status: 'not_found', reference: ref, raw: null } as const) : verify(ref));
    try {
      t.clock.advance(31 * 60_000);
      await checkStalePayouts(t.ctx, 30);
    } finally {
      adapter.verifyTransfer = verify;
    }
    expect(transfersSent(reference)).toHaveLength(2);
    expect([...fake.transfers.values()].filter((x) => x.reference === reference)).toHaveLength(1);
    expect((await row(id)).status).toBe(1); // not "failed": the money must not go back while the transfer is live
    expect(await w.summary(m)).toMatchObject({ available: 9_900_00, frozen: 10_100_00 });

    t.clock.advance(31 * 60_000);
    await checkStalePayouts(t.ctx, 30);
    expect((await row(id)).status).toBe(6);
    fake.settleTransfer(reference, 'success');
    await deliver(fake.transferWebhook(reference, 'transfer.success'));
    expect((await row(id)).status).toBe(3);
    expect(await w.summary(m)).toMatchObject({ available: 9_900_00, frozen: 0 });
  });

  it('Paystack down while a transfer webhook is handled -> 503; the redelivery settles it', async () => {
    const { m, bank } = await ready(20_000_00);
    const { id, reference } = await requestAndApprove(m, bank.id);
    fake.settleTransfer(reference, 'success');
    const hook = fake.transferWebhook(reference, 'transfer.success');
    await fake.goDown();
    expect((await deliver(hook)).status).toBe(503);
    expect((await row(id)).status).toBe(6);
    await fake.comeUp();
    expect((await deliver(hook)).status).toBe(200);
    expect((await row(id)).status).toBe(3);
    expect(await w.summary(m)).toMatchObject({ available: 9_900_00, frozen: 0 });
  });

  it('the sandbox payout switch is refused when a real provider is configured', async () => {
    const { m, bank } = await ready(20_000_00);
    const { id } = await requestAndApprove(m, bank.id);
    expectRefusal(await w.adminPost('/admin/api/withdrawals/sandbox-outcome', { id, outcome: 'success' }), 'FORBIDDEN');
    expect((await row(id)).status).toBe(6);
    fake.settleTransfer((await row(id)).reference, 'success');
    await deliver(fake.transferWebhook((await row(id)).reference, 'transfer.success'));
  });
});

describe('binding an account through Paystack', () => {
  it('lists Paystack’s active banks, refuses what it cannot resolve, and answers SYSTEM_BUSY when it is down', async () => {
    const m = await w.member({ realName: 'Ada Chioma Obi' });
    const banks = expectOk(await t.call({ method: 'GET', url: '/web/bank/banks', headers: w.as(m) })) as { code: string }[];
    expect(banks.map((b) => b.code).sort()).toEqual(['044', '057', '058', '50211']); // not Heritage (inactive) nor a deleted bank
    const unknown = nuban('058');
    expectRefusal(await w.addBank(m, { bankCode: '058', accountNumber: unknown, confirmAccountNumber: unknown }), 'BANK_ACCOUNT_OR_NAME_INCORRECT');
    const stranger = nuban('058');
    fake.addAccount('058', stranger, 'EMEKA NWOSU');
    expectRefusal(await w.addBank(m, { bankCode: '058', accountNumber: stranger, confirmAccountNumber: stranger }), 'BANK_HOLDER_MISMATCH');
    const nickname = nuban('058');
    fake.addAccount('058', nickname, 'ADAEZE OBI');
    expect(expectOk(await w.addBank(m, { bankCode: '058', accountNumber: nickname, confirmAccountNumber: nickname }))).toMatchObject({ approvalStatus: 0, accountHolder: 'ADAEZE OBI' });
    const later = nuban('058');
    fake.addAccount('058', later, 'ADA OBI');
    fake.setOutage('status503', 1);
    expectRefusal(await w.addBank(m, { bankCode: '058', accountNumber: later, confirmAccountNumber: later }), 'SYSTEM_BUSY');
    expect(expectOk(await w.addBank(m, { bankCode: '058', accountNumber: later, confirmAccountNumber: later }))).toMatchObject({ approvalStatus: 1 });
  });
});
