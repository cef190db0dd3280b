import { stateByClock } from '@scoreline/contract/match-state-by-clock';
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

/**
 * The state a match's badge shows: the server's by its clock (live from kick-off, closed from
 * closing time: match-state-by-clock.ts), worked out again at `now` so the badge turns when the
 * countdown ends rather than when the next answer arrives; and an open match the trader paused
 * reads "Suspended" (it may open again).
 */
export function matchStateAt(match: Pick<TMatchSummary, 'state' | 'closingAt' | 'kickOffAt' | 'bettable' | 'suspended'>, now: number): TShownMatchState {
  const state = stateByClock(match.state, match.closingAt, match.kickOffAt, now);
  if (state !== 'open' || takesBets(match, now)) return state;
  return match.suspended ? 'suspended' : 'closed';
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
