import { findSelection } from '@scoreline/contract/odds/selections';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { hasPrices, type PriceTarget } from './change-prices.ts';

/**
 * Refuses a selection that is not on the period's market: the contract only checks its shape
 * ("4-4" is a score, but not a first-half selection).
 */
export function assertGridSelection(target: { period: string; selection: string }) {
  if (!findSelection(target.period as 'FT' | 'HT', target.selection)) throw new AppError('VALIDATION_FAILED', {}, { field: 'selection' });
}

/**
 * Refuses a selection that is not on the period's market or that has no price yet. The engine
 * prices a period's whole grid at once, so a grid selection without a price means the match has
 * not been priced: said as such.
 */
export async function assertPricedSelection(tx: Tx, target: PriceTarget) {
  assertGridSelection(target);
  if (!(await hasPrices(tx, target))) throw new AppError('MATCH_NOT_PRICED');
}
