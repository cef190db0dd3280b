import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TPlaceBetRequest } from '@scoreline/contract/api/matches';
import { findSelection } from '@scoreline/contract/odds/selections';
import type { AppContext } from '../../app-context.ts';
import { bets, marketPrices, matches, members } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { placeHold } from '../ledger/holds.ts';
import { InsufficientFundsError } from '../ledger/post-transaction.ts';
import { vipRow } from '../settings/wallet-settings.ts';
import { betRefusal, memberRefusal, newBetReference, placedBetRow, placedBetValues, placementSettings, stakedTodaySql, stakeHold, startOfToday, type BetRow, type MatchRow } from './placement-terms.ts';
import { retryingConflicts } from '../../db/retrying-conflicts.ts';
import { betView } from './bet-view.ts';
import { allocateStake, shardFitUpdate, wholeInShard } from './selection-total.ts';

/** A retried placement found its bet: thrown to roll back the member row's update, then answered. */
class Replay {
  constructor(readonly bet: BetRow) {}
}

/**
 * Places a bet in one transaction (product rules "Markets and bets"): the match is open and the
 * server clock before closing; the selection is priced and not suspended; the stake is within
 * the per-bet limits, the member's VIP daily limit and the selection's total (sharded, decision
 * 008); odds: a higher current price is taken, a lower one is refused with ODDS_CHANGED unless
 * the member accepts any change; then the stake is held (available -> frozen). The bet is keyed
 * by the request's Idempotency-Key, so a retry after a crash finds it.
 *
 * Round trips are the cost of a bet, so the transaction is kept to a few statements: the member
 * row is locked by the update that a bet makes to it anyway; one read after that lock (so it sees
 * any bet of the same member that committed while this one waited) brings the retry check, the
 * match, the price and today's stakes; then the selection's shard, the bet and the hold.
 */
