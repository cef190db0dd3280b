import type { TMatchSummary } from '../../lib/api-types.ts';

// How a match's state reads in the back office.

export const MATCH_STATE_OPTIONS: { value: TMatchSummary['state']; label: string }[] = [
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'live', label: 'Live' },
  { value: 'finished', label: 'Finished' },
  { value: 'postponed', label: 'Postponed' },
  { value: 'abandoned', label: 'Abandoned' },
  { value: 'void', label: 'Void' },
];

const COLORS: Record<TMatchSummary['state'], string> = {
  scheduled: 'default',
  open: 'green',
  closed: 'orange',
  live: 'red',
  finished: 'blue',
  postponed: 'gold',
  abandoned: 'volcano',
  void: 'magenta',
};

export function matchStateLabel(state: TMatchSummary['state']): string {
  return MATCH_STATE_OPTIONS.find((o) => o.value === state)?.label ?? state;
}

export function matchStateColor(state: TMatchSummary['state']): string {
  return COLORS[state] ?? 'default';
}

/** Whether results can still change the match's money: void, abandoned and finished matches take corrections only. */
export function acceptsResults(state: TMatchSummary['state']): boolean {
  return state !== 'void' && state !== 'abandoned';
}

/** A match lasts about this long from kick-off to the final whistle, half time and stoppages included. */
const PLAYING_MS = 2 * 3_600_000;

/**
 * A match that should have ended (two hours after kick-off, by the server's clock) with no
 * full-time score, not postponed, void or abandoned: its bets wait for someone to enter the result.
 */
export function awaitingResult(m: Pick<TMatchSummary, 'state' | 'kickOffAt' | 'ftScore'>, now: number): boolean {
  return m.ftScore === null && ['scheduled', 'open', 'closed', 'live'].includes(m.state) && now >= Date.parse(m.kickOffAt) + PLAYING_MS;
}

/** "Arsenal v Chelsea". */
export const fixtureName = (m: { homeTeam: string; awayTeam: string }) => `${m.homeTeam} v ${m.awayTeam}`;
