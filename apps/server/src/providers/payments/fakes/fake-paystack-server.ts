import { createHmac, randomBytes } from 'node:crypto';
import { FakeHttpServer, type FakeOutageMode, type FakeReply, type FakeRequest } from './fake-http-server.ts';

// A local stand-in for https://api.paystack.co that speaks the documented API closely enough for
// PaystackAdapter: { status, message, data } replies, kobo amounts, bearer auth, 4xx refusals,
// and switches for the failures the adapter must survive. Test code only.

export interface FakePaystackTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  /** What the checkout asked for, in kobo. */
  requestedAmount: number;
  /** What Paystack reports: changed by pay() to simulate a short amount. */
  amount: number;
  currency: string;
  /** Paystack reports a checkout nobody has completed yet as "abandoned". */
  status: 'abandoned' | 'ongoing' | 'success' | 'failed' | 'reversed';
  paidAt: string | null;
}

export interface FakePaystackTransfer {
  id: number;
  reference: string;
  transferCode: string;
  recipientCode: string;
  amount: number;
  currency: string;
  reason: string;
  status: 'otp' | 'pending' | 'success' | 'failed' | 'reversed';
}

export interface FakePaystackOptions {
  secretKey?: string;
  /** The OTP finalize_transfer accepts. Default 123456. */
  otp?: string;
  /** Caps perPage on GET /bank so the adapter's cursor paging is exercised. Default 100. */
  maxBanksPerPage?: number;
}

const TRANSFER_REFERENCE = /^[a-z0-9_-]{16,50}$/;

