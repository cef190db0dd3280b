import { z } from 'zod';
import {
  AccountNotResolvedError,
  assertCheckoutReference,
  assertTransferReference,
  type Bank,
  type CheckoutRequest,
  type CheckoutSession,
  koboToJsonNumber,
  type PaymentProvider,
  type PaymentProviderName,
  type PaymentStatus,
  type PaymentVerification,
  type ProviderEvent,
  type ProviderEventKind,
  ProviderRejectedError,
  type TransferInitiation,
  type TransferRecipientRequest,
  type TransferRequest,
  type TransferVerification,
  WebhookPayloadError,
  WebhookSignatureError,
  type WebhookHeaders,
} from './payment-provider.ts';
import { callProvider, DEFAULT_PROVIDER_TIMEOUT_MS, type ProviderHttpOptions, providerMessage, readReply, rejection } from './provider-http.ts';
import { isValidHmacSha512, singleHeader } from './webhook-signature.ts';

// Paystack's documented API (https://paystack.com/docs/api): bearer secret key, every reply
// { status, message, data }, amounts in kobo. See design/providers.md for the facts used here.

export const DEFAULT_PAYSTACK_BASE_URL = 'https://api.paystack.co';
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

export interface PaystackAdapterOptions {
  secretKey: string;
  /** Default https://api.paystack.co; tests point it at the local fake. */
  baseUrl?: string;
  /** Per request, body included. Default 15 s. */
  timeoutMs?: number;
}

const ZEnvelope = z.object({ status: z.boolean(), message: z.string().optional(), data: z.unknown() });

// Paystack sends amounts as integers of kobo; a string of digits is accepted too, nothing else.
const ZKobo = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).transform((v) => BigInt(v));
const ZId = z.union([z.number(), z.string()]).transform(String);

const ZInitializeData = z.object({ authorization_url: z.url(), access_code: z.string().optional(), reference: z.string().optional() });
const ZTransactionData = z.object({
  id: ZId.optional(),
  status: z.string(),
  reference: z.string(),
  amount: ZKobo,
  currency: z.string(),
  paid_at: z.string().nullish(),
});
const ZBank = z.object({ name: z.string(), code: z.string(), active: z.boolean().optional(), is_deleted: z.boolean().optional() });
const ZBanksPage = z.object({ data: z.array(ZBank), meta: z.object({ next: z.string().nullish() }).optional() });
const ZResolveData = z.object({ account_name: z.string().min(1) });
const ZRecipientData = z.object({ recipient_code: z.string().min(1) });
const ZTransferData = z.object({ status: z.string(), transfer_code: z.string().min(1) });
const ZFinalizeData = z.object({ status: z.string(), transfer_code: z.string().optional() });
const ZTransferVerifyData = z.object({ status: z.string(), reference: z.string().optional(), amount: ZKobo, transfer_code: z.string().optional() });

/** The event body Paystack posts (our sandbox posts the same shape). */
const ZEventBody = z.object({ event: z.string(), data: z.unknown() });
const ZEventData = z.object({ reference: z.string().min(1), amount: ZKobo, currency: z.string().min(1), id: ZId.optional() });

const EVENT_KINDS: Record<string, { kind: ProviderEventKind; failureReason?: 'failed' | 'abandoned' }> = {
  'charge.success': { kind: 'payment.success' },
  // Paystack itself does not post failed charges (the deposit times out or is verified); our
  // sandbox does, when the member picks "fail" or "abandon" on its checkout page.
  'charge.failed': { kind: 'payment.failed', failureReason: 'failed' },
  'charge.abandoned': { kind: 'payment.failed', failureReason: 'abandoned' },
  'transfer.success': { kind: 'transfer.success' },
  'transfer.failed': { kind: 'transfer.failed' },
  'transfer.reversed': { kind: 'transfer.reversed' },
};

/**
 * Normalizes a Paystack-shaped event body `{ event, data: { reference, amount, currency } }`
 * whose signature has already been checked.
 */
