import { selectionForScore, type TPeriod } from '@scoreline/contract/odds/selections';
import { formatCount, naira } from '../../lib/format.ts';
import type { TCorrectionPreview, TMatchExposure, TMatchSettlement, TSettlementRun } from '../../lib/api-types.ts';

// What a results action moves, shown in its confirmation before the trader commits it. The
// figures come from the exposure endpoint (waiting bets only), the correction preview and the
// settlement runs.

export type TResultImpact = {
  /** The selection the score falls on ("2-1" or "other"). */
  outcome: string;
  openBets: number;
  openStake: number;
  /** Credited to members if the period ends there. */
  payout: number;
  /** Open stakes minus that payout; negative is a loss for the house. */
  houseResult: number;
};

/** Entering a period's score: the period's waiting bets settle at that score. */
export function resultImpact(exposure: TMatchExposure, period: TPeriod, home: number, away: number): TResultImpact {
  const outcome = selectionForScore(period, home, away).id;
  const p = exposure.periods.find((x) => x.period === period);
  if (!p) return { outcome, openBets: 0, openStake: 0, payout: 0, houseResult: 0 };
  const o = p.outcomes.find((x) => x.outcome === outcome);
  return { outcome, openBets: p.openBets, openStake: p.openStake, payout: o?.payout ?? 0, houseResult: o?.houseResult ?? p.openStake };
}

/** Abandon, void (and a postponement past its 48 hours): every waiting bet's stake goes back. */
export function refundImpact(exposure: TMatchExposure): { openBets: number; openStake: number } {
  return exposure.periods.reduce((sum, p) => ({ openBets: sum.openBets + p.openBets, openStake: sum.openStake + p.openStake }), { openBets: 0, openStake: 0 });
}

/** What members short of the winnings a correction takes back lack in all, in kobo (the operator's cover, decision 028). */
export const shortfallTotal = (preview: TCorrectionPreview) => preview.short.reduce((sum, m) => sum + m.shortBy, 0);

/** What a correction moves to (positive) or from members' available balances in all, in kobo: the bets' net, the operator's cover of members short (given: without it the correction is refused), less the earlier covers taken back. */
export const netToBalances = (preview: TCorrectionPreview) => preview.netToMembers + shortfallTotal(preview) - preview.coverTakenBack;

/**
 * The line of that move in all, under the state of the cover's tick (`covered`): with members
 * short it counts a cover that only the tick gives (unticked, the correction is refused), so until
 * ticked it says so (QA: "Net to members' balances −₦19,430.20" beside an empty box). Null when no
 * cover is in play: the bets' net is all of it.
 */
export function balancesLine(preview: TCorrectionPreview, covered: boolean): { label: string; value: number } | null {
  if (preview.membersShort === 0 && preview.coverTakenBack === 0) return null;
  return { label: preview.membersShort > 0 && !covered ? "Net to members’ balances if the operator covers" : "Net to members’ balances", value: netToBalances(preview) };
}

/**
 * Correcting a period's score: the server's preview (the correction's own plan) gives what it
 * moves. Members who cannot cover what is taken back make the server refuse it unless the
 * operator covers them, so the confirmation says who and by how much and asks for that cover
 * (results-tab ShortfallCover); null when it may go ahead as it is.
 */
