// Prices of a period's market from its score probabilities (product rules, "Markets and bets").
//
// Margin model: each price is priced on its own, at an implied probability of p x (1 + margin)
// (p for a correct-score bet, 1 - p for the incorrect-score bet on the same selection). A pair
// of prices on one selection therefore over-rounds by exactly the margin before rounding, and
// the margin is proportional to the probability, so long shots are not taxed more heavily than
// favourites. Prices are then rounded DOWN to the hundredth, PRICE_TICK (the house never pays
// more than the model says, and a member can check a potential win against the two-decimal
// price shown: 1,000 at 9.70 pays 9,700.00, not 9,704.60 at a hidden 9.7046) and clamped into
// [minPrice, maxPrice]:
// - minPrice > 1 caps the implied probability below 1 (an incorrect-score bet on a long shot
//   would otherwise be priced at or below 1.0);
// - maxPrice keeps a near-impossible score from being offered at an absurd price.
// A clamp pays more than the model on one side of a pair, so the configuration must satisfy
// 1/minPrice + 1/maxPrice >= 1 (1.01 allows at most 101.00): then every pair still sums to an
// implied probability of at least 1, and the book is never in the member's favour.
// A price the margin would put below minPrice is withheld (not offered), not raised to it: an
// incorrect-score bet on a long shot (4-4, 0.05 %) at 1.01 would pay a member 1.0095 per naira
// staked on average, a sure profit over many bets. Clamping up to minPrice only stands in for
// the withheld side's stored price (a trader may still offer it by hand, with an override).

import { type TPeriodGrid } from './poisson-grid.ts';
import { type TPeriod, type TScoreSelection } from './selections.ts';

export const PRICE_SCALE = 10_000;
/** The step of the engine's prices, in ten-thousandths: 0.01. A trader's override may be finer. */
export const PRICE_TICK = 100;

/** Back-office configuration of a market's prices. Prices are decimal odds in ten-thousandths. */
export interface TPricingConfig {
  /** Over-round on each price, in basis points (800 = 8 %). */
  marginBps: number;
  /** Lowest price offered, e.g. 10100 (1.01); above 1.0 and at most 2.0. */
  minPrice: number;
  /** Highest price offered; 1/minPrice + 1/maxPrice must be at least 1. */
  maxPrice: number;
  /** The highest odds bonus a member can hold (VIP), in basis points: each pair keeps the book for them too. Default 0. */
  vipBonusBps?: number;
}

export interface TSelectionPrices {
  selection: TScoreSelection;
  /** Model probability that the period ends on this selection. */
  probability: number;
  /** Price of the correct-score bet (wins on this selection). */
  correct: number;
  /** Price of the incorrect-score bet (wins on any other). */
  incorrect: number;
  /** Sides whose margined price falls below minPrice: not offered (see keepsMargin). */
  withheld: { correct: boolean; incorrect: boolean };
}

export interface TPricedMarket {
  period: TPeriod;
  selections: TSelectionPrices[];
}

/** Throws a RangeError naming the first broken rule of a pricing configuration. */
export function assertPricingConfig(config: TPricingConfig): void {
  const { marginBps, minPrice, maxPrice } = config;
  if (!Number.isSafeInteger(marginBps) || marginBps < 0 || marginBps > 10_000) {
    throw new RangeError(`marginBps must be an integer from 0 to 10000, got ${marginBps}`);
  }
  const bonus = config.vipBonusBps ?? 0;
  if (!Number.isSafeInteger(bonus) || bonus < 0 || bonus > 10_000) {
    throw new RangeError(`vipBonusBps must be an integer from 0 to 10000, got ${bonus}`);
  }
  // At most 2.0: two prices both clamped to the minimum must still over-round.
  if (!Number.isSafeInteger(minPrice) || minPrice <= PRICE_SCALE || minPrice > 2 * PRICE_SCALE) {
    throw new RangeError(`minPrice must be an integer above 10000 and at most 20000, got ${minPrice}`);
  }
  if (!Number.isSafeInteger(maxPrice) || maxPrice < minPrice) {
    throw new RangeError(`maxPrice must be an integer of at least minPrice, got ${maxPrice}`);
  }
  // 1/min + 1/max >= 1, in integers: the products stay below 2^53 for any sane price.
  if (PRICE_SCALE * (minPrice + maxPrice) < minPrice * maxPrice) {
    throw new RangeError(`1/minPrice + 1/maxPrice must be at least 1: maxPrice ${maxPrice} is too high for minPrice ${minPrice}`);
  }
}

