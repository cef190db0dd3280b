// The one interface the wallet talks to, whichever payment provider is configured. Money crosses
// it as integer kobo in `bigint` (the ledger's unit), whatever the provider's own unit is
// (Flutterwave speaks naira): each adapter converts exactly at its edge or refuses.
//
// Error contract, so callers know when it is safe to try again:
// - ProviderUnavailableError: the outcome is unknown (network error, timeout, 5xx, 429, an answer
//   we cannot read). Retry, or verify, with the SAME reference; never mint a new one, or a
//   payout that did go through would be sent twice.
// - ProviderRejectedError: the provider answered and refused (4xx); nothing happened.
// - AccountNotResolvedError, WebhookSignatureError, WebhookPayloadError, PaymentRequestError:
//   specific refusals described on each class.

export type PaymentProviderName = 'sandbox' | 'paystack' | 'flutterwave';

/** Header bags as Node and Fastify hand them over (names lower-cased by Node). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface CheckoutRequest {
  /** Our deposit reference; the provider keeps it and gives it back in verify and webhooks. */
  reference: string;
  amountKobo: bigint;
  email: string;
  /** Where the provider sends the member back. Never trusted: the deposit is confirmed by verifyPayment. */
  callbackUrl: string;
  metadata?: Record<string, unknown>;
}

export interface CheckoutSession {
  /** The page the member app opens (payweb). */
  checkoutUrl: string;
  /** The provider's own handle for the session (Paystack access_code; our reference where there is none). */
  providerReference: string;
}

export type PaymentStatus = 'success' | 'failed' | 'abandoned' | 'pending';

export interface VerifyPaymentOptions {
  /**
   * The provider's transaction id when we have one (a Flutterwave webhook carries it); lets
   * Flutterwave verify by id, its recommended path. Ignored by the others.
   */
  providerTransactionId?: string;
}

/**
 * What the provider says about a payment. The adapter reports; it does not judge: the deposit
 * service compares reference, amountKobo and currency with its own record and refuses a short
 * amount or another currency.
 */
export type PaymentVerification =
  | {
      status: PaymentStatus;
      reference: string;
      amountKobo: bigint;
      currency: string;
      paidAt?: Date;
      providerTransactionId?: string;
      raw: unknown;
    }
  | { status: 'not_found'; reference: string; raw: unknown };

export type ProviderEventKind = 'payment.success' | 'payment.failed' | 'transfer.success' | 'transfer.failed' | 'transfer.reversed';

export type ProviderEvent =
  | {
      kind: ProviderEventKind;
      /**
       * Stable across redeliveries of the same event (providers retry for days): `${kind}:${reference}`.
       * A reversal after a success has another kind, so another id.
       */
      eventId: string;
      reference: string;
      amountKobo: bigint;
      currency: string;
      /** The provider's own event name (charge.success, charge.completed ...), for logs. */
      providerEventType: string;
      /** For payment.failed: whether the member abandoned the checkout or the charge failed. */
      failureReason?: 'failed' | 'abandoned';
      providerTransactionId?: string;
      raw: unknown;
    }
  | { kind: 'ignored'; providerEventType: string | null; raw: unknown };

export interface Bank {
  name: string;
  /** The provider's bank code, to pass back to resolveAccount and createTransferRecipient. */
  code: string;
  active: boolean;
}

export interface TransferRecipientRequest {
  name: string;
  accountNumber: string;
  bankCode: string;
}

export interface TransferRequest {
  /** Our withdrawal reference: 16-50 characters of a-z 0-9 - _ (Paystack's rule, kept for every adapter). */
  reference: string;
  amountKobo: bigint;
  recipientCode: string;
  reason: string;
}

export interface TransferInitiation {
  /** 'otp': the provider wants finalizeTransfer with the OTP it sent to the business owner. */
  status: 'pending' | 'otp' | 'success' | 'failed';
  transferCode: string;
  raw: unknown;
}

export type TransferVerification =
  | { status: 'pending' | 'success' | 'failed' | 'reversed'; reference: string; amountKobo: bigint; transferCode?: string; raw: unknown }
  | { status: 'not_found'; reference: string; raw: unknown };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True when no real money moves (our sandbox, or a provider's test keys): the UI shows a "sandbox" badge. */
  readonly isSandbox: boolean;

  initializeCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** 'not_found' when the provider does not know the reference. */
  verifyPayment(reference: string, options?: VerifyPaymentOptions): Promise<PaymentVerification>;
  /**
   * Verifies the signature over the RAW request bytes (before any JSON parsing) in constant time,
   * then normalizes. Throws WebhookSignatureError on a missing or wrong signature; unknown event
   * types come back as { kind: 'ignored' } so the route can answer 200 and the provider stops retrying.
   */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): ProviderEvent;

  listBanks(): Promise<Bank[]>;
  /** Throws AccountNotResolvedError when the provider cannot name the account. */
  resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string }>;

  createTransferRecipient(request: TransferRecipientRequest): Promise<{ recipientCode: string }>;
  initiateTransfer(request: TransferRequest): Promise<TransferInitiation>;
  finalizeTransfer(request: { transferCode: string; otp: string }): Promise<TransferInitiation>;
  /**
   * The payout's state by our reference. transferCode, when known, lets providers that look
   * transfers up by their own id (Flutterwave) use it.
   */
  verifyTransfer(reference: string, transferCode?: string): Promise<TransferVerification>;
}

