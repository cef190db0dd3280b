import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { ApiError, NetworkError, NotSentError } from './api-envelope.ts';
import { createIdempotentAction, fingerprint, idempotentAction, pendingActionsBelongTo, runIdempotent } from './idempotent-action.ts';

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

  it('does not keep a request the offline browser never sent: there is no answer to be lost (QA: a deposit tapped offline warned of an order)', () => {
    const action = createIdempotentAction(counterKeys());
    const deposit = { payType: 'online', amount: 70_000 };
    const first = action.keyFor(deposit);
    action.settle(deposit, new NotSentError());
    expect(action.lostBodies()).toEqual([]);
    expect(action.pendingKey(deposit)).toBeUndefined();
    // Sent later, it goes under a key of its own.
    expect(action.keyFor(deposit)).not.toBe(first);
  });

  it('keeps a request whose answer was lost when its retry could not be sent (offline): its notice and key stay for the next try', () => {
    const action = createIdempotentAction(counterKeys());
    const deposit = { payType: 'transfer', amount: 300_000 };
    action.keyFor(deposit);
    action.settle(deposit, new NetworkError(new Error('answer lost')));
    expect(action.keyFor(deposit)).toBe('key-1');
    action.settle(deposit, new NotSentError());
    expect(action.lostBodies()).toEqual([deposit]);
    expect(action.keyFor(deposit)).toBe('key-1');
  });

  it('keeps the request whose answer was lost, so a page coming back to it can say so; not one on its first way, nor once answered', () => {
    const action = createIdempotentAction(counterKeys());
    const bet = { matchId: 7, stake: 100 };
    action.keyFor(bet);
    // On its way: its answer may yet come (a page offering a retry now would make a second bet once it did).
    expect(action.lostBodies()).toEqual([]);
    action.settle(bet, new NetworkError(new Error('offline')));
    expect(action.lostBodies()).toEqual([bet]);
    // Retried: still unknown until the server answers.
    expect(action.keyFor(bet)).toBe('key-1');
    expect(action.lostBodies()).toEqual([bet]);
    action.settle(bet, { id: 1 });
    expect(action.lostBodies()).toEqual([]);
  });

  it('keeps the request whose answer was lost over a reload (its store), so the retry after it uses the same key', () => {
    let saved: string | null = null;
    const store = { read: () => saved, write: (value: string) => void (saved = value) };
    const before = createIdempotentAction(counterKeys(), store);
    const bet = { matchId: 7, stake: 100 };
    expect(before.keyFor(bet)).toBe('key-1');
    before.settle(bet, new NetworkError(new Error('offline')));
    const afterReload = createIdempotentAction(counterKeys(), store);
    expect(afterReload.lostBodies()).toEqual([bet]);
    expect(afterReload.keyFor(bet)).toBe('key-1');
    afterReload.settle(bet, { id: 1 });
    expect(createIdempotentAction(counterKeys(), store).pendingKey(bet)).toBeUndefined();
  });

  it('reads the single pending request stored before several were kept', () => {
    const old = JSON.stringify({ print: fingerprint({ a: 1 }), key: 'old-key', body: { a: 1 }, lost: true });
    const action = createIdempotentAction(counterKeys(), { read: () => old, write: () => undefined });
    expect(action.lostBodies()).toEqual([{ a: 1 }]);
    expect(action.keyFor({ a: 1 })).toBe('old-key');
  });

  it('keeps the key while the first attempt is still in flight on the server', () => {
    const action = createIdempotentAction(counterKeys());
    expect(action.keyFor({ a: 1 })).toBe('key-1');
    action.settle({ a: 1 }, refusal(1012));
    expect(action.keyFor({ a: 1 })).toBe('key-1');
  });

  it('keeps the key and the lost answer through a refusal at the door: signed out, too many submits, maintenance, busy', () => {
    const action = createIdempotentAction(counterKeys());
    const bet = { matchId: 7, stake: 50_000 };
    action.keyFor(bet);
    action.settle(bet, new NetworkError(new Error('offline')));
    // By the catalogue's numbers (the module keeps them as literals, to stay out of the first screen).
    for (const code of [ERRORS.NOT_LOGGED_IN.code, ERRORS.SUBMIT_LIMIT.code, ERRORS.MAINTENANCE.code, ERRORS.SYSTEM_BUSY.code]) {
      expect(action.keyFor(bet), `after ${code}`).toBe('key-1');
      action.settle(bet, refusal(code));
      expect(action.lostBodies(), `after ${code}`).toEqual([bet]);
    }
    // The server's own answer about the bet ends it.
    action.settle(bet, refusal(7003));
    expect(action.pendingKey(bet)).toBeUndefined();
  });

  it('starts a new action (new key) once the server has answered, success or refusal', () => {
    const action = createIdempotentAction(counterKeys());
    expect(action.keyFor({ a: 1 })).toBe('key-1');
    action.settle({ a: 1 }, { deposit: { id: 1 } });
    expect(action.pendingKey({ a: 1 })).toBeUndefined();
    expect(action.keyFor({ a: 1 })).toBe('key-2');
    action.settle({ a: 1 }, refusal(4007));
    expect(action.keyFor({ a: 1 })).toBe('key-3');
  });

  it('keeps an unsure request while another is placed and answered, and tells its listeners of each change', () => {
    const action = createIdempotentAction(counterKeys());
    const calls: number[] = [];
    const stop = action.subscribe(() => calls.push(action.lostBodies().length));
    const first = { selection: '0-0', stake: 100 };
    const second = { selection: '3-3', stake: 100 };
    action.keyFor(first);
    action.settle(first, new NetworkError(new Error('offline')));
    expect(action.keyFor(second)).toBe('key-2');
    action.settle(second, { id: 2 });
    // Back on 0-0: still unsure, still its first key.
    expect(action.lostBodies()).toEqual([first]);
    expect(action.keyFor(first)).toBe('key-1');
    expect(calls).toEqual([0, 1, 1, 1]);
    // A stable snapshot between changes (React's useSyncExternalStore needs it).
    expect(action.lostBodies()).toBe(action.lostBodies());
    stop();
    action.forget();
    expect(action.lostBodies()).toEqual([]);
    expect(calls).toHaveLength(4);
  });

  it('gives a changed request its own key', () => {
    const action = createIdempotentAction(counterKeys());
    expect(action.keyFor({ amount: 1 })).toBe('key-1');
    action.settle({ amount: 1 }, new NetworkError(new Error('offline')));
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

describe('pending actions belong to the member who made them', () => {
  it('keeps them for the same member signing in again, forgets them at sign-out and for another member', () => {
    // The tab's sessionStorage, as the browser has it (the tests run in Node).
    const saved = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => void saved.set(k, v) });
    const bet = idempotentAction('bet');
    const lose = (body: object) => {
      bet.keyFor(body);
      bet.settle(body, new NetworkError(new Error('offline')));
    };
    pendingActionsBelongTo(null);
    lose({ stake: 1 });
    // A tab that never knew its member adopts what it holds.
    pendingActionsBelongTo(7);
    expect(bet.lostBodies()).toEqual([{ stake: 1 }]);
    // The session expired mid-retry; the same member signs in again.
    pendingActionsBelongTo(7);
    expect(bet.lostBodies()).toEqual([{ stake: 1 }]);
    // Another member on the same tab.
    pendingActionsBelongTo(8);
    expect(bet.lostBodies()).toEqual([]);
    lose({ stake: 2 });
    pendingActionsBelongTo(null);
    expect(bet.lostBodies()).toEqual([]);
    expect(saved.get('sl_pending_bet')).toBe('');
    vi.unstubAllGlobals();
  });
});
