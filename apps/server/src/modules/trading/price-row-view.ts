import type { TTradedPrice } from '@scoreline/contract/api/admin-trading-endpoints';

type PriceRowFields = { period: string; selection: string; betType: string; odds: number; version: number; suspended: boolean; withheld: boolean };

/** What every back-office view of a price row (its current state, a version in its history) says, typed as the contract's. */
export function priceRowView(r: PriceRowFields): Omit<TTradedPrice, 'overridden' | 'engineOdds' | 'engineWithheld'> {
  return { period: r.period as TTradedPrice['period'], selection: r.selection, betType: r.betType as TTradedPrice['betType'], odds: r.odds, version: r.version, suspended: r.suspended, withheld: r.withheld };
}
