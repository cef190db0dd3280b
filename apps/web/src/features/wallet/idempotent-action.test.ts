import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-envelope.ts';
import { createIdempotentAction, fingerprint, runIdempotent } from './idempotent-action.ts';

function counterKeys() {
  let n = 0;
  return () => `key-${++n}`;
}

const refusal = (code: number) => new ApiError({ code, msg: 'no', data: null });

describe('idempotent action', () => {
  it('reuses the key when the same action is retried after a network failure', async () => {
    const action = createIdempotentAction(counterKeys());
    const body = { payType: 'online', amount: 500_000 };
    const sent: string[] = [];
    await expect(
      runIdempotent(action, body, async (key) => {
        sent.push(key);
        throw new NetworkError(new TypeError('fetch failed'));
      }),
    ).rejects.toBeInstanceOf(NetworkError);
    const answer = await runIdempotent(action, { amount: 500_000, payType: 'online' }, async (key) => {
      sent.push(key);
      return 'ok';
    });
    expect(answer).toBe('ok');
    expect(sent).toEqual(['key-1', 'key-1']);
  });

  it('keeps the request whose answer was lost, so a page coming back to it can say so; not one still on its way, nor once answered', () => {
    const action = createIdempotentAction(counterKeys());
    action.keyFor({ matchId: 7, stake: 100 });
    // On its way: its answer may yet come (a page offering a retry now would make a second bet once it did).
    expect(action.lostBody()).toBeUndefined();
    action.settle(new NetworkError(new Error('offline')));
    expect(action.lostBody()).toEqual({ matchId: 7, stake: 100 });
    expect(action.keyFor({ matchId: 7, stake: 100 })).toBe('key-1');
    expect(action.lostBody()).toBeUndefined();
    action.settle({ id: 1 });
    expect(action.lostBody()).toBeUndefined();
  });

  it('keeps the request whose answer was lost over a reload (its store), so the retry after it uses the same key', () => {
    let saved: string | null = null;
    const store = { read: () => saved, write: (value: string) => void (saved = value) };
    const before = createIdempotentAction(counterKeys(), store);
    expect(before.keyFor({ matchId: 7, stake: 100 })).toBe('key-1');
    before.settle(new NetworkError(new Error('offline')));
    const afterReload = createIdempotentAction(counterKeys(), store);
    expect(afterReload.lostBody()).toEqual({ matchId: 7, stake: 100 });
    expect(afterReload.keyFor({ matchId: 7, stake: 100 })).toBe('key-1');
    afterReload.settle({ id: 1 });
    expect(createIdempotentAction(counterKeys(), store).pendingKey()).toBeUndefined();
  });

  it('keeps the key while the first attempt is still in flight on the server', () => {
    const action = createIdempotentAction(counterKeys());
    expect(action.keyFor({ a: 1 })).toBe('key-1');
    action.settle(refusal(1012));
    expect(action.keyFor({ a: 1 })).toBe('key-1');
  });

  it('starts a new action (new key) once the server has answered, success or refusal', () => {
    const action = createIdempotentAction(counterKeys());
    expect(action.keyFor({ a: 1 })).toBe('key-1');
    action.settle({ deposit: { id: 1 } });
    expect(action.pendingKey()).toBeUndefined();
    expect(action.keyFor({ a: 1 })).toBe('key-2');
    action.settle(refusal(4007));
    expect(action.keyFor({ a: 1 })).toBe('key-3');
  });

  it('gives a changed request its own key', () => {
    const action = createIdempotentAction(counterKeys());
    expect(action.keyFor({ amount: 1 })).toBe('key-1');
    action.settle(new NetworkError(new Error('offline')));
    expect(action.keyFor({ amount: 2 })).toBe('key-2');
  });

  it('double taps of the same pending action share the key', () => {
    const action = createIdempotentAction(counterKeys());
    expect(action.keyFor({ amount: 1 })).toBe('key-1');
    expect(action.keyFor({ amount: 1 })).toBe('key-1');
  });

  it('makes UUID keys by default', () => {
    expect(createIdempotentAction().keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('fingerprints bodies independently of field order', () => {
    expect(fingerprint({ b: 1, a: { d: 2, c: 3 } })).toBe(fingerprint({ a: { c: 3, d: 2 }, b: 1 }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
  });
});
