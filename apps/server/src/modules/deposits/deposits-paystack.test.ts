import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { deposits, paymentEvents } from '../../db/schema/wallet.ts';
import { FakePaystackServer } from '../../providers/payments/fakes/fake-paystack-server.ts';
import { PaystackAdapter } from '../../providers/payments/paystack-adapter.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal, idem, walletFixtures, type WalletMember } from '../../test/wallet-fixtures.ts';
import { expireDeposits } from './expire-deposits.ts';

// Deposits with the real Paystack adapter against the local fake Paystack: the checkout is
// Paystack's, the webhook is signed with the secret key, and every credit is verified with
// GET /transaction/verify first. Short amounts, other currencies and outages never credit.

let fake: FakePaystackServer;
const t = useTestApp({
  payments: async () => {
    fake = await FakePaystackServer.start();
    return new PaystackAdapter({ secretKey: fake.secretKey, baseUrl: fake.baseUrl, timeoutMs: 2_000 });
  },
});
const w = walletFixtures(t);
afterAll(async () => fake?.close());
beforeEach(async () => {
  fake.clearOutage();
  await fake.comeUp().catch(() => undefined);
  // Every test starts a minute later, so the per-minute deposit limits of one test never reach the next.
  t.clock.advance(60_000);
});

const deliver = (hook: { body: Buffer; headers: Record<string, string> }) => t.call({ method: 'POST', url: '/webhooks/paystack', headers: hook.headers, payload: hook.body });
const row = async (id: number) => (await t.ctx.db.select().from(deposits).where(eq(deposits.id, id)))[0]!;

async function checkout(m: WalletMember, amount: number) {
  const created = expectOk(await w.createDeposit(m, amount));
  const tx = fake.transactions.get(created.deposit.reference);
  expect(tx, 'Paystack got the checkout').toBeDefined();
  return { deposit: created.deposit as { id: number; reference: string }, checkoutUrl: created.checkoutUrl as string, tx: tx! };
}

