import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { bets, matches, members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { HoldNotPendingError, resolveHold } from '../ledger/holds.ts';
import { betView } from './bet-view.ts';
import { releaseStake, type ShardAllocation } from './selection-total.ts';

/**
 * Cancels an open bet before closing (product rules): the stake returns from frozen to
 * available, the selection's room is given back, and the VIP level drops to 0 (the app has
 * asked the member to confirm). A settled bet cannot be cancelled; the hold resolves once, so a
 * cancel racing the settlement loses cleanly.
 */
export async function cancelBet(ctx: AppContext, memberId: number, betId: number) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [bet] = await tx.select().from(bets).where(and(eq(bets.id, betId), eq(bets.memberId, memberId))).for('update');
    if (!bet) throw new AppError('ORDER_NOT_FOUND');
    if (bet.status === 'revoked') return; // a retried cancel: already done
    if (bet.status !== 'waiting') throw new AppError(bet.settledAt ? 'ORDER_ALREADY_SETTLED' : 'ORDER_STATE_ERROR');
    const [match] = await tx.select().from(matches).where(eq(matches.id, bet.matchId));
    if (!match || now.getTime() >= match.closingAt.getTime()) throw new AppError('MATCH_CLOSED');
    try {
      await resolveHold(tx, { purpose: 'bet_stake', refId: String(bet.id), outcome: 'void', kind: 'bet_cancel', billGroup: 'B', actor: `member:${memberId}`, at: now, memo: 'cancelled by the member' });
    } catch (error) {
      if (error instanceof HoldNotPendingError) throw new AppError('ORDER_FROZEN_INSUFFICIENT');
      throw error;
    }
    await releaseStake(tx, { matchId: bet.matchId, period: bet.period, selection: bet.selection, betType: bet.betType }, JSON.parse(bet.shardAllocation) as ShardAllocation);
    // A revoked order's profit and loss is 0, as for a voided one (spec 5 shows it).
    await tx.update(bets).set({ status: 'revoked', settledAt: null, profitAndLoss: 0n }).where(eq(bets.id, bet.id));
    await tx.update(members).set({ vipLevel: 0, vipResetAt: now }).where(eq(members.id, memberId));
  });
  const [bet] = await ctx.db.select().from(bets).where(eq(bets.id, betId));
  const [match] = await ctx.db.select().from(matches).where(eq(matches.id, bet!.matchId));
  return betView(bet!, match!, now);
}
