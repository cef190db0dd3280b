import type { TAdminBet } from '../api-types.ts';

// How the back office names a bet's parts: its status (spec 4's order statuses) and its pick.

export const BET_STATUS: Record<string, { label: string; color: string }> = {
  waiting: { label: 'Waiting', color: 'gold' },
  winning: { label: 'Won', color: 'green' },
  lost: { label: 'Lost', color: 'default' },
  revoked: { label: 'Void / cancelled', color: 'purple' },
  unconfirmed: { label: 'Unconfirmed (played, not settled)', color: 'orange' },
};

/** "FT 2-1" for a correct-score bet, "FT not 2-1" for a bet against the score. */
export const pickLabel = (b: Pick<TAdminBet, 'period' | 'selection' | 'betType'>) => `${b.period} ${b.betType === 'correct' ? '' : 'not '}${b.selection}`;

/** How a revoked bet's status reads: who gave its stake back. */
export const REVOKED_LABEL = { void: 'Void', cancelled: 'Cancelled' } as const;

/** Why a revoked bet is revoked: a void records when it was settled, a member's cancel does not. */
export const revokedBy = (b: Pick<TAdminBet, 'status' | 'settledAt'>): 'void' | 'cancelled' | null => (b.status !== 'revoked' ? null : b.settledAt ? 'void' : 'cancelled');

/** A bet's status as its tag reads, the same in the table and the drawer (QA: "Void / cancelled" in one, "Cancelled" in the other). */
export function betStatusLabel(b: Pick<TAdminBet, 'status' | 'settledAt'>): string {
  const why = revokedBy(b);
  return why ? REVOKED_LABEL[why] : (BET_STATUS[b.status]?.label ?? b.status);
}

/**
 * Why a revoked bet's stake went back, in the words of what happened to it or its match. A bet
 * voided because its postponed match was not played in time says so whatever the match became
 * (void, or abandoned after a first half: QA read "Match void" where the member read "Postponed
 * and not played in time").
 */
export function revokedText(bet: Pick<TAdminBet, 'matchState' | 'voided'>, why: 'void' | 'cancelled'): string {
  if (why === 'cancelled') return 'Cancelled by the member before closing: stake returned';
  if (bet.voided?.afterPostponement) return 'Match postponed and not played in time: stake returned';
  return bet.matchState === 'abandoned' ? 'Match abandoned: stake returned' : 'Match void: stake returned';
}

/**
 * What the corrections did to a bet (its drawer's lines hold a reversal and a new settlement for
 * each time it was settled again): settled again several times, it says so, not "the reversal".
 */
export function resettledText(times: number): string {
  if (times === 0) return 'This bet’s outcome did not change: its settlement stands.';
  if (times === 1) return 'This bet was settled again: see the reversal and the new settlement below.';
  return `This bet was settled again ${times} times: see each reversal and new settlement below.`;
}