export function normalizePaystackShapedEvent(provider: PaymentProviderName, rawBody: Buffer): ProviderEvent {
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookPayloadError(provider, 'signed body is not JSON');
  }
  const body = ZEventBody.safeParse(payload);
  if (!body.success) return { kind: 'ignored', providerEventType: null, raw: payload };
  const known = EVENT_KINDS[body.data.event];
  if (!known) return { kind: 'ignored', providerEventType: body.data.event, raw: payload };
  const data = ZEventData.safeParse(body.data.data);
  if (!data.success) throw new WebhookPayloadError(provider, `${body.data.event} without a readable reference, amount or currency`);
  return {
    kind: known.kind,
    eventId: `${known.kind}:${data.data.reference}`,
    reference: data.data.reference,
    amountKobo: data.data.amount,
    currency: data.data.currency,
    providerEventType: body.data.event,
    ...(known.failureReason ? { failureReason: known.failureReason } : {}),
    ...(data.data.id !== undefined ? { providerTransactionId: data.data.id } : {}),
    raw: payload,
  };
}

function paymentStatus(status: string): PaymentStatus {
  switch (status) {
    case 'success':
      return 'success';
    // A reversed charge went back to the payer: never creditable.
    case 'failed':
    case 'reversed':
      return 'failed';
    case 'abandoned':
      return 'abandoned';
    default:
      // ongoing, pending, processing, queued ...: not final yet.
      return 'pending';
  }
}

function transferInitiationStatus(status: string): TransferInitiation['status'] {
  switch (status) {
    case 'otp':
      return 'otp';
    case 'success':
      return 'success';
    case 'failed':
    case 'abandoned':
    case 'blocked':
    case 'rejected':
    case 'reversed':
      return 'failed';
    default:
      // pending, received, queued, processing, or a status we do not know: verify later.
      return 'pending';
  }
}

function transferVerificationStatus(status: string): 'pending' | 'success' | 'failed' | 'reversed' {
  switch (status) {
    case 'success':
      return 'success';
    case 'reversed':
      return 'reversed';
    case 'failed':
    case 'abandoned':
    case 'blocked':
    case 'rejected':
      return 'failed';
    default:
      return 'pending';
  }
}

export class PaystackAdapter implements PaymentProvider {
  readonly name = 'paystack' as const;
  /** Paystack test keys (sk_test_...) move no money. */
  readonly isSandbox: boolean;
  private readonly http: ProviderHttpOptions;
  private readonly secretKey: string;

  constructor(options: PaystackAdapterOptions) {
    if (!options.secretKey) throw new Error('PaystackAdapter needs a secret key');
    this.secretKey = options.secretKey;
    this.isSandbox = options.secretKey.startsWith('sk_test_');
    this.http = {
      provider: 'paystack',
      baseUrl: options.baseUrl ?? DEFAULT_PAYSTACK_BASE_URL,
      timeoutMs: options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
      headers: { authorization: `Bearer ${options.secretKey}` },
    };
  }

