import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeFlutterwaveServer } from './fakes/fake-flutterwave-server.ts';
import { FlutterwaveAdapter } from './flutterwave-adapter.ts';
import {
  AccountNotResolvedError,
  PaymentRequestError,
  ProviderRejectedError,
  ProviderResponseError,
  ProviderUnavailableError,
  WebhookPayloadError,
  WebhookSignatureError,
} from './payment-provider.ts';

// FlutterwaveAdapter against a local fake of Flutterwave v3 (no network, no database). Flutterwave
// speaks naira, so these tests watch the kobo <-> naira edge closely.

let fake: FakeFlutterwaveServer;
let flutterwave: FlutterwaveAdapter;

const TRANSFER_REF = 'wd_2026_000000000002';

beforeEach(async () => {
  fake = await FakeFlutterwaveServer.start();
  flutterwave = new FlutterwaveAdapter({ secretKey: fake.secretKey, webhookHash: fake.webhookHash, baseUrl: fake.baseUrl, timeoutMs: 2_000 });
  fake.addAccount('044', '0690000032', 'ADA OBI');
});

afterEach(async () => {
  await fake.close();
});

async function checkout(reference = 'dep-2001', amountKobo = 150_050n) {
  return flutterwave.initializeCheckout({ reference, amountKobo, email: 'ada@example.com', callbackUrl: 'https://app.example/pay/return' });
}

async function startTransfer(amountKobo = 2_500_050n) {
  const { recipientCode } = await flutterwave.createTransferRecipient({ name: 'ADA OBI', accountNumber: '0690000032', bankCode: '044' });
  return flutterwave.initiateTransfer({ reference: TRANSFER_REF, amountKobo, recipientCode, reason: 'Withdrawal' });
}

describe('Flutterwave checkout and verify (naira on the wire, kobo in our hands)', () => {
  it('sends 150050 kobo as 1500.50 naira and returns the hosted link', async () => {
    const session = await checkout();
    expect(session).toEqual({ checkoutUrl: expect.stringContaining('/pay/dep-2001'), providerReference: 'dep-2001' });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/v3/payments');
    expect(sent.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(sent.body).toMatchObject({ tx_ref: 'dep-2001', amount: 1500.5, currency: 'NGN', redirect_url: 'https://app.example/pay/return', customer: { email: 'ada@example.com' } });
  });

  it('verifies by reference: success, 1500.50 naira back to exactly 150050 kobo', async () => {
    await checkout();
    const tx = fake.pay('dep-2001');
    const v = await flutterwave.verifyPayment('dep-2001');
    expect(v).toMatchObject({ status: 'success', reference: 'dep-2001', amountKobo: 150_050n, currency: 'NGN', providerTransactionId: String(tx.id) });
    expect(fake.requests.at(-1)!.path).toBe('/v3/transactions/verify_by_reference');
  });

  it('verifies by transaction id when the webhook gave one, and reports the tx_ref for the caller to compare', async () => {
    await checkout();
    const tx = fake.pay('dep-2001');
    const v = await flutterwave.verifyPayment('dep-2001', { providerTransactionId: String(tx.id) });
    expect(v).toMatchObject({ status: 'success', reference: 'dep-2001', amountKobo: 150_050n });
    expect(fake.requests.at(-1)!.path).toBe(`/v3/transactions/${tx.id}/verify`);
  });

  it('an unpaid checkout has no transaction yet: not_found', async () => {
    await checkout();
    expect(await flutterwave.verifyPayment('dep-2001')).toMatchObject({ status: 'not_found', reference: 'dep-2001' });
    expect(await flutterwave.verifyPayment('dep-2001', { providerTransactionId: '42' })).toMatchObject({ status: 'not_found' });
  });

  it('reports failed and cancelled (abandoned) payments', async () => {
    await checkout('dep-2001');
    await checkout('dep-2002');
    fake.pay('dep-2001', { status: 'failed' });
    fake.pay('dep-2002', { status: 'cancelled' });
    expect((await flutterwave.verifyPayment('dep-2001')).status).toBe('failed');
    expect((await flutterwave.verifyPayment('dep-2002')).status).toBe('abandoned');
  });

  it('reports a short amount and another currency exactly', async () => {
    await checkout('dep-2001', 500_000n);
    await checkout('dep-2002', 500_000n);
    fake.pay('dep-2001', { amount: 4999.99 });
    fake.pay('dep-2002', { currency: 'USD' });
    expect(await flutterwave.verifyPayment('dep-2001')).toMatchObject({ status: 'success', amountKobo: 499_999n, currency: 'NGN' });
    expect(await flutterwave.verifyPayment('dep-2002')).toMatchObject({ status: 'success', amountKobo: 500_000n, currency: 'USD' });
  });

  it('refuses an amount with a fraction of a kobo (1500.505 naira) rather than round it', async () => {
    await checkout();
    fake.pay('dep-2001', { amount: 1500.505 });
    const error = await flutterwave.verifyPayment('dep-2001').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderResponseError);
    expect((error as Error).message).toMatch(/1500\.505/);
  });

  it.each([
    [1n, 0.01],
    [10n, 0.1],
    [50_000n, 500],
    [150_050n, 1500.5],
    [500_000_000n, 5_000_000],
    [123_456_789n, 1_234_567.89],
  ])('sends %s kobo as %s naira', async (kobo, naira) => {
    await checkout('dep-2001', kobo);
    expect((fake.requests.at(-1)!.body as { amount: number }).amount).toBe(naira);
  });
});

