import { isValidNuban } from '@scoreline/contract/nuban';
import {
  AccountNotResolvedError,
  assertCheckoutReference,
  assertTransferReference,
  type Bank,
  type CheckoutRequest,
  type CheckoutSession,
  koboToJsonNumber,
  type PaymentProvider,
  type PaymentStatus,
  type PaymentVerification,
  type ProviderEvent,
  PaymentRequestError,
  type TransferInitiation,
  type TransferRecipientRequest,
  type TransferRequest,
  type TransferVerification,
  WebhookSignatureError,
  type WebhookHeaders,
} from './payment-provider.ts';
import { normalizePaystackShapedEvent } from './paystack-adapter.ts';
import { hmacSha512Hex, isValidHmacSha512, singleHeader } from './webhook-signature.ts';

// The embedded default: no provider account, no network. It keeps no state of its own, so any
// number of server processes can share it; what it needs to know comes from the server through
// the functions passed in (lookupPayment, lookupTransfer, nameFor), which read the database.
//
// The deposit path runs as with a real provider: the checkout URL points at a page our server
// serves (/sandbox/checkout); the member picks pay / fail / abandon; the server posts a
// Paystack-shaped event, signed with signSandboxEvent, to its own webhook route, where
// parseWebhook checks it like any provider's.

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxBank extends Bank {
  /**
   * 'nuban': account numbers carry the NUBAN check digit. 'phone': the wallet banks (OPay,
   * PalmPay) number accounts after the member's phone number, so the check digit does not apply.
   */
  accountNumbers: 'nuban' | 'phone';
}

// CBN/NIBSS bank codes as Paystack lists them (3 digits for deposit money banks; 5 digits for
// other institutions, "9"-padded for NUBAN; 6-digit codes such as OPay's 999992 are Paystack's
// own and used as they are), so an account bound in the sandbox keeps its code with Paystack.
export const SANDBOX_BANKS: readonly SandboxBank[] = [
  { name: 'Access Bank', code: '044', active: true, accountNumbers: 'nuban' },
  { name: 'Citibank Nigeria', code: '023', active: true, accountNumbers: 'nuban' },
  { name: 'Ecobank Nigeria', code: '050', active: true, accountNumbers: 'nuban' },
  { name: 'Fidelity Bank', code: '070', active: true, accountNumbers: 'nuban' },
  { name: 'First Bank of Nigeria', code: '011', active: true, accountNumbers: 'nuban' },
  { name: 'First City Monument Bank', code: '214', active: true, accountNumbers: 'nuban' },
  { name: 'Globus Bank', code: '00103', active: true, accountNumbers: 'nuban' },
  { name: 'Guaranty Trust Bank', code: '058', active: true, accountNumbers: 'nuban' },
  // The CBN revoked Heritage Bank's licence in June 2024; kept so old bindings still show a name.
  { name: 'Heritage Bank', code: '030', active: false, accountNumbers: 'nuban' },
  { name: 'Jaiz Bank', code: '301', active: true, accountNumbers: 'nuban' },
  { name: 'Keystone Bank', code: '082', active: true, accountNumbers: 'nuban' },
  { name: 'Kuda Bank', code: '50211', active: true, accountNumbers: 'nuban' },
  { name: 'Lotus Bank', code: '303', active: true, accountNumbers: 'nuban' },
  { name: 'Moniepoint MFB', code: '50515', active: true, accountNumbers: 'nuban' },
  { name: 'OPay Digital Services Limited (OPay)', code: '999992', active: true, accountNumbers: 'phone' },
  { name: 'PalmPay', code: '999991', active: true, accountNumbers: 'phone' },
  { name: 'Polaris Bank', code: '076', active: true, accountNumbers: 'nuban' },
  { name: 'Providus Bank', code: '101', active: true, accountNumbers: 'nuban' },
  { name: 'Stanbic IBTC Bank', code: '221', active: true, accountNumbers: 'nuban' },
  { name: 'Standard Chartered Bank', code: '068', active: true, accountNumbers: 'nuban' },
  { name: 'Sterling Bank', code: '232', active: true, accountNumbers: 'nuban' },
  { name: 'SunTrust Bank', code: '100', active: true, accountNumbers: 'nuban' },
  { name: 'TAJ Bank', code: '302', active: true, accountNumbers: 'nuban' },
  { name: 'Titan Trust Bank', code: '102', active: true, accountNumbers: 'nuban' },
  { name: 'Union Bank of Nigeria', code: '032', active: true, accountNumbers: 'nuban' },
  { name: 'United Bank For Africa', code: '033', active: true, accountNumbers: 'nuban' },
  { name: 'Unity Bank', code: '215', active: true, accountNumbers: 'nuban' },
  { name: 'Wema Bank', code: '035', active: true, accountNumbers: 'nuban' },
  { name: 'Zenith Bank', code: '057', active: true, accountNumbers: 'nuban' },
];

