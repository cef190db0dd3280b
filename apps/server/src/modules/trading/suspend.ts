import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { matches } from '../../db/schema.ts';
import { matchSummary } from '../matches/list-matches.ts';
import { changePrices, type PriceTarget } from './change-prices.ts';
import { lockTradableMatch } from './tradable-match.ts';
import { assertPricedSelection } from './target-selection.ts';

/**
 * Suspends or reopens one selection (one bet type, or both when none is named). A suspension is
 * versioned like a price change, so the history shows when a price was not on offer and a bet
 * records whether it was placed before or after. Placing a bet refuses a suspended price.
 */
export async function suspendSelection(ctx: AppContext, input: PriceTarget & { suspended: boolean; reason: string }, actor: string) {
  return ctx.db.transaction(async (tx) => {
    await lockTradableMatch(tx, input.matchId, ctx.clock.now());
    await assertPricedSelection(tx, input);
    const prices = await changePrices(tx, input, sql`suspended = ${input.suspended}`, sql`suspended <> ${input.suspended}`, { actor, reason: input.reason, at: ctx.clock.now() });
    return { prices };
  });
}

/**
 * Suspends or reopens betting on the whole match (matches.suspended; placing a bet answers
 * MATCH_CLOSED while it is set). The prices keep their versions: they have not changed, and
 * reopening brings back exactly the suspensions of single selections there were before.
 */
export async function suspendMatch(ctx: AppContext, input: { matchId: number; suspended: boolean }) {
  const updated = await ctx.db.transaction(async (tx) => {
    await lockTradableMatch(tx, input.matchId, ctx.clock.now());
    const [row] = await tx.update(matches).set({ suspended: input.suspended }).where(eq(matches.id, input.matchId)).returning();
    return row!;
  });
  return matchSummary(updated, ctx.clock.now());
}
