import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api-client.ts';
import { connectAppBridge } from './app-bridge.ts';
import { sessionEnded } from './session-ended.ts';
import { sessionToken, storeSessionToken } from './session-token.ts';

// The app's reaction to a 401 signs the member out: only when the answer is about the session
// stored now. A reloaded tab's last 401s (sent with a session already gone) arrived after the
// member had signed in again and signed them out at once (a CI run of the slip under strain).

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

/** A fetch whose answer the test releases when it chooses; records the token each request carried. */
function heldFetch() {
  const sent: (string | null)[] = [];
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    sent.push((init.headers as Record<string, string>).token ?? null);
    await answered;
    return new Response(JSON.stringify({ code: 401, msg: 'Please sign in', data: null }), { headers: { 'content-type': 'application/json' } });
  });
  return { fetch, sent, release: () => release() };
}

describe('a 401 from the API', () => {
  const relaunched: string[] = [];
  let ended = 0;

  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    relaunched.length = 0;
    ended = 0;
    connectAppBridge({ relaunch: (path) => relaunched.push(path), onSessionEnded: () => ended++ });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session it was sent with: the token goes, the member is sent to sign in and told why', async () => {
    storeSessionToken('session-a');
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    const answer = apiGet('/web/user/getLoginMember');
    held.release();
    expect((await answer).code).toBe(401);
    expect(held.sent).toEqual(['session-a']);
    expect(sessionToken()).toBeNull();
    expect(relaunched).toEqual(['/pages/login']);
    expect(ended).toBe(1);
    expect(sessionEnded()).toBe(true);
  });

  it('leaves alone a session signed in while the answer was on its way', async () => {
    storeSessionToken('session-gone');
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    const answer = apiGet('/web/match/list');
    storeSessionToken('session-new'); // the member signed in again meanwhile
    held.release();
    expect((await answer).code).toBe(401);
    expect(sessionToken()).toBe('session-new');
    expect(relaunched).toEqual([]);
    expect(ended).toBe(0);
    expect(sessionEnded()).toBe(false);
  });

  it("leaves alone a session signed in after a visitor's request went out", async () => {
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    const answer = apiGet('/web/user/getLoginMember');
    storeSessionToken('session-new');
    held.release();
    await answer;
    expect(held.sent).toEqual([null]);
    expect(sessionToken()).toBe('session-new');
    expect(relaunched).toEqual([]);
  });

  it('sends a visitor to sign in without saying a session ended', async () => {
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    held.release();
    await apiGet('/web/user/getLoginMember');
    expect(relaunched).toEqual(['/pages/login']);
    expect(sessionEnded()).toBe(false);
  });
});
