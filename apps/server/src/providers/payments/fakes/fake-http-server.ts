import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The plumbing the provider fakes share: a real HTTP server on 127.0.0.1 (port 0, so tests run
// in parallel), a log of what the adapter sent, and the ways a provider fails in production.

export type FakeOutageMode =
  /** Answers 500 with an HTML page, as a provider's edge does when the API behind it is down. */
  | 'status500'
  /** Answers 503 Service Unavailable. */
  | 'status503'
  /** Reads the request and never answers (the adapter's timeout must fire). */
  | 'hang'
  /** Drops the connection without an answer (ECONNRESET / "socket hang up"). */
  | 'reset'
  /**
   * Does the work (a transfer is created) and then never answers: the outcome is unknown to the
   * adapter although the provider acted, the case that forbids retrying with a new reference.
   */
  | 'processThenHang';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON body, or undefined. */
  body: unknown;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply;

export class FakeHttpServer {
  readonly requests: FakeRequest[] = [];
  private readonly server: http.Server;
  private port = 0;
  private outage: { mode: FakeOutageMode; remaining: number } | null = null;

  constructor(handler: FakeHandler) {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = raw ? JSON.parse(raw) : undefined;
        } catch {
          body = raw;
        }
        const request: FakeRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body };
        this.requests.push(request);

        const outage = this.takeOutage();
        if (outage === 'hang') return;
        if (outage === 'reset') {
          req.socket.destroy();
          return;
        }
        if (outage === 'status500' || outage === 'status503') {
          res.writeHead(outage === 'status500' ? 500 : 503, { 'content-type': 'text/html' });
          res.end('<html><body>Service temporarily unavailable</body></html>');
          return;
        }
        let reply: FakeReply;
        try {
          reply = handler(request);
        } catch (error) {
          reply = { status: 500, body: { status: false, message: `fake crashed: ${String(error)}` } };
        }
        if (outage === 'processThenHang') return;
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
      });
    });
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // Already up (comeUp before every test): listening again would throw and leave a listener behind.
    if (this.server.listening) return;
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Fails the next `times` requests (default: every request until clearOutage). */
  setOutage(mode: FakeOutageMode, times = Number.POSITIVE_INFINITY): void {
    this.outage = { mode, remaining: times };
  }

  clearOutage(): void {
    this.outage = null;
  }

  /** Stops listening, keeping the port: connections are refused (ECONNREFUSED) until comeUp. */
  async goDown(): Promise<void> {
    await this.stopListening();
  }

  async comeUp(): Promise<void> {
    await this.start();
  }

  async close(): Promise<void> {
    await this.stopListening();
  }

  private async stopListening(): Promise<void> {
    if (!this.server.listening) return;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    // Hanging requests would keep close() waiting for ever.
    this.server.closeAllConnections();
    await closed;
  }

  private takeOutage(): FakeOutageMode | null {
    if (!this.outage) return null;
    const mode = this.outage.mode;
    this.outage.remaining -= 1;
    if (this.outage.remaining <= 0) this.outage = null;
    return mode;
  }
}
