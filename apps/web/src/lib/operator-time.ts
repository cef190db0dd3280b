import { zoneShortName } from '@scoreline/contract/operator-time';
import { startOfZonedDay, zoneOffsetMs } from '@scoreline/contract/time-ranges';

// Times are shown in the operator's time zone everywhere (kick-offs, orders, bills, records), so
// one moment reads the same on every page and matches the day ranges the server filters by.
// The client is not told the zone; it is the operator's default, Africa/Lagos.
export const OPERATOR_TIME_ZONE = 'Africa/Lagos';

/** Noon of the operator day `offset` days from `now` (noon: safely inside the day, whatever the device's zone). */
export function operatorDay(offset: number, now: Date, tz = OPERATOR_TIME_ZONE): Date {
  return new Date(startOfZonedDay(now, tz, offset).getTime() + 12 * 3600_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The Intl locale of a date in the member's language. English is Nigerian English, which writes
 * the day first ("29 Nov"), as French and Thai do: one order on every page (day chips, ranges).
 */
export function dateLocale(lang: string): string {
  return lang === 'en' ? 'en-NG' : lang;
}

/** "29 Nov" (day, then month) in the member's language, on the operator's day of `date`. */
export function dayAndMonth(date: Date, lang: string, tz = OPERATOR_TIME_ZONE): string {
  return new Intl.DateTimeFormat(dateLocale(lang), { day: 'numeric', month: 'short', timeZone: tz }).format(date);
}

/** The last zone note worked out, by zone, phone offset and hour: every match card reads it every second. */
let lastZoneNote: { key: string; note: string } | undefined;

/**
 * The operator zone's short name ("WAT") to put after a kick-off time when the phone's own clock
 * is on another zone, else "": a member abroad read 16:00 as their own time, beside a countdown
 * that disagreed with it (QA, Bangkok). `phoneOffset`: minutes east of UTC, the device's by default.
 * Worked out once an hour (offsets change on the hour at most), not at each card's tick.
 */
export function operatorZoneNote(at = new Date(), phoneOffset = -at.getTimezoneOffset(), tz = OPERATOR_TIME_ZONE): string {
  const key = `${tz}|${String(phoneOffset)}|${String(Math.floor(at.getTime() / 3_600_000))}`;
  if (lastZoneNote?.key === key) return lastZoneNote.note;
  const note = zoneOffsetMs(at, tz) / 60_000 === phoneOffset ? '' : zoneShortName(at, tz);
  lastZoneNote = { key, note };
  return note;
}

/**
 * A time of the operator's zone written inside a sentence, with the zone note when the phone is
 * elsewhere ("… by 2026-12-07 00:30 GMT+1"): a postponed bet's deadline and a correction's time
 * read 8 hours off in Tokyo, beside times on the same page that carried the note (QA).
 */
export function withZoneNote(text: string, at = new Date(), phoneOffset = -at.getTimezoneOffset()): string {
  const note = operatorZoneNote(at, phoneOffset);
  return note ? `${text} ${note}` : text;
}

/** "15:30" in the operator's zone (kick-off times are the operator's). */
export function timeOfDay(iso: string, tz = OPERATOR_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const parts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: tz }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return `${pad(get('hour'))}:${pad(get('minute'))}`;
}

/**
 * The hyphen of a shown date: U+2011, the non-breaking hyphen. Dates sit in tabular-figure
 * styles (amounts beside them line up), and Inter's tabular set widens the plain hyphen-minus
 * to a figure's width ("2026 - 11 - 26"); U+2011 keeps its own width, and a date never breaks
 * across two lines at its hyphen either.
 */
const DATE_HYPHEN = '\u2011';

/** A score inside a sentence ("1‑0"): never broken across two lines at its hyphen (QA: "(était 1-" / "0)" in French). */
export const scoreInText = (score: string): string => score.replace('-', DATE_HYPHEN);

/** "2026‑05‑14 15:30" in the operator's zone (DATE_HYPHEN between the parts). */
export function dateTime(iso: string | null | undefined, tz = OPERATOR_TIME_ZONE): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const parts = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: tz }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}${DATE_HYPHEN}${get('month')}${DATE_HYPHEN}${get('day')} ${get('hour')}:${get('minute')}`;
}

/**
 * A record's time as lists and details show it: "2026‑05‑14 13:05", with " GMT+1" on a phone
 * elsewhere as on the bet pages (QA: the bill's and the messages' times had no zone in Tokyo);
 * "-" for a missing or broken time.
 */
export function zonedDateTime(iso: string | null | undefined): string {
  const text = dateTime(iso);
  return text === '-' ? text : withZoneNote(text);
}
