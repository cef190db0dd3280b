import { readSession, writeSession } from './session-storage.ts';
import { readStored, writeStored } from './storage.ts';

// A member whose session ends mid-task (signed out on another device, timed out, locked) lands on
// the sign-in page. Without a word they cannot tell whether they were signed out on purpose or
// something went wrong; the page says the session ended and that signing in brings them back.
// Per tab (sessionStorage), like the page to return to.

const KEY = 'sl_session_ended';

/** The API answered 401 to a request that carried a token: the session this tab had is over. */
export function noteSessionEnded(): void {
  writeSession(KEY, '1');
}

/** Whether a session ended since the sign-in page last said so. */
export function sessionEnded(): boolean {
  return readSession(KEY) === '1';
}

/** Said (the sign-in page showed it), or no longer true (a sign-in, a sign-out on purpose). */
export function forgetSessionEnded(): void {
  writeSession(KEY, '');
}

// The app's other tabs of this browser share the token, so they lose the session with this one and
// reload (app/session-across-tabs.ts); they must say why too (QA: only the tab that got the 401 did).
// The tab that learns the session ended marks which token ended (a short digest, not the token)
// before removing it; another tab that sees exactly that token go says the session ended.

const ENDED_MARK_KEY = 'sl_session_ended_mark';

/** A short, non-secret digest of a token: enough to tell one session from another. */
export function tokenMark(token: string): string {
  let hash = 0;
  for (let i = 0; i < token.length; i++) hash = (Math.imul(hash, 31) + token.charCodeAt(i)) | 0;
  return `${token.length}:${(hash >>> 0).toString(36)}`;
}

/** Called by the tab that got the 401, before it removes the token. */
export function markSessionEnded(token: string): void {
  writeStored(ENDED_MARK_KEY, tokenMark(token));
}

/** Whether another tab's removal of `removedToken` was a session ending (not a sign-out on purpose). */
export function endedInAnotherTab(removedToken: string | null, mark: string | null = readStored(ENDED_MARK_KEY)): boolean {
  return removedToken !== null && mark !== null && mark === tokenMark(removedToken);
}
