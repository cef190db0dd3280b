import type { TBet } from '../../features/betting/betting-types.ts';
import { isSettled } from '../../features/betting/statuses.ts';

/**
 * What the success page says of its bet. It is not only seen right after placing: Back, history
 * or a saved link reopen it after the bet was cancelled or settled, and "Bet placed… your stake
 * is held" would then be false. Still loading reads as placed: the page is reached from the slip
 * with the bet just placed, and only its fetched status can say otherwise. A bet that could not
 * be read (not there, another member's, the network down) has no view: nothing is said of it
 * (QA: "Bet placed, good luck" stood over "This bet isn't here").
 */
export type TSuccessView = 'placed' | 'cancelled' | 'voided' | 'abandoned' | 'settled';

export function successView(bet: Pick<TBet, 'status' | 'settledAt' | 'matchState'> | undefined, loading: boolean): TSuccessView | null {
  if (!bet) return loading ? 'placed' : null;
  if (!isSettled(bet)) return 'placed';
  // Revoked two ways, as on the order page: cancelled by the member (never settled), or returned
  // because its match was abandoned or void (settled as revoked).
  if (bet.status === 'revoked') return !bet.settledAt ? 'cancelled' : bet.matchState === 'abandoned' ? 'abandoned' : 'voided';
  return 'settled';
}
