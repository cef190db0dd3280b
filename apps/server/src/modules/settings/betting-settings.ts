import { z } from 'zod';
import { MAX_ODDS, MIN_ODDS } from '@scoreline/contract/api/matches';

// Betting rules of product-rules.md ("Markets and bets", "Winning amounts"): operator settings
// with history; per-match limits override the stake limits. Money is kobo, odds ten-thousandths.
export const bettingSettingDefinitions = {
  'betting.minStakeKobo': { schema: z.number().int().min(1), default: 10_000 },
  'betting.maxStakeKobo': { schema: z.number().int().min(1), default: 20_000_000 },
  'betting.selectionTotalKobo': { schema: z.number().int().min(1), default: 200_000_000 },
  /** Shards of each selection's total (decision 008): more spreads a rush, fewer wastes less near the limit. */
  'betting.selectionShards': { schema: z.number().int().min(1).max(64), default: 8 },
  'betting.marginBps': { schema: z.number().int().min(0).max(5_000), default: 800 },
  'betting.minPrice': { schema: z.number().int().min(MIN_ODDS).max(20_000), default: 10_100 },
  'betting.maxPrice': { schema: z.number().int().min(20_000).max(MAX_ODDS), default: 1_010_000 },
  'betting.firstHalfShareBps': { schema: z.number().int().min(1_000).max(9_000), default: 4_500 },
  'betting.handlingFeeBps': { schema: z.number().int().min(0).max(10_000), default: 0 },
  /** Open bets on a postponed match stand if it is played within this many hours of kick-off; otherwise they are void. */
  'settlement.postponedGraceHours': { schema: z.number().int().min(1).max(24 * 14), default: 48 },
} as const;
