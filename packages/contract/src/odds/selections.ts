// The correct-score market's selections (product rules, "Markets and bets"): each period lists
// the scores of a square grid plus "any other score". The grid size is the product's shape,
// not a tunable, so it lives here rather than in configuration.

export const PERIODS = ['FT', 'HT'] as const;
export type TPeriod = (typeof PERIODS)[number];

/** Highest goal count per team inside each period's grid: FT 0-0..4-4, HT 0-0..3-3. */
export const GRID_MAX_GOALS: Record<TPeriod, number> = { FT: 4, HT: 3 };

export const OTHER_SCORE = 'other';

/** A bet is on the score (correct) or against it (incorrect); both settle on the same selection. */
export const BET_KINDS = ['correct', 'incorrect'] as const;
export type TBetKind = (typeof BET_KINDS)[number];

export interface TScoreSelection {
  period: TPeriod;
  /** "2-1" (home-away) or "other". */
  id: string;
  label: string;
  /** The grid score; null for "other". */
  home: number | null;
  away: number | null;
}

function buildSelections(period: TPeriod): readonly TScoreSelection[] {
  const max = GRID_MAX_GOALS[period];
  const list: TScoreSelection[] = [];
  for (let home = 0; home <= max; home++) {
    for (let away = 0; away <= max; away++) {
      list.push({ period, id: `${home}-${away}`, label: `${home}-${away}`, home, away });
    }
  }
  list.push({ period, id: OTHER_SCORE, label: 'Any other score', home: null, away: null });
  return Object.freeze(list.map((s) => Object.freeze(s)));
}

const SELECTIONS: Record<TPeriod, readonly TScoreSelection[]> = { FT: buildSelections('FT'), HT: buildSelections('HT') };

/** The period's selections in display order: home goals, then away goals, "other" last. */
export function selectionsFor(period: TPeriod): readonly TScoreSelection[] {
  return SELECTIONS[period];
}

/** The selection with that id in that period, or null when the id is not on the market. */
export function findSelection(period: TPeriod, id: string): TScoreSelection | null {
  return SELECTIONS[period].find((s) => s.id === id) ?? null;
}

/** The selection a final score falls on: its grid cell, or "other" outside the grid. */
export function selectionForScore(period: TPeriod, homeGoals: number, awayGoals: number): TScoreSelection {
  assertGoals(homeGoals, awayGoals);
  const max = GRID_MAX_GOALS[period];
  const id = homeGoals <= max && awayGoals <= max ? `${homeGoals}-${awayGoals}` : OTHER_SCORE;
  // Every id built here is on the market, so the lookup cannot miss.
  return findSelection(period, id) as TScoreSelection;
}

/**
 * Whether a bet on `selection` wins when the period ends `homeGoals`-`awayGoals`: a correct-score
 * bet wins on its own score ("other": any score outside the grid), an incorrect-score bet on every
 * other score.
 */
export function settlesAs(selection: TScoreSelection, homeGoals: number, awayGoals: number, kind: TBetKind = 'correct'): boolean {
  const hit = selectionForScore(selection.period, homeGoals, awayGoals).id === selection.id;
  return kind === 'correct' ? hit : !hit;
}

function assertGoals(homeGoals: number, awayGoals: number): void {
  if (!Number.isSafeInteger(homeGoals) || !Number.isSafeInteger(awayGoals) || homeGoals < 0 || awayGoals < 0) {
    throw new RangeError(`goals must be non-negative integers, got ${homeGoals}-${awayGoals}`);
  }
}