/** The margined price on the engine's tick, before the clamp. */
function marginedPrice(probability: number, config: TPricingConfig): number {
  const implied = probability * (1 + config.marginBps / 10_000);
  // implied = 0 gives Infinity, which the clamp turns into maxPrice.
  return Math.floor(PRICE_SCALE / PRICE_TICK / implied) * PRICE_TICK;
}

/**
 * Whether an outcome of probability `probability` can be offered at a price that keeps the
 * margin: its margined price reaches minPrice. Below it, any price on offer would give the member
 * the better of the bet on average.
 */
export function keepsMargin(probability: number, config: TPricingConfig): boolean {
  return marginedPrice(probability, config) >= config.minPrice;
}

/** The price of an outcome of probability `probability` under the margin model above. */
export function priceOf(probability: number, config: TPricingConfig): number {
  assertPricingConfig(config);
  if (!Number.isFinite(probability) || probability < 0 || probability > 1) {
    throw new RangeError(`probability must be from 0 to 1, got ${probability}`);
  }
  return Math.min(config.maxPrice, Math.max(config.minPrice, marginedPrice(probability, config)));
}

// A VIP member is paid an odds bonus on the profit (product rules "Winning amounts"): at odds o
// and bonus b they get 1 + (o - 1)(1 + b) per naira staked, more than o. The book checks below
// take the highest bonus any member can hold, or backing both sides of a selection would still
// be a sure win for a VIP (found by QA: 1.28 against 4.55 held for VIP 0, not for VIP 2).

/** What a member gets back per unit staked at `odds` with `bonusBps` on the profit, scaled by PRICE_SCALE x 10,000 (exact). */
function returnScaled(odds: number, bonusBps: number): bigint {
  return BigInt(odds) * 10_000n + BigInt(odds - PRICE_SCALE) * BigInt(bonusBps);
}
const RETURN_SCALE = BigInt(PRICE_SCALE) * 10_000n;

/**
 * Whether a selection's two prices keep the book for the house, for a member with an odds bonus
 * of `bonusBps` (0: none): 1/r(correct) + 1/r(incorrect) >= 1 for the member's returns r, exactly.
 */
export function bookHolds(correct: number, incorrect: number, bonusBps = 0): boolean {
  const c = returnScaled(correct, bonusBps);
  const i = returnScaled(incorrect, bonusBps);
  return RETURN_SCALE * (c + i) >= c * i;
}

/**
 * The highest price on one side of a selection that still keeps the book with `other` on the
 * other side (on the engine's tick), for a member with an odds bonus of `bonusBps`: a member
 * backing both sides must never win whatever the score. Infinity when `other` is at evens or
 * below (any price keeps the book).
 */
export function highestPairedPrice(other: number, bonusBps = 0): number {
  if (other <= PRICE_SCALE) return Number.POSITIVE_INFINITY;
  // The member's return r on the other side; this side's may reach r / (r - 1), which is the
  // price o with 1 + (o - 1)(1 + b) = r / (r - 1). Estimated in floating point, then settled on
  // the tick by the exact test.
  const otherReturn = memberReturn(other, bonusBps);
  return highestOnTick(priceForReturn(otherReturn / (otherReturn - 1), bonusBps), (price) => bookHolds(price, other, bonusBps));
}

/** The member's return per naira at `odds` (floating point: estimates only). */
const memberReturn = (odds: number, bonusBps: number) => 1 + (odds / PRICE_SCALE - 1) * (1 + bonusBps / 10_000);
/** The odds, in ten-thousandths, that return `r` per naira to a member with `bonusBps`. */
const priceForReturn = (r: number, bonusBps: number) => (1 + (r - 1) / (1 + bonusBps / 10_000)) * PRICE_SCALE;

/** The highest price on the tick for which `holds` is true, searched from a floating-point estimate. */
function highestOnTick(estimate: number, holds: (price: number) => boolean): number {
  let price = Math.floor(estimate / PRICE_TICK) * PRICE_TICK;
  while (price > PRICE_TICK && !holds(price)) price -= PRICE_TICK;
  while (holds(price + PRICE_TICK)) price += PRICE_TICK;
  return price;
}

