// The operator's time zone comes from the server (its OPERATOR_TZ, written by /runtime-config.js
// as window.VIT_OPERATOR_TZ before the app loads), so the back office's days and times follow the
// server's. A missing or unknown zone falls back to Lagos.

declare global {
  interface Window {
    VIT_OPERATOR_TZ?: string;
  }
}

export const FALLBACK_OPERATOR_TZ = 'Africa/Lagos';

/** The zone to use: `value` when it is an IANA zone this browser knows, else the fallback. */
export function pickOperatorTz(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return FALLBACK_OPERATOR_TZ;
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: value.trim() }).resolvedOptions().timeZone;
  } catch {
    return FALLBACK_OPERATOR_TZ;
  }
}

// How the screens name the zone; the server's messages name it the same way.
export { operatorTzLabel } from '@scoreline/contract/operator-time';

/** The zone the page was loaded with (the runtime config script ran before the app). */
export function loadedOperatorTz(): string {
  return pickOperatorTz(typeof window === 'undefined' ? undefined : window.VIT_OPERATOR_TZ);
}
