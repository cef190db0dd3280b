import { useState } from 'react';
import { priceMove, type TPriceMove } from '../odds.ts';

/**
 * The price a slip first showed for one selection (`pick`), kept while it stays open, and how the
 * price moved since: the member chose at that price, so a change the 20-second refresh or an
 * "odds changed" answer brings is shown against it instead of replacing it silently.
 */
export function usePriceMove(pick: string, odds: number | undefined): TPriceMove | null {
  const [seen, setSeen] = useState({ pick, odds });
  // Set while rendering: the first price known (the slip may open before the match has loaded),
  // and again for another selection opened in the same slip.
  if (seen.pick !== pick || (seen.odds === undefined && odds !== undefined)) setSeen({ pick, odds });
  return seen.pick === pick ? priceMove(seen.odds, odds) : null;
}