// A Nigerian mobile number without its leading 0 (70x, 80x, 81x, 90x, 91x), as the wallet banks use.
const PHONE_ACCOUNT = /^(70|80|81|90|91)\d{8}$/;

/** What the server knows about a sandbox deposit (the member's choice on the sandbox checkout page). */
export interface SandboxPaymentRecord {
  status: PaymentStatus;
  amountKobo: bigint;
  /** Default NGN. */
  currency?: string;
  paidAt?: Date;
}

/** What the server knows about a sandbox payout (the back office decides its outcome). */
export interface SandboxTransferRecord {
  status: 'pending' | 'success' | 'failed' | 'reversed';
  amountKobo: bigint;
}

export interface SandboxAdapterOptions {
  /** Origin of our own server as the member's browser reaches it; '' gives a same-origin relative URL. */
  publicBaseUrl: string;
  /** Signs and checks the events the sandbox checkout page posts to our webhook (SANDBOX_WEBHOOK_SECRET). */
  webhookSecret: string;
  /**
   * verifyPayment's source of truth: the server passes a function reading its own deposits table
   * (the outcome the member chose on the sandbox page), or null for an unknown reference.
   */
  lookupPayment(reference: string): Promise<SandboxPaymentRecord | null>;
  /** verifyTransfer's source of truth: the server's withdrawals table, as the back office set it; null when unknown. */
  lookupTransfer(reference: string): Promise<SandboxTransferRecord | null>;
  /**
   * The account holder's name for a sandbox account number. The server passes the member's
   * verified name, so binding an account (whose name must match the member's) works in the sandbox.
   */
  nameFor(accountNumber: string, bankCode: string): string | Promise<string>;
}

export type SandboxEventType = 'charge.success' | 'charge.failed' | 'charge.abandoned' | 'transfer.success' | 'transfer.failed' | 'transfer.reversed';

export interface SandboxEventInput {
  event: SandboxEventType;
  reference: string;
  /** Take it from our own deposit or withdrawal row, never from the checkout URL (the member can edit that). */
  amountKobo: bigint;
  currency?: string;
  at?: Date;
}

/** The JSON body of a sandbox event, in Paystack's shape. */
export function buildSandboxEvent(input: SandboxEventInput): string {
  const status = input.event.split('.')[1];
  return JSON.stringify({
    event: input.event,
    data: {
      reference: input.reference,
      amount: koboToJsonNumber('sandbox', 'buildSandboxEvent', input.amountKobo),
      currency: input.currency ?? 'NGN',
      status,
      ...(input.event === 'charge.success' ? { paid_at: (input.at ?? new Date()).toISOString() } : {}),
      ...(input.event.startsWith('transfer.') ? { transfer_code: `SBX_TRF_${input.reference}` } : {}),
    },
  });
}

/** Hex HMAC-SHA512 of the exact body bytes that will be posted. */
export function signSandboxEvent(body: string | Buffer, secret: string): string {
  return hmacSha512Hex(secret, body);
}

/** A body and headers ready to post to our webhook route. */
export function signedSandboxEvent(input: SandboxEventInput, secret: string): { body: string; headers: Record<string, string> } {
  const body = buildSandboxEvent(input);
  return { body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(body, secret) } };
}

