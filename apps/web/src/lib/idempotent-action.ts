import { ApiError, CODE_MAINTENANCE, CODE_NOT_LOGGED_IN, CODE_SUBMIT_LIMIT, NetworkError, NotSentError } from './api-envelope.ts';
import { readSession, writeSession } from './session-storage.ts';

// One Idempotency-Key per member action (spec: money-moving POSTs). The key is kept while the
// outcome is unknown, so a retry of the same action after a network failure (or while the
// first attempt is still running on the server) replays the first answer instead of moving
// money twice. Once the server has answered, the action is over: the next tap is a new action.

/** IDEMPOTENCY_IN_FLIGHT: the first attempt is still being processed; ask again with the same key. */
export const CODE_IDEMPOTENCY_IN_FLIGHT = 1012;
/** SYSTEM_BUSY: the server could not take the request now (a number here: the catalogue module would join every first screen). */
const CODE_SYSTEM_BUSY = 1007;

export type TIdempotentAction = {
  /** The key for this request body: the pending one when the same body is retried, else a new one. */
  keyFor(body: unknown): string;
  /** Call with the body sent and what the request ended in; decides whether its key is kept for a retry. */
  settle(body: unknown, outcome: unknown): void;
  /** The key a retry of `body` would reuse (tests and diagnostics). */
  pendingKey(body: unknown): string | undefined;
  /**
   * The requests whose answer was lost (an attempt ended without one), oldest first: a page
   * coming back to one says so again and offers its retry. Not one merely on its first way:
   * its answer may yet come. The same array until the pending requests change (a React snapshot).
   */
  lostBodies(): readonly unknown[];
  /** Calls `listener` whenever the pending requests change (every page showing one stays in step). */
  subscribe(listener: () => void): () => void;
  /** Forgets every pending request (the member signed out, or another member signed in). */
  forget(): void;
};

