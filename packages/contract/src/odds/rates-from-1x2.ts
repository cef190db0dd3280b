// Goal rates from the back office's 1X2 prices (product rules: "the back office enters team
// strengths or 1X2 prices").
//
// Margin removal is proportional: each fair probability is 1/price divided by the sum of the
// three, so the bookmaker's over-round is taken off every outcome in the same ratio.
//
// Under the independent-Poisson model of poisson-grid.ts the fair probabilities give two
// independent equations (home win and away win; the draw is the rest) for two unknowns, so the
// rates are fully determined: no total-goals assumption is needed. The draw price fixes the
// total (fewer expected goals, more draws) and the home/away prices fix the split. The solver is
// Newton's method on (ln λhome, ln λaway), which keeps both rates positive, with the analytic
// Jacobian and a backtracking line search; `initialTotalGoals` (default 2.6) only seeds it.

import { MAX_GOAL_RATE, type TGoalRates } from './poisson-grid.ts';

/** 1X2 decimal prices in ten-thousandths (2.5 -> 25000), with the bookmaker's margin. */
export interface T1x2Prices {
  home: number;
  draw: number;
  away: number;
}

/** Probabilities of home win, draw and away win. */
export interface T1x2Probabilities {
  home: number;
  draw: number;
  away: number;
}

/** The most a 1X2 book may over-round (implied probabilities added up, in per cent). */
export const MAX_BOOK_PERCENT = 130;

/** A typical full-time total for football; the solver's starting point, not a constraint. */
export const DEFAULT_INITIAL_TOTAL_GOALS = 2.6;

const TOLERANCE = 1e-13;
const MAX_ITERATIONS = 100;
const MIN_RATE = 1e-6;

/** Fair probabilities from 1X2 prices: the margin removed in proportion to each 1/price. */
export function fairProbabilitiesFrom1x2(prices: T1x2Prices): T1x2Probabilities {
  for (const [name, price] of Object.entries(prices)) {
    if (!Number.isSafeInteger(price) || price <= 10_000) throw new RangeError(`${name} price must be an integer above 10000, got ${price}`);
  }
  const home = 1 / prices.home;
  const draw = 1 / prices.draw;
  const away = 1 / prices.away;
  const book = home + draw + away;
  // A bookmaker's three prices over-round by a few per cent: under 100 % (50 / 50 / 50) or far
  // above it (1.01 / 1.01 / 1.01) they are a typing slip, and proportional removal would still
  // turn them into a plausible-looking even match.
  const bookPercent = book * 1_000_000; // 1/price in ten-thousandths, as a percentage
  if (bookPercent < 100 || bookPercent > MAX_BOOK_PERCENT) {
    // Rounded away from the range, so a book just under 100 % never reads "100.0 %" (QA: 99.98 %).
    const shown = (bookPercent < 100 ? Math.floor(bookPercent * 100) : Math.ceil(bookPercent * 100)) / 100;
    throw new RangeError(`the three prices imply ${shown.toFixed(2)} % together; a 1X2 book is 100 % to ${MAX_BOOK_PERCENT} %`);
  }
  return { home: home / book, draw: draw / book, away: away / book };
}

interface TOutcomeTerms extends T1x2Probabilities {
  /** P(home goals = away goals + 1) and the reverse: the cross terms of the Jacobian. */
  homeByOne: number;
  awayByOne: number;
}

function outcomeTerms(rates: TGoalRates): TOutcomeTerms {
  const top = Math.max(rates.home, rates.away);
  // Past mean + 12 standard deviations (+12) the Poisson tail is far below 1e-17.
  const n = Math.ceil(top + 12 * Math.sqrt(top) + 12);
  const h = pmf(rates.home, n);
  const a = pmf(rates.away, n);
  // Tails summed from the top so a probability near 0 keeps its digits (1 - cdf would not).
  const hAbove = tailsAbove(h);
  const aAbove = tailsAbove(a);
  let home = 0;
  let draw = 0;
  let away = 0;
  let homeByOne = 0;
  let awayByOne = 0;
  for (let k = 0; k <= n; k++) {
    const hk = h[k] as number;
    const ak = a[k] as number;
    draw += hk * ak;
    home += ak * (hAbove[k] as number);
    away += hk * (aAbove[k] as number);
    if (k < n) {
      homeByOne += (h[k + 1] as number) * ak;
      awayByOne += hk * (a[k + 1] as number);
    }
  }
  return { home, draw, away, homeByOne, awayByOne };
}

