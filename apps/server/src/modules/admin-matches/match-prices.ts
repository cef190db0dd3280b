import { asc, eq } from 'drizzle-orm';
import type { TAdminMatchPrices } from '@scoreline/contract/api/admin-match-list-endpoints';
import type { AppContext } from '../../app-context.ts';
import { marketPrices, matches } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { matchSummary } from '../matches/list-matches.ts';
import { priceRowView } from '../trading/price-row-view.ts';
import { postponement } from './postponement.ts';

/** A match's price rows as the trader edits them: odds, version, suspension, override flag and the engine's own price. */
export async function adminMatchPrices(ctx: AppContext, matchId: number): Promise<TAdminMatchPrices> {
  const [match] = await ctx.db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw new AppError('MATCH_NOT_FOUND');
  const rows = await ctx.db
    .select()
    .from(marketPrices)
    .where(eq(marketPrices.matchId, matchId))
    .orderBy(asc(marketPrices.period), asc(marketPrices.selection), asc(marketPrices.betType));
  return {
    match: matchSummary(match, ctx.clock.now()),
    prices: rows.map((p) => ({ ...priceRowView(p), overridden: p.overridden, engineOdds: p.engineOdds, engineWithheld: p.engineWithheld })),
    postponement: await postponement(ctx, match),
  };
}
