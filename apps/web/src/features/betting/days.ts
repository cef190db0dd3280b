import { LONGEST_RANGE_BACK, startOfZonedDay } from '@scoreline/contract/time-ranges';

import { OPERATOR_TIME_ZONE, dateLocale, dayAndMonth, operatorDay } from '../../lib/operator-time.ts';

// Match days follow the operator's time zone (the server's "day" parameter does too).
export { OPERATOR_TIME_ZONE, operatorDay, timeOfDay, dateTime } from '../../lib/operator-time.ts';

export const MATCH_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * The results tab's days, today first and back as far as the server answers (-29): as far as My
 * bets reaches, so a bet of three weeks ago can be checked against its match's result (QA: the
 * tab stopped at a week, and ?day=-7 fell back to today).
 */
export const RESULT_DAYS: readonly number[] = Array.from({ length: LONGEST_RANGE_BACK + 1 }, (_, back) => (back === 0 ? 0 : -back));

export type TDayLabel = { kind: 'today' | 'tomorrow' | 'yesterday' } | { kind: 'date'; weekday: string; date: string };


/** Operator days from the day of `now` to the day of `iso` (0 the same day, 1 the next, -1 the one before). */
export function dayOffsetOf(iso: string, now: Date, tz = OPERATOR_TIME_ZONE): number {
  const dayStart = (at: Date) => startOfZonedDay(at, tz, 0).getTime();
  return Math.round((dayStart(new Date(iso)) - dayStart(now)) / 86_400_000);
}

/** A day as the app writes it in a line: "Tomorrow", "Sat 28 Nov" (`t`: the betting texts, for the named days). */
export function dayText(offset: number, now: Date, lang: string, t: (key: string) => string, tz = OPERATOR_TIME_ZONE): string {
  const label = dayLabel(offset, now, lang, tz);
  return label.kind === 'date' ? `${label.weekday} ${label.date}` : t(`days.${label.kind}`);
}

/** "Today", "Tomorrow", "Yesterday", else weekday and date ("Fri", "16 May") in the member's language. */
export function dayLabel(offset: number, now: Date, lang: string, tz = OPERATOR_TIME_ZONE): TDayLabel {
  if (offset === 0) return { kind: 'today' };
  if (offset === 1) return { kind: 'tomorrow' };
  if (offset === -1) return { kind: 'yesterday' };
  const day = operatorDay(offset, now, tz);
  return {
    kind: 'date',
    weekday: new Intl.DateTimeFormat(dateLocale(lang), { weekday: 'short', timeZone: tz }).format(day),
    date: dayAndMonth(day, lang, tz),
  };
}
