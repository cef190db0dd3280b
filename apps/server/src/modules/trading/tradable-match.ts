import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { matches } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * States in which a trader may still change prices, suspensions and limits: before betting is
 * over for good. Closed counts: betting closed by hand (or a postponed match rescheduled, which
 * comes back closed) may open again, and its prices must be put right first, not after members
 * can bet at stale ones. A finished, live, postponed or voided match is the results desk's, not
 * trading's; so is one past its closing time, whatever its state says (the clock decides,
 * product rules): a price or limit set then reaches no member, and only adds versions nobody
 * could bet at.
 */
export const TRADABLE_STATES = ['scheduled', 'open', 'closed'] as const;

/**
 * Locks the match row for the rest of the transaction (the same first lock pricing and the
 * results desk take, so trader changes and state changes of one match queue in one order) and
 * refuses a match that may no longer be traded.
 *
 * FOR NO KEY UPDATE, not FOR UPDATE: a bet being placed holds its selection's shard and then
 * checks its match by the bets -> matches foreign key (FOR KEY SHARE). FOR UPDATE blocks that
 * check, so a new limit (which locks every shard after the match) and a bet deadlocked; these
 * changes never touch the match's keys, and NO KEY UPDATE still queues them behind each other.
 */
export async function lockTradableMatch(tx: Tx, matchId: number, now: Date) {
  const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('no key update');
  if (!match) throw new AppError('MATCH_NOT_FOUND');
  if (!(TRADABLE_STATES as readonly string[]).includes(match.state)) throw new AppError('MATCH_STATE_ERROR', { state: match.state });
  if (match.closingAt.getTime() <= now.getTime()) throw new AppError('MATCH_CLOSED');
  return match;
}