export async function placeBet(ctx: AppContext, memberId: number, input: TPlaceBetRequest, requestKey: string) {
  // A score off the period's grid (HT 5-0) is one not offered, as a withheld one is (QA: it read as a malformed request).
  if (!findSelection(input.period, input.selection)) throw new AppError('SELECTION_NOT_OFFERED', {}, { field: 'selection' });
  const { minStake: minDefault, maxStake: maxDefault, selectionTotal: totalDefault, shards, levels, feeBps } = await placementSettings(ctx);
  const stake = BigInt(input.stake);

  const placeOnce = () =>
    ctx.db.transaction(async (tx) => {
      // The member's row is locked (by the update a placed bet makes: its withdrawals-in-a-row
      // count restarts) so the daily limit holds when one member bets twice at once. Any
      // refusal or a replay rolls the update back.
      const [m] = await tx.update(members).set({ withdrawalsSinceBet: 0 }).where(eq(members.id, memberId)).returning({ vipLevel: members.vipLevel, eligible: members.bettingEligible, multiAccount: members.multiAccountFlaggedAt });
      if (!m) throw new AppError('BETTING_NOT_ELIGIBLE');
      const refused = memberRefusal({ eligible: m.eligible, multiAccountFlagged: m.multiAccount !== null });
      if (refused) throw refused;
      const findAlready = async () => (await tx.select().from(bets).where(and(eq(bets.memberId, memberId), eq(bets.requestKey, requestKey))))[0];

      const now = ctx.clock.now();
      const from = startOfToday(now, ctx.config.OPERATOR_TZ);
      const vip = vipRow(levels, m.vipLevel);
      const key = { matchId: input.matchId, period: input.period, selection: input.selection, betType: input.betType };
      const seed = crypto.randomInt(shards);
      const reference = newBetReference();
      const fastAllocation = JSON.stringify(wholeInShard(seed, stake));

      // One statement reads what the rules need and, when they all pass in SQL and the stake
      // fits the bet's first shard (the common case), also takes the shard and inserts the bet.
      // The checks below stay the judge: a refusal rolls the fast path's writes back, and a bet
      // the fast path did not place (a rule SQL saw differently, a full shard, a selection's
      // first bet) goes the general way.
      const priceOn = (p: string) =>
        sql`${sql.raw(p)}.match_id = ${input.matchId} and ${sql.raw(p)}.period = ${input.period} and ${sql.raw(p)}.selection = ${input.selection} and ${sql.raw(p)}.bet_type = ${input.betType}`;
      // The member's own bets, read once: is this request's bet already there, and today's stakes.
      const mine = tx.$with('mine', { already: sql<boolean>`already`, staked: sql<string>`staked` }).as(sql`
        select exists (select 1 from bets b where b.member_id = ${memberId} and b.request_key = ${requestKey}) as already,
               ${stakedTodaySql(sql`${memberId}`, from)} as staked`);
      const rulesPass = sql`
        (select not mine.already and mine.staked + ${stake}::bigint <= ${vip.dailyBetLimitKobo}::bigint from mine)
        and exists (
          select 1 from matches m join market_prices p on ${priceOn('p')}
          where m.id = ${input.matchId} and ${now}::timestamptz < m.kick_off_at
            and m.state = 'open' and not m.suspended and ${now}::timestamptz < m.closing_at and m.ht_home is null and m.ft_home is null
            and not p.suspended and not p.withheld and (p.odds >= ${input.odds}::int or ${input.acceptAnyOdds === true}::boolean)
            and ${stake}::bigint >= coalesce(m.min_stake, ${minDefault}::bigint) and ${stake}::bigint <= coalesce(m.max_stake, ${maxDefault}::bigint))`;
      const fit = tx.$with('fit', { shard: sql<number>`shard` }).as(shardFitUpdate(key, seed, stake, rulesPass));
      const fastBet = tx.$with('fast_bet', { id: sql<string>`id` }).as(sql`
        insert into bets (reference, member_id, request_key, match_id, period, selection, bet_type, stake, odds, odds_version,
                          vip_bonus_bps, handling_fee_bps, status, shard_allocation, created_at)
        select ${reference}, ${memberId}, ${requestKey}, p.match_id, p.period, p.selection, p.bet_type, ${stake}::bigint, p.odds, p.version,
               ${vip.oddsBonusBps}::int, ${feeBps}::int, 'waiting', ${fastAllocation}, ${now}::timestamptz
        from fit join market_prices p on ${priceOn('p')}
        returning id`);
      const [row] = await tx
        .with(mine, fit, fastBet)
        .select({
          match: matches,
          odds: marketPrices.odds,
          oddsVersion: marketPrices.version,
          priceSuspended: marketPrices.suspended,
          priceWithheld: marketPrices.withheld,
          already: sql<boolean>`(select already from mine)`,
          stakedToday: sql<string>`(select staked::text from mine)`,
          fastBetId: sql<string | null>`(select id from fast_bet)`,
        })
        .from(matches)
        .leftJoin(
          marketPrices,
          and(eq(marketPrices.matchId, matches.id), eq(marketPrices.period, input.period), eq(marketPrices.selection, input.selection), eq(marketPrices.betType, input.betType)),
        )
        .where(eq(matches.id, input.matchId))
        // The match as it stands when locked: a void or a result waits for this bet, or this bet
        // for it (place-bets-together.ts claimLockAndRead says why).
        .for('key share', { of: matches });
      if (!row || row.already) {
        const already = await findAlready();
        if (already) throw new Replay(already);
        throw new AppError('MATCH_NOT_FOUND');
      }

      const match = row.match;
      const price = { odds: row.odds, version: row.oddsVersion, suspended: row.priceSuspended, withheld: row.priceWithheld };
      const refusal = betRefusal(match, price, input, stake, BigInt(row.stakedToday), vip, { minStake: minDefault, maxStake: maxDefault, feeBps }, now);
      if (refusal) throw refusal;
      const values = placedBetValues({ reference, memberId, requestKey, input, stake }, match, { odds: row.odds!, version: row.oddsVersion! }, vip, feeBps, now);
      let bet: BetRow;
      if (row.fastBetId !== null) {
        bet = placedBetRow(values, Number(row.fastBetId), wholeInShard(seed, stake));
      } else {
        const allocation = await allocateStake(tx, key, stake, match.selectionTotalLimit ?? totalDefault, shards, seed, match.minStake ?? minDefault);
        [bet] = (await tx
          .insert(bets)
          .values({ ...values, shardAllocation: JSON.stringify(allocation) })
          .returning()) as [BetRow];
      }
      try {
        await placeHold(tx, stakeHold(bet, match, input, now));
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new AppError('INSUFFICIENT_AVAILABLE_BALANCE');
        throw error;
      }
      return { bet, match };
    });

  let placed: { bet: BetRow; match: MatchRow | null };
  try {
    placed = await retryingConflicts(placeOnce);
  } catch (error) {
    if (!(error instanceof Replay)) throw error;
    placed = { bet: error.bet, match: null };
  }
  // A replay shows its bet with the match as it is now; a new bet with the match row it was placed on.
  const match = placed.match ?? (await ctx.db.select().from(matches).where(eq(matches.id, placed.bet.matchId)))[0]!;
  return betView(placed.bet, match, ctx.clock.now());
}
