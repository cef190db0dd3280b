import { sql } from 'drizzle-orm';
import { otherBetType } from '@scoreline/contract/api/matches';
import { formatBps, formatOdds } from '@scoreline/contract/display';
import { highestPairedPrice } from '@scoreline/contract/odds/price-market';
import type { TPeriod } from '@scoreline/contract/odds/selections';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { changePrices, type PriceTarget } from './change-prices.ts';
import { lockTradableMatch } from './tradable-match.ts';
import { assertPricedSelection } from './target-selection.ts';
import { highestVipBonusBps } from './highest-vip-bonus.ts';

type OverrideInput = { matchId: number; period: TPeriod; selection: string; betType: 'correct' | 'incorrect'; odds: number; reason: string };

/**
 * Sets one price by hand. It is marked overridden so the odds engine's next repricing keeps it
 * (price-match.ts). A bet carrying the old, higher odds is then refused with ODDS_CHANGED; one
 * carrying lower odds gets the new price, as with any price change. A price the engine withheld
 * (below the lowest price that keeps the margin) is offered again at the trader's price.
 */
export async function overridePrice(ctx: AppContext, input: OverrideInput, actor: string) {
  // The same bounds the engine prices within: a slipped digit must not reach members.
  const [minPrice, maxPrice, vipBonusBps] = await Promise.all([ctx.settings.get('betting.minPrice'), ctx.settings.get('betting.maxPrice'), highestVipBonusBps(ctx)]);
  if (input.odds < minPrice || input.odds > maxPrice) {
    throw new AppError('VALIDATION_FAILED', {}, { field: 'odds', min: minPrice, max: maxPrice, reason: `between ${formatOdds(minPrice)} and ${formatOdds(maxPrice)}` });
  }
  return ctx.db.transaction(async (tx) => {
    await lockTradableMatch(tx, input.matchId, ctx.clock.now());
    await assertPricedSelection(tx, input);
    // Against the selection's other bet type the book must hold, or a member backing both sides
    // wins whatever the score, the highest VIP bonus included (the match's row lock above keeps
    // the other price still meanwhile).
    const otherType = otherBetType(input.betType);
    const other = (await tx.execute(sql`
      select odds from market_prices
      where match_id = ${input.matchId} and period = ${input.period} and selection = ${input.selection} and bet_type = ${otherType}`)) as unknown as { rows: { odds: number }[] };
    const otherOdds = other.rows[0]?.odds;
    const max = otherOdds === undefined ? Number.POSITIVE_INFINITY : highestPairedPrice(otherOdds, vipBonusBps);
    if (input.odds > max) {
      throw new AppError('VALIDATION_FAILED', {}, {
        field: 'odds',
        max,
        reason: `with ${formatOdds(otherOdds)} on the ${otherType} score, at most ${formatOdds(max)} keeps the book (a member backing both would win whatever the score, with a VIP odds bonus of up to ${formatBps(vipBonusBps)})`,
      });
    }
    const prices = await changePrices(
      tx,
      input,
      // A price set by hand is on offer even where the engine withheld it: the trader's call.
      sql`odds = ${input.odds}, overridden = true, withheld = false`,
      // The very same override again (a double submit) is not a new version.
      sql`odds <> ${input.odds} or not overridden`,
      { actor, reason: input.reason, at: ctx.clock.now() },
    );
    return { prices };
  });
}

/**
 * Hands the price back to the odds engine: the odds stay as they are until the next repricing,
 * which then sets the engine's price (with its own version and history row).
 */
export async function clearOverride(ctx: AppContext, input: PriceTarget & { reason: string }, actor: string) {
  return ctx.db.transaction(async (tx) => {
    await lockTradableMatch(tx, input.matchId, ctx.clock.now());
    await assertPricedSelection(tx, input);
    const prices = await changePrices(tx, input, sql`overridden = false`, sql`overridden`, { actor, reason: `override cleared: ${input.reason}`, at: ctx.clock.now() });
    return { prices };
  });
}
