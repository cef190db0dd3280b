// Score probabilities of a match from its goal rates. The model is the textbook one: each
// team's goals in a period are Poisson with its own rate, independent of the other team's.
// Real football has slightly more draws (0-0, 1-1) than independence predicts; the margin and
// the back office's hand overrides absorb that, and a correlated model (Dixon-Coles) can
// replace this file without changing its callers.

import { GRID_MAX_GOALS, selectionsFor, type TPeriod, type TScoreSelection } from './selections.ts';

/** Expected goals of each team over full time (regular time only). */
export interface TGoalRates {
  home: number;
  away: number;
}

export interface TScoreProbability {
  selection: TScoreSelection;
  probability: number;
}

/** One period's market: every selection of `selectionsFor(period)`, same order, summing to 1. */
export interface TPeriodGrid {
  period: TPeriod;
  cells: TScoreProbability[];
}

/**
 * Share of the full-time goal rate expected in the first half (product rules: "about 45 %").
 * A default for callers without a configured value, not a fixed rule.
 */
export const DEFAULT_FIRST_HALF_SHARE = 0.45;

/** Rates above this are not football; refusing them keeps every probability well conditioned. */
export const MAX_GOAL_RATE = 15;

/** P(X = k) for X ~ Poisson(rate), k = 0..maxGoals, by the recurrence (no factorials, no overflow). */
export function poissonProbabilities(rate: number, maxGoals: number): number[] {
  assertRate(rate);
  const out = [Math.exp(-rate)];
  for (let k = 1; k <= maxGoals; k++) out.push(((out[k - 1] as number) * rate) / k);
  return out;
}

/** The period's grid for the rates of that period (not scaled here). */
export function periodGrid(period: TPeriod, rates: TGoalRates): TPeriodGrid {
  const max = GRID_MAX_GOALS[period];
  const home = poissonProbabilities(rates.home, max);
  const away = poissonProbabilities(rates.away, max);
  let inGrid = 0;
  const cells = selectionsFor(period).map((selection) => {
    if (selection.home === null || selection.away === null) return { selection, probability: 0 };
    const probability = (home[selection.home] as number) * (away[selection.away] as number);
    inGrid += probability;
    return { selection, probability };
  });
  // "Any other score" is the rest, so the market sums to 1 by construction; clamping guards the
  // last ulp when the grid holds (almost) all the mass.
  const other = cells[cells.length - 1] as TScoreProbability;
  other.probability = Math.max(0, 1 - inGrid);
  return { period, cells };
}

/** Full-time grid: 0-0..4-4 and "other". */
export function fullTimeGrid(rates: TGoalRates): TPeriodGrid {
  return periodGrid('FT', rates);
}

/** First-half grid: 0-0..3-3 and "other", at `firstHalfShare` of the full-time rates. */
export function halfTimeGrid(rates: TGoalRates, firstHalfShare: number = DEFAULT_FIRST_HALF_SHARE): TPeriodGrid {
  if (!Number.isFinite(firstHalfShare) || firstHalfShare <= 0 || firstHalfShare >= 1) {
    throw new RangeError(`firstHalfShare must be between 0 and 1, got ${firstHalfShare}`);
  }
  return periodGrid('HT', { home: rates.home * firstHalfShare, away: rates.away * firstHalfShare });
}

function assertRate(rate: number): void {
  if (!Number.isFinite(rate) || rate < 0 || rate > MAX_GOAL_RATE) {
    throw new RangeError(`goal rate must be from 0 to ${MAX_GOAL_RATE}, got ${rate}`);
  }
}
