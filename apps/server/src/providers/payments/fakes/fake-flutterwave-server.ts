import { FakeHttpServer, type FakeOutageMode, type FakeReply, type FakeRequest } from './fake-http-server.ts';

// A local stand-in for Flutterwave v3 (https://api.flutterwave.com/v3) close enough for
// FlutterwaveAdapter: { status: "success" | "error", message, data } replies, amounts in NAIRA,
// bearer auth, the verif-hash webhook header, and the failure switches. Test code only.

export interface FakeFlutterwaveTransaction {
  txRef: string;
  email: string;
  /** Naira, as the checkout asked. */
  requestedAmount: number;
  /** Naira, as Flutterwave reports it: changed by pay() to simulate a short or odd amount. */
  amount: number;
  currency: string;
  status: 'pending' | 'successful' | 'failed' | 'cancelled';
  /** Flutterwave numbers a transaction once the customer pays; until then it cannot be verified. */
  id: number | null;
  createdAt: string | null;
}

export interface FakeFlutterwaveTransfer {
  id: number;
  reference: string;
  accountBank: string;
  accountNumber: string;
  /** Naira. */
  amount: number;
  currency: string;
  narration: string;
  status: 'NEW' | 'PENDING' | 'SUCCESSFUL' | 'FAILED' | 'REVERSED';
}

export interface FakeFlutterwaveOptions {
  secretKey?: string;
  webhookHash?: string;
  /** Default verif-hash. */
  webhookHeader?: string;
}

export class FakeFlutterwaveServer {
  readonly secretKey: string;
  readonly webhookHash: string;
  readonly webhookHeader: string;
  readonly transactions = new Map<string, FakeFlutterwaveTransaction>();
  readonly transfers = new Map<string, FakeFlutterwaveTransfer>();
  /** Accounts POST /accounts/resolve can name, keyed `${bankCode}:${accountNumber}`. */
  readonly accounts = new Map<string, string>();
  banks = [
    { id: 191, code: '044', name: 'Access Bank' },
    { id: 177, code: '058', name: 'Guaranty Trust Bank' },
    { id: 183, code: '057', name: 'Zenith Bank' },
  ];
  /** The status POST /transfers answers with. */
  transferMode: 'NEW' | 'SUCCESSFUL' | 'FAILED' = 'NEW';
  private readonly http: FakeHttpServer;
  private nextId = 285_959_875;

  private constructor(options: FakeFlutterwaveOptions) {
    this.secretKey = options.secretKey ?? 'FLWSECK_TEST-fakeflutterwavesecret-X';
    this.webhookHash = options.webhookHash ?? 'fake-flutterwave-secret-hash';
    this.webhookHeader = options.webhookHeader ?? 'verif-hash';
    this.http = new FakeHttpServer((r) => this.handle(r));
  }

  static async start(options: FakeFlutterwaveOptions = {}): Promise<FakeFlutterwaveServer> {
    const fake = new FakeFlutterwaveServer(options);
    await fake.http.start();
    return fake;
  }

