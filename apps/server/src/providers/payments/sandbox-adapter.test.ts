import { isValidNuban, nubanBankCode, nubanCheckDigit } from '@scoreline/contract/nuban';
import { describe, expect, it, vi } from 'vitest';
import { AccountNotResolvedError, PaymentRequestError, WebhookSignatureError } from './payment-provider.ts';
import {
  buildSandboxEvent,
  SANDBOX_BANKS,
  SANDBOX_SIGNATURE_HEADER,
  SandboxAdapter,
  type SandboxAdapterOptions,
  type SandboxPaymentRecord,
  type SandboxTransferRecord,
  signedSandboxEvent,
  signSandboxEvent,
} from './sandbox-adapter.ts';

const SECRET = 'sandbox-webhook-secret-for-tests';

function sandbox(overrides: Partial<SandboxAdapterOptions> = {}) {
  const payments = new Map<string, SandboxPaymentRecord>();
  const transfers = new Map<string, SandboxTransferRecord>();
  const nameFor = vi.fn((_account: string, _bank: string) => 'ADA OBI');
  const adapter = new SandboxAdapter({
    publicBaseUrl: 'https://scoreline.example/',
    webhookSecret: SECRET,
    lookupPayment: async (ref) => payments.get(ref) ?? null,
    lookupTransfer: async (ref) => transfers.get(ref) ?? null,
    nameFor,
    ...overrides,
  });
  return { adapter, payments, transfers, nameFor };
}

function nubanAt(bankCode: string, serial = '123456789'): string {
  return `${serial}${nubanCheckDigit(serial, bankCode)}`;
}

describe('sandbox checkout', () => {
  it('points at our own sandbox checkout page with the reference, amount and return URL', async () => {
    const { adapter } = sandbox();
    const session = await adapter.initializeCheckout({ reference: 'dep-3001', amountKobo: 150_050n, email: 'a@b.c', callbackUrl: 'https://scoreline.example/#/pay/return' });
    const url = new URL(session.checkoutUrl);
    expect(url.origin + url.pathname).toBe('https://scoreline.example/sandbox/checkout');
    expect(Object.fromEntries(url.searchParams)).toEqual({ reference: 'dep-3001', amount: '150050', callback: 'https://scoreline.example/#/pay/return' });
    expect(session.providerReference).toBe('dep-3001');
  });

  it('gives a same-origin relative URL when no public base is configured', async () => {
    const { adapter } = sandbox({ publicBaseUrl: '' });
    const session = await adapter.initializeCheckout({ reference: 'dep-3001', amountKobo: 50_000n, email: 'a@b.c', callbackUrl: '/' });
    expect(session.checkoutUrl).toMatch(/^\/sandbox\/checkout\?reference=dep-3001&amount=50000&/);
  });

  it('is stateless: another instance (another process) derives the same URL and codes', async () => {
    const request = { reference: 'dep-3001', amountKobo: 50_000n, email: 'a@b.c', callbackUrl: '/' };
    expect(await sandbox().adapter.initializeCheckout(request)).toEqual(await sandbox().adapter.initializeCheckout(request));
  });

  it('verifies through the injected lookup; unknown references are not_found', async () => {
    const { adapter, payments } = sandbox();
    expect(await adapter.verifyPayment('dep-3001')).toMatchObject({ status: 'not_found' });
    const paidAt = new Date('2026-11-21T12:00:00Z');
    payments.set('dep-3001', { status: 'success', amountKobo: 150_050n, paidAt });
    expect(await adapter.verifyPayment('dep-3001')).toMatchObject({ status: 'success', reference: 'dep-3001', amountKobo: 150_050n, currency: 'NGN', paidAt });
    payments.set('dep-3001', { status: 'abandoned', amountKobo: 150_050n });
    expect((await adapter.verifyPayment('dep-3001')).status).toBe('abandoned');
  });
});