describe('Flutterwave webhooks (verif-hash)', () => {
  it('accepts the right hash and normalizes charge.completed', async () => {
    await checkout();
    const tx = fake.pay('dep-2001');
    const { body, headers } = fake.chargeWebhook('dep-2001');
    expect(flutterwave.parseWebhook(body, headers)).toMatchObject({
      kind: 'payment.success',
      eventId: 'payment.success:dep-2001',
      reference: 'dep-2001',
      amountKobo: 150_050n,
      currency: 'NGN',
      providerEventType: 'charge.completed',
      providerTransactionId: String(tx.id),
    });
  });

  it('the same event delivered twice has the same eventId', async () => {
    await checkout();
    fake.pay('dep-2001');
    const a = fake.chargeWebhook('dep-2001');
    const b = fake.chargeWebhook('dep-2001');
    const ea = flutterwave.parseWebhook(a.body, a.headers);
    const eb = flutterwave.parseWebhook(b.body, b.headers);
    expect(ea.kind !== 'ignored' && eb.kind !== 'ignored' && ea.eventId === eb.eventId).toBe(true);
  });

  it('refuses a wrong, missing or repeated verif-hash', async () => {
    await checkout();
    fake.pay('dep-2001');
    const { body } = fake.chargeWebhook('dep-2001');
    expect(() => flutterwave.parseWebhook(body, { 'verif-hash': 'guess' })).toThrow(WebhookSignatureError);
    expect(() => flutterwave.parseWebhook(body, { 'verif-hash': `${fake.webhookHash}x` })).toThrow(WebhookSignatureError);
    expect(() => flutterwave.parseWebhook(body, {})).toThrow(WebhookSignatureError);
    expect(() => flutterwave.parseWebhook(body, { 'verif-hash': [fake.webhookHash, fake.webhookHash] })).toThrow(WebhookSignatureError);
  });

  it('an altered body still carries the right hash (Flutterwave does not sign bodies): verify tells the truth', async () => {
    await checkout();
    fake.pay('dep-2001');
    const { body, headers } = fake.chargeWebhook('dep-2001');
    const altered = Buffer.from(body.toString().replace('"amount":1500.5', '"amount":150050'));
    const event = flutterwave.parseWebhook(altered, headers);
    expect(event).toMatchObject({ kind: 'payment.success', amountKobo: 15_005_000n });
    // Which is why the deposit service credits only what verifyPayment reports.
    expect(await flutterwave.verifyPayment('dep-2001')).toMatchObject({ amountKobo: 150_050n });
  });

  it('reads the hash from a configured header name', async () => {
    await fake.close();
    fake = await FakeFlutterwaveServer.start({ webhookHeader: 'x-flw-hash' });
    const adapter = new FlutterwaveAdapter({ secretKey: fake.secretKey, webhookHash: fake.webhookHash, webhookHeader: 'X-Flw-Hash', baseUrl: fake.baseUrl });
    const { body, headers } = fake.webhook({ event: 'charge.completed', data: { id: 1, tx_ref: 'dep-2001', amount: 500, currency: 'NGN', status: 'successful' } });
    expect(adapter.parseWebhook(body, headers)).toMatchObject({ kind: 'payment.success', amountKobo: 50_000n });
    expect(() => adapter.parseWebhook(body, { 'verif-hash': fake.webhookHash })).toThrow(WebhookSignatureError);
  });

  it('failed charges are payment.failed; pending ones and unknown events are ignored', () => {
    const failed = fake.webhook({ event: 'charge.completed', data: { id: 1, tx_ref: 'dep-2001', amount: 500, currency: 'NGN', status: 'failed' } });
    expect(flutterwave.parseWebhook(failed.body, failed.headers)).toMatchObject({ kind: 'payment.failed', failureReason: 'failed', eventId: 'payment.failed:dep-2001' });
    const pending = fake.webhook({ event: 'charge.completed', data: { id: 1, tx_ref: 'dep-2001', amount: 500, currency: 'NGN', status: 'pending' } });
    expect(flutterwave.parseWebhook(pending.body, pending.headers).kind).toBe('ignored');
    const other = fake.webhook({ event: 'subscription.cancelled', data: {} });
    expect(flutterwave.parseWebhook(other.body, other.headers)).toMatchObject({ kind: 'ignored', providerEventType: 'subscription.cancelled' });
  });

  it('refuses a handled event with fractions of a kobo or missing fields', () => {
    const odd = fake.webhook({ event: 'charge.completed', data: { id: 1, tx_ref: 'dep-2001', amount: 1500.505, currency: 'NGN', status: 'successful' } });
    expect(() => flutterwave.parseWebhook(odd.body, odd.headers)).toThrow(WebhookPayloadError);
    const partial = fake.webhook({ event: 'transfer.completed', data: { id: 1, amount: 5, currency: 'NGN', status: 'SUCCESSFUL' } });
    expect(() => flutterwave.parseWebhook(partial.body, partial.headers)).toThrow(WebhookPayloadError);
  });

  it('normalizes transfer.completed: success, failure, reversal after success', async () => {
    await startTransfer();
    fake.settleTransfer(TRANSFER_REF, 'SUCCESSFUL');
    const s = fake.transferWebhook(TRANSFER_REF);
    fake.settleTransfer(TRANSFER_REF, 'REVERSED');
    const r = fake.transferWebhook(TRANSFER_REF);
    fake.settleTransfer(TRANSFER_REF, 'FAILED');
    const f = fake.transferWebhook(TRANSFER_REF);
    expect(flutterwave.parseWebhook(s.body, s.headers)).toMatchObject({ kind: 'transfer.success', eventId: `transfer.success:${TRANSFER_REF}`, amountKobo: 2_500_050n });
    expect(flutterwave.parseWebhook(r.body, r.headers)).toMatchObject({ kind: 'transfer.reversed', eventId: `transfer.reversed:${TRANSFER_REF}` });
    expect(flutterwave.parseWebhook(f.body, f.headers)).toMatchObject({ kind: 'transfer.failed', eventId: `transfer.failed:${TRANSFER_REF}` });
  });
});