  async initializeCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const op = 'initializeCheckout';
    assertCheckoutReference(this.name, op, request.reference);
    const data = await this.data(op, 'POST', '/transaction/initialize', ZInitializeData, {
      email: request.email,
      amount: koboToJsonNumber(this.name, op, request.amountKobo),
      currency: 'NGN',
      reference: request.reference,
      callback_url: request.callbackUrl,
      metadata: request.metadata ?? {},
    });
    return { checkoutUrl: data.authorization_url, providerReference: data.access_code ?? request.reference };
  }

  async verifyPayment(reference: string): Promise<PaymentVerification> {
    const op = 'verifyPayment';
    assertCheckoutReference(this.name, op, reference);
    const reply = await callProvider(this.http, op, 'GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    // Paystack answers an unknown reference with a 4xx and status false ("Transaction reference not found").
    if (reply.httpStatus === 400 || reply.httpStatus === 404) return { status: 'not_found', reference, raw: reply.body };
    const data = readReply(this.http, op, ZTransactionData, this.envelopeData(op, reply));
    return {
      status: paymentStatus(data.status),
      reference: data.reference,
      amountKobo: data.amount,
      currency: data.currency,
      ...(data.paid_at ? { paidAt: new Date(data.paid_at) } : {}),
      ...(data.id !== undefined ? { providerTransactionId: data.id } : {}),
      raw: reply.body,
    };
  }

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): ProviderEvent {
    const signature = singleHeader(headers, PAYSTACK_SIGNATURE_HEADER);
    if (signature === undefined) throw new WebhookSignatureError(this.name, `missing ${PAYSTACK_SIGNATURE_HEADER} header`);
    if (!isValidHmacSha512(this.secretKey, rawBody, signature)) throw new WebhookSignatureError(this.name, 'signature does not match the body');
    return normalizePaystackShapedEvent(this.name, rawBody);
  }

  async listBanks(): Promise<Bank[]> {
    const op = 'listBanks';
    const banks: Bank[] = [];
    let cursor: string | null | undefined;
    // Paystack pages the list (at most 100 a page); a page bound stops a cursor that never ends.
    for (let page = 0; page < 50; page++) {
      const query = new URLSearchParams({ country: 'nigeria', currency: 'NGN', use_cursor: 'true', perPage: '100' });
      if (cursor) query.set('next', cursor);
      const reply = await callProvider(this.http, op, 'GET', `/bank?${query}`);
      this.envelopeData(op, reply);
      const body = readReply(this.http, op, ZBanksPage, reply.body);
      for (const b of body.data) {
        if (!b.is_deleted) banks.push({ name: b.name, code: b.code, active: b.active ?? true });
      }
      cursor = body.meta?.next;
      if (!cursor) return banks;
    }
    return banks;
  }

  async resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string }> {
    const op = 'resolveAccount';
    const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const reply = await callProvider(this.http, op, 'GET', `/bank/resolve?${query}`);
    // 422 is Paystack's "could not resolve"; a 400 (e.g. an unknown bank code) means the same to us.
    if (reply.httpStatus === 422 || reply.httpStatus === 400) {
      throw new AccountNotResolvedError(this.name, accountNumber, bankCode, providerMessage(reply.body));
    }
    const data = readReply(this.http, op, ZResolveData, this.envelopeData(op, reply));
    return { accountName: data.account_name };
  }

  async createTransferRecipient(request: TransferRecipientRequest): Promise<{ recipientCode: string }> {
    const data = await this.data('createTransferRecipient', 'POST', '/transferrecipient', ZRecipientData, {
      type: 'nuban',
      name: request.name,
      account_number: request.accountNumber,
      bank_code: request.bankCode,
      currency: 'NGN',
    });
    return { recipientCode: data.recipient_code };
  }

  async initiateTransfer(request: TransferRequest): Promise<TransferInitiation> {
    const op = 'initiateTransfer';
    assertTransferReference(this.name, op, request.reference);
    const reply = await callProvider(this.http, op, 'POST', '/transfer', {
      source: 'balance',
      amount: koboToJsonNumber(this.name, op, request.amountKobo),
      recipient: request.recipientCode,
      reference: request.reference,
      reason: request.reason,
      currency: 'NGN',
    });
    const data = readReply(this.http, op, ZTransferData, this.envelopeData(op, reply));
    return { status: transferInitiationStatus(data.status), transferCode: data.transfer_code, raw: reply.body };
  }

  async finalizeTransfer(request: { transferCode: string; otp: string }): Promise<TransferInitiation> {
    const op = 'finalizeTransfer';
    const reply = await callProvider(this.http, op, 'POST', '/transfer/finalize_transfer', { transfer_code: request.transferCode, otp: request.otp });
    const data = readReply(this.http, op, ZFinalizeData, this.envelopeData(op, reply));
    return { status: transferInitiationStatus(data.status), transferCode: data.transfer_code ?? request.transferCode, raw: reply.body };
  }

  async verifyTransfer(reference: string): Promise<TransferVerification> {
    const op = 'verifyTransfer';
    assertTransferReference(this.name, op, reference);
    const reply = await callProvider(this.http, op, 'GET', `/transfer/verify/${encodeURIComponent(reference)}`);
    if (reply.httpStatus === 400 || reply.httpStatus === 404) return { status: 'not_found', reference, raw: reply.body };
    const data = readReply(this.http, op, ZTransferVerifyData, this.envelopeData(op, reply));
    return {
      status: transferVerificationStatus(data.status),
      reference: data.reference ?? reference,
      amountKobo: data.amount,
      ...(data.transfer_code ? { transferCode: data.transfer_code } : {}),
      raw: reply.body,
    };
  }

  /** Unwraps { status: true, data }: a 4xx or status false is a refusal. */
  private envelopeData(op: string, reply: { httpStatus: number; body: unknown }): unknown {
    if (reply.httpStatus >= 400) throw rejection(this.http, op, reply);
    const envelope = readReply(this.http, op, ZEnvelope, reply.body);
    if (!envelope.status) throw new ProviderRejectedError(this.name, op, reply.httpStatus, envelope.message ?? '(no message)');
    return envelope.data;
  }

  private async data<T extends z.ZodType>(op: string, method: 'GET' | 'POST', path: string, schema: T, body?: unknown): Promise<z.output<T>> {
    const reply = await callProvider(this.http, op, method, path, body);
    return readReply(this.http, op, schema, this.envelopeData(op, reply));
  }
}
