import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { matches } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * States in which a trader may still change prices, suspensions and limits: before betting is
 * over for good. A finished, postponed or voided match is the results desk's, not trading's.
 */
const TRADABLE_STATES = ['scheduled', 'open'];

/**
 * Locks the match row for the rest of the transaction (the same first lock pricing and the
 * results desk take, so trader changes and state changes of one match queue in one order) and
 * refuses a match that may no longer be traded.
 */
export async function lockTradableMatch(tx: Tx, matchId: number) {
  const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
  if (!match) throw new AppError('MATCH_NOT_FOUND');
  if (!TRADABLE_STATES.includes(match.state)) throw new AppError('MATCH_STATE_ERROR', { state: match.state });
  return match;
}