describe('Flutterwave banks and account names', () => {
  it('lists Nigerian banks', async () => {
    expect(await flutterwave.listBanks()).toEqual([
      { name: 'Access Bank', code: '044', active: true },
      { name: 'Guaranty Trust Bank', code: '058', active: true },
      { name: 'Zenith Bank', code: '057', active: true },
    ]);
    expect(fake.requests.at(-1)!.path).toBe('/v3/banks/NG');
  });

  it('resolves a name, and an unknown account is AccountNotResolvedError', async () => {
    expect(await flutterwave.resolveAccount('0690000032', '044')).toEqual({ accountName: 'ADA OBI' });
    expect(fake.requests.at(-1)!.body).toEqual({ account_number: '0690000032', account_bank: '044' });
    await expect(flutterwave.resolveAccount('0690000040', '044')).rejects.toThrow(AccountNotResolvedError);
  });
});

describe('Flutterwave payouts', () => {
  it('sends naira, starts pending (NEW), then success; verified by id and by reference', async () => {
    const started = await startTransfer();
    expect(started.status).toBe('pending');
    expect(started.transferCode).toBe(String(fake.transfers.get(TRANSFER_REF)!.id));
    expect(fake.requests.at(-1)!.body).toMatchObject({ account_bank: '044', account_number: '0690000032', amount: 25000.5, currency: 'NGN', reference: TRANSFER_REF });
    expect(await flutterwave.verifyTransfer(TRANSFER_REF, started.transferCode)).toMatchObject({ status: 'pending', amountKobo: 2_500_050n });
    fake.settleTransfer(TRANSFER_REF, 'SUCCESSFUL');
    expect(await flutterwave.verifyTransfer(TRANSFER_REF, started.transferCode)).toMatchObject({ status: 'success', amountKobo: 2_500_050n });
    expect(fake.requests.at(-1)!.path).toBe(`/v3/transfers/${started.transferCode}`);
    expect(await flutterwave.verifyTransfer(TRANSFER_REF)).toMatchObject({ status: 'success', transferCode: started.transferCode });
    expect(fake.requests.at(-1)!.query.get('reference')).toBe(TRANSFER_REF);
  });

  it('reports failure and a reversal after success', async () => {
    const started = await startTransfer();
    fake.settleTransfer(TRANSFER_REF, 'SUCCESSFUL');
    fake.settleTransfer(TRANSFER_REF, 'REVERSED');
    expect((await flutterwave.verifyTransfer(TRANSFER_REF, started.transferCode)).status).toBe('reversed');
    fake.settleTransfer(TRANSFER_REF, 'FAILED');
    expect((await flutterwave.verifyTransfer(TRANSFER_REF)).status).toBe('failed');
  });

  it('an immediately failed transfer is failed', async () => {
    fake.transferMode = 'FAILED';
    expect((await startTransfer()).status).toBe('failed');
  });

  it('unknown transfers are not_found, by id and by reference', async () => {
    expect((await flutterwave.verifyTransfer(TRANSFER_REF, '999')).status).toBe('not_found');
    expect((await flutterwave.verifyTransfer(TRANSFER_REF)).status).toBe('not_found');
  });

  it('has no OTP step, refuses bad references and recipients before sending', async () => {
    await expect(flutterwave.finalizeTransfer()).rejects.toThrow(PaymentRequestError);
    await expect(flutterwave.createTransferRecipient({ name: 'A', accountNumber: '12345', bankCode: '044' })).rejects.toThrow(PaymentRequestError);
    const before = fake.requests.length;
    await expect(flutterwave.initiateTransfer({ reference: 'Bad Ref', amountKobo: 100n, recipientCode: 'flw-nuban:044:0690000032', reason: 'x' })).rejects.toThrow(PaymentRequestError);
    await expect(flutterwave.initiateTransfer({ reference: TRANSFER_REF, amountKobo: 100n, recipientCode: 'RCP_paystack', reason: 'x' })).rejects.toThrow(PaymentRequestError);
    expect(fake.requests.length).toBe(before);
  });

  it('a duplicate reference is a refusal, so a retry after a lost answer cannot pay twice', async () => {
    const quick = new FlutterwaveAdapter({ secretKey: fake.secretKey, webhookHash: fake.webhookHash, baseUrl: fake.baseUrl, timeoutMs: 300 });
    const { recipientCode } = await quick.createTransferRecipient({ name: 'ADA OBI', accountNumber: '0690000032', bankCode: '044' });
    const request = { reference: TRANSFER_REF, amountKobo: 100_000n, recipientCode, reason: 'Withdrawal' };
    fake.setOutage('processThenHang', 1);
    await expect(quick.initiateTransfer(request)).rejects.toThrow(ProviderUnavailableError);
    expect(await quick.verifyTransfer(TRANSFER_REF)).toMatchObject({ status: 'pending', amountKobo: 100_000n });
    await expect(quick.initiateTransfer(request)).rejects.toThrow(ProviderRejectedError);
    expect(fake.transfers.size).toBe(1);
  });
});

