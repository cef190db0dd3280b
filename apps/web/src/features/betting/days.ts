import { startOfZonedDay } from '@scoreline/contract/time-ranges';

// Match days follow the operator's time zone (the server's "day" parameter does too).
// The client is not told the zone; it is the operator's default, Africa/Lagos.
export const OPERATOR_TIME_ZONE = 'Africa/Lagos';

export const MATCH_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The results tab's days, today first and back a week (the server answers back to -29). */
export const RESULT_DAYS = [0, -1, -2, -3, -4, -5, -6] as const;

export type TDayLabel = { kind: 'today' | 'tomorrow' | 'yesterday' } | { kind: 'date'; weekday: string; date: string };

/** Noon of the operator day `offset` days from `now` (noon: safely inside the day). */
export function operatorDay(offset: number, now: Date, tz = OPERATOR_TIME_ZONE): Date {
  return new Date(startOfZonedDay(now, tz, offset).getTime() + 12 * 3600_000);
}

/** "Today", "Tomorrow", "Yesterday", else weekday and date ("Fri", "16 May") in the member's language. */
export function dayLabel(offset: number, now: Date, lang: string, tz = OPERATOR_TIME_ZONE): TDayLabel {
  if (offset === 0) return { kind: 'today' };
  if (offset === 1) return { kind: 'tomorrow' };
  if (offset === -1) return { kind: 'yesterday' };
  const day = operatorDay(offset, now, tz);
  // Nigerian English writes the day first ("17 May").
  const locale = lang === 'en' ? 'en-NG' : lang;
  return {
    kind: 'date',
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: tz }).format(day),
    date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: tz }).format(day),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "15:30" in the operator's zone (kick-off times are the operator's). */
export function timeOfDay(iso: string, tz = OPERATOR_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const parts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: tz }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return `${pad(get('hour'))}:${pad(get('minute'))}`;
}

/** "2026-05-14 15:30" in the operator's zone. */
export function dateTime(iso: string | null | undefined, tz = OPERATOR_TIME_ZONE): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const parts = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: tz }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}
