import { hasClosed } from './countdown.ts';
import type { TBetStatus, TMatchSummary } from './betting-types.ts';

// Tones of the order winning status (spec 4) and of the match state badge.

export type TTone = 'success' | 'pending' | 'progress' | 'danger' | 'muted';

export const BET_STATUS_FILTERS: readonly TBetStatus[] = ['waiting', 'winning', 'lost', 'revoked', 'unconfirmed'];

export const BET_STATUS_TONES: Record<TBetStatus, TTone> = {
  waiting: 'pending',
  winning: 'success',
  lost: 'danger',
  revoked: 'muted',
  unconfirmed: 'progress',
};

/** What a match's badge can show: its state, or "suspended" while the trader pauses an open match. */
export type TShownMatchState = TMatchSummary['state'] | 'suspended';

export const MATCH_STATE_TONES: Record<TShownMatchState, TTone> = {
  suspended: 'pending',
  scheduled: 'muted',
  open: 'success',
  closed: 'pending',
  live: 'danger',
  finished: 'muted',
  postponed: 'pending',
  abandoned: 'muted',
  void: 'muted',
};

/** States of a match not yet being played, by the server: past kick-off it is being played all the same. */
const BEFORE_PLAY: readonly string[] = ['scheduled', 'open', 'closed'];

/**
 * The state a match's badge shows: the server's, except that
 * - a match past its kick-off on the server's clock reads "Live": the server marks it live only
 *   once the half-time score is entered (QA: "Closed" for most of the first half);
 * - an open match past its closing time reads "Closed", as its countdown does, at once rather than
 *   when the next answer arrives;
 * - an open match the trader paused reads "Suspended" (it may open again).
 */
export function matchStateAt(match: Pick<TMatchSummary, 'state' | 'closingAt' | 'kickOffAt' | 'bettable' | 'suspended'>, now: number): TShownMatchState {
  if (BEFORE_PLAY.includes(match.state) && now >= Date.parse(match.kickOffAt)) return 'live';
  if (match.state !== 'open' || takesBets(match, now)) return match.state;
  return match.suspended && !hasClosed(match.closingAt, now) ? 'suspended' : 'closed';
}

/**
 * Why a match takes no bets, for its countdown and the banner of its grid and slip: paused by the
 * trader, not opened yet (scheduled, before its closing time), or closed.
 */
export function unavailableReason(match: Pick<TMatchSummary, 'state' | 'closingAt' | 'kickOffAt' | 'bettable' | 'suspended'>, now: number): 'paused' | 'notOpen' | 'closed' | 'postponed' {
  const shown = matchStateAt(match, now);
  if (shown === 'suspended') return 'paused';
  // Not closed for good: bets wait for the new date (QA: the slip said "closed" under a "Postponed" chip).
  if (shown === 'postponed') return 'postponed';
  return shown === 'scheduled' && !hasClosed(match.closingAt, now) ? 'notOpen' : 'closed';
}

/** Whether a match takes bets at `now` (the server's clock): bettable and before its closing time. */
export function takesBets(match: Pick<TMatchSummary, 'closingAt' | 'bettable'>, now: number): boolean {
  return match.bettable && !hasClosed(match.closingAt, now);
}

/** The colour of a status written as a value (the order view's "Winning status" row). */
export const BET_STATUS_VALUE_TONES: Record<TBetStatus, 'success' | 'danger' | 'muted' | undefined> = {
  waiting: undefined,
  winning: 'success',
  lost: 'danger',
  revoked: 'muted',
  unconfirmed: undefined,
};

/** Whether the order's outcome is final: won, lost or revoked (a settled order cannot be cancelled, spec 4). */
export function isSettled(bet: { status: TBetStatus }): boolean {
  return bet.status === 'winning' || bet.status === 'lost' || bet.status === 'revoked';
}

/** A bet may be cancelled while the server says so and its match has not closed on the server's clock. */
export function canCancel(bet: { status: TBetStatus; cancellable: boolean; closingAt: string }, now: number): boolean {
  const closing = Date.parse(bet.closingAt);
  return bet.status === 'waiting' && bet.cancellable && Number.isFinite(closing) && closing > now;
}

/** The market's selection in words: "2-1", or the translated "Any other score". */
export function isOther(selection: string): boolean {
  return selection === 'other';
}