describe('sandbox webhook signature', () => {
  it('round trip: what signSandboxEvent signs, parseWebhook accepts and normalizes', () => {
    const { adapter } = sandbox();
    const body = buildSandboxEvent({ event: 'charge.success', reference: 'dep-3001', amountKobo: 150_050n });
    const event = adapter.parseWebhook(Buffer.from(body), { [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(body, SECRET) });
    expect(event).toMatchObject({ kind: 'payment.success', eventId: 'payment.success:dep-3001', reference: 'dep-3001', amountKobo: 150_050n, currency: 'NGN' });
  });

  it('the same event twice has the same eventId; fail and abandon are payment.failed with the reason', () => {
    const { adapter } = sandbox();
    const parse = (input: Parameters<typeof signedSandboxEvent>[0]) => {
      const { body, headers } = signedSandboxEvent(input, SECRET);
      return adapter.parseWebhook(Buffer.from(body), headers);
    };
    const a = parse({ event: 'charge.success', reference: 'dep-3001', amountKobo: 1n, at: new Date(0) });
    const b = parse({ event: 'charge.success', reference: 'dep-3001', amountKobo: 1n, at: new Date(1) });
    expect(a.kind !== 'ignored' && b.kind !== 'ignored' && a.eventId === b.eventId).toBe(true);
    expect(parse({ event: 'charge.failed', reference: 'dep-3002', amountKobo: 50_000n })).toMatchObject({ kind: 'payment.failed', failureReason: 'failed' });
    expect(parse({ event: 'charge.abandoned', reference: 'dep-3003', amountKobo: 50_000n })).toMatchObject({ kind: 'payment.failed', failureReason: 'abandoned' });
    expect(parse({ event: 'transfer.reversed', reference: 'wd_2026_000000000003', amountKobo: 50_000n })).toMatchObject({ kind: 'transfer.reversed' });
  });

  it('refuses another secret, an altered body and a missing header', () => {
    const { adapter } = sandbox();
    const body = buildSandboxEvent({ event: 'charge.success', reference: 'dep-3001', amountKobo: 150_050n });
    expect(() => adapter.parseWebhook(Buffer.from(body), { [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(body, 'other') })).toThrow(WebhookSignatureError);
    const altered = body.replace('150050', '9150050');
    expect(() => adapter.parseWebhook(Buffer.from(altered), { [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(body, SECRET) })).toThrow(WebhookSignatureError);
    expect(() => adapter.parseWebhook(Buffer.from(body), {})).toThrow(WebhookSignatureError);
    // A Paystack signature header is not a sandbox one.
    expect(() => adapter.parseWebhook(Buffer.from(body), { 'x-paystack-signature': signSandboxEvent(body, SECRET) })).toThrow(WebhookSignatureError);
  });
});

describe('sandbox banks', () => {
  it('every bank code has a NUBAN form (3, 5 or 6 digits) and codes are unique', () => {
    for (const bank of SANDBOX_BANKS) expect(nubanBankCode(bank.code), bank.name).not.toBeNull();
    expect(new Set(SANDBOX_BANKS.map((b) => b.code)).size).toBe(SANDBOX_BANKS.length);
    expect(SANDBOX_BANKS.length).toBeGreaterThanOrEqual(25);
  });

  it('carries the real codes of the banks members use most', () => {
    const byCode = new Map(SANDBOX_BANKS.map((b) => [b.code, b.name]));
    const expected: Record<string, RegExp> = {
      '044': /^Access/,
      '058': /Guaranty/,
      '057': /Zenith/,
      '011': /First Bank/,
      '033': /United Bank/,
      '070': /Fidelity/,
      '214': /First City/,
      '232': /Sterling/,
      '032': /Union/,
      '035': /Wema/,
      '221': /Stanbic/,
      '050': /Ecobank/,
      '076': /Polaris/,
      '082': /Keystone/,
      '215': /Unity/,
      '030': /Heritage/,
      '101': /Providus/,
      '301': /Jaiz/,
      '100': /SunTrust/,
      '102': /Titan/,
      '00103': /Globus/,
      '50211': /Kuda/,
      '999992': /OPay/,
      '50515': /Moniepoint/,
      '999991': /PalmPay/,
    };
    for (const [code, name] of Object.entries(expected)) expect(byCode.get(code), code).toMatch(name);
  });

  it('pads 5-digit codes with 9 for the check digit (Kuda 50211 -> 950211)', () => {
    expect(nubanBankCode('50211')).toBe('950211');
    expect(nubanBankCode('00103')).toBe('900103');
    expect(nubanBankCode('999992')).toBe('999992');
  });

  it('listBanks returns name, code and active only', async () => {
    const banks = await sandbox().adapter.listBanks();
    expect(banks[0]).toEqual({ name: 'Access Bank', code: '044', active: true });
  });
});

describe('sandbox account names', () => {
  it('resolves a NUBAN-valid number to the name the server gives (nameFor)', async () => {
    const { adapter, nameFor } = sandbox();
    expect(await adapter.resolveAccount('0690000032', '044')).toEqual({ accountName: 'ADA OBI' });
    expect(nameFor).toHaveBeenCalledWith('0690000032', '044');
    const kuda = nubanAt('50211');
    expect(isValidNuban(kuda, '50211')).toBe(true);
    await expect(adapter.resolveAccount(kuda, '50211')).resolves.toEqual({ accountName: 'ADA OBI' });
  });

  it('refuses a number failing NUBAN, an unknown bank, and a malformed number', async () => {
    const { adapter, nameFor } = sandbox();
    await expect(adapter.resolveAccount('0690000031', '044')).rejects.toThrow(AccountNotResolvedError);
    await expect(adapter.resolveAccount('0690000032', '058')).rejects.toThrow(AccountNotResolvedError);
    await expect(adapter.resolveAccount('0690000032', '123')).rejects.toThrow(AccountNotResolvedError);
    await expect(adapter.resolveAccount('069000003', '044')).rejects.toThrow(AccountNotResolvedError);
    expect(nameFor).not.toHaveBeenCalled();
  });

  it('wallet banks (OPay, PalmPay) take phone-number accounts', async () => {
    const { adapter } = sandbox();
    await expect(adapter.resolveAccount('8031234567', '999992')).resolves.toEqual({ accountName: 'ADA OBI' });
    await expect(adapter.resolveAccount('8031234567', '044')).rejects.toThrow(AccountNotResolvedError);
    await expect(adapter.resolveAccount('1234567890', '999991')).rejects.toThrow(AccountNotResolvedError);
  });
});

describe('sandbox payouts', () => {
  const reference = 'wd_2026_000000000003';

  it('always starts pending; the outcome comes from the injected lookup', async () => {
    const { adapter, transfers } = sandbox();
    const { recipientCode } = await adapter.createTransferRecipient({ name: 'ADA OBI', accountNumber: '0690000032', bankCode: '044' });
    const started = await adapter.initiateTransfer({ reference, amountKobo: 100_000n, recipientCode, reason: 'Withdrawal' });
    expect(started).toMatchObject({ status: 'pending', transferCode: `SBX_TRF_${reference}` });
    expect((await adapter.verifyTransfer(reference)).status).toBe('not_found');
    transfers.set(reference, { status: 'success', amountKobo: 100_000n });
    expect(await adapter.verifyTransfer(reference)).toMatchObject({ status: 'success', amountKobo: 100_000n });
    transfers.set(reference, { status: 'reversed', amountKobo: 100_000n });
    expect((await adapter.verifyTransfer(reference)).status).toBe('reversed');
  });

  it('refuses bad references, unknown recipients, non-positive amounts, and OTPs', async () => {
    const { adapter } = sandbox();
    const { recipientCode } = await adapter.createTransferRecipient({ name: 'ADA OBI', accountNumber: '0690000032', bankCode: '044' });
    await expect(adapter.initiateTransfer({ reference: 'WD-1', amountKobo: 1n, recipientCode, reason: '' })).rejects.toThrow(PaymentRequestError);
    await expect(adapter.initiateTransfer({ reference, amountKobo: 0n, recipientCode, reason: '' })).rejects.toThrow(PaymentRequestError);
    await expect(adapter.initiateTransfer({ reference, amountKobo: 1n, recipientCode: 'RCP_x', reason: '' })).rejects.toThrow(PaymentRequestError);
    await expect(adapter.createTransferRecipient({ name: 'A', accountNumber: '0690000031', bankCode: '044' })).rejects.toThrow(PaymentRequestError);
    await expect(adapter.finalizeTransfer()).rejects.toThrow(PaymentRequestError);
  });

  it('is the sandbox', () => {
    const { adapter } = sandbox();
    expect(adapter.name).toBe('sandbox');
    expect(adapter.isSandbox).toBe(true);
  });
});
