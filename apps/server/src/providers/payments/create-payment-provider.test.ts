import { describe, expect, it } from 'vitest';
import { createPaymentProvider, PaymentProviderConfigError, type PaymentProviderSettings } from './create-payment-provider.ts';

const sandbox: PaymentProviderSettings['sandbox'] = {
  publicBaseUrl: '',
  webhookSecret: 'dev-sandbox-secret',
  lookupPayment: async () => null,
  lookupTransfer: async () => null,
  nameFor: () => 'ADA OBI',
};

describe('createPaymentProvider', () => {
  it('uses the sandbox when no provider key is set', () => {
    expect(createPaymentProvider({ sandbox })).toMatchObject({ name: 'sandbox', isSandbox: true });
    expect(createPaymentProvider({ sandbox, paystackSecretKey: '' })).toMatchObject({ name: 'sandbox' });
  });

  it('uses Paystack when its key is set, before Flutterwave', () => {
    const p = createPaymentProvider({ sandbox, paystackSecretKey: 'sk_live_x', flutterwaveSecretKey: 'FLWSECK-x', flutterwaveWebhookHash: 'h' });
    expect(p).toMatchObject({ name: 'paystack', isSandbox: false });
  });

  it('uses Flutterwave when only its key is set, and insists on the webhook hash', () => {
    expect(createPaymentProvider({ sandbox, flutterwaveSecretKey: 'FLWSECK-x', flutterwaveWebhookHash: 'h' }).name).toBe('flutterwave');
    expect(() => createPaymentProvider({ sandbox, flutterwaveSecretKey: 'FLWSECK-x' })).toThrow(/FLUTTERWAVE_WEBHOOK_HASH/);
  });

  it('follows an explicit choice, and refuses one whose key is missing', () => {
    expect(createPaymentProvider({ sandbox, provider: 'sandbox', paystackSecretKey: 'sk_live_x' }).name).toBe('sandbox');
    expect(() => createPaymentProvider({ sandbox, provider: 'paystack' })).toThrow(PaymentProviderConfigError);
    expect(() => createPaymentProvider({ sandbox, provider: 'flutterwave' })).toThrow(/FLUTTERWAVE_SECRET_KEY/);
  });

  it('refuses a sandbox without its webhook secret', () => {
    expect(() => createPaymentProvider({ sandbox: { ...sandbox, webhookSecret: '' } })).toThrow(/SANDBOX_WEBHOOK_SECRET/);
  });
});
