// The signed-in admin: token, expiry and identity, kept in localStorage so a second tab of the
// back office shares it. The server decides (sessions expire and are revoked there); the app
// only forgets a session the server refused (401) or one past its expiry.

import { serverNow } from './server-clock.ts';

export type TAdminIdentity = { id: number; username: string; role: string };
export type TAdminSession = { token: string; expiresAt: string; admin: TAdminIdentity };
export type TSignedOutReason = 'signed-out' | 'expired';

const STORAGE_KEY = 'scoreline_admin_session';

type TState = { session: TAdminSession | null; reason: TSignedOutReason | null };

let state: TState = { session: load(), reason: null };
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A session the server would still take: its expiry is the server's instant, judged by the server's clock. */
export function isUsableSession(value: unknown, now = serverNow()): value is TAdminSession {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<TAdminSession>;
  return (
    typeof s.token === 'string' &&
    s.token.length > 0 &&
    typeof s.expiresAt === 'string' &&
    Date.parse(s.expiresAt) > now &&
    typeof s.admin === 'object' &&
    s.admin !== null &&
    typeof s.admin.username === 'string' &&
    typeof s.admin.role === 'string'
  );
}

function load(): TAdminSession | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isUsableSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function emit(next: TState) {
  state = next;
  for (const listener of listeners) listener();
}

export function sessionState(): TState {
  // A session that ran out while the tab stayed open is gone without a round trip.
  if (state.session && !isUsableSession(state.session)) emit({ session: null, reason: 'expired' });
  return state;
}

export function currentSession(): TAdminSession | null {
  return sessionState().session;
}

export function startSession(session: TAdminSession): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(session));
  emit({ session, reason: null });
}

export function endSession(reason: TSignedOutReason): void {
  storage()?.removeItem(STORAGE_KEY);
  if (state.session || state.reason !== reason) emit({ session: null, reason });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signed in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    const next = load();
    emit({ session: next, reason: next ? null : 'signed-out' });
  });
}
