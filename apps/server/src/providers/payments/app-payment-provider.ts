import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { deposits, withdrawals } from '../../db/schema/wallet.ts';
import { sandboxAccountName } from '../../modules/bank-accounts/sandbox-account-names.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * The configured payment provider. The sandbox's "provider truth" is what the member chose on
 * its checkout page (deposits.sandbox_outcome) and what the back office chose for a payout
 * (withdrawals.sandbox_outcome), read from the database so every process agrees.
 */
export function createAppPaymentProvider(config: TConfig, db: Db): PaymentProvider {
  return createPaymentProvider({
    provider: config.PAYMENT_PROVIDER,
    timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
    paystackSecretKey: config.PAYSTACK_SECRET_KEY,
    paystackBaseUrl: config.PAYSTACK_BASE_URL,
    flutterwaveSecretKey: config.FLUTTERWAVE_SECRET_KEY,
    flutterwaveWebhookHash: config.FLUTTERWAVE_WEBHOOK_HASH,
    flutterwaveWebhookHeader: config.FLUTTERWAVE_WEBHOOK_HEADER,
    flutterwaveBaseUrl: config.FLUTTERWAVE_BASE_URL,
    sandbox: {
      publicBaseUrl: config.PUBLIC_API_BASE,
      webhookSecret: config.SANDBOX_WEBHOOK_SECRET,
      async lookupPayment(reference) {
        const [d] = await db.select().from(deposits).where(eq(deposits.reference, reference)).limit(1);
        if (!d || d.channel !== 'sandbox') return null;
        const status = d.sandboxOutcome === 'success' ? 'success' : d.sandboxOutcome === 'failed' ? 'failed' : d.sandboxOutcome === 'abandoned' ? 'abandoned' : 'pending';
        return { status, amountKobo: d.amount, currency: 'NGN', ...(status === 'success' ? { paidAt: d.createdAt } : {}) };
      },
      async lookupTransfer(reference) {
        const [w] = await db.select().from(withdrawals).where(eq(withdrawals.reference, reference)).limit(1);
        if (!w || !w.payoutStartedAt) return null;
        const outcome = w.sandboxOutcome;
        const status = outcome === 'success' || outcome === 'failed' || outcome === 'reversed' ? outcome : 'pending';
        return { status, amountKobo: w.amount };
      },
      nameFor: (accountNumber) => sandboxAccountName(accountNumber),
    },
  });
}
