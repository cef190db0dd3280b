import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TPlaceBetRequest } from '@scoreline/contract/api/matches';
import { formatKobo } from '@scoreline/contract/display';
import { findSelection } from '@scoreline/contract/odds/selections';
import { timeRangeBounds } from '@scoreline/contract/time-ranges';
import type { AppContext } from '../../app-context.ts';
import { bets, marketPrices, matches, members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { placeHold } from '../ledger/holds.ts';
import { InsufficientFundsError } from '../ledger/post-transaction.ts';
import { vipRow } from '../settings/wallet-settings.ts';
import { betView } from './bet-view.ts';
import { allocateStake } from './selection-total.ts';

/**
 * Places a bet in one transaction (product rules "Markets and bets"): the match is open and the
 * server clock before closing; the selection is priced and not suspended; the stake is within
 * the per-bet limits, the member's VIP daily limit and the selection's total (sharded, decision
 * 008); odds: a higher current price is taken, a lower one is refused with ODDS_CHANGED unless
 * the member accepts any change; then the stake is held (available -> frozen). The bet is keyed
 * by the request's Idempotency-Key, so a retry after a crash finds it.
 */
export async function placeBet(ctx: AppContext, memberId: number, input: TPlaceBetRequest, requestKey: string) {
  if (!findSelection(input.period, input.selection)) throw new AppError('VALIDATION_FAILED', {}, { field: 'selection' });
  const s = ctx.settings;
  const [minDefault, maxDefault, totalDefault, shards, levels, feeBps] = await Promise.all([
    s.get('betting.minStakeKobo'),
    s.get('betting.maxStakeKobo'),
    s.get('betting.selectionTotalKobo'),
    s.get('betting.selectionShards'),
    s.get('vip.levels'),
    s.get('betting.handlingFeeBps'),
  ]);
  const stake = BigInt(input.stake);

  const placed = await ctx.db.transaction(async (tx) => {
    // The member's row is locked so the daily limit holds when one member bets twice at once.
    const [m] = await tx.select({ vipLevel: members.vipLevel, eligible: members.bettingEligible }).from(members).where(eq(members.id, memberId)).for('update');
    if (!m?.eligible) throw new AppError('BETTING_NOT_ELIGIBLE');
    const [already] = await tx.select().from(bets).where(and(eq(bets.memberId, memberId), eq(bets.requestKey, requestKey)));
    if (already) return already;

    const now = ctx.clock.now();
    const [match] = await tx.select().from(matches).where(eq(matches.id, input.matchId));
    if (!match) throw new AppError('MATCH_NOT_FOUND');
    if (now.getTime() >= match.kickOffAt.getTime()) throw new AppError('MATCH_STARTED');
    // The clock decides: at or after closing time nothing is taken, whatever the state says.
    if (match.state !== 'open' || match.suspended || now.getTime() >= match.closingAt.getTime()) throw new AppError('MATCH_CLOSED');
    const [price] = await tx
      .select()
      .from(marketPrices)
      .where(and(eq(marketPrices.matchId, match.id), eq(marketPrices.period, input.period), eq(marketPrices.selection, input.selection), eq(marketPrices.betType, input.betType)));
    if (!price || price.suspended) throw new AppError('SELECTION_SUSPENDED');
    if (price.odds < input.odds && !input.acceptAnyOdds) {
      throw new AppError('ODDS_CHANGED', { odds: (price.odds / 10_000).toFixed(2) }, { currentOdds: price.odds, version: price.version });
    }

    const min = match.minStake ?? BigInt(minDefault);
    const max = match.maxStake ?? BigInt(maxDefault);
    if (stake < min) throw new AppError('STAKE_BELOW_MIN', { min: formatKobo(min) }, { field: 'stake' });
    if (stake > max) throw new AppError('STAKE_ABOVE_MAX', { max: formatKobo(max) }, { field: 'stake' });
    const vip = vipRow(levels, m.vipLevel);
    const { from } = timeRangeBounds(0, now, ctx.config.OPERATOR_TZ);
    const today = (await tx.execute(sql`
      select coalesce(sum(stake), 0)::text as staked from bets where member_id = ${memberId} and created_at >= ${from} and status <> 'revoked'`)) as unknown as {
      rows: { staked: string }[];
    };
    if (BigInt(today.rows[0]!.staked) + stake > BigInt(vip.dailyBetLimitKobo)) throw new AppError('DAILY_BET_LIMIT');

    const reference = `bet_${crypto.randomBytes(10).toString('hex')}`;
    const key = { matchId: match.id, period: input.period, selection: input.selection, betType: input.betType };
    const allocation = await allocateStake(tx, key, stake, match.selectionTotalLimit ?? BigInt(totalDefault), shards, crypto.randomInt(shards));
    const [bet] = await tx
      .insert(bets)
      .values({
        reference,
        memberId,
        requestKey,
        matchId: match.id,
        period: input.period,
        selection: input.selection,
        betType: input.betType,
        stake,
        // The member gets the current price when it is higher than what they saw.
        odds: price.odds,
        oddsVersion: price.version,
        vipBonusBps: vip.oddsBonusBps,
        handlingFeeBps: feeBps,
        shardAllocation: JSON.stringify(allocation),
        createdAt: now,
      })
      .returning();
    try {
      await placeHold(tx, { purpose: 'bet_stake', refId: String(bet!.id), memberId, amount: stake, kind: 'stake_hold', billGroup: 'B', actor: `member:${memberId}`, at: now, memo: `${match.homeTeam} v ${match.awayTeam} ${input.period} ${input.selection} (${input.betType})` });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new AppError('INSUFFICIENT_AVAILABLE_BALANCE');
      throw error;
    }
    await tx.update(members).set({ withdrawalsSinceBet: 0 }).where(eq(members.id, memberId));
    return bet!;
  });
  const [match] = await ctx.db.select().from(matches).where(eq(matches.id, placed.matchId));
  return betView(placed, match!, ctx.clock.now());
}