export class FakePaystackServer {
  readonly secretKey: string;
  readonly otp: string;
  readonly transactions = new Map<string, FakePaystackTransaction>();
  readonly transfers = new Map<string, FakePaystackTransfer>();
  readonly recipients = new Map<string, { name: string; accountNumber: string; bankCode: string }>();
  /** Accounts GET /bank/resolve can name, keyed `${bankCode}:${accountNumber}`. */
  readonly accounts = new Map<string, string>();
  banks = [
    { id: 1, name: 'Access Bank', slug: 'access-bank', code: '044', longcode: '044150149', type: 'nuban', active: true, is_deleted: false },
    { id: 2, name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', code: '058', longcode: '058152036', type: 'nuban', active: true, is_deleted: false },
    { id: 3, name: 'Zenith Bank', slug: 'zenith-bank', code: '057', longcode: '057150013', type: 'nuban', active: true, is_deleted: false },
    { id: 4, name: 'Heritage Bank', slug: 'heritage-bank', code: '030', longcode: '030159992', type: 'nuban', active: false, is_deleted: false },
    { id: 5, name: 'Kuda Bank', slug: 'kuda-bank', code: '50211', longcode: '', type: 'nuban', active: true, is_deleted: false },
    { id: 6, name: 'Old Bank', slug: 'old-bank', code: '999', longcode: '', type: 'nuban', active: false, is_deleted: true },
  ];
  /** How POST /transfer answers: 'otp' when OTP confirmation is on for the integration. */
  transferMode: 'pending' | 'otp' | 'success' | 'failed' = 'pending';
  /** Balance in kobo that transfers draw from; a transfer above it is refused with 400. */
  balance = 1_000_000_000;
  private readonly http: FakeHttpServer;
  private readonly maxBanksPerPage: number;
  private nextId = 1000;

  private constructor(options: FakePaystackOptions) {
    this.secretKey = options.secretKey ?? 'sk_test_fake_paystack_secret';
    this.otp = options.otp ?? '123456';
    this.maxBanksPerPage = options.maxBanksPerPage ?? 100;
    this.http = new FakeHttpServer((r) => this.handle(r));
  }

  static async start(options: FakePaystackOptions = {}): Promise<FakePaystackServer> {
    const fake = new FakePaystackServer(options);
    await fake.http.start();
    return fake;
  }

  get baseUrl(): string {
    return this.http.baseUrl;
  }

  get requests(): FakeRequest[] {
    return this.http.requests;
  }

  setOutage(mode: FakeOutageMode, times?: number): void {
    this.http.setOutage(mode, times);
  }

  clearOutage(): void {
    this.http.clearOutage();
  }

  goDown(): Promise<void> {
    return this.http.goDown();
  }

  comeUp(): Promise<void> {
    return this.http.comeUp();
  }

  close(): Promise<void> {
    return this.http.close();
  }

  addAccount(bankCode: string, accountNumber: string, accountName: string): void {
    this.accounts.set(`${bankCode}:${accountNumber}`, accountName);
  }

  /**
   * The member finishes (or fails) the checkout. `amount` (kobo) and `currency` let a test make
   * Paystack report a short amount or another currency than the checkout asked for.
   */
  pay(reference: string, outcome: { status?: 'success' | 'failed' | 'abandoned'; amount?: number; currency?: string } = {}): FakePaystackTransaction {
    const tx = this.transactions.get(reference);
    if (!tx) throw new Error(`fake paystack: no transaction ${reference}`);
    tx.status = outcome.status ?? 'success';
    if (outcome.amount !== undefined) tx.amount = outcome.amount;
    if (outcome.currency !== undefined) tx.currency = outcome.currency;
    tx.paidAt = tx.status === 'success' ? new Date().toISOString() : null;
    return tx;
  }

  /** Paystack settles a payout later: success, failure, or a reversal (which can follow a success). */
  settleTransfer(reference: string, status: 'success' | 'failed' | 'reversed'): FakePaystackTransfer {
    const t = this.transfers.get(reference);
    if (!t) throw new Error(`fake paystack: no transfer ${reference}`);
    t.status = status;
    return t;
  }

  /** A webhook delivery signed as Paystack signs it (hex HMAC-SHA512 of the raw body with the secret key). */
  webhook(event: string, data: Record<string, unknown>): { body: Buffer; headers: Record<string, string> } {
    const body = Buffer.from(JSON.stringify({ event, data }));
    const signature = createHmac('sha512', this.secretKey).update(body).digest('hex');
    return { body, headers: { 'content-type': 'application/json', 'x-paystack-signature': signature } };
  }

  /** charge.success for a transaction as it now stands (call pay() first). Deliver it twice to simulate Paystack's retries. */
  chargeSuccessWebhook(reference: string): { body: Buffer; headers: Record<string, string> } {
    const tx = this.transactions.get(reference);
    if (!tx) throw new Error(`fake paystack: no transaction ${reference}`);
    return this.webhook('charge.success', this.transactionData(tx));
  }

  transferWebhook(reference: string, event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed'): { body: Buffer; headers: Record<string, string> } {
    const t = this.transfers.get(reference);
    if (!t) throw new Error(`fake paystack: no transfer ${reference}`);
    return this.webhook(event, this.transferData(t));
  }

  private handle(r: FakeRequest): FakeReply {
    if (r.headers.authorization !== `Bearer ${this.secretKey}`) return fail(401, 'Invalid key');
    const body = (r.body ?? {}) as Record<string, unknown>;
    let m: RegExpExecArray | null;

    if (r.method === 'POST' && r.path === '/transaction/initialize') {
      const { email, amount, reference, currency } = body;
      if (typeof email !== 'string' || !email.includes('@')) return fail(400, 'Invalid Email Address Passed');
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return fail(400, 'Invalid Amount Sent');
      if (typeof reference !== 'string' || reference === '') return fail(400, 'Invalid reference');
      if (this.transactions.has(reference)) return fail(400, 'Duplicate Transaction Reference');
      const tx: FakePaystackTransaction = {
        id: this.nextId++,
        reference,
        accessCode: randomBytes(8).toString('hex'),
        email,
        requestedAmount: amount,
        amount,
        currency: typeof currency === 'string' ? currency : 'NGN',
        status: 'abandoned',
        paidAt: null,
      };
      this.transactions.set(reference, tx);
      return ok('Authorization URL created', {
        authorization_url: `${this.baseUrl}/checkout/${tx.accessCode}`,
        access_code: tx.accessCode,
        reference,
      });
    }

    if (r.method === 'GET' && (m = /^\/transaction\/verify\/([^/]+)$/.exec(r.path))) {
      const tx = this.transactions.get(decodeURIComponent(m[1]!));
      if (!tx) return fail(400, 'Transaction reference not found');
      return ok('Verification successful', this.transactionData(tx));
    }

    if (r.method === 'GET' && r.path === '/bank') {
      const perPage = Math.min(Number(r.query.get('perPage') ?? 50), this.maxBanksPerPage);
      const start = r.query.get('next') ? Number(Buffer.from(r.query.get('next')!, 'base64url').toString()) : 0;
      const page = this.banks.slice(start, start + perPage);
      const more = start + perPage < this.banks.length;
      return {
        status: 200,
        body: {
          status: true,
          message: 'Banks retrieved',
          data: page.map((b) => ({ ...b, country: 'Nigeria', currency: 'NGN', pay_with_bank: false })),
          meta: { next: more ? Buffer.from(String(start + perPage)).toString('base64url') : null, previous: null, perPage },
        },
      };
    }

    if (r.method === 'GET' && r.path === '/bank/resolve') {
      const name = this.accounts.get(`${r.query.get('bank_code')}:${r.query.get('account_number')}`);
      if (!name) return fail(422, 'Could not resolve account name. Check parameters or try again.');
      return ok('Account number resolved', { account_number: r.query.get('account_number'), account_name: name, bank_id: 1 });
    }

    if (r.method === 'POST' && r.path === '/transferrecipient') {
      const { type, name, account_number, bank_code, currency } = body;
      if (type !== 'nuban' || currency !== 'NGN') return fail(400, 'Invalid type or currency');
      if (typeof name !== 'string' || typeof account_number !== 'string' || typeof bank_code !== 'string') return fail(400, 'Missing recipient details');
      if (!this.accounts.has(`${bank_code}:${account_number}`)) return fail(422, 'Cannot resolve account');
      const code = `RCP_${randomBytes(6).toString('hex')}`;
      this.recipients.set(code, { name, accountNumber: account_number, bankCode: bank_code });
      return { status: 201, body: { status: true, message: 'Transfer recipient created successfully', data: { recipient_code: code, type, name, currency, active: true } } };
    }

    if (r.method === 'POST' && r.path === '/transfer') {
      const { source, amount, recipient, reference, reason, currency } = body;
      if (source !== 'balance') return fail(400, 'Invalid source');
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return fail(400, 'Invalid amount');
      if (typeof recipient !== 'string' || !this.recipients.has(recipient)) return fail(400, 'Invalid recipient');
      if (typeof reference !== 'string' || !TRANSFER_REFERENCE.test(reference)) return fail(400, 'Invalid transfer reference');
      if (this.transfers.has(reference)) return fail(400, 'Duplicate Transfer Reference');
      if (amount > this.balance) return fail(400, 'Your balance is not enough to fulfil this request');
      const t: FakePaystackTransfer = {
        id: this.nextId++,
        reference,
        transferCode: `TRF_${randomBytes(6).toString('hex')}`,
        recipientCode: recipient,
        amount,
        currency: typeof currency === 'string' ? currency : 'NGN',
        reason: typeof reason === 'string' ? reason : '',
        status: this.transferMode,
      };
      if (t.status !== 'failed') this.balance -= amount;
      this.transfers.set(reference, t);
      const message = t.status === 'otp' ? 'Transfer requires OTP to continue' : 'Transfer has been queued';
      return ok(message, this.transferData(t));
    }

    if (r.method === 'POST' && r.path === '/transfer/finalize_transfer') {
      const t = [...this.transfers.values()].find((x) => x.transferCode === body.transfer_code);
      if (!t) return fail(400, 'Transfer not found');
      if (t.status !== 'otp') return fail(400, 'Transfer is not currently awaiting OTP');
      if (body.otp !== this.otp) return fail(400, 'Invalid OTP');
      t.status = 'success';
      return ok('Transfer has been queued', this.transferData(t));
    }

    if (r.method === 'GET' && (m = /^\/transfer\/verify\/([^/]+)$/.exec(r.path))) {
      const t = this.transfers.get(decodeURIComponent(m[1]!));
      if (!t) return fail(400, 'Transfer not found');
      return ok('Transfer retrieved', this.transferData(t));
    }

    return fail(404, `fake paystack: no route ${r.method} ${r.path}`);
  }

  private transactionData(tx: FakePaystackTransaction): Record<string, unknown> {
    return {
      id: tx.id,
      domain: 'test',
      status: tx.status,
      reference: tx.reference,
      amount: tx.amount,
      currency: tx.currency,
      paid_at: tx.paidAt,
      gateway_response: tx.status === 'success' ? 'Successful' : 'The transaction was not completed',
      channel: 'card',
      customer: { email: tx.email },
    };
  }

  private transferData(t: FakePaystackTransfer): Record<string, unknown> {
    const recipient = this.recipients.get(t.recipientCode);
    return {
      id: t.id,
      domain: 'test',
      integration: 1,
      source: 'balance',
      reason: t.reason,
      reference: t.reference,
      transfer_code: t.transferCode,
      amount: t.amount,
      currency: t.currency,
      status: t.status,
      recipient: recipient ? { recipient_code: t.recipientCode, name: recipient.name, details: { account_number: recipient.accountNumber, bank_code: recipient.bankCode } } : t.recipientCode,
    };
  }
}

function ok(message: string, data: unknown): FakeReply {
  return { status: 200, body: { status: true, message, data } };
}

function fail(status: number, message: string): FakeReply {
  return { status, body: { status: false, message } };
}
