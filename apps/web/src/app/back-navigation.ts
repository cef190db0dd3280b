import { HOME_PATH } from '../lib/route-paths.ts';
import { isTabPath } from './route-table.ts';

// The back rules of spec 2, as a pure decision so they can be tested without a browser.

export type TNavigationDecision =
  | { kind: 'switchTab'; path: string }
  | { kind: 'open'; path: string }
  /** A finished flow's page takes the place of the current one (not a rule of spec 2's back). */
  | { kind: 'replace'; path: string }
  | { kind: 'back' }
  | { kind: 'relaunch'; path: string };

/**
 * back(target?): with a target, tab pages are switched to and other pages opened; without one,
 * go back when there is a page to go back to, otherwise to the home tab.
 */
export function decideBack(target: string | undefined, historyDepth: number): TNavigationDecision {
  if (target) return isTabPath(target) ? { kind: 'switchTab', path: target } : { kind: 'open', path: target };
  return historyDepth > 1 ? { kind: 'back' } : { kind: 'switchTab', path: HOME_PATH };
}

/** The page header's back button: with only this page open there is nothing to pop, so relaunch home. */
export function decideHeaderBack(historyDepth: number): TNavigationDecision {
  return historyDepth > 1 ? { kind: 'back' } : { kind: 'relaunch', path: HOME_PATH };
}

/** A finished flow: back to the page it was opened from, or `path` in its place when it was opened directly. */
export function decideBackOr(path: string, historyDepth: number): TNavigationDecision {
  return historyDepth > 1 ? { kind: 'back' } : { kind: 'replace', path };
}
