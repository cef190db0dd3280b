import { sql } from 'drizzle-orm';
import { otherBetType } from '@scoreline/contract/api/matches';
import { formatBps, formatOdds } from '@scoreline/contract/display';
import { highestGridPrice, highestPairedPrice } from '@scoreline/contract/odds/price-market';
import type { TPeriod } from '@scoreline/contract/odds/selections';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { changePrices, type PriceTarget } from './change-prices.ts';
import { lockTradableMatch } from './tradable-match.ts';
import { assertPricedSelection } from './target-selection.ts';
import { highestVipBonusBps } from './highest-vip-bonus.ts';
import { matchBookProblems } from './offered-books.ts';

type OverrideInput = { matchId: number; period: TPeriod; selection: string; betType: 'correct' | 'incorrect'; odds: number; reason: string; version?: number | undefined };

/**
 * Refuses a change made from a price a colleague has changed since the trader's screen showed it
 * (its version), under the match's lock: the later of two overrides from one view silently
 * replaced the earlier (QA). Without a version (the API alone), the price as it is now is changed.
 */
async function assertSeenVersion(tx: Tx, input: PriceTarget & { version?: number | undefined }) {
  if (input.version === undefined) return;
  // A version is one bet type's: a clear of both sides cannot be judged by it (QA: it was ignored).
  if (input.betType === undefined) throw new AppError('VALIDATION_FAILED', {}, { field: 'version', reason: 'a version is one bet type’s price: name its betType' });
  const rows = (await tx.execute(sql`
    select odds, version from market_prices
    where match_id = ${input.matchId} and period = ${input.period} and selection = ${input.selection} and bet_type = ${input.betType}`)) as unknown as { rows: { odds: number; version: number }[] };
  const current = rows.rows[0];
  if (current && Number(current.version) !== input.version) {
    throw new AppError('PRICE_CHANGED_MEANWHILE', {}, { field: 'version', current: { odds: Number(current.odds), version: Number(current.version) } });
  }
}

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
    await assertSeenVersion(tx, input);
    const max = await highestOverride(tx, input, vipBonusBps);
    if (input.odds > max.odds) throw new AppError('VALIDATION_FAILED', {}, { field: 'odds', max: max.odds, reason: max.reason });
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
 * The highest price the override may set and why (the match's row lock taken before keeps the
 * other prices still meanwhile). The book must hold for a member with the highest VIP bonus both
 * against the selection's other bet type (backing both sides) and across its grid (backing every
 * score, or every "not this score", of the period), or that member wins whatever the score.
 */
async function highestOverride(tx: Tx, input: OverrideInput, vipBonusBps: number): Promise<{ odds: number; reason: string }> {
  const otherType = otherBetType(input.betType);
  const rows = (await tx.execute(sql`
    select selection, bet_type, odds, withheld from market_prices
    where match_id = ${input.matchId} and period = ${input.period}
      and ((selection = ${input.selection} and bet_type = ${otherType}) or (selection <> ${input.selection} and bet_type = ${input.betType}))`)) as unknown as {
    rows: { selection: string; bet_type: string; odds: number; withheld: boolean }[];
  };
  const other = rows.rows.find((r) => r.selection === input.selection);
  const pairMax = other === undefined ? Number.POSITIVE_INFINITY : highestPairedPrice(other.odds, vipBonusBps);
  const grid = rows.rows.filter((r) => r.selection !== input.selection).map((r) => ({ odds: r.odds, offered: !r.withheld }));
  const gridMax = highestGridPrice(grid, input.betType, vipBonusBps);
  const bonus = `with a VIP odds bonus of up to ${formatBps(vipBonusBps)}`;
  if (pairMax <= gridMax) {
    return { odds: pairMax, reason: `with ${formatOdds(other?.odds)} on the ${otherType} score, at most ${formatOdds(pairMax)} keeps the book (a member backing both would win whatever the score, ${bonus})` };
  }
  const backing = input.betType === 'correct' ? 'every score' : 'every "not this score"';
  return { odds: gridMax, reason: `with the other ${input.period} ${input.betType}-score prices as offered, at most ${formatOdds(gridMax)} keeps the book (a member backing ${backing} would win whatever the result, ${bonus})` };
}

/**
 * Hands the price back to the odds engine: the side takes the engine's price of its last
 * repricing (withheld again if the engine withheld it), with its own version and history row.
 * Refused when that price, beside the hand-set prices still kept, would break the match's book
 * (a lowered override cleared back to a longer engine price can).
 */
export async function clearOverride(ctx: AppContext, input: PriceTarget & { reason: string; version?: number | undefined }, actor: string) {
  const vipBonusBps = await highestVipBonusBps(ctx);
  return ctx.db.transaction(async (tx) => {
    await lockTradableMatch(tx, input.matchId, ctx.clock.now());
    await assertPricedSelection(tx, input);
    await assertSeenVersion(tx, input);
    const prices = await changePrices(
      tx,
      input,
      // engine_odds is null only for an override older than the column with no engine history: its odds stay.
      sql`overridden = false, odds = coalesce(engine_odds, odds), withheld = coalesce(engine_withheld, withheld)`,
      sql`overridden`,
      { actor, reason: `override cleared: ${input.reason}`, at: ctx.clock.now() },
    );
    const problems = await matchBookProblems(tx, input.matchId, vipBonusBps);
    if (problems.length) {
      throw new AppError('VALIDATION_FAILED', {}, {
        reason: `Back at the engine's price, beside the hand-set prices kept, a member with a VIP odds bonus of ${formatBps(vipBonusBps)} could win whatever the score (${problems.join(', ')}): lower or clear those hand-set prices first.`,
      });
    }
    return { prices };
  });
}
