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

export const MATCH_STATE_TONES: Record<TMatchSummary['state'], TTone> = {
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
 * The state a match's badge shows: the server's, except that an open match that takes no bets
 * (past its closing time on the server's clock, or suspended) reads "Closed", as its countdown does,
 * at once rather than when the next list or detail answer arrives.
 */
export function matchStateAt(match: Pick<TMatchSummary, 'state' | 'closingAt' | 'bettable'>, now: number): TMatchSummary['state'] {
  return match.state === 'open' && !takesBets(match, now) ? 'closed' : match.state;
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
