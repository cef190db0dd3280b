import { z } from 'zod';

// Team rebates of product-rules.md ("Team and rebates"): per type, the rate in basis points for
// up-line levels 1, 2 and 3. Paid from expense:rebates when the underlying event settles.
const ZLevels = z.tuple([z.number().int().min(0).max(10_000), z.number().int().min(0).max(10_000), z.number().int().min(0).max(10_000)]);

export const rebateSettingDefinitions = {
  'rebates.rates': {
    schema: z.object({ profit: ZLevels, bets: ZLevels, deposit: ZLevels }),
    default: { profit: [500, 200, 100], bets: [30, 20, 10], deposit: [0, 0, 0] } as { profit: [number, number, number]; bets: [number, number, number]; deposit: [number, number, number] },
  },
} as const;
