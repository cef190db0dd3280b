import { ApiError, NetworkError } from '../../lib/api-envelope.ts';
import { readSession, writeSession } from '../../lib/session-storage.ts';

// One Idempotency-Key per member action (spec: money-moving POSTs). The key is kept while the
// outcome is unknown, so a retry of the same action after a network failure (or while the
// first attempt is still running on the server) replays the first answer instead of moving
// money twice. Once the server has answered, the action is over: the next tap is a new action.

/** IDEMPOTENCY_IN_FLIGHT: the first attempt is still being processed; ask again with the same key. */
export const CODE_IDEMPOTENCY_IN_FLIGHT = 1012;

export type TIdempotentAction = {
  /** The key for this request body: the pending one when the same body is retried, else a new one. */
  keyFor(body: unknown): string;
  /** Call with what the request ended in; decides whether the key is kept for a retry. */
  settle(outcome: unknown): void;
  /** The key a retry would reuse (tests and diagnostics). */
  pendingKey(): string | undefined;
  /**
   * The request whose answer was lost (it ended without one), if any: a page coming back to it
   * says so again and offers its retry. Not one merely still on its way: its answer may yet come.
   */
  lostBody(): unknown;
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
  if (outcome instanceof NetworkError) return true;
  return outcome instanceof ApiError && outcome.code === CODE_IDEMPOTENCY_IN_FLIGHT;
}

type TPending = { print: string; key: string; body: unknown; lost: boolean };

/** Where an action keeps its pending request between page loads (the tab's sessionStorage in the app). */
export type TPendingStore = { read: () => string | null; write: (value: string) => void };

export function createIdempotentAction(newKey: () => string = () => crypto.randomUUID(), store?: TPendingStore): TIdempotentAction {
  let pending = readPending(store);
  const keep = (next: TPending | undefined) => {
    pending = next;
    store?.write(next ? JSON.stringify(next) : '');
  };
  return {
    keyFor(body) {
      const print = fingerprint(body);
      // On its way (again): not lost until it ends without an answer.
      keep({ ...(pending?.print === print ? pending : { print, key: newKey(), body }), lost: false });
      return pending!.key;
    },
    settle(outcome) {
      if (!outcomeIsUnknown(outcome)) keep(undefined);
      else if (pending) keep({ ...pending, lost: true });
    },
    pendingKey: () => pending?.key,
    lostBody: () => (pending?.lost ? pending.body : undefined),
  };
}

function readPending(store: TPendingStore | undefined): TPending | undefined {
  try {
    const saved = JSON.parse(store?.read() || 'null') as TPending | null;
    return saved && typeof saved.key === 'string' && typeof saved.print === 'string' ? saved : undefined;
  } catch {
    return undefined;
  }
}

const actions = new Map<string, TIdempotentAction>();

/**
 * The action of a given kind ('deposit', 'withdrawal', 'bet'), kept in the tab (sessionStorage), so
 * a member who leaves the page after a network failure and comes back, or reloads it (what many
 * do when the network hiccups), still retries with the same key and money moves once.
 */
export function idempotentAction(kind: string): TIdempotentAction {
  let action = actions.get(kind);
  if (!action) {
    const name = `sl_pending_${kind}`;
    action = createIdempotentAction(undefined, { read: () => readSession(name), write: (value) => writeSession(name, value) });
    actions.set(kind, action);
  }
  return action;
}

/** Runs `send` with the action's key and settles the action with what it ended in. */
export async function runIdempotent<T>(action: TIdempotentAction, body: unknown, send: (key: string) => Promise<T>): Promise<T> {
  const key = action.keyFor(body);
  try {
    const result = await send(key);
    action.settle(result);
    return result;
  } catch (failure) {
    action.settle(failure);
    throw failure;
  }
}
