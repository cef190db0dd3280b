import { GRID_MAX_GOALS, OTHER_SCORE, type TPeriod } from '@scoreline/contract/odds/selections';
import type { TMatchExposure, TTradedPrice } from '../../lib/api-types.ts';

// The odds grid as the trader sees it: per period a square of scores (home goals down, away
// goals across) plus "any other score", each cell with its correct- and incorrect-score price
// and the stakes waiting on it.

export type TCellSide = { price: TTradedPrice | null; openBets: number; openStake: number; staked: number };
export type TGridCell = { selection: string; home: number | null; away: number | null; correct: TCellSide; incorrect: TCellSide };
export type TGridModel = { period: TPeriod; rows: TGridCell[][]; other: TGridCell; overridden: number; suspended: number; withheld: number };

export function gridModel(period: TPeriod, prices: readonly TTradedPrice[], exposure?: TMatchExposure): TGridModel {
  const stakes = exposure?.periods.find((p) => p.period === period)?.selections ?? [];
  const side = (selection: string, betType: 'correct' | 'incorrect'): TCellSide => {
    const price = prices.find((p) => p.period === period && p.selection === selection && p.betType === betType) ?? null;
    const s = stakes.find((x) => x.selection === selection)?.[betType];
    return { price, openBets: s?.openBets ?? 0, openStake: s?.openStake ?? 0, staked: s?.staked ?? 0 };
  };
  const cell = (selection: string, home: number | null, away: number | null): TGridCell => ({ selection, home, away, correct: side(selection, 'correct'), incorrect: side(selection, 'incorrect') });
  const max = GRID_MAX_GOALS[period];
  const rows: TGridCell[][] = [];
  for (let home = 0; home <= max; home++) {
    const row: TGridCell[] = [];
    for (let away = 0; away <= max; away++) row.push(cell(`${home}-${away}`, home, away));
    rows.push(row);
  }
  const periodPrices = prices.filter((p) => p.period === period);
  return {
    period,
    rows,
    other: cell(OTHER_SCORE, null, null),
    overridden: periodPrices.filter((p) => p.overridden).length,
    suspended: periodPrices.filter((p) => p.suspended).length,
    withheld: periodPrices.filter((p) => p.withheld).length,
  };
}

export const selectionLabel = (selection: string) => (selection === OTHER_SCORE ? 'Any other score' : selection);
