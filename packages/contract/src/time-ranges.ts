// Spec 3's order-list time ranges in the operator's time zone: today 0, yesterday -1, the last
// 7 days -6, the last 10 days -9, the last 30 days -29. "Today" starts at local midnight of
// the operator (Africa/Lagos by default), whatever the member's or the server's time zone.

/** The longest range reaches this many days back (the last 30 days); the results tab as far. */
export const LONGEST_RANGE_BACK = 29;

/** Spec 3's ranges, as the lists take them (`range`). */
export const TIME_RANGES = [0, -1, -6, -9, -LONGEST_RANGE_BACK] as const;

/** Offset of `tz` from UTC at instant `at`, in ms (positive east of Greenwich). */
export function zoneOffsetMs(at: Date, tz: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The UTC instant of local midnight, `dayOffset` days from the local day that contains `at`. */
export function startOfZonedDay(at: Date, tz: string, dayOffset = 0): Date {
  const local = new Date(at.getTime() + zoneOffsetMs(at, tz));
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + dayOffset);
  // The offset at midnight can differ from the offset now (daylight saving): correct once.
  const guess = midnightAsUtc - zoneOffsetMs(new Date(midnightAsUtc), tz);
  return new Date(midnightAsUtc - zoneOffsetMs(new Date(guess), tz));
}

/** [from, to) of a spec-3 time range. Yesterday ends where today starts; the others end tomorrow at midnight. */
export function timeRangeBounds(range: number, now: Date, tz: string): { from: Date; to: Date } {
  if (range === -1) return { from: startOfZonedDay(now, tz, -1), to: startOfZonedDay(now, tz, 0) };
  return { from: startOfZonedDay(now, tz, range), to: startOfZonedDay(now, tz, 1) };
}