/** Home-win, draw and away-win probabilities of the independent-Poisson model for these full-time rates. */
export function outcomeProbabilities(rates: TGoalRates): T1x2Probabilities {
  for (const rate of [rates.home, rates.away]) {
    if (!Number.isFinite(rate) || rate < 0 || rate > MAX_GOAL_RATE) throw new RangeError(`goal rate must be from 0 to ${MAX_GOAL_RATE}, got ${rate}`);
  }
  const { home, draw, away } = outcomeTerms(rates);
  return { home, draw, away };
}

/** The full-time rates whose outcome probabilities equal `target` (which must sum to 1). */
export function ratesFromProbabilities(target: T1x2Probabilities, initialTotalGoals: number = DEFAULT_INITIAL_TOTAL_GOALS): TGoalRates {
  const { home: tH, away: tA, draw: tD } = target;
  if (![tH, tA, tD].every((p) => Number.isFinite(p) && p > 0 && p < 1) || Math.abs(tH + tA + tD - 1) > 1e-9) {
    throw new RangeError('1X2 probabilities must each be between 0 and 1 and sum to 1');
  }
  if (!Number.isFinite(initialTotalGoals) || initialTotalGoals <= 0 || initialTotalGoals > MAX_GOAL_RATE) {
    throw new RangeError(`initialTotalGoals must be above 0 and at most ${MAX_GOAL_RATE}, got ${initialTotalGoals}`);
  }
  let x = [Math.log(initialTotalGoals / 2), Math.log(initialTotalGoals / 2)] as [number, number];
  const ratesAt = (v: [number, number]): TGoalRates => ({ home: Math.exp(v[0]), away: Math.exp(v[1]) });
  const residual = (t: TOutcomeTerms): [number, number] => [t.home - tH, t.away - tA];
  let terms = outcomeTerms(ratesAt(x));
  let r = residual(terms);
  const size = (v: [number, number]) => Math.hypot(v[0], v[1]);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    if (size(r) < TOLERANCE) return ratesAt(x);
    const { home: lh, away: la } = ratesAt(x);
    // d pHome/d λhome = P(draw), d pHome/d λaway = -P(home by one), symmetrically for away;
    // times λ for the log parameters.
    const j11 = terms.draw * lh;
    const j12 = -terms.homeByOne * la;
    const j21 = -terms.awayByOne * lh;
    const j22 = terms.draw * la;
    const det = j11 * j22 - j12 * j21;
    if (!(Math.abs(det) > 1e-300)) break;
    let step: [number, number] = [(-r[0] * j22 + r[1] * j12) / det, (r[0] * j21 - r[1] * j11) / det];
    // Never move a rate by more than a factor e^2 at once: far from the root the linear model lies.
    const longest = Math.max(Math.abs(step[0]), Math.abs(step[1]));
    if (longest > 2) step = [(step[0] * 2) / longest, (step[1] * 2) / longest];
    let accepted = false;
    for (let t = 1; t > 1e-6; t /= 2) {
      const next: [number, number] = [clampLog(x[0] + t * step[0]), clampLog(x[1] + t * step[1])];
      const nextTerms = outcomeTerms(ratesAt(next));
      const nextR = residual(nextTerms);
      if (size(nextR) < size(r)) {
        x = next;
        terms = nextTerms;
        r = nextR;
        accepted = true;
        break;
      }
    }
    if (!accepted) break;
  }
  // Stalled a hair above the tolerance (rounding in the sums): still far inside any use of it.
  if (size(r) < 1e-10) return ratesAt(x);
  throw new RangeError(`1X2 probabilities ${tH}/${tD}/${tA} imply goal rates outside 0..${MAX_GOAL_RATE}`);
}

/** Full-time goal rates from 1X2 prices: margin removed proportionally, then solved exactly. */
export function ratesFrom1x2(prices: T1x2Prices, initialTotalGoals: number = DEFAULT_INITIAL_TOTAL_GOALS): TGoalRates {
  return ratesFromProbabilities(fairProbabilitiesFrom1x2(prices), initialTotalGoals);
}

function clampLog(v: number): number {
  return Math.min(Math.log(MAX_GOAL_RATE), Math.max(Math.log(MIN_RATE), v));
}

function pmf(rate: number, n: number): number[] {
  const out = [Math.exp(-rate)];
  for (let k = 1; k <= n; k++) out.push(((out[k - 1] as number) * rate) / k);
  return out;
}

/** out[k] = P(X > k) over the truncated support. */
function tailsAbove(p: number[]): number[] {
  const out = new Array<number>(p.length).fill(0);
  for (let k = p.length - 2; k >= 0; k--) out[k] = (out[k + 1] as number) + (p[k + 1] as number);
  return out;
}
