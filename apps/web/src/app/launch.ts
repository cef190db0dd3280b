import { currentRoutePath } from '../lib/app-bridge.ts';
import { isLoggedIn } from '../lib/session-token.ts';
import { launchRedirect } from './launch-guard.ts';

/**
 * Spec 2's launch rule, applied before the router starts so a visitor does not first download
 * the page they may not see. Later navigations are guarded by RootLayout.
 */
export function relaunchIfNotAllowed(): void {
  const target = launchRedirect(currentRoutePath(), isLoggedIn());
  if (target) window.history.replaceState(null, '', `#${target}`);
}