export function correctionBlocked(preview: TCorrectionPreview, covered = false): string | null {
  if (preview.membersShort > 0) {
    const who = preview.short.map((m) => `${m.username} (uid ${m.uid}) by ${naira(m.shortBy)}`).join(', ');
    const withdrawing = withdrawalsOpen(preview);
    const held = withdrawing.map((m) => `${m.username} has ${naira(m.inOpenWithdrawal)}`).join(', ');
    // Covered money that sits in bets still waiting comes back from their stakes if they return unplayed (cover-claims.ts).
    const staked = preview.short.filter((m) => m.inOpenBets > 0);
    const returnable = staked.length
      ? ` Of the operator’s cover, ${staked.map((m) => `${m.username}’s ${naira(Math.min(m.shortBy, m.inOpenBets))}`).join(', ')} ${staked.length === 1 ? 'is' : 'are'} in bets not yet settled: taken back from those stakes if they come back unplayed (cancelled, void or abandoned).`
      : '';
    const next = withdrawing.length
      ? ` ${held} in a withdrawal not yet paid out: decide it first (money still held cannot be covered by the operator).`
      : covered
        ? ` The operator covers it, as ticked below.${returnable}`
        : ` Without the operator covering it, the correction is refused.${returnable}`;
    return `${preview.membersShort} member${preview.membersShort === 1 ? '' : 's'} cannot cover the winnings taken back: ${who}.${next}`;
  }
  return null;
}

/** Members short whose money is partly held by a withdrawal not yet paid out: the server refuses to cover them (CORRECTION_WITHDRAWAL_OPEN). */
export const withdrawalsOpen = (preview: TCorrectionPreview) => preview.short.filter((m) => m.inOpenWithdrawal > 0);

/** Bets a correction changes, by direction: "3 (2 lost → winning, 1 winning → lost)". */
export function changedBets(preview: TCorrectionPreview): string {
  if (preview.changed === 0) return '0 (no outcome changes)';
  return `${formatCount(preview.changed)} (${formatCount(preview.toWinning)} lost → winning, ${formatCount(preview.toLost)} winning → lost)`;
}

/**
 * Run id -> the correction that later reversed part of it (the next settle or correction run of
 * the same period). Its "paid to members" then includes bets the correction took back, and the
 * correction's own figures are only what those bets were paid again: the two do not add up.
 */
export function correctedBy(settlement: TMatchSettlement): Map<number, number> {
  const out = new Map<number, number>();
  const byId = [...settlement.runs].sort((a, b) => a.id - b.id);
  for (const c of byId) {
    if (c.kind !== 'correction') continue;
    for (const r of byId) if (r.id < c.id && r.period === c.period && (r.kind === 'settle' || r.kind === 'correction') && !out.has(r.id)) out.set(r.id, c.id);
  }
  return out;
}

/** A run's progress in percent (a run with no bets is complete when done). */
export function runProgress(run: { status: string; settled: number; waiting: number }): number {
  const all = run.settled + run.waiting;
  if (all === 0) return run.status === 'done' ? 100 : 0;
  return Math.floor((run.settled * 100) / all);
}

/**
 * What a run did to the house's result, reckoned as the result's confirmation does (stakes less
 * what members are credited): a void returns every stake (0); a correction takes back the
 * reversed payouts and pays the new ones (takenBack - paidToMembers, the opposite of its preview's
 * "Net to members"), less what the operator still covers of what members could not pay back
 * (operatorCover, net of the covers taken back since), as the dashboard's house result counts it
 * (QA: "₦56,673.10" beside a ₦37,242.90 cover the house had paid). A settle run's is the stakes of all the bets it settled, winners' included,
 * less what it paid; a run from before the server kept those stakes has only the losers'
 * (keptByHouse): null then, unless it paid nothing.
 */
export function runHouseResult(run: Pick<TSettlementRun, 'kind' | 'paidToMembers' | 'keptByHouse' | 'takenBack' | 'settledStakes' | 'operatorCover'>): number | null {
  if (run.kind === 'void') return 0;
  if (run.kind === 'correction') return run.takenBack - run.paidToMembers - run.operatorCover;
  if (run.settledStakes !== null) return run.settledStakes - run.paidToMembers;
  // Nothing paid: no bet won, so every stake it settled is a losing one it kept.
  if (run.paidToMembers === 0) return run.keptByHouse;
  return null;
}

export const hasPendingRun = (settlement: TMatchSettlement | undefined) => Boolean(settlement?.runs.some((r) => r.status === 'pending'));
