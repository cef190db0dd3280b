import { ApiError, NetworkError } from '../../lib/api-envelope.ts';

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

export function createIdempotentAction(newKey: () => string = () => crypto.randomUUID()): TIdempotentAction {
  let pending: { print: string; key: string; body: unknown; lost: boolean } | undefined;
  return {
    keyFor(body) {
      const print = fingerprint(body);
      if (pending?.print !== print) pending = { print, key: newKey(), body, lost: false };
      pending.lost = false; // on its way again
      return pending.key;
    },
    settle(outcome) {
      if (!outcomeIsUnknown(outcome)) pending = undefined;
      else if (pending) pending.lost = true;
    },
    pendingKey: () => pending?.key,
    lostBody: () => (pending?.lost ? pending.body : undefined),
  };
}

const actions = new Map<string, TIdempotentAction>();

/**
 * The action of a given kind ('deposit', 'withdrawal'), kept for the whole app session, so a
 * member who leaves the page after a network failure and comes back still retries with the
 * same key.
 */
export function idempotentAction(kind: string): TIdempotentAction {
  let action = actions.get(kind);
  if (!action) {
    action = createIdempotentAction();
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