describe('online deposits through Paystack', () => {
  it('checkout -> the member pays -> signed charge.success -> verified -> credited once, whatever the redeliveries', async () => {
    const m = await w.member();
    const options = expectOk(await t.call({ method: 'GET', url: '/web/wallet/deposit/options', headers: w.as(m) }));
    expect(options.sandbox).toBe(true); // sk_test_ key: no real money
    const { deposit, checkoutUrl, tx } = await checkout(m, 10_000_00);
    expect(checkoutUrl).toBe(`${fake.baseUrl}/checkout/${tx.accessCode}`);
    expect(tx).toMatchObject({ requestedAmount: 10_000_00, currency: 'NGN', email: `member-${m.uid}@members.scoreline.invalid` });
    expect((await row(deposit.id)).providerReference).toBe(tx.accessCode);
    // Paystack sends the member back to an absolute URL: with no PUBLIC_API_BASE, this request's origin.
    const init = fake.requests.find((r) => r.path === '/transaction/initialize' && (r.body as { reference?: string }).reference === deposit.reference);
    expect((init!.body as { callback_url: string }).callback_url).toBe(`http://localhost:80/#/pages/home/payweb?id=${deposit.id}`);

    fake.pay(deposit.reference);
    const hook = fake.chargeSuccessWebhook(deposit.reference);
    const res = await deliver(hook);
    expect(res.status).toBe(200);
    expect(await w.getDeposit(m, deposit.id)).toMatchObject({ status: 1, actualAmount: 10_000_00 });
    expect((await w.summary(m)).available).toBe(10_000_00);
    expect(fake.requests.filter((r) => r.path === `/transaction/verify/${deposit.reference}`)).toHaveLength(1);

    // Paystack retries for 72 hours, and sometimes twice at once.
    for (let i = 0; i < 3; i++) expect((await deliver(hook)).status).toBe(200);
    const parallel = await Promise.all([deliver(hook), deliver(hook), deliver(hook)]);
    expect(parallel.every((r) => r.status === 200)).toBe(true);
    expect((await w.summary(m)).available).toBe(10_000_00);
    const [event] = await t.ctx.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, `payment.success:${deposit.reference}`));
    expect(event).toMatchObject({ provider: 'paystack', deliveries: 7 });
    expect(await w.accountBalance('psp:paystack:clearing')).toBeGreaterThanOrEqual(10_000_00);
  });

  it('a short amount is not credited: status 3 with the reason', async () => {
    const m = await w.member();
    const { deposit } = await checkout(m, 10_000_00);
    fake.pay(deposit.reference, { amount: 9_999_00 });
    expect((await deliver(fake.chargeSuccessWebhook(deposit.reference))).status).toBe(200);
    expect(await w.getDeposit(m, deposit.id)).toMatchObject({ status: 3, actualAmount: 0 });
    expect((await row(deposit.id)).failureReason).toBe('verification mismatch: amount 999900 instead of 1000000');
    expect((await w.summary(m)).available).toBe(0);
    // A redelivery does not change its mind.
    expect((await deliver(fake.chargeSuccessWebhook(deposit.reference))).status).toBe(200);
    expect((await w.summary(m)).available).toBe(0);
  });

  it('another currency is not credited, even for the right number', async () => {
    const m = await w.member();
    const { deposit } = await checkout(m, 5_000_00);
    fake.pay(deposit.reference, { currency: 'USD' });
    expect((await deliver(fake.chargeSuccessWebhook(deposit.reference))).status).toBe(200);
    expect(await w.getDeposit(m, deposit.id)).toMatchObject({ status: 3, actualAmount: 0 });
    expect((await row(deposit.id)).failureReason).toBe('verification mismatch: currency USD');
    expect((await w.summary(m)).available).toBe(0);
  });

  it('an event whose amount differs from what Paystack verifies is judged by the verification, not the event', async () => {
    const m = await w.member();
    const { deposit } = await checkout(m, 6_000_00);
    fake.pay(deposit.reference);
    const inflated = fake.webhook('charge.success', { reference: deposit.reference, amount: 60_000_00, currency: 'NGN', status: 'success' });
    expect((await deliver(inflated)).status).toBe(200);
    expect((await w.summary(m)).available).toBe(6_000_00);
  });

  it('Paystack down while the webhook is handled -> 503 and nothing credited; the redelivery credits', async () => {
    const m = await w.member();
    const { deposit } = await checkout(m, 7_500_00);
    fake.pay(deposit.reference);
    const hook = fake.chargeSuccessWebhook(deposit.reference);
    await fake.goDown();
    const res = await deliver(hook);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe(1007);
    expect(await w.getDeposit(m, deposit.id)).toMatchObject({ status: 0, actualAmount: 0 });
    fake.setOutage('status500', 1);
    await fake.comeUp();
    expect((await deliver(hook)).status).toBe(503);
    expect((await w.summary(m)).available).toBe(0);

    expect((await deliver(hook)).status).toBe(200);
    expect(await w.getDeposit(m, deposit.id)).toMatchObject({ status: 1, actualAmount: 7_500_00 });
    expect((await w.summary(m)).available).toBe(7_500_00);
  });

  it('refuses an unsigned or wrongly signed webhook; ignores event types it does not handle; unknown references change nothing', async () => {
    const m = await w.member();
    const { deposit } = await checkout(m, 3_000_00);
    fake.pay(deposit.reference);
    const hook = fake.chargeSuccessWebhook(deposit.reference);
    expectRefusal(await deliver({ body: hook.body, headers: { 'content-type': 'application/json' } }), 'FORBIDDEN');
    expectRefusal(await deliver({ body: hook.body, headers: { ...hook.headers, 'x-paystack-signature': 'f'.repeat(128) } }), 'FORBIDDEN');
    expect((await w.summary(m)).available).toBe(0);

    const other = await deliver(fake.webhook('subscription.create', { reference: deposit.reference }));
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual({ handled: false });
    const unknown = await deliver(fake.webhook('charge.success', { reference: 'dep_not_ours_at_all', amount: 100, currency: 'NGN' }));
    expect(unknown.status).toBe(200);
    expect((await w.summary(m)).available).toBe(0);
    // Signed, but holding text the database cannot keep: refused as malformed, nothing recorded.
    for (const bad of ['ref\u0000x', '\ud800']) {
      expectRefusal(await deliver(fake.webhook('charge.success', { reference: deposit.reference, amount: 3_000_00, currency: 'NGN', note: bad })), 'MALFORMED_REQUEST');
    }
    expect((await w.summary(m)).available).toBe(0);
    // The sandbox's own routes are not served when a real provider is configured.
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/checkout?reference=${deposit.reference}` })).statusCode).toBe(404);
  });

  it('DEPOSIT_SYSTEM_BUSY when Paystack cannot be reached at checkout; the deposit is closed and a new attempt works', async () => {
    const m = await w.member();
    await fake.goDown();
    const res = await w.createDeposit(m, 4_000_00);
    expectRefusal(res, 'DEPOSIT_SYSTEM_BUSY');
    const [closed] = await t.ctx.db.select().from(deposits).where(eq(deposits.memberId, m.uid));
    expect(closed).toMatchObject({ status: 3, failureReason: 'provider_unavailable' });
    await fake.comeUp();
    fake.setOutage('status503', 1);
    expectRefusal(await w.createDeposit(m, 4_000_00), 'DEPOSIT_SYSTEM_BUSY');
    const again = await checkout(m, 4_000_00);
    expect(again.deposit.reference).not.toBe(closed!.reference);
    expect((await w.summary(m)).available).toBe(0);
  });

  it('the timeout job: an unfinished checkout fails as abandoned; a member who pays late is still credited; an outage leaves it pending', async () => {
    t.clock.advance(31 * 60_000);
    await expireDeposits(t.ctx); // the earlier tests' leftovers
    const m = await w.member();
    const late = await checkout(m, 2_000_00);
    const abandoned = await checkout(m, 2_100_00);

    t.clock.advance(31 * 60_000);
    fake.setOutage('reset', 1); // the first verify (the oldest deposit) gets no answer
    expect(await expireDeposits(t.ctx)).toEqual({ credited: 0, timedOut: 0, unreachable: 1 });
    expect((await w.getDeposit(m, late.deposit.id)).status).toBe(0);
    expect((await w.getDeposit(m, abandoned.deposit.id)).status).toBe(2);
    expect((await row(abandoned.deposit.id)).failureReason).toBe('abandoned');

    expect(await expireDeposits(t.ctx)).toEqual({ credited: 0, timedOut: 0, unreachable: 0 });
    expect(await w.getDeposit(m, late.deposit.id)).toMatchObject({ status: 2 });

    // The member completes the payment after all: Paystack's webhook still credits it, once.
    fake.pay(late.deposit.reference);
    expect((await deliver(fake.chargeSuccessWebhook(late.deposit.reference))).status).toBe(200);
    expect(await w.getDeposit(m, late.deposit.id)).toMatchObject({ status: 1, actualAmount: 2_000_00 });
    expect((await w.summary(m)).available).toBe(2_000_00);
  });

  it('the Idempotency-Key replays the same checkout without asking Paystack twice', async () => {
    const m = await w.member();
    const key = idem('ps');
    const first = expectOk(await w.createDeposit(m, 1_234_00, 'online', key));
    const initializeCalls = fake.requests.filter((r) => r.path === '/transaction/initialize').length;
    const second = expectOk(await w.createDeposit(m, 1_234_00, 'online', key));
    expect(second).toEqual(first);
    expect(fake.requests.filter((r) => r.path === '/transaction/initialize')).toHaveLength(initializeCalls);
  });
});