describe('Flutterwave down or slow', () => {
  it('connection refused, 503, a dropped connection and a hang are all ProviderUnavailableError', async () => {
    const quick = new FlutterwaveAdapter({ secretKey: fake.secretKey, webhookHash: fake.webhookHash, baseUrl: fake.baseUrl, timeoutMs: 300 });
    fake.setOutage('status503', 1);
    await expect(quick.listBanks()).rejects.toMatchObject({ name: 'ProviderUnavailableError', httpStatus: 503 });
    fake.setOutage('reset', 1);
    await expect(quick.listBanks()).rejects.toThrow(ProviderUnavailableError);
    fake.setOutage('hang', 1);
    await expect(quick.verifyPayment('dep-2001')).rejects.toThrow(/no answer within 300 ms/);
    await fake.goDown();
    await expect(quick.verifyPayment('dep-2001')).rejects.toThrow(ProviderUnavailableError);
    await fake.comeUp();
    expect(await quick.listBanks()).toHaveLength(3);
  });
});

describe('Flutterwave adapter identity and options', () => {
  it('names itself, reports test keys as sandbox, and needs its webhook hash', () => {
    expect(flutterwave.name).toBe('flutterwave');
    expect(flutterwave.isSandbox).toBe(true);
    expect(new FlutterwaveAdapter({ secretKey: 'FLWSECK-live', webhookHash: 'h' }).isSandbox).toBe(false);
    expect(() => new FlutterwaveAdapter({ secretKey: 'FLWSECK-live', webhookHash: '' })).toThrow(/hash/);
  });
});
