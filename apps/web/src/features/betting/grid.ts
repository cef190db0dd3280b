import type { TSelectionPrices } from './betting-types.ts';

// The score grid of a market: home goals down, away goals across, "any other score" below.

export const OTHER_SELECTION = 'other';

export type TGrid = {
  /** Home goals, 0..n. */
  rows: number[];
  /** Away goals, 0..n. */
  cols: number[];
  /** cells[row][col]: the selection "row-col", or null when the market has no such score. */
  cells: (TSelectionPrices | null)[][];
  other: TSelectionPrices | null;
};

export function parseScore(selection: string): { home: number; away: number } | null {
  const match = /^(\d+)-(\d+)$/.exec(selection);
  return match ? { home: Number(match[1]), away: Number(match[2]) } : null;
}

export function gridLayout(selections: readonly TSelectionPrices[]): TGrid {
  let maxHome = -1;
  let maxAway = -1;
  const byScore = new Map<string, TSelectionPrices>();
  let other: TSelectionPrices | null = null;
  for (const item of selections) {
    if (item.selection === OTHER_SELECTION) {
      other = item;
      continue;
    }
    const score = parseScore(item.selection);
    if (!score) continue;
    byScore.set(`${score.home}-${score.away}`, item);
    maxHome = Math.max(maxHome, score.home);
    maxAway = Math.max(maxAway, score.away);
  }
  const rows = Array.from({ length: maxHome + 1 }, (_, i) => i);
  const cols = Array.from({ length: maxAway + 1 }, (_, i) => i);
  const cells = rows.map((home) => cols.map((away) => byScore.get(`${home}-${away}`) ?? null));
  return { rows, cols, cells, other };
}

/**
 * The selection a period's entered score ("2-1") falls on in this grid: its cell, or "any other
 * score" for a score beyond the grid; null before a score is entered.
 */
export function resultSelection(grid: TGrid, score: string | null | undefined): string | null {
  const parsed = score ? parseScore(score) : null;
  if (!parsed) return null;
  return grid.cells[parsed.home]?.[parsed.away]?.selection ?? grid.other?.selection ?? null;
}

/**
 * The grid corner's labels of its two axes: each team's first three letters, or null when those
 * read the same ("Club Atlético … Reserva 0" against "… Reserva 9": CLU and CLU), for the caller
 * to say "home" and "away" instead.
 */
export function axisLabels(home: string, away: string): { home: string; away: string } | null {
  const short = (name: string) => Array.from(name.trim()).slice(0, 3).join('').toLocaleUpperCase();
  const labels = { home: short(home), away: short(away) };
  return labels.home === labels.away ? null : labels;
}
