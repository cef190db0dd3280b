import { TOKEN_STORAGE_KEY } from '../lib/api-paths.ts';
import { endedInAnotherTab, noteSessionEnded } from '../lib/session-ended.ts';

// A tab must never act for a member other than the one it shows. The session token is shared by
// the browser's tabs (localStorage), and every request sends the one stored now: a slip left open
// in one tab, after another tab signed out and in as someone else, would place its bet on that
// other member's account while still showing the first one's balance. So a tab whose session
// changed elsewhere reloads: it then shows the member it acts for, or the sign-in page.

/** Whether a `storage` event (another tab's change) replaced or removed the session token. */
export function sessionChangedElsewhere(event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>): boolean {
  if (event.key === null) return true; // storage cleared
  return event.key === TOKEN_STORAGE_KEY && event.oldValue !== event.newValue;
}

export function followSessionAcrossTabs(reload: () => void = () => window.location.reload()): void {
  window.addEventListener('storage', (event) => {
    if (!sessionChangedElsewhere(event)) return;
    // The session ended (not a sign-out on purpose): this tab's sign-in page says so too.
    if (event.key === TOKEN_STORAGE_KEY && event.newValue === null && endedInAnotherTab(event.oldValue)) noteSessionEnded();
    reload();
  });
}
