import { readSession, writeSession } from '../lib/session-storage.ts';

// How many pages of this app are on the history stack below and including the current one. The
// browser does not say (history.length counts other sites and forward entries), so we count:
// each history entry's depth is remembered by its location key, which survives back/forward
// and reloads because the hash router keeps the key in history.state.

export type TNavigationType = 'PUSH' | 'REPLACE' | 'POP';

export type TDepthInput = {
  key: string;
  type: TNavigationType;
  /** Set by switchTab/relaunch navigations: the stack of open pages starts again. */
  reset: boolean;
};

/** Pure: the depth of the entry `input` describes, given the depth we were at and what we remember. */
export function depthOf(input: TDepthInput, previousDepth: number, remembered: ReadonlyMap<string, number>): number {
  const known = remembered.get(input.key);
  if (known !== undefined) return known;
  if (input.reset) return 1;
  switch (input.type) {
    case 'PUSH':
      return previousDepth + 1;
    case 'REPLACE':
      return Math.max(1, previousDepth);
    case 'POP':
      // An entry we never saw (first load, or memory lost): treat it as the only page.
      return 1;
  }
}

const STORAGE_KEY = 'history_depths';
const MAX_REMEMBERED = 200;

function loadRemembered(): Map<string, number> {
  try {
    const parsed: unknown = JSON.parse(readSession(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(parsed) ? (parsed as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

const remembered = loadRemembered();
let currentDepth = 1;

/** Records the entry the router just moved to; idempotent per location key. */
export function recordLocation(input: TDepthInput): number {
  currentDepth = depthOf(input, currentDepth, remembered);
  remembered.set(input.key, currentDepth);
  if (remembered.size > MAX_REMEMBERED) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  writeSession(STORAGE_KEY, JSON.stringify([...remembered]));
  return currentDepth;
}

export function historyDepth(): number {
  return currentDepth;
}
