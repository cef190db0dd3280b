import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Termii's SMS API (POST /api/sms/send), for tests: it speaks the documented
// request and answer shapes, and can be switched to a bad-number refusal, an outage (503 page),
// or a hang (no answer, for timeouts).

export type FakeTermiiMode = 'ok' | 'invalid_number' | 'down' | 'hang';

export type FakeTermiiRequest = {
  api_key?: unknown;
  to?: unknown;
  from?: unknown;
  sms?: unknown;
  type?: unknown;
  channel?: unknown;
};

export type FakeTermii = {
  baseUrl: string;
  apiKey: string;
  mode: FakeTermiiMode;
  requests: FakeTermiiRequest[];
  close(): Promise<void>;
};

export async function startFakeTermii(options: { apiKey?: string; mode?: FakeTermiiMode } = {}): Promise<FakeTermii> {
  const state = { mode: options.mode ?? 'ok', requests: [] as FakeTermiiRequest[] };
  const apiKey = options.apiKey ?? 'test-termii-key';
  let counter = 0;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/api/sms/send') return json(res, 404, { message: 'Not found' });
      let body: FakeTermiiRequest;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeTermiiRequest;
      } catch {
        return json(res, 400, { message: 'Invalid JSON' });
      }
      state.requests.push(body);
      switch (state.mode) {
        case 'hang':
          return; // never answers; the client's timeout must fire
        case 'down':
          res.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>503 Service Temporarily Unavailable</body></html>');
          return;
        case 'invalid_number':
          return json(res, 400, { code: 'fail', message: 'Invalid phone number' });
        case 'ok':
          if (body.api_key !== apiKey) return json(res, 401, { code: 'fail', message: 'Invalid API key' });
          if (typeof body.to !== 'string' || !/^\d{10,15}$/.test(body.to)) return json(res, 400, { code: 'fail', message: 'Invalid phone number' });
          if (typeof body.sms !== 'string' || body.sms === '' || typeof body.from !== 'string') {
            return json(res, 400, { code: 'fail', message: 'sms and from are required' });
          }
          counter += 1;
          return json(res, 200, {
            code: 'ok',
            message_id: `30175440544594932${String(counter).padStart(5, '0')}`,
            message_id_str: `30175440544594932${String(counter).padStart(5, '0')}`,
            message: 'Successfully Sent',
            balance: 1000 - counter,
            user: 'Scoreline Test',
          });
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    get mode() {
      return state.mode;
    },
    set mode(m: FakeTermiiMode) {
      state.mode = m;
    },
    requests: state.requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
