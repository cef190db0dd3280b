import { readSession, writeSession } from './session-storage.ts';

// A session that ends mid-task (signed out on another device, expired) sends the member to the
// login page; signing in again should bring them back to what they were doing (a bet slip with
// its stake, a withdrawal form), not to Home with the task gone. Per tab (sessionStorage): another
// tab's sign-in goes where that tab was.

const KEY = 'sl_return_after_sign_in';
/** A page left longer ago than this is not what the member is doing now: the next sign-in goes Home. */
const FRESH_FOR_MS = 30 * 60_000;

/** Remembers the page (path and query, as after "#") to come back to after the next sign-in. */
export function rememberReturnPage(pathAndQuery: string, now = Date.now()): void {
  writeSession(KEY, JSON.stringify({ page: pathAndQuery, at: now }));
}

/** Forgets it: the member signed out on purpose. */
export function forgetReturnPage(): void {
  writeSession(KEY, '');
}

/**
 * The page remembered, once (it is forgotten as it is read), if it was left within the last half
 * hour and is one of the app's own pages (a path of ours, never an address elsewhere); else null.
 */
export function takeReturnPage(isAllowed: (path: string) => boolean, now = Date.now()): string | null {
  const remembered = readSession(KEY);
  forgetReturnPage();
  let entry: { page?: unknown; at?: unknown } = {};
  try {
    entry = JSON.parse(remembered ?? '{}') as typeof entry;
  } catch {
    return null;
  }
  const { page, at } = entry;
  if (typeof page !== 'string' || typeof at !== 'number' || now - at > FRESH_FOR_MS) return null;
  if (!page.startsWith('/pages/')) return null;
  return isAllowed(page.split('?')[0] ?? '') ? page : null;
}
