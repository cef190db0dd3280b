import { formatBps } from '@scoreline/contract/display';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * The highest odds bonus on profit any VIP level pays, in basis points. The book's checks (an
 * override against the other side, the engine's pairs, the margin) hold against it: a pair that
 * keeps the book for a VIP 0 member can be a sure win for a VIP 5 (decision 027).
 */
export async function highestVipBonusBps(ctx: AppContext): Promise<number> {
  return topOddsBonusBps(await ctx.settings.get('vip.levels'));
}

/** The highest odds bonus of a VIP table (the one in force, or one about to be set). */
export const topOddsBonusBps = (levels: readonly { oddsBonusBps: number }[]) => levels.reduce((highest, level) => Math.max(highest, level.oddsBonusBps), 0);

/**
 * The refusal of a margin below the highest VIP bonus: under it a VIP member backing every score
 * of a grid (or every "not this score") in proportion wins whatever the result.
 */
export function marginBelowBonus(field: string, bonusBps: number): AppError {
  return new AppError('VALIDATION_FAILED', {}, {
    field,
    min: bonusBps,
    reason: `at least ${formatBps(bonusBps)}, the highest VIP odds bonus (below it a VIP member backing every score would win whatever the result)`,
  });
}
