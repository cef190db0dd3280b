import type { MATCH_STATES } from './api/matches.ts';

// A match's stored state moves only when someone or something moves it: a trader opens or
// closes betting, a score is entered, a job voids it. Betting is judged by the clock (product
// rules), and a match is played from its kick-off whether or not anyone has typed a score yet.
// So what the API answers, and what the screens show, is the state by the server's clock; the
// stored state stays what the rules of transitions read.

type TMatchState = (typeof MATCH_STATES)[number];

/** Stored states of a match not yet being played (the server's state filter reads them too). */
export const BEFORE_PLAY_STATES: readonly TMatchState[] = ['scheduled', 'open', 'closed'];

/**
 * The state at `now` (ms, the server's clock): a match not yet played by what is stored reads
 * "live" from its kick-off, and a scheduled or open one "closed" from its closing time (it takes
 * no bets any more). Every other state as stored. Applying it again changes nothing.
 */
export function stateByClock(state: TMatchState, closingAt: string | Date, kickOffAt: string | Date, now: number): TMatchState {
  if (!BEFORE_PLAY_STATES.includes(state)) return state;
  if (now >= new Date(kickOffAt).getTime()) return 'live';
  if (state !== 'closed' && now >= new Date(closingAt).getTime()) return 'closed';
  return state;
}
