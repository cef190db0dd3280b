import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { retryingConflicts } from '../../db/retrying-conflicts.ts';
import { bets, matches, members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { HoldNotPendingError, resolveHold } from '../ledger/holds.ts';
import { InsufficientFundsError } from '../ledger/post-transaction.ts';
import { coverReturns } from '../settlement/cover-claims.ts';
import { betView } from './bet-view.ts';
import { stakeToCover } from './stake-to-cover.ts';
import { releaseStake, type ShardAllocation } from './selection-total.ts';

/**
 * Cancels an open bet before closing (product rules): the stake returns from frozen to
 * available, the selection's room is given back, and the VIP level drops to 0 (the app has
 * asked the member to confirm). A settled bet cannot be cancelled; the hold resolves once, so a
 * cancel racing a void loses cleanly (ORDER_ALREADY_SETTLED), or wins and the void passes it by.
 */
export async function cancelBet(ctx: AppContext, memberId: number, betId: number) {
  const now = ctx.clock.now();
  await retryingConflicts(() => ctx.db.transaction(async (tx) => {
    // The member row first, as placing a bet and asking for a withdrawal take it before the
    // member's accounts: taken after them (for the VIP reset below), a cancel and a bet placed
    // at the same moment waited on each other and the database aborted one.
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [bet] = await tx.select().from(bets).where(and(eq(bets.id, betId), eq(bets.memberId, memberId))).for('update');
    if (!bet) throw new AppError('ORDER_NOT_FOUND');
    // Settled (won, lost, or revoked by a void: settle time set) or cancelled already (revoked
    // without one): a retry of the same cancel is replayed by its Idempotency-Key before this, so
    // a new request here is a second cancel, refused so it cannot look like it did something.
    if (bet.status !== 'waiting') throw new AppError(bet.settledAt ? 'ORDER_ALREADY_SETTLED' : 'ORDER_STATE_ERROR');
    const [match] = await tx.select().from(matches).where(eq(matches.id, bet.matchId));
    if (!match) throw new AppError('MATCH_NOT_FOUND');
    // Closing is never after kick-off; past kick-off the member is told the match has started,
    // unless it was postponed (it has not started, betting is just closed).
    if (now.getTime() >= match.closingAt.getTime()) {
      throw new AppError(now.getTime() >= match.kickOffAt.getTime() && match.state !== 'postponed' ? 'MATCH_STARTED' : 'MATCH_CLOSED');
    }
    try {
      await resolveHold(
        tx,
        { purpose: 'bet_stake', refId: String(bet.id), outcome: 'void', kind: 'bet_cancel', billGroup: 'B', actor: `member:${memberId}`, at: now, memo: 'cancelled by the member' },
        // An operator's cover that stood in for this stake goes back with it (cover-claims.ts).
        { alongside: () => coverReturns(tx, [{ betId: bet.id, memberId, stake: bet.stake }], now, `member:${memberId}`) },
      );
    } catch (error) {
      // The stake is no longer held for this bet (its hold resolved) or the frozen balance is short
      // of it: nothing to give back, and the transaction rolls back whole.
      if (error instanceof HoldNotPendingError || error instanceof InsufficientFundsError) throw new AppError('ORDER_FROZEN_INSUFFICIENT');
      throw error;
    }
    await releaseStake(tx, { matchId: bet.matchId, period: bet.period, selection: bet.selection, betType: bet.betType }, JSON.parse(bet.shardAllocation) as ShardAllocation);
    // A revoked order's profit and loss is 0, as for a voided one (spec 5 shows it).
    await tx.update(bets).set({ status: 'revoked', settledAt: null, profitAndLoss: 0n }).where(eq(bets.id, bet.id));
    await tx.update(members).set({ vipLevel: 0, vipResetAt: now }).where(eq(members.id, memberId));
  }));
  const [bet] = await ctx.db.select().from(bets).where(eq(bets.id, betId));
  const [match] = await ctx.db.select().from(matches).where(eq(matches.id, bet!.matchId));
  // What of the stake repaid an operator's cover, for the app to say what reached the balance.
  return { ...betView(bet!, match!, now), stakeToCover: await stakeToCover(ctx.db, { id: betId, memberId, stake: bet!.stake, waiting: false }) };
}
