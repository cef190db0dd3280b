import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleSmsSender } from './console-sms-sender.ts';
import { startFakeTermii, type FakeTermii } from './fake-termii-server.ts';
import { SmsError } from './sms-sender.ts';
import { TermiiSmsSender } from './termii-sms-sender.ts';

let termii: FakeTermii;
beforeAll(async () => {
  termii = await startFakeTermii();
});
afterAll(async () => {
  await termii.close();
});
beforeEach(() => {
  termii.mode = 'ok';
});

const sender = (overrides: Partial<ConstructorParameters<typeof TermiiSmsSender>[0]> = {}) =>
  new TermiiSmsSender({ apiKey: termii.apiKey, senderId: 'Scoreline', baseUrl: termii.baseUrl, ...overrides });

async function failure(promise: Promise<unknown>): Promise<SmsError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsError);
  return error as SmsError;
}

describe('TermiiSmsSender against a local Termii', () => {
  it('sends the documented request and returns the message id', async () => {
    const sent = await sender().send({ to: '+2348031234567', text: 'Scoreline: 123456 is your code.' });
    expect(sent.messageId).toMatch(/^\d+$/);
    expect(termii.requests.at(-1)).toEqual({
      api_key: termii.apiKey,
      to: '2348031234567',
      from: 'Scoreline',
      sms: 'Scoreline: 123456 is your code.',
      type: 'plain',
      channel: 'dnd',
    });
  });

  it('maps a refused number to SMS_WRONG_PHONE', async () => {
    termii.mode = 'invalid_number';
    const error = await failure(sender().send({ to: '+2348031234567', text: 'x' }));
    expect(error.failure).toBe('wrong_phone');
    expect(error.errorKey).toBe('SMS_WRONG_PHONE');
  });

  it('maps an outage (503 page) to SMS_SEND_FAILED', async () => {
    termii.mode = 'down';
    const error = await failure(sender().send({ to: '+2348031234567', text: 'x' }));
    expect(error.failure).toBe('send_failed');
    expect(error.errorKey).toBe('SMS_SEND_FAILED');
    expect(error.message).toContain('503');
  });

  it('gives up after its timeout when Termii does not answer', async () => {
    termii.mode = 'hang';
    const started = Date.now();
    const error = await failure(sender({ timeoutMs: 300 }).send({ to: '+2348031234567', text: 'x' }));
    expect(error.errorKey).toBe('SMS_SEND_FAILED');
    expect(error.message).toContain('300 ms');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('maps a refused API key to SMS_SEND_FAILED, not to a wrong phone', async () => {
    const error = await failure(sender({ apiKey: 'wrong-key' }).send({ to: '+2348031234567', text: 'x' }));
    expect(error.errorKey).toBe('SMS_SEND_FAILED');
    expect(error.message).not.toContain('wrong-key');
  });

  it('maps an unreachable host to SMS_SEND_FAILED', async () => {
    const s = net.createServer();
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    const { port } = s.address() as net.AddressInfo;
    await new Promise<void>((r) => s.close(() => r()));
    const error = await failure(sender({ baseUrl: `http://127.0.0.1:${port}` }).send({ to: '+2348031234567', text: 'x' }));
    expect(error.errorKey).toBe('SMS_SEND_FAILED');
  });

  it('refuses a number that is not E.164 without calling Termii', async () => {
    const before = termii.requests.length;
    const error = await failure(sender().send({ to: '08031234567', text: 'x' }));
    expect(error.errorKey).toBe('SMS_WRONG_PHONE');
    expect(termii.requests.length).toBe(before);
  });
});

describe('ConsoleSmsSender', () => {
  it('logs the message and keeps the last ones in memory', async () => {
    const lines: unknown[] = [];
    const sms = new ConsoleSmsSender({ info: (obj) => lines.push(obj) }, { keep: 2 });
    await sms.send({ to: '+2348030000001', text: 'one' });
    await sms.send({ to: '+2348030000002', text: 'two' });
    await sms.send({ to: '+2348030000001', text: 'three' });
    expect(sms.sent.map((m) => m.text)).toEqual(['two', 'three']);
    expect(sms.lastTo('+2348030000001')?.text).toBe('three');
    expect(lines).toHaveLength(3);
  });
});
