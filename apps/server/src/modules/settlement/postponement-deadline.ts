// Product rules: the bets on a postponed match stand only if it resumes within 48 hours of its
// first kick-off and finishes. The results desk and the periodic job ask the same deadline here.
import { AppError } from '../../http/app-error.ts';

const HOUR_MS = 3_600_000;

/**
 * How long a rescheduled match has from its new kick-off to its full-time score: 90 minutes, the
 * break, stoppages and a late whistle. A match may resume up to the postponement's deadline, so
 * without it one rescheduled into the deadline's last hour could never finish in time.
 */
export const PLAY_ALLOWANCE_MS = 3 * HOUR_MS;

type Postponable = { state: string; postponedUntil: Date | null; kickOffAt: Date };

/**
 * The deadline a first postponement gives a match kicking off at `kickOffAt` (postponedUntil): its
 * bets stand only if it resumes within the grace hours (the setting settlement.postponedGraceHours).
 * The postponement and a match edit that moves a kick-off with bets waiting set the same one.
 */
export function postponementDeadline(kickOffAt: Date, graceHours: number): Date {
  return new Date(kickOffAt.getTime() + graceHours * HOUR_MS);
}

/**
 * When the bets of a postponed match become void unless it has finished: the postponement's
 * deadline, or its new kick-off plus the time to play it if it was rescheduled near that
 * deadline (a match postponed again has no kick-off to count from). Null for a match never
 * postponed (or finished since).
 */
export function finishBy(match: Postponable): Date | null {
  if (!match.postponedUntil) return null;
  if (match.state === 'postponed') return match.postponedUntil;
  return new Date(Math.max(match.postponedUntil.getTime(), match.kickOffAt.getTime() + PLAY_ALLOWANCE_MS));
}

/** A result is refused once the postponement's time is up: the bets are void by the product rules, whether or not the job has run yet. */
export function assertPostponementNotExpired(match: Postponable, now: Date) {
  const due = finishBy(match);
  if (due && now.getTime() >= due.getTime()) throw new AppError('POSTPONEMENT_EXPIRED');
}

/** Who voids a postponed match whose time to be played ran out (void-match.ts): members are told so in their own words. */
export const POSTPONEMENT_JOB_ACTOR = 'system:postponement';
