import type { TMatchResult, TResultList } from './betting-types.ts';
import { dateTime, dayOffsetOf, timeOfDay } from './days.ts';

export type TResultEntry = { period: 'FT' | 'HT'; time: string; by: string };

/**
 * Who entered each score of a result and when (product rules: results are published with the
 * time and the admin), full time first: the time alone on the kick-off's operator day, else the
 * date too (a late kick-off's result is entered after midnight).
 */
export function resultEntries(match: Pick<TMatchResult, 'kickOffAt' | 'htEntered' | 'ftEntered'>): TResultEntry[] {
  const entry = (period: TResultEntry['period'], e: TMatchResult['htEntered']): TResultEntry[] =>
    e ? [{ period, by: e.by, time: dayOffsetOf(e.at, new Date(match.kickOffAt)) === 0 ? timeOfDay(e.at) : dateTime(e.at) }] : [];
  return [...entry('FT', match.ftEntered), ...entry('HT', match.htEntered)];
}

/** A match on the results list still being played: live, or its half-time score in and its full time not yet. */
export const beingPlayed = (list: TResultList | undefined) =>
  (list?.leagues ?? []).some((league) => league.matches.some((m) => m.ftScore === null && (m.state === 'live' || m.htScore !== null)));
