import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeHttpServer } from './fakes/fake-http-server.ts';
import { FakePaystackServer } from './fakes/fake-paystack-server.ts';
import {
  AccountNotResolvedError,
  PaymentRequestError,
  ProviderRejectedError,
  ProviderResponseError,
  ProviderUnavailableError,
  WebhookPayloadError,
  WebhookSignatureError,
} from './payment-provider.ts';
import { PaystackAdapter } from './paystack-adapter.ts';

// PaystackAdapter against a local fake of Paystack's documented API (no network, no database).

let fake: FakePaystackServer;
let paystack: PaystackAdapter;

const TRANSFER_REF = 'wd_2026_000000000001';

beforeEach(async () => {
  fake = await FakePaystackServer.start();
  paystack = new PaystackAdapter({ secretKey: fake.secretKey, baseUrl: fake.baseUrl, timeoutMs: 2_000 });
  fake.addAccount('044', '0690000032', 'ADA OBI');
});

afterEach(async () => {
  await fake.close();
});

async function checkout(reference = 'dep-1001', amountKobo = 150_050n) {
  return paystack.initializeCheckout({ reference, amountKobo, email: 'ada@example.com', callbackUrl: 'https://app.example/pay/return', metadata: { memberId: 7 } });
}

async function recipient() {
  return (await paystack.createTransferRecipient({ name: 'ADA OBI', accountNumber: '0690000032', bankCode: '044' })).recipientCode;
}

describe('Paystack checkout and verify', () => {
  it('initializes a checkout in kobo and NGN with the bearer key, and returns the authorization URL', async () => {
    const session = await checkout();
    expect(session.checkoutUrl).toBe(`${fake.baseUrl}/checkout/${fake.transactions.get('dep-1001')!.accessCode}`);
    expect(session.providerReference).toBe(fake.transactions.get('dep-1001')!.accessCode);
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(sent.body).toEqual({
      email: 'ada@example.com',
      amount: 150050,
      currency: 'NGN',
      reference: 'dep-1001',
      callback_url: 'https://app.example/pay/return',
      metadata: { memberId: 7 },
    });
  });

  it('verifies a paid checkout: success, the amount in kobo, the currency and the time paid', async () => {
    await checkout();
    fake.pay('dep-1001');
    const v = await paystack.verifyPayment('dep-1001');
    expect(v).toMatchObject({ status: 'success', reference: 'dep-1001', amountKobo: 150_050n, currency: 'NGN' });
    expect(v.status === 'success' && v.paidAt).toBeInstanceOf(Date);
    expect(v.status === 'success' && v.providerTransactionId).toBe(String(fake.transactions.get('dep-1001')!.id));
  });

  it('reports an unfinished checkout as Paystack does ("abandoned"), which is not final before the deposit times out', async () => {
    await checkout();
    expect(await paystack.verifyPayment('dep-1001')).toMatchObject({ status: 'abandoned', amountKobo: 150_050n });
  });

  it('reports a failed charge', async () => {
    await checkout();
    fake.pay('dep-1001', { status: 'failed' });
    expect(await paystack.verifyPayment('dep-1001')).toMatchObject({ status: 'failed', amountKobo: 150_050n });
  });

  it('reports a short amount exactly as Paystack states it (the deposit service refuses it)', async () => {
    await checkout('dep-1001', 500_000n);
    fake.pay('dep-1001', { amount: 499_999 });
    expect(await paystack.verifyPayment('dep-1001')).toMatchObject({ status: 'success', amountKobo: 499_999n, currency: 'NGN' });
  });

  it('reports another currency exactly as Paystack states it', async () => {
    await checkout();
    fake.pay('dep-1001', { currency: 'USD' });
    expect(await paystack.verifyPayment('dep-1001')).toMatchObject({ status: 'success', amountKobo: 150_050n, currency: 'USD' });
  });

  it('reports an unknown reference as not_found', async () => {
    expect(await paystack.verifyPayment('dep-never-made')).toMatchObject({ status: 'not_found', reference: 'dep-never-made' });
  });

  it('refuses a malformed reference or amount before sending anything', async () => {
    await expect(checkout('dep 1001')).rejects.toThrow(PaymentRequestError);
    await expect(checkout('dep-1001', 0n)).rejects.toThrow(PaymentRequestError);
    await expect(checkout('dep-1001', -5n)).rejects.toThrow(PaymentRequestError);
    await expect(checkout('dep-1001', BigInt(Number.MAX_SAFE_INTEGER) + 1n)).rejects.toThrow(PaymentRequestError);
    await expect(paystack.verifyPayment('../bank')).rejects.toThrow(PaymentRequestError);
    expect(fake.requests).toHaveLength(0);
  });

  it('a reused checkout reference is refused by Paystack, not retried', async () => {
    await checkout();
    await expect(checkout()).rejects.toThrow(ProviderRejectedError);
  });
});

