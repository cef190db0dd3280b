import { currentHashLocation, currentRoutePath } from '../lib/app-bridge.ts';
import { rememberReturnPage } from '../lib/return-after-sign-in.ts';
import { isLoggedIn } from '../lib/session-token.ts';
import { launchRedirect } from './launch-guard.ts';

/**
 * Spec 2's launch rule, applied before the router starts so a visitor does not first download
 * the page they may not see. Later navigations are guarded by RootLayout.
 */
export function relaunchIfNotAllowed(): void {
  const target = launchRedirect(currentRoutePath(), isLoggedIn());
  if (!target) return;
  // Remembered here, as RootLayout remembers a page it turns away later: a link opened signed out
  // in a new tab, or a tab reloaded after its session ended, never reaches RootLayout with its
  // page (QA: both signed in to Home, the slip they were on gone).
  rememberReturnPage(currentHashLocation());
  window.history.replaceState(null, '', `#${target}`);
}
