import { readSession, writeSession } from './session-storage.ts';

// A session that ends mid-task (signed out on another device, expired) sends the member to the
// login page; signing in again should bring them back to what they were doing (a bet slip with
// its stake, a withdrawal form), not to Home with the task gone. Per tab (sessionStorage): another
// tab's sign-in goes where that tab was.

const KEY = 'sl_return_after_sign_in';

/** Remembers the page (path and query, as after "#") to come back to after the next sign-in. */
export function rememberReturnPage(pathAndQuery: string): void {
  writeSession(KEY, pathAndQuery);
}

/**
 * The page remembered, once (it is forgotten as it is read), if it is one of the app's own pages
 * (a path of ours, never an address elsewhere); else null.
 */
export function takeReturnPage(isAllowed: (path: string) => boolean): string | null {
  const remembered = readSession(KEY);
  writeSession(KEY, '');
  if (!remembered || !remembered.startsWith('/pages/') || remembered.startsWith('//')) return null;
  return isAllowed(remembered.split('?')[0] ?? '') ? remembered : null;
}