describe('Paystack webhooks', () => {
  it('accepts a correctly signed charge.success and normalizes it', async () => {
    await checkout();
    fake.pay('dep-1001');
    const { body, headers } = fake.chargeSuccessWebhook('dep-1001');
    const event = paystack.parseWebhook(body, headers);
    expect(event).toMatchObject({
      kind: 'payment.success',
      eventId: 'payment.success:dep-1001',
      reference: 'dep-1001',
      amountKobo: 150_050n,
      currency: 'NGN',
      providerEventType: 'charge.success',
    });
  });

  it('gives the same eventId when Paystack delivers the same event twice', async () => {
    await checkout();
    fake.pay('dep-1001');
    const first = fake.chargeSuccessWebhook('dep-1001');
    const again = fake.chargeSuccessWebhook('dep-1001');
    const a = paystack.parseWebhook(first.body, first.headers);
    const b = paystack.parseWebhook(again.body, again.headers);
    expect(a.kind !== 'ignored' && b.kind !== 'ignored' && a.eventId === b.eventId).toBe(true);
  });

  it('refuses a signature made with another secret', () => {
    const { body } = fake.webhook('charge.success', { reference: 'dep-1001', amount: 150050, currency: 'NGN' });
    const forged = createHmac('sha512', 'sk_test_someone_else').update(body).digest('hex');
    expect(() => paystack.parseWebhook(body, { 'x-paystack-signature': forged })).toThrow(WebhookSignatureError);
  });

  it('refuses a body altered after signing (one more naira)', () => {
    const { body, headers } = fake.webhook('charge.success', { reference: 'dep-1001', amount: 150050, currency: 'NGN' });
    const altered = Buffer.from(body.toString().replace('150050', '150150'));
    expect(() => paystack.parseWebhook(altered, headers)).toThrow(WebhookSignatureError);
  });

  it('refuses re-serialized JSON: the signature is over the raw bytes', () => {
    const { body, headers } = fake.webhook('charge.success', { reference: 'dep-1001', amount: 150050, currency: 'NGN' });
    const reserialized = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 2));
    expect(() => paystack.parseWebhook(reserialized, headers)).toThrow(WebhookSignatureError);
  });

  it('refuses a missing, empty, malformed or repeated signature header', () => {
    const { body, headers } = fake.webhook('charge.success', { reference: 'dep-1001', amount: 150050, currency: 'NGN' });
    const sig = headers['x-paystack-signature']!;
    expect(() => paystack.parseWebhook(body, {})).toThrow(WebhookSignatureError);
    expect(() => paystack.parseWebhook(body, { 'x-paystack-signature': '' })).toThrow(WebhookSignatureError);
    expect(() => paystack.parseWebhook(body, { 'x-paystack-signature': sig.slice(2) })).toThrow(WebhookSignatureError);
    expect(() => paystack.parseWebhook(body, { 'x-paystack-signature': `${sig.slice(0, -1)}z` })).toThrow(WebhookSignatureError);
    expect(() => paystack.parseWebhook(body, { 'x-paystack-signature': [sig, sig] })).toThrow(WebhookSignatureError);
  });

  it('accepts the signature header whatever its case and whatever the case of the hex', () => {
    const { body, headers } = fake.webhook('charge.success', { reference: 'dep-1001', amount: 150050, currency: 'NGN' });
    const sig = headers['x-paystack-signature']!.toUpperCase();
    expect(paystack.parseWebhook(body, { 'X-Paystack-Signature': sig }).kind).toBe('payment.success');
  });

  it('ignores event types it does not handle', () => {
    const { body, headers } = fake.webhook('customeridentification.success', { customer_code: 'CUS_1' });
    expect(paystack.parseWebhook(body, headers)).toMatchObject({ kind: 'ignored', providerEventType: 'customeridentification.success' });
  });

  it('refuses a signed event it handles but cannot read, so Paystack redelivers', () => {
    const { body, headers } = fake.webhook('charge.success', { reference: 'dep-1001', currency: 'NGN' });
    expect(() => paystack.parseWebhook(body, headers)).toThrow(WebhookPayloadError);
    const fractional = fake.webhook('charge.success', { reference: 'dep-1001', amount: 1500.5, currency: 'NGN' });
    expect(() => paystack.parseWebhook(fractional.body, fractional.headers)).toThrow(WebhookPayloadError);
  });

  it('normalizes transfer success, failure and a reversal after success, each with its own eventId', async () => {
    fake.transferMode = 'pending';
    await paystack.initiateTransfer({ reference: TRANSFER_REF, amountKobo: 2_500_000n, recipientCode: await recipient(), reason: 'Withdrawal' });
    fake.settleTransfer(TRANSFER_REF, 'success');
    const success = fake.transferWebhook(TRANSFER_REF, 'transfer.success');
    fake.settleTransfer(TRANSFER_REF, 'reversed');
    const reversed = fake.transferWebhook(TRANSFER_REF, 'transfer.reversed');
    const failed = fake.transferWebhook(TRANSFER_REF, 'transfer.failed');
    const s = paystack.parseWebhook(success.body, success.headers);
    const r = paystack.parseWebhook(reversed.body, reversed.headers);
    const f = paystack.parseWebhook(failed.body, failed.headers);
    expect(s).toMatchObject({ kind: 'transfer.success', eventId: `transfer.success:${TRANSFER_REF}`, amountKobo: 2_500_000n, currency: 'NGN' });
    expect(r).toMatchObject({ kind: 'transfer.reversed', eventId: `transfer.reversed:${TRANSFER_REF}`, amountKobo: 2_500_000n });
    expect(f).toMatchObject({ kind: 'transfer.failed', eventId: `transfer.failed:${TRANSFER_REF}` });
  });
});

