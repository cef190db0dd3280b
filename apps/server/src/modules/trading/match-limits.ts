import { eq } from 'drizzle-orm';
import type { TMatchLimits } from '@scoreline/contract/api/admin-trading-endpoints';
import type { AppContext } from '../../app-context.ts';
import { retryingConflicts } from '../../db/retrying-conflicts.ts';
import { matches } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { lockTradableMatch } from './tradable-match.ts';
import { rescaleSelectionShards } from './rescale-shards.ts';
import { formatKobo } from '@scoreline/contract/display';

type MatchRow = typeof matches.$inferSelect;
/** A limit in kobo; null goes back to the setting, undefined leaves the match's value. */
type LimitChange = number | null | undefined;
export type LimitsInput = { matchId: number; minStake?: LimitChange; maxStake?: LimitChange; selectionTotalLimit?: LimitChange };

async function defaults(ctx: AppContext) {
  const [min, max, total] = await Promise.all([ctx.settings.get('betting.minStakeKobo'), ctx.settings.get('betting.maxStakeKobo'), ctx.settings.get('betting.selectionTotalKobo')]);
  return { minStake: BigInt(min), maxStake: BigInt(max), selectionTotalLimit: BigInt(total) };
}

/** The limits in force for a match (its own values, else the settings), as placing a bet reads them. */
export async function matchLimits(ctx: AppContext, match: Pick<MatchRow, 'minStake' | 'maxStake' | 'selectionTotalLimit'>): Promise<TMatchLimits> {
  const d = await defaults(ctx);
  const own = (v: bigint | null) => (v === null ? null : Number(v));
  return {
    minStake: Number(match.minStake ?? d.minStake),
    maxStake: Number(match.maxStake ?? d.maxStake),
    selectionTotalLimit: Number(match.selectionTotalLimit ?? d.selectionTotalLimit),
    perMatch: { minStake: own(match.minStake), maxStake: own(match.maxStake), selectionTotalLimit: own(match.selectionTotalLimit) },
  };
}

/**
 * Sets a match's limits. The limits in force afterwards must keep min stake <= max stake <=
 * selection total (a bet bigger than the total could never be placed). A new selection total
 * rescales the shards of every selection in the same transaction (rescale-shards.ts): refused
 * with LIMIT_BELOW_STAKED when a selection already holds more, and then nothing changes.
 */
export async function setMatchLimits(ctx: AppContext, input: LimitsInput) {
  const [d, shards] = await Promise.all([defaults(ctx), ctx.settings.get('betting.selectionShards')]);
  // Bets keep arriving while a trader changes limits: a conflict with one is run again (decision 020).
  const updated = await retryingConflicts(() => ctx.db.transaction(async (tx) => {
    const match = await lockTradableMatch(tx, input.matchId, ctx.clock.now());
    const next = (change: LimitChange, current: bigint | null) => (change === undefined ? current : change === null ? null : BigInt(change));
    const own = { minStake: next(input.minStake, match.minStake), maxStake: next(input.maxStake, match.maxStake), selectionTotalLimit: next(input.selectionTotalLimit, match.selectionTotalLimit) };
    const min = own.minStake ?? d.minStake;
    const max = own.maxStake ?? d.maxStake;
    const total = own.selectionTotalLimit ?? d.selectionTotalLimit;
    if (min > max) {
      throw new AppError('VALIDATION_FAILED', {}, { field: input.minStake !== undefined ? 'minStake' : 'maxStake', reason: `the minimum stake ${formatKobo(min)} is above the maximum ${formatKobo(max)}` });
    }
    if (max > total) {
      const reason = `the maximum stake ${formatKobo(max)} is above the total per selection ${formatKobo(total)}`;
      throw new AppError('VALIDATION_FAILED', {}, { field: input.maxStake !== undefined ? 'maxStake' : 'selectionTotalLimit', reason });
    }
    // Rescaled whenever the total is named, even to the value in force: the shards may have been
    // made under an older setting, and the rescale is idempotent.
    if (input.selectionTotalLimit !== undefined) await rescaleSelectionShards(tx, match.id, total, shards);
    const [row] = await tx.update(matches).set(own).where(eq(matches.id, match.id)).returning();
    return row!;
  }));
  return matchLimits(ctx, updated);
}
