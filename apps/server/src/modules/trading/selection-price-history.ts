import { and, desc, eq } from 'drizzle-orm';
import { PRICE_HISTORY_LIMIT, type TPriceHistory, type TPriceHistoryEntry } from '@scoreline/contract/api/admin-trading-endpoints';
import type { AppContext } from '../../app-context.ts';
import { matches, priceHistory } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { priceRowView } from './price-row-view.ts';
import { assertGridSelection } from './target-selection.ts';
import { actorName } from '@scoreline/contract/actor';

type HistoryQuery = { matchId: number; period: TPriceHistoryEntry['period']; selection: string; betType?: TPriceHistoryEntry['betType'] | undefined };

/**
 * How one selection's price moved: every version of its price rows (one bet type, or both),
 * newest first, capped at PRICE_HISTORY_LIMIT. A selection not priced yet has no history, which
 * is an answer, not a refusal.
 */
export async function selectionPriceHistory(ctx: AppContext, query: HistoryQuery): Promise<TPriceHistory> {
  const [match] = await ctx.db.select({ id: matches.id }).from(matches).where(eq(matches.id, query.matchId));
  if (!match) throw new AppError('MATCH_NOT_FOUND');
  assertGridSelection(query);

  const rows = await ctx.db
    .select()
    .from(priceHistory)
    // The leading columns of price_history_selection_idx.
    .where(and(eq(priceHistory.matchId, query.matchId), eq(priceHistory.period, query.period), eq(priceHistory.selection, query.selection), query.betType ? eq(priceHistory.betType, query.betType) : undefined))
    // Changes of one match are written one at a time under its row lock, so within one instant
    // (both bet types suspended together) the ids keep the order they were made in.
    .orderBy(desc(priceHistory.changedAt), desc(priceHistory.id))
    // One more than the cap tells whether older rows were left out.
    .limit(PRICE_HISTORY_LIMIT + 1);

  return {
    entries: rows.slice(0, PRICE_HISTORY_LIMIT).map((r) => ({
      ...priceRowView(r),
      // Stored as "admin:<username>" for a trader (the process's own name otherwise); the back office shows the name.
      changedBy: actorName(r.changedBy),
      reason: r.reason || null,
      changedAt: r.changedAt.toISOString(),
    })),
    truncated: rows.length > PRICE_HISTORY_LIMIT,
  };
}
