import { FlutterwaveAdapter } from './flutterwave-adapter.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { PaystackAdapter } from './paystack-adapter.ts';
import { SandboxAdapter, type SandboxAdapterOptions } from './sandbox-adapter.ts';

// Picks the adapter from configuration values handed in by the caller (config.ts owns the
// environment). Proposed variables, one per field below:
//   PAYMENT_PROVIDER            auto (default) | sandbox | paystack | flutterwave
//   PAYMENT_PROVIDER_TIMEOUT_MS per request, default 15000
//   PAYSTACK_SECRET_KEY, PAYSTACK_BASE_URL
//   FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_WEBHOOK_HASH, FLUTTERWAVE_WEBHOOK_HEADER, FLUTTERWAVE_BASE_URL
//   SANDBOX_WEBHOOK_SECRET      (plus PUBLIC_API_BASE for the sandbox checkout page's origin)

export type PaymentProviderChoice = 'auto' | 'sandbox' | 'paystack' | 'flutterwave';

export interface PaymentProviderSettings {
  /** 'auto': Paystack when its key is set, else Flutterwave when its key is set, else the sandbox. */
  provider?: PaymentProviderChoice;
  timeoutMs?: number;
  paystackSecretKey?: string;
  paystackBaseUrl?: string;
  flutterwaveSecretKey?: string;
  flutterwaveWebhookHash?: string;
  flutterwaveWebhookHeader?: string;
  flutterwaveBaseUrl?: string;
  /** Always required: the sandbox is the fallback, and its functions come from the server. */
  sandbox: SandboxAdapterOptions;
}

export class PaymentProviderConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderConfigError';
  }
}

export function createPaymentProvider(settings: PaymentProviderSettings): PaymentProvider {
  const choice = settings.provider ?? 'auto';
  const paystackKey = settings.paystackSecretKey || undefined;
  const flutterwaveKey = settings.flutterwaveSecretKey || undefined;
  const resolved = choice !== 'auto' ? choice : paystackKey ? 'paystack' : flutterwaveKey ? 'flutterwave' : 'sandbox';

  switch (resolved) {
    case 'paystack':
      if (!paystackKey) throw new PaymentProviderConfigError('PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY');
      return new PaystackAdapter({
        secretKey: paystackKey,
        ...(settings.paystackBaseUrl ? { baseUrl: settings.paystackBaseUrl } : {}),
        ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
      });
    case 'flutterwave':
      if (!flutterwaveKey) throw new PaymentProviderConfigError('PAYMENT_PROVIDER=flutterwave needs FLUTTERWAVE_SECRET_KEY');
      // Without the hash every webhook would be refused (or, worse, a blank hash accepted).
      if (!settings.flutterwaveWebhookHash) throw new PaymentProviderConfigError('Flutterwave needs FLUTTERWAVE_WEBHOOK_HASH');
      return new FlutterwaveAdapter({
        secretKey: flutterwaveKey,
        webhookHash: settings.flutterwaveWebhookHash,
        ...(settings.flutterwaveWebhookHeader ? { webhookHeader: settings.flutterwaveWebhookHeader } : {}),
        ...(settings.flutterwaveBaseUrl ? { baseUrl: settings.flutterwaveBaseUrl } : {}),
        ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
      });
    case 'sandbox':
      if (!settings.sandbox.webhookSecret) throw new PaymentProviderConfigError('the sandbox payment provider needs SANDBOX_WEBHOOK_SECRET');
      return new SandboxAdapter(settings.sandbox);
  }
}