/** Stable text of a request body: the same fields in any order give the same text. */
export function fingerprint(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** Whether a request that ended this way may have done its work without us seeing the answer. */
export function outcomeIsUnknown(outcome: unknown): boolean {
  if (outcome instanceof NotSentError) return false;
  if (outcome instanceof NetworkError) return true;
  return outcome instanceof ApiError && outcome.code === CODE_IDEMPOTENCY_IN_FLIGHT;
}

/**
 * Refusals at the door (signed out, too many submits, maintenance, busy): the request was turned
 * away before it was looked at, so they say nothing about an earlier attempt with the same key.
 * Its key and whether its answer was lost stay as they were (QA: a 401 on "Try again" dropped the
 * key, and the next tap placed the bet a second time).
 */
const DOOR_REFUSALS = new Set([CODE_NOT_LOGGED_IN, CODE_SUBMIT_LIMIT, CODE_MAINTENANCE, CODE_SYSTEM_BUSY]);
export const isDoorRefusal = (outcome: unknown) => outcome instanceof ApiError && DOOR_REFUSALS.has(outcome.code);

type TPending = { print: string; key: string; body: unknown; lost: boolean };

/** Where an action keeps its pending requests between page loads (the tab's sessionStorage in the app). */
export type TPendingStore = { read: () => string | null; write: (value: string) => void };

/**
 * Pending requests kept per action: a member may leave one bet unsure and place another before
 * coming back to it (QA: the second replaced the first, whose slip then offered a new key).
 */
const MAX_PENDING = 5;

export function createIdempotentAction(newKey: () => string = () => crypto.randomUUID(), store?: TPendingStore): TIdempotentAction {
  let pending = readPending(store);
  let lost: readonly unknown[] = lostOf(pending);
  const listeners = new Set<() => void>();
  const keep = (next: TPending[]) => {
    pending = next.slice(-MAX_PENDING);
    lost = lostOf(pending);
    store?.write(pending.length ? JSON.stringify(pending) : '');
    for (const listener of listeners) listener();
  };
  const find = (body: unknown) => {
    const print = fingerprint(body);
    return { print, entry: pending.find((p) => p.print === print) };
  };
  return {
    keyFor(body) {
      const { print, entry } = find(body);
      if (entry) return entry.key;
      const created = { print, key: newKey(), body, lost: false };
      keep([...pending, created]);
      return created.key;
    },
    settle(body, outcome) {
      const { entry } = find(body);
      if (!entry || isDoorRefusal(outcome)) return;
      // Not sent (the phone offline): nothing happened to this request. A first attempt leaves no
      // answer to be lost, so it is forgotten; a retry of one whose answer was lost stays as it
      // was, with its notice and its key (QA: "Try again" tapped offline dropped an unsure deposit,
      // and the next tap made a second order).
      if (outcome instanceof NotSentError) {
        if (!entry.lost) keep(pending.filter((p) => p !== entry));
        return;
      }
      if (outcomeIsUnknown(outcome)) {
        if (!entry.lost) keep(pending.map((p) => (p === entry ? { ...p, lost: true } : p)));
      } else keep(pending.filter((p) => p !== entry));
    },
    pendingKey: (body) => find(body).entry?.key,
    lostBodies: () => lost,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forget: () => keep([]),
  };
}

const lostOf = (pending: TPending[]) => pending.filter((p) => p.lost).map((p) => p.body);

function readPending(store: TPendingStore | undefined): TPending[] {
  try {
    const saved = JSON.parse(store?.read() || '[]') as unknown;
    // One pending request per action was kept as a single object before.
    const list = Array.isArray(saved) ? saved : [saved];
    return list.filter((p): p is TPending => Boolean(p) && typeof (p as TPending).key === 'string' && typeof (p as TPending).print === 'string');
  } catch {
    return [];
  }
}

/** The member actions that move money, each keeping its pending requests in the tab. */
export type TActionKind = 'deposit' | 'withdrawal' | 'bet' | 'cancel-bet' | 'vip-reward';
const ACTION_KINDS: TActionKind[] = ['deposit', 'withdrawal', 'bet', 'cancel-bet', 'vip-reward'];
const OWNER_KEY = 'sl_pending_owner';

const actions = new Map<TActionKind, TIdempotentAction>();

/**
 * The action of a given kind, kept in the tab (sessionStorage), so a member who leaves the page
 * after a network failure and comes back, or reloads it (what many do when the network hiccups),
 * still retries with the same key and money moves once.
 */
export function idempotentAction(kind: TActionKind): TIdempotentAction {
  let action = actions.get(kind);
  if (!action) {
    const name = `sl_pending_${kind}`;
    action = createIdempotentAction(undefined, { read: () => readSession(name), write: (value) => writeSession(name, value) });
    actions.set(kind, action);
  }
  return action;
}

/**
 * Pending requests belong to the member who made them: signing out forgets them (`uid` null), and
 * a sign-in as another member on the same tab drops the last one's (QA: member B saw member A's
 * unsure bet, stake and all, and its "Try again" sent it on B's account). The same member signing
 * in again (a session that expired mid-retry) keeps them. Told at every sign-in and every read of
 * the signed-in member; a tab that never knew its member has nothing to compare and adopts them.
 */
export function pendingActionsBelongTo(uid: number | null): void {
  const owner = readSession(OWNER_KEY) ?? '';
  const next = uid === null ? '' : String(uid);
  if (uid === null || (owner !== '' && owner !== next)) for (const kind of ACTION_KINDS) idempotentAction(kind).forget();
  writeSession(OWNER_KEY, next);
}

/** Runs `send` with the action's key and settles the action with what it ended in. */
export async function runIdempotent<T>(action: TIdempotentAction, body: unknown, send: (key: string) => Promise<T>): Promise<T> {
  const key = action.keyFor(body);
  try {
    const result = await send(key);
    action.settle(body, result);
    return result;
  } catch (failure) {
    action.settle(body, failure);
    throw failure;
  }
}
