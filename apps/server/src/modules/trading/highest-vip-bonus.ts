import type { AppContext } from '../../app-context.ts';

/**
 * The highest odds bonus on profit any VIP level pays, in basis points. The book's checks (an
 * override against the other side, the engine's pairs, the margin) hold against it: a pair that
 * keeps the book for a VIP 0 member can be a sure win for a VIP 5 (decision 027).
 */
export async function highestVipBonusBps(ctx: AppContext): Promise<number> {
  const levels = await ctx.settings.get('vip.levels');
  return levels.reduce((highest, level) => Math.max(highest, level.oddsBonusBps), 0);
}
