import type { TPriceHistoryEntry } from '../../lib/api-types.ts';

// A selection's price history as the drawer lists it: each version with how its odds moved
// against the version before it of the same bet type (the two types are priced apart, so a
// correct-score row is never compared with an incorrect-score one).

/** null: the oldest version shown, with nothing to compare it with. */
export type TPriceMove = 'up' | 'down' | 'same' | null;
export type TPriceHistoryRow = TPriceHistoryEntry & { key: string; move: TPriceMove };

export function priceHistoryRows(entries: readonly TPriceHistoryEntry[]): TPriceHistoryRow[] {
  const key = (e: TPriceHistoryEntry) => `${e.betType}-${e.version}`;
  const moves = new Map<string, TPriceMove>();
  const lastOdds = new Map<string, number>();
  // Oldest first, by version rather than by list order: the version is what a bet records.
  for (const e of [...entries].sort((a, b) => a.version - b.version)) {
    const before = lastOdds.get(e.betType);
    moves.set(key(e), before === undefined ? null : e.odds > before ? 'up' : e.odds < before ? 'down' : 'same');
    lastOdds.set(e.betType, e.odds);
  }
  return entries.map((e) => ({ ...e, key: key(e), move: moves.get(key(e)) ?? null }));
}
