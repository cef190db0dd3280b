// Weekdays as the member reads them: the USDT withdrawal window's days, on the rules page and the withdraw page.

/** ISO weekdays (1 Monday ... 7 Sunday) in the member's language: a run as "Monday–Friday", else a list. */
export function weekdaysText(days: readonly number[], lang: string): string {
  // 1 January 2024 was a Monday: day d is d - 1 days after it.
  const name = (day: number) => new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const isRun = sorted.length > 2 && sorted.every((day, index) => index === 0 || day === sorted[index - 1]! + 1);
  return isRun ? `${name(sorted[0]!)}–${name(sorted.at(-1)!)}` : sorted.map(name).join(', ');
}
