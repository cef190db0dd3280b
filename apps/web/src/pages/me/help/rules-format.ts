import type { TPublishedRules, TVipLevelRule } from '@scoreline/contract/api/rules-endpoints';

// What the rules pages work out from the published rules before they put it into words.

/** The worked example's odds: 5.00, a price every grid has somewhere. */
export const EXAMPLE_ODDS = 50_000;
/** ₦1,000: the example's stake when the stake limits allow it. */
const EXAMPLE_STAKE = 100_000;

/** The example bet: ₦1,000 within the stake limits, by the first level with an odds bonus (so the award shows). */
export function exampleBet(rules: TPublishedRules): { stake: number; odds: number; vip: TVipLevelRule | undefined } {
  const { minStake, maxStake } = rules.betting;
  const stake = Math.min(Math.max(EXAMPLE_STAKE, minStake), maxStake);
  const levels = rules.vip.levels;
  return { stake, odds: EXAMPLE_ODDS, vip: levels.find((level) => level.oddsBonusBps > 0) ?? levels[0] };
}
