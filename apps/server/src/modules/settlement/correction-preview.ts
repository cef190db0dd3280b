import type { TCorrectionPreview } from '@scoreline/contract/api/admin-results-endpoints';
import type { AppContext } from '../../app-context.ts';
import { correctionFigures, planCorrection, type CorrectionInput } from './correction-plan.ts';

/**
 * What correctResult would move for this score, from the same plan, so the confirmation can show
 * it (and say who is short) before the trader commits. A read-only transaction: one consistent
 * snapshot of the bets and balances, no locks taken, and the database itself refuses any write.
 */
export async function previewCorrection(ctx: AppContext, input: CorrectionInput): Promise<TCorrectionPreview> {
  const plan = await ctx.db.transaction((tx) => planCorrection(tx, input, false), { isolationLevel: 'repeatable read', accessMode: 'read only' });
  const f = correctionFigures(plan.changes);
  return {
    from: plan.from,
    to: `${String(input.home)}-${String(input.away)}`,
    changed: f.changed,
    toWinning: f.toWinning,
    toLost: f.toLost,
    takenBack: Number(f.takenBack),
    paidToMembers: Number(f.paid),
    netToMembers: Number(f.paid - f.takenBack),
    keptByHouse: Number(f.kept),
    membersShort: plan.short.length,
    short: plan.short,
    coverTakenBack: Number(plan.recoveries.reduce((sum, r) => sum + r.amount, 0n)),
  };
}