export class SandboxAdapter implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly isSandbox = true;
  private readonly options: SandboxAdapterOptions;

  constructor(options: SandboxAdapterOptions) {
    if (!options.webhookSecret) throw new Error('SandboxAdapter needs a webhook secret');
    this.options = options;
  }

  async initializeCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const op = 'initializeCheckout';
    assertCheckoutReference(this.name, op, request.reference);
    const query = new URLSearchParams({
      reference: request.reference,
      // Shown on the page only; the event the server posts takes the amount from the deposit row.
      amount: String(koboToJsonNumber(this.name, op, request.amountKobo)),
      callback: request.callbackUrl,
    });
    const base = this.options.publicBaseUrl.replace(/\/+$/, '');
    return { checkoutUrl: `${base}/sandbox/checkout?${query}`, providerReference: request.reference };
  }

  async verifyPayment(reference: string): Promise<PaymentVerification> {
    assertCheckoutReference(this.name, 'verifyPayment', reference);
    const record = await this.options.lookupPayment(reference);
    if (!record) return { status: 'not_found', reference, raw: null };
    return {
      status: record.status,
      reference,
      amountKobo: record.amountKobo,
      currency: record.currency ?? 'NGN',
      ...(record.paidAt ? { paidAt: record.paidAt } : {}),
      raw: record,
    };
  }

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): ProviderEvent {
    const signature = singleHeader(headers, SANDBOX_SIGNATURE_HEADER);
    if (signature === undefined) throw new WebhookSignatureError(this.name, `missing ${SANDBOX_SIGNATURE_HEADER} header`);
    if (!isValidHmacSha512(this.options.webhookSecret, rawBody, signature)) throw new WebhookSignatureError(this.name, 'signature does not match the body');
    return normalizePaystackShapedEvent(this.name, rawBody);
  }

  async listBanks(): Promise<Bank[]> {
    return SANDBOX_BANKS.map(({ name, code, active }) => ({ name, code, active }));
  }

  async resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string }> {
    const why = this.whyUnresolvable(accountNumber, bankCode);
    if (why) throw new AccountNotResolvedError(this.name, accountNumber, bankCode, why);
    return { accountName: await this.options.nameFor(accountNumber, bankCode) };
  }

  async createTransferRecipient(request: TransferRecipientRequest): Promise<{ recipientCode: string }> {
    const why = this.whyUnresolvable(request.accountNumber, request.bankCode);
    if (why) throw new PaymentRequestError(this.name, 'createTransferRecipient', why);
    return { recipientCode: `SBX_RCP_${request.bankCode}_${request.accountNumber}` };
  }

  /** Always pending: the back office decides the outcome later, and verifyTransfer reads it back. */
  async initiateTransfer(request: TransferRequest): Promise<TransferInitiation> {
    const op = 'initiateTransfer';
    assertTransferReference(this.name, op, request.reference);
    koboToJsonNumber(this.name, op, request.amountKobo);
    if (!/^SBX_RCP_\d{3,6}_\d{10}$/.test(request.recipientCode)) {
      throw new PaymentRequestError(this.name, op, `not a sandbox recipient code: ${request.recipientCode}`);
    }
    return { status: 'pending', transferCode: `SBX_TRF_${request.reference}`, raw: null };
  }

  async finalizeTransfer(): Promise<TransferInitiation> {
    throw new PaymentRequestError(this.name, 'finalizeTransfer', 'sandbox transfers never ask for an OTP');
  }

  async verifyTransfer(reference: string): Promise<TransferVerification> {
    assertTransferReference(this.name, 'verifyTransfer', reference);
    const record = await this.options.lookupTransfer(reference);
    if (!record) return { status: 'not_found', reference, raw: null };
    return { status: record.status, reference, amountKobo: record.amountKobo, transferCode: `SBX_TRF_${reference}`, raw: record };
  }

  private whyUnresolvable(accountNumber: string, bankCode: string): string | null {
    const bank = SANDBOX_BANKS.find((b) => b.code === bankCode);
    if (!bank) return `unknown bank code ${bankCode}`;
    if (isValidNuban(accountNumber, bankCode)) return null;
    if (bank.accountNumbers === 'phone' && PHONE_ACCOUNT.test(accountNumber)) return null;
    return 'Could not resolve account name. Check parameters or try again.';
  }
}