describe('Paystack banks and account names', () => {
  it('lists the banks across cursor pages, keeping the active flag and dropping deleted ones', async () => {
    await fake.close();
    fake = await FakePaystackServer.start({ maxBanksPerPage: 2 });
    paystack = new PaystackAdapter({ secretKey: fake.secretKey, baseUrl: fake.baseUrl });
    const banks = await paystack.listBanks();
    expect(banks.map((b) => b.code)).toEqual(['044', '058', '057', '030', '50211']);
    expect(banks.find((b) => b.code === '030')!.active).toBe(false);
    expect(fake.requests.filter((r) => r.path === '/bank')).toHaveLength(3);
    expect(fake.requests[0]!.query.get('country')).toBe('nigeria');
  });

  it('resolves an account name', async () => {
    expect(await paystack.resolveAccount('0690000032', '044')).toEqual({ accountName: 'ADA OBI' });
  });

  it('turns Paystack HTTP 422 into AccountNotResolvedError', async () => {
    const error = await paystack.resolveAccount('0690000040', '044').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountNotResolvedError);
    expect(error).toMatchObject({ accountNumber: '0690000040', bankCode: '044' });
  });
});

describe('Paystack payouts', () => {
  it('pending, then success once Paystack settles it; verify reports the amount in kobo', async () => {
    const code = await recipient();
    expect(code).toMatch(/^RCP_/);
    const started = await paystack.initiateTransfer({ reference: TRANSFER_REF, amountKobo: 2_500_000n, recipientCode: code, reason: 'Withdrawal' });
    expect(started).toMatchObject({ status: 'pending', transferCode: fake.transfers.get(TRANSFER_REF)!.transferCode });
    expect(fake.requests.at(-1)!.body).toMatchObject({ source: 'balance', amount: 2500000, recipient: code, reference: TRANSFER_REF, currency: 'NGN' });
    expect(await paystack.verifyTransfer(TRANSFER_REF)).toMatchObject({ status: 'pending', amountKobo: 2_500_000n });
    fake.settleTransfer(TRANSFER_REF, 'success');
    expect(await paystack.verifyTransfer(TRANSFER_REF)).toMatchObject({ status: 'success', amountKobo: 2_500_000n, transferCode: started.transferCode });
  });

  it('otp, then finalize with the OTP', async () => {
    fake.transferMode = 'otp';
    const started = await paystack.initiateTransfer({ reference: TRANSFER_REF, amountKobo: 100_000n, recipientCode: await recipient(), reason: 'Withdrawal' });
    expect(started.status).toBe('otp');
    await expect(paystack.finalizeTransfer({ transferCode: started.transferCode, otp: '000000' })).rejects.toThrow(ProviderRejectedError);
    const done = await paystack.finalizeTransfer({ transferCode: started.transferCode, otp: fake.otp });
    expect(done).toMatchObject({ status: 'success', transferCode: started.transferCode });
    expect(await paystack.verifyTransfer(TRANSFER_REF)).toMatchObject({ status: 'success' });
  });

  it('reports a failed transfer', async () => {
    fake.transferMode = 'failed';
    const started = await paystack.initiateTransfer({ reference: TRANSFER_REF, amountKobo: 100_000n, recipientCode: await recipient(), reason: 'Withdrawal' });
    expect(started.status).toBe('failed');
    expect(await paystack.verifyTransfer(TRANSFER_REF)).toMatchObject({ status: 'failed', amountKobo: 100_000n });
  });

  it('reports a reversal that comes after a success', async () => {
    await paystack.initiateTransfer({ reference: TRANSFER_REF, amountKobo: 100_000n, recipientCode: await recipient(), reason: 'Withdrawal' });
    fake.settleTransfer(TRANSFER_REF, 'success');
    expect((await paystack.verifyTransfer(TRANSFER_REF)).status).toBe('success');
    fake.settleTransfer(TRANSFER_REF, 'reversed');
    expect(await paystack.verifyTransfer(TRANSFER_REF)).toMatchObject({ status: 'reversed', amountKobo: 100_000n });
  });

  it('reports an unknown transfer reference as not_found', async () => {
    expect(await paystack.verifyTransfer('wd_2026_never_sent_0001')).toMatchObject({ status: 'not_found' });
  });

  it.each(['short_ref', 'WD_2026_000000000001', 'wd.2026.000000000001', 'x'.repeat(51)])('refuses the transfer reference %j before sending', async (ref) => {
    const code = await recipient();
    const before = fake.requests.length;
    await expect(paystack.initiateTransfer({ reference: ref, amountKobo: 100_000n, recipientCode: code, reason: 'Withdrawal' })).rejects.toThrow(PaymentRequestError);
    expect(fake.requests.length).toBe(before);
  });

  it('a refusal (insufficient balance) is ProviderRejectedError, not an unknown outcome', async () => {
    fake.balance = 50_000;
    const error = await paystack
      .initiateTransfer({ reference: TRANSFER_REF, amountKobo: 100_000n, recipientCode: await recipient(), reason: 'Withdrawal' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect(error).not.toBeInstanceOf(ProviderUnavailableError);
    expect(error).toMatchObject({ httpStatus: 400, providerMessage: 'Your balance is not enough to fulfil this request' });
  });

  it('a wrong secret key is a refusal', async () => {
    const wrong = new PaystackAdapter({ secretKey: 'sk_test_wrong', baseUrl: fake.baseUrl });
    await expect(wrong.verifyTransfer(TRANSFER_REF)).rejects.toMatchObject({ name: 'ProviderRejectedError', httpStatus: 401 });
  });
});

describe('Paystack down or slow: the outcome is unknown', () => {
  it('connection refused -> ProviderUnavailableError; after recovery the SAME reference is verified', async () => {
    const code = await recipient();
    await fake.goDown();
    const error = await paystack.initiateTransfer({ reference: TRANSFER_REF, amountKobo: 100_000n, recipientCode: code, reason: 'Withdrawal' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toMatch(/ECONNREFUSED/);
    await fake.comeUp();
    expect((await paystack.verifyTransfer(TRANSFER_REF)).status).toBe('not_found');
  });

  it('HTTP 500 -> ProviderUnavailableError carrying the status', async () => {
    await checkout();
    fake.setOutage('status500');
    await expect(paystack.verifyPayment('dep-1001')).rejects.toMatchObject({ name: 'ProviderUnavailableError', httpStatus: 500 });
  });

  it('a dropped connection -> ProviderUnavailableError', async () => {
    fake.setOutage('reset');
    await expect(paystack.listBanks()).rejects.toThrow(ProviderUnavailableError);
  });

  it('a hang past the timeout -> ProviderUnavailableError within the timeout', async () => {
    const quick = new PaystackAdapter({ secretKey: fake.secretKey, baseUrl: fake.baseUrl, timeoutMs: 300 });
    fake.setOutage('hang');
    const startedAt = Date.now();
    const error = await quick.verifyPayment('dep-1001').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toMatch(/no answer within 300 ms/);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it('a transfer made but whose answer was lost: verify with the same reference finds it, and a retry cannot pay twice', async () => {
    const quick = new PaystackAdapter({ secretKey: fake.secretKey, baseUrl: fake.baseUrl, timeoutMs: 300 });
    const code = await recipient();
    const request = { reference: TRANSFER_REF, amountKobo: 100_000n, recipientCode: code, reason: 'Withdrawal' };
    fake.setOutage('processThenHang', 1);
    await expect(quick.initiateTransfer(request)).rejects.toThrow(ProviderUnavailableError);
    // Only the lost answer needs the short timeout; the follow-ups use the normal one, so a
    // loaded machine cannot turn them into timeouts too.
    expect(await paystack.verifyTransfer(TRANSFER_REF)).toMatchObject({ status: 'pending', amountKobo: 100_000n });
    await expect(paystack.initiateTransfer(request)).rejects.toThrow(ProviderRejectedError);
    expect(fake.transfers.size).toBe(1);
  });

  it('a 200 that is not JSON, or lacks a field, is an unknown outcome too', async () => {
    let answer: unknown = '<html>maintenance</html>';
    const odd = new FakeHttpServer(() => ({ status: 200, body: answer }));
    await odd.start();
    try {
      const adapter = new PaystackAdapter({ secretKey: 'sk_test_x', baseUrl: odd.baseUrl });
      await expect(adapter.verifyPayment('dep-1001')).rejects.toThrow(ProviderResponseError);
      answer = { status: true, message: 'ok', data: { status: 'success', reference: 'dep-1001', currency: 'NGN' } };
      const error = await adapter.verifyPayment('dep-1001').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderResponseError);
      expect(error).toBeInstanceOf(ProviderUnavailableError);
      expect((error as Error).message).toMatch(/amount/);
    } finally {
      await odd.close();
    }
  });
});

describe('Paystack adapter identity', () => {
  it('names itself and reports test keys as sandbox', () => {
    expect(paystack.name).toBe('paystack');
    expect(paystack.isSandbox).toBe(true);
    expect(new PaystackAdapter({ secretKey: 'sk_live_abc' }).isSandbox).toBe(false);
  });
});