export class PaymentProviderError extends Error {
  readonly provider: PaymentProviderName;
  readonly operation: string;

  constructor(provider: PaymentProviderName, operation: string, message: string, options?: { cause?: unknown }) {
    super(`${provider} ${operation}: ${message}`, options);
    this.name = 'PaymentProviderError';
    this.provider = provider;
    this.operation = operation;
  }
}

/** Outcome unknown: retry or verify with the same reference. */
export class ProviderUnavailableError extends PaymentProviderError {
  readonly httpStatus: number | undefined;

  constructor(provider: PaymentProviderName, operation: string, message: string, options?: { cause?: unknown; httpStatus?: number }) {
    super(provider, operation, message, options);
    this.name = 'ProviderUnavailableError';
    this.httpStatus = options?.httpStatus;
  }
}

/**
 * The provider answered 2xx with something we cannot use (not JSON, a field missing, an amount
 * with fractions of a kobo). Treated as an unknown outcome, hence the parent class.
 */
export class ProviderResponseError extends ProviderUnavailableError {
  constructor(provider: PaymentProviderName, operation: string, message: string, options?: { cause?: unknown; httpStatus?: number }) {
    super(provider, operation, message, options);
    this.name = 'ProviderResponseError';
  }
}

/** The provider answered and refused; nothing was done. */
export class ProviderRejectedError extends PaymentProviderError {
  readonly httpStatus: number;
  readonly providerMessage: string;

  constructor(provider: PaymentProviderName, operation: string, httpStatus: number, providerMessage: string) {
    super(provider, operation, `refused (HTTP ${httpStatus}): ${providerMessage}`);
    this.name = 'ProviderRejectedError';
    this.httpStatus = httpStatus;
    this.providerMessage = providerMessage;
  }
}

/** The provider could not name this account (Paystack answers HTTP 422). */
export class AccountNotResolvedError extends PaymentProviderError {
  readonly accountNumber: string;
  readonly bankCode: string;

  constructor(provider: PaymentProviderName, accountNumber: string, bankCode: string, providerMessage: string) {
    super(provider, 'resolveAccount', providerMessage);
    this.name = 'AccountNotResolvedError';
    this.accountNumber = accountNumber;
    this.bankCode = bankCode;
  }
}

/** Missing or wrong webhook signature: answer 401 and do nothing else. */
export class WebhookSignatureError extends PaymentProviderError {
  constructor(provider: PaymentProviderName, message: string) {
    super(provider, 'parseWebhook', message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * A correctly signed webhook of a kind we handle whose fields we cannot read. Not ignored: the
 * route should answer an error so the provider redelivers and somebody looks.
 */
export class WebhookPayloadError extends PaymentProviderError {
  constructor(provider: PaymentProviderName, message: string) {
    super(provider, 'parseWebhook', message);
    this.name = 'WebhookPayloadError';
  }
}

/** Our own request is malformed (bad reference, non-positive amount); nothing was sent. */
export class PaymentRequestError extends PaymentProviderError {
  constructor(provider: PaymentProviderName, operation: string, message: string) {
    super(provider, operation, message);
    this.name = 'PaymentRequestError';
  }
}

export const TRANSFER_REFERENCE_PATTERN = /^[a-z0-9_-]{16,50}$/;

/** Paystack's transfer reference rule, applied to every adapter so one reference works with any provider. */
export function isValidTransferReference(reference: string): boolean {
  return TRANSFER_REFERENCE_PATTERN.test(reference);
}

// Paystack allows letters, digits and - . = in transaction references; Flutterwave's tx_ref is freer.
const CHECKOUT_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.=_-]{0,99}$/;

export function assertCheckoutReference(provider: PaymentProviderName, operation: string, reference: string): void {
  if (!CHECKOUT_REFERENCE_PATTERN.test(reference)) {
    throw new PaymentRequestError(provider, operation, `reference must be 1-100 characters of A-Z a-z 0-9 . = _ -, got ${JSON.stringify(reference)}`);
  }
}

export function assertTransferReference(provider: PaymentProviderName, operation: string, reference: string): void {
  if (!isValidTransferReference(reference)) {
    throw new PaymentRequestError(provider, operation, `transfer reference must be 16-50 characters of a-z 0-9 - _, got ${JSON.stringify(reference)}`);
  }
}

/** A positive kobo amount as a JSON-safe number (providers take numbers, JSON has no bigint). */
export function koboToJsonNumber(provider: PaymentProviderName, operation: string, amountKobo: bigint): number {
  if (amountKobo <= 0n || amountKobo > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new PaymentRequestError(provider, operation, `amount must be a positive safe integer of kobo, got ${amountKobo}`);
  }
  return Number(amountKobo);
}