/**
 * The highest price one selection of a grid may take, the other selections' offered prices of
 * the same bet type as they are, so that the grid keeps the book for a member with `bonusBps`
 * (correctGridHolds / incorrectGridHolds below). Infinity when no price could break it: a
 * correct-score grid with a score not offered cannot be covered.
 */
export function highestGridPrice(others: readonly { odds: number; offered: boolean }[], betType: 'correct' | 'incorrect', bonusBps = 0): number {
  const offered = others.filter((o) => o.offered).map((o) => o.odds);
  if (betType === 'correct') {
    if (offered.length < others.length || correctGridHolds(offered, bonusBps)) return Number.POSITIVE_INFINITY;
    // sum(1/r) >= 1: this selection's 1/r must make up what the others leave.
    const left = 1 - offered.reduce((sum, odds) => sum + 1 / memberReturn(odds, bonusBps), 0);
    return highestOnTick(priceForReturn(1 / Math.max(left, 1e-9), bonusBps), (price) => correctGridHolds([...offered, price], bonusBps));
  }
  if (!offered.length) return Number.POSITIVE_INFINITY;
  // sum(1 - 1/r) <= 1: this selection's 1/r must be at least what the others' terms take.
  const taken = offered.reduce((sum, odds) => sum + 1 - 1 / memberReturn(odds, bonusBps), 0);
  return highestOnTick(priceForReturn(1 / taken, bonusBps), (price) => incorrectGridHolds([...offered, price], bonusBps));
}

/**
 * Whether a whole correct-score grid keeps the book: a member backing every score in proportion
 * (one of them always wins) gets back sum(1/r) per naira, so it holds while that sum is at least
 * 1, exactly. `prices` must cover every outcome of the period ("any other" included); a grid
 * with a price not offered cannot be covered and needs no check.
 */
export function correctGridHolds(prices: readonly number[], bonusBps = 0): boolean {
  // sum(RETURN_SCALE / r) >= 1, as one fraction num/den built term by term (exact).
  let num = 0n;
  let den = 1n;
  for (const price of prices) {
    const r = returnScaled(price, bonusBps);
    num = num * r + RETURN_SCALE * den;
    den *= r;
  }
  return num >= den;
}

/**
 * Whether the incorrect-score prices offered in one grid keep the book: a member backing "not s"
 * for a set of scores loses only the bet on the score that comes out. The best such spread pays
 * (sum over the set of (1 - 1/r) > 1 is the condition for a sure win, and adding an offered
 * score only raises the sum), so the offered prices hold while sum(1 - 1/r) <= 1, exactly.
 */
export function incorrectGridHolds(offeredPrices: readonly number[], bonusBps = 0): boolean {
  let num = 0n;
  let den = 1n;
  for (const price of offeredPrices) {
    const r = returnScaled(price, bonusBps);
    num = num * r + (r - RETURN_SCALE) * den;
    den *= r;
  }
  return num <= den;
}

/** Correct- and incorrect-score prices of one selection of probability `probability`. */
export function pricePair(probability: number, config: TPricingConfig): { correct: number; incorrect: number } {
  let correct = priceOf(probability, config);
  let incorrect = priceOf(1 - probability, config);
  // Floating point could, in a knife-edge case with no margin, round both prices up across a
  // tick, and a VIP bonus larger than the margin breaks the book outright; the exact integer test
  // below takes a tick off the longer price instead (a step of the minimum's own size where the
  // clamp set it, so the price never goes below the minimum).
  while (!bookHolds(correct, incorrect, config.vipBonusBps)) {
    if (correct >= incorrect) correct = Math.max(config.minPrice, correct - PRICE_TICK);
    else incorrect = Math.max(config.minPrice, incorrect - PRICE_TICK);
  }
  return { correct, incorrect };
}

/** Prices every selection of a period's grid. */
export function priceMarket(grid: TPeriodGrid, config: TPricingConfig): TPricedMarket {
  return {
    period: grid.period,
    selections: grid.cells.map(({ selection, probability }) => ({
      selection,
      probability,
      ...pricePair(probability, config),
      withheld: { correct: !keepsMargin(probability, config), incorrect: !keepsMargin(1 - probability, config) },
    })),
  };
}
