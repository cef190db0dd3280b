// How the back office and the server's messages to it write an instant: in the operator's time
// zone (OPERATOR_TZ, Africa/Lagos by default), named, so a trader never converts from UTC.

/** A day of the operator's calendar as the API takes it (2026-11-21): the shape, checked before it is read. */
export const OPERATOR_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** How the screens name the zone: "Lagos time", "Sao Paulo time", "UTC". */
export function operatorTzLabel(tz: string): string {
  if (tz === 'UTC' || tz === 'Etc/UTC') return 'UTC';
  const city = tz.split('/').at(-1)!.replace(/_/g, ' ');
  return `${city} time`;
}

// One formatter per zone: building an Intl.DateTimeFormat costs about 0.1 ms, which a fixtures
// file's clash check paid for each of its tens of thousands of matches (seconds on a 2 MB file).
const minuteFormats = new Map<string, Intl.DateTimeFormat>();
const minuteFormat = (tz: string) => {
  let format = minuteFormats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    minuteFormats.set(tz, format);
  }
  return format;
};

/** "2026-11-26 20:00": an instant to the minute in `tz`, as its wall clock reads. */
export function operatorWallMinute(at: Date, tz: string): string {
  const parts = minuteFormat(tz).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** "2026-11-26 20:00 Lagos time": an instant to the minute in `tz`, with the zone's name. */
export function operatorMinute(at: Date, tz: string): string {
  return `${operatorWallMinute(at, tz)} ${operatorTzLabel(tz)}`;
}

const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's short name at `at` as the member's screens write it ("GMT+1" for Lagos), or the zone
 * itself when Intl names none: the same words on a page and in a notice.
 */
export function zoneShortName(at: Date, tz: string): string {
  let format = zoneNameFormats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: tz, timeZoneName: 'short' });
    zoneNameFormats.set(tz, format);
  }
  return format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? tz;
}
