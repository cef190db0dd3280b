import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { useTestApp } from '../test/test-app.ts';

// Requests refused before any route runs, by Node's parser or Fastify's router, leave as the
// catalogue's envelope like every other refusal (QA: three answers outside it). Node's parser
// only runs on a real socket, so these go over one.

const t = useTestApp();
let port = 0;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.app.server.close());

/** Sends raw bytes and reads the whole answer: its status and its JSON body. */
function raw(request: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body.trim().split('\r\n').filter((l) => l.startsWith('{')).join('') || body) });
    });
  });
}

describe('refusals before a route runs', () => {
  it('headers larger than Node reads: the envelope with PAYLOAD_TOO_LARGE', async () => {
    const answer = await raw(`GET /web/wallet/summary?zz=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toEqual({ status: 431, body: { code: ERRORS.PAYLOAD_TOO_LARGE.code, msg: 'The request is too large.', data: null } });
  });

  it('a body longer than its Content-Length: the envelope with MALFORMED_REQUEST', async () => {
    const answer = await raw('POST /web/bet/cancel HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{"betId": 12345}GARBAGE\r\n\r\n');
    expect(answer).toEqual({ status: 400, body: { code: ERRORS.MALFORMED_REQUEST.code, msg: 'The request could not be read.', data: null } });
  });

  it('a path parameter longer than the router takes, in the member\u2019s language', async () => {
    const res = await t.call({ method: 'POST', url: `/webhooks/${'x'.repeat(301)}`, payload: {}, headers: { 'accept-language': 'fr' } });
    expect([res.status, res.body.code]).toEqual([400, ERRORS.MALFORMED_REQUEST.code]);
    expect(res.body.msg).not.toMatch(/Bad Request/);
  });
});