  /** The v3 base URL the adapter is given. */
  get baseUrl(): string {
    return `${this.http.baseUrl}/v3`;
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

  /** The customer completes the hosted checkout; `amount` (naira) and `currency` simulate a short amount or another currency. */
  pay(txRef: string, outcome: { status?: 'successful' | 'failed' | 'cancelled'; amount?: number; currency?: string } = {}): FakeFlutterwaveTransaction {
    const tx = this.transactions.get(txRef);
    if (!tx) throw new Error(`fake flutterwave: no transaction ${txRef}`);
    tx.status = outcome.status ?? 'successful';
    if (outcome.amount !== undefined) tx.amount = outcome.amount;
    if (outcome.currency !== undefined) tx.currency = outcome.currency;
    tx.id ??= this.nextId++;
    tx.createdAt = new Date().toISOString();
    return tx;
  }

  settleTransfer(reference: string, status: 'SUCCESSFUL' | 'FAILED' | 'REVERSED'): FakeFlutterwaveTransfer {
    const t = this.transfers.get(reference);
    if (!t) throw new Error(`fake flutterwave: no transfer ${reference}`);
    t.status = status;
    return t;
  }

  /** A webhook delivery as Flutterwave sends it: the body is not signed, the header carries the secret hash. */
  webhook(payload: Record<string, unknown>): { body: Buffer; headers: Record<string, string> } {
    return { body: Buffer.from(JSON.stringify(payload)), headers: { 'content-type': 'application/json', [this.webhookHeader]: this.webhookHash } };
  }

  chargeWebhook(txRef: string): { body: Buffer; headers: Record<string, string> } {
    const tx = this.transactions.get(txRef);
    if (!tx) throw new Error(`fake flutterwave: no transaction ${txRef}`);
    return this.webhook({ event: 'charge.completed', data: this.transactionData(tx) });
  }

  transferWebhook(reference: string): { body: Buffer; headers: Record<string, string> } {
    const t = this.transfers.get(reference);
    if (!t) throw new Error(`fake flutterwave: no transfer ${reference}`);
    return this.webhook({ event: 'transfer.completed', 'event.type': 'Transfer', data: this.transferData(t) });
  }

  private handle(r: FakeRequest): FakeReply {
    if (r.headers.authorization !== `Bearer ${this.secretKey}`) return fail(401, 'Invalid authorization key');
    const path = r.path.startsWith('/v3/') ? r.path.slice(3) : r.path;
    const body = (r.body ?? {}) as Record<string, unknown>;
    let m: RegExpExecArray | null;

    if (r.method === 'POST' && path === '/payments') {
      const { tx_ref, amount, currency, redirect_url, customer } = body;
      const email = (customer as { email?: unknown } | undefined)?.email;
      if (typeof tx_ref !== 'string' || tx_ref === '') return fail(400, 'tx_ref is required');
      if (typeof amount !== 'number' || !(amount > 0)) return fail(400, 'amount is required');
      if (typeof redirect_url !== 'string' || typeof email !== 'string') return fail(400, 'redirect_url and customer.email are required');
      if (this.transactions.has(tx_ref)) return fail(400, 'Duplicate tx_ref');
      this.transactions.set(tx_ref, {
        txRef: tx_ref,
        email,
        requestedAmount: amount,
        amount,
        currency: typeof currency === 'string' ? currency : 'NGN',
        status: 'pending',
        id: null,
        createdAt: null,
      });
      return ok('Hosted Link', { link: `${this.http.baseUrl}/pay/${encodeURIComponent(tx_ref)}` });
    }

    if (r.method === 'GET' && (m = /^\/transactions\/([^/]+)\/verify$/.exec(path))) {
      const id = Number(m[1]);
      const tx = [...this.transactions.values()].find((t) => t.id === id);
      if (!tx) return fail(400, 'No transaction was found for this id');
      return ok('Transaction fetched successfully', this.transactionData(tx));
    }

    if (r.method === 'GET' && path === '/transactions/verify_by_reference') {
      const tx = this.transactions.get(r.query.get('tx_ref') ?? '');
      if (!tx || tx.id === null) return fail(400, 'No transaction was found for this id');
      return ok('Transaction fetched successfully', this.transactionData(tx));
    }

    if (r.method === 'GET' && path === '/banks/NG') return ok('Banks fetched successfully', this.banks);

    if (r.method === 'POST' && path === '/accounts/resolve') {
      const name = this.accounts.get(`${String(body.account_bank)}:${String(body.account_number)}`);
      if (!name) return fail(400, 'Sorry, that account number is invalid, please check and try again');
      return ok('Account details fetched', { account_number: body.account_number, account_name: name });
    }

    if (r.method === 'POST' && path === '/transfers') {
      const { account_bank, account_number, amount, currency, narration, reference } = body;
      if (typeof account_bank !== 'string' || typeof account_number !== 'string') return fail(400, 'account_bank and account_number are required');
      if (typeof amount !== 'number' || !(amount > 0)) return fail(400, 'amount is required');
      if (typeof reference !== 'string' || reference === '') return fail(400, 'reference is required');
      if (this.transfers.has(reference)) return fail(400, 'Transfer with this reference already exists');
      const t: FakeFlutterwaveTransfer = {
        id: this.nextId++,
        reference,
        accountBank: account_bank,
        accountNumber: account_number,
        amount,
        currency: typeof currency === 'string' ? currency : 'NGN',
        narration: typeof narration === 'string' ? narration : '',
        status: this.transferMode,
      };
      this.transfers.set(reference, t);
      return ok('Transfer Queued Successfully', this.transferData(t));
    }

    if (r.method === 'GET' && (m = /^\/transfers\/([^/]+)$/.exec(path))) {
      const id = Number(m[1]);
      const t = [...this.transfers.values()].find((x) => x.id === id);
      if (!t) return fail(404, 'Transfer not found');
      return ok('Transfer fetched', this.transferData(t));
    }

    if (r.method === 'GET' && path === '/transfers') {
      const reference = r.query.get('reference');
      const list = [...this.transfers.values()].filter((t) => reference === null || t.reference === reference);
      return { status: 200, body: { status: 'success', message: 'Transfers fetched', meta: { page_info: { total: list.length, current_page: 1, total_pages: 1 } }, data: list.map((t) => this.transferData(t)) } };
    }

    return fail(404, `fake flutterwave: no route ${r.method} ${r.path}`);
  }

  private transactionData(tx: FakeFlutterwaveTransaction): Record<string, unknown> {
    return {
      id: tx.id,
      tx_ref: tx.txRef,
      flw_ref: tx.id === null ? null : `FLW-MOCK-${tx.id}`,
      amount: tx.amount,
      currency: tx.currency,
      charged_amount: tx.amount,
      status: tx.status,
      payment_type: 'card',
      created_at: tx.createdAt,
      customer: { email: tx.email },
    };
  }

  private transferData(t: FakeFlutterwaveTransfer): Record<string, unknown> {
    return {
      id: t.id,
      account_number: t.accountNumber,
      bank_code: t.accountBank,
      full_name: this.accounts.get(`${t.accountBank}:${t.accountNumber}`) ?? 'N/A',
      currency: t.currency,
      debit_currency: 'NGN',
      amount: t.amount,
      fee: 10.75,
      status: t.status,
      reference: t.reference,
      narration: t.narration,
      complete_message: t.status === 'SUCCESSFUL' ? 'Successful' : '',
      requires_approval: 0,
      is_approved: 1,
    };
  }
}

function ok(message: string, data: unknown): FakeReply {
  return { status: 200, body: { status: 'success', message, data } };
}

function fail(status: number, message: string): FakeReply {
  return { status, body: { status: 'error', message, data: null } };
}
