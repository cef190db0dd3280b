import { readSession, writeSession } from './session-storage.ts';

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
