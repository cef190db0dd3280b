import { eq, sql } from 'drizzle-orm';
import { fullTimeGrid, halfTimeGrid, type TGoalRates } from '@scoreline/contract/odds/poisson-grid';
import { otherBetType } from '@scoreline/contract/api/matches';
import { highestPairedPrice, priceMarket } from '@scoreline/contract/odds/price-market';
import { ratesFrom1x2 } from '@scoreline/contract/odds/rates-from-1x2';
import type { AppContext } from '../../app-context.ts';
import { matches } from '../../db/schema.ts';
import { lockTradableMatch } from '../trading/tradable-match.ts';
import { highestVipBonusBps, marginBelowBonus } from '../trading/highest-vip-bonus.ts';
import { matchBookProblems } from '../trading/offered-books.ts';
import { formatBps, formatOdds } from '@scoreline/contract/display';
import { AppError } from '../../http/app-error.ts';

type PriceInput = { matchId: number; rates?: TGoalRates; prices1x2?: { home: number; draw: number; away: number }; marginBps?: number; open: boolean };

/**
 * Prices every selection of both periods with the odds engine and opens the match. A price that
 * changes gets the next version and a history row; an unchanged one keeps its version, so bets
 * placed at it stay "at the current price". Hand overrides are kept (the engine does not
 * overwrite a price a trader set). A side whose margined price is below betting.minPrice is
 * withheld (not offered), and offered again when a reprice lifts it.
 */
export async function priceMatch(ctx: AppContext, input: PriceInput, actor: string) {
  const s = ctx.settings;
  const [marginDefault, minPrice, maxPrice, halfShareBps, vipBonusBps] = await Promise.all([
    s.get('betting.marginBps'),
    s.get('betting.minPrice'),
    s.get('betting.maxPrice'),
    s.get('betting.firstHalfShareBps'),
    highestVipBonusBps(ctx),
  ]);
  let rates: TGoalRates;
  try {
    // 1X2 prices arrive in ten-thousandths (21000 = 2.10), the unit the engine takes.
    rates = input.rates ?? ratesFrom1x2(input.prices1x2!);
  } catch (error) {
    throw new AppError('VALIDATION_FAILED', {}, { field: 'prices1x2', ...(error instanceof RangeError ? { reason: error.message } : {}) });
  }
  const config = { marginBps: input.marginBps ?? marginDefault, minPrice, maxPrice, vipBonusBps };
  if (config.marginBps < vipBonusBps) throw marginBelowBonus('marginBps', vipBonusBps);
  const markets = [priceMarket(fullTimeGrid(rates), config), priceMarket(halfTimeGrid(rates, halfShareBps / 10_000), config)];
  const now = ctx.clock.now();

  await ctx.db.transaction(async (tx) => {
    // The lock and the refusals every trader's price change takes (decision 020: NO KEY UPDATE, so
    // bets arriving meanwhile pass their foreign-key check; scheduled or open, before closing).
    const match = await lockTradableMatch(tx, input.matchId, now);
    // A hand-set price stays (below); the engine's price on the other side of its selection is
    // held to what keeps the book with it, or the pair would pay a member backing both sides.
    const overrides = (await tx.execute(sql`
      select period, selection, bet_type, odds from market_prices where match_id = ${input.matchId} and overridden`)) as unknown as {
      rows: { period: string; selection: string; bet_type: 'correct' | 'incorrect'; odds: number }[];
    };
    const overridden = new Map(overrides.rows.map((r) => [`${r.period}|${r.selection}|${r.bet_type}`, r.odds]));
    // The engine's price and whether it is withheld, held against a hand-set price on the other
    // side: where no offered price keeps the book with it (VIP bonus included), withheld.
    const engineSide = (period: string, selection: string, betType: 'correct' | 'incorrect', odds: number, withheld: boolean) => {
      const against = overridden.get(`${period}|${selection}|${otherBetType(betType)}`);
      const ceiling = against === undefined ? Number.POSITIVE_INFINITY : highestPairedPrice(against, vipBonusBps);
      const unpaired = ceiling < minPrice;
      const reason = withheld ? 'engine: withheld, below the lowest price that keeps the margin' : unpaired ? 'engine: withheld, no price keeps the book with the hand-set price on the other side' : 'engine';
      return { odds: Math.max(minPrice, Math.min(odds, ceiling)), withheld: withheld || unpaired, reason };
    };
    for (const market of markets) {
      for (const p of market.selections) {
        for (const betType of ['correct', 'incorrect'] as const) {
          // Withheld: the margin would price it below minPrice (contract keepsMargin), so it is
          // not offered; a reprice that lifts it above offers it again.
          const { odds, withheld, reason } = engineSide(market.period, p.selection.id, betType, p[betType], p.withheld[betType]);
          if (overridden.has(`${market.period}|${p.selection.id}|${betType}`)) {
            // The hand-set price stays on offer; the engine's is kept beside it for when the override is cleared.
            await tx.execute(sql`
              update market_prices set engine_odds = ${odds}, engine_withheld = ${withheld}
              where match_id = ${input.matchId} and period = ${market.period} and selection = ${p.selection.id} and bet_type = ${betType}`);
            continue;
          }
          const changed = (await tx.execute(sql`
            insert into market_prices (match_id, period, selection, bet_type, odds, version, withheld, engine_odds, engine_withheld, updated_at)
            values (${input.matchId}, ${market.period}, ${p.selection.id}, ${betType}, ${odds}, 1, ${withheld}, ${odds}, ${withheld}, ${now})
            on conflict (match_id, period, selection, bet_type) do update
              set odds = excluded.odds, withheld = excluded.withheld, engine_odds = excluded.engine_odds, engine_withheld = excluded.engine_withheld,
                version = market_prices.version + 1, updated_at = excluded.updated_at
              where (market_prices.odds <> excluded.odds or market_prices.withheld <> excluded.withheld) and not market_prices.overridden
            returning version, suspended`)) as unknown as { rows: { version: number; suspended: boolean }[] };
          const row = changed.rows[0];
          if (row) {
            await tx.execute(sql`
              insert into price_history (match_id, period, selection, bet_type, odds, version, suspended, withheld, changed_by, reason, changed_at)
              values (${input.matchId}, ${market.period}, ${p.selection.id}, ${betType}, ${odds}, ${row.version}, ${row.suspended}, ${withheld}, ${actor},
                ${reason}, ${now})`);
          }
        }
      }
    }
    // The engine's grid keeps the book at a margin of at least the bonus; hand-set prices kept
    // beside it may not (a long price takes its share of the grid's over-round away): then the
    // reprice is refused, naming what breaks, rather than offered (decision 027).
    const problems = await matchBookProblems(tx, input.matchId, vipBonusBps);
    if (problems.length) {
      // No field of the form is at fault: the trader is told which hand-set prices are kept.
      const handSet = overrides.rows.map((r) => `${r.period} ${r.selection} ${r.bet_type} ${formatOdds(r.odds)}`).join(', ');
      throw new AppError('VALIDATION_FAILED', {}, {
        reason: `With the hand-set prices kept (${handSet}), a member with a VIP odds bonus of ${formatBps(vipBonusBps)} could win whatever the score (${problems.join(', ')}): lower or clear the hand-set prices first.`,
      });
    }
    // Priced with "open for betting": a scheduled match opens, and so does one closed by hand.
    if (input.open && (match.state === 'scheduled' || match.state === 'closed')) await tx.update(matches).set({ state: 'open' }).where(eq(matches.id, input.matchId));
  });
}
