import type { TMatchResult, TResultList } from './betting-types.ts';
import { dateTime, dayOffsetOf, timeOfDay } from './days.ts';

/** One period's entry: when and by which operator (null: a process); `correctedFrom` the score a correction replaced (the entry is then the correction's). */
export type TResultEntry = { period: 'FT' | 'HT'; time: string; operator: number | null; correctedFrom?: string };

/**
 * Who entered each score of a result and when (product rules: results are published with the
 * time and the admin), full time first: the time alone on the kick-off's operator day, else the
 * date too (a late kick-off's result is entered after midnight). A corrected period says from
 * which score, its latest correction's time and admin.
 */
export function resultEntries(match: Pick<TMatchResult, 'kickOffAt' | 'htEntered' | 'ftEntered'> & { corrections?: TMatchResult['corrections'] }): TResultEntry[] {
  const when = (at: string) => (dayOffsetOf(at, new Date(match.kickOffAt)) === 0 ? timeOfDay(at) : dateTime(at));
  const entry = (period: TResultEntry['period'], e: TMatchResult['htEntered']): TResultEntry[] => {
    const correction = match.corrections?.find((c) => c.period === period);
    if (correction) return [{ period, operator: correction.operator, time: when(correction.at), correctedFrom: correction.from }];
    return e ? [{ period, operator: e.operator, time: when(e.at) }] : [];
  };
  return [...entry('FT', match.ftEntered), ...entry('HT', match.htEntered)];
}

/** A match on the results list still being played: live, or its half-time score in and its full time not yet. */
export const beingPlayed = (list: TResultList | undefined) =>
  (list?.leagues ?? []).some((league) => league.matches.some((m) => m.ftScore === null && (m.state === 'live' || m.htScore !== null)));

/**
 * How often a day of results is asked again (ms), or never: every 20 s while one of its matches is
 * still being played, whatever the day (one kicked off before midnight moves to "Yesterday" with
 * its full time still to come: QA read Live there until a reload); today and yesterday once a
 * minute otherwise (a late kick-off's first score may come after midnight, when it is yesterday's
 * and not yet listed); an older day, never.
 */
export function resultsRefetchMs(day: number, list: TResultList | undefined): number | false {
  if (beingPlayed(list)) return 20_000;
  return day >= -1 ? 60_000 : false;
}
