import { MAX_ODDS } from '@scoreline/contract/odds/payout';
import { EMPTY_VALUE, formatKobo } from '@scoreline/contract/display';
import { loadedOperatorTz, operatorTzLabel } from './operator-zone.ts';

// Display rules of the back office: money in naira from kobo (truncated, as members see it),
// odds with up to the four decimals the engine keeps, times in the operator's time zone.

/** The operator's zone (the server's OPERATOR_TZ, Lagos by default): "today" and kick-off days follow it. */
export const OPERATOR_TZ = loadedOperatorTz();
export const OPERATOR_TZ_LABEL = operatorTzLabel(OPERATOR_TZ);

export const ODDS_SCALE = 10_000;

/** A value that is missing (a name, a phone, a time), as spec 5 and the member app show it: one hyphen on every screen, never an en dash beside it. */
export { EMPTY_VALUE };

export function naira(kobo: number | null | undefined): string {
  return formatKobo(kobo);
}

/** Kobo as a plain decimal for CSV and inputs: 123456 -> "1234.56", -5 -> "-0.05". */
export function koboDecimal(kobo: number | null | undefined): string {
  if (kobo === null || kobo === undefined) return '';
  return formatKobo(kobo, { symbol: false }).replace(/,/g, '');
}

/** "1,234.5" / "₦1234" -> 123450 kobo; null when it is not an amount with at most two decimals. */
export function parseNaira(text: string): number | null {
  const cleaned = text.replace(/[₦,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', frac = ''] = cleaned.split('.');
  const kobo = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(kobo) ? kobo : null;
}

/** 75000 -> "7.50", 74567 -> "7.4567": the contract's one rule, as members see the price. */
export { formatOdds } from '@scoreline/contract/display';

/** "7.5" -> 75000; null unless decimal odds above evens with at most four decimals. */
export function parseOdds(text: string): number | null {
  const cleaned = text.trim();
  if (!/^\d+(\.\d{1,4})?$/.test(cleaned)) return null;
  const [whole = '0', frac = ''] = cleaned.split('.');
  const odds = Number(whole) * ODDS_SCALE + Number(frac.padEnd(4, '0'));
  // At most what a price column holds (MAX_ODDS, 200,000.00): above it the server's refusal named
  // the limit in ten-thousandths (QA: "at most 2000000000").
  return odds > ODDS_SCALE && odds <= MAX_ODDS ? odds : null;
}

export { formatBps } from '@scoreline/contract/display';

const dateTimeParts = { timeZone: OPERATOR_TZ, day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const dateTime = new Intl.DateTimeFormat('en-GB', dateTimeParts);
const dateTimeSeconds = new Intl.DateTimeFormat('en-GB', { ...dateTimeParts, second: '2-digit' });
const dayTime = new Intl.DateTimeFormat('en-GB', { timeZone: OPERATOR_TZ, day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TZ, year: 'numeric', month: '2-digit', day: '2-digit' });

/** "21 Nov 2026, 13:00" in the operator's zone; '-' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  return formatInstant(iso, dateTime);
}

/** "21 Nov 2026, 13:00:07": for lists where several changes fall in one minute and their order matters. */
export function formatDateTimeSeconds(iso: string | null | undefined): string {
  return formatInstant(iso, dateTimeSeconds);
}

/** "21 Nov, 13:00": for narrow columns of recent times (the full date goes in a tooltip). */
export function formatDayTime(iso: string | null | undefined): string {
  return formatInstant(iso, dayTime);
}

function formatInstant(iso: string | null | undefined, format: Intl.DateTimeFormat): string {
  if (!iso) return EMPTY_VALUE;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? EMPTY_VALUE : format.format(at);
}

const clockFormat = new Intl.DateTimeFormat('en-GB', { timeZone: OPERATOR_TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The operator's wall clock at an instant: "13:05". */
export function operatorClock(at: Date): string {
  return clockFormat.format(at);
}

/** The operator day of an instant: "2026-11-21". */
export function operatorDay(at: Date): string {
  return dayFormat.format(at);
}

export function formatCount(n: number | null | undefined): string {
  return n === null || n === undefined ? EMPTY_VALUE : n.toLocaleString('en-US');
}

/** micro-USDT -> "12.345678 USDT" (trailing zeros dropped, two decimals kept). */
export function formatUsdt(micros: number | null | undefined): string {
  if (micros === null || micros === undefined) return EMPTY_VALUE;
  const whole = Math.trunc(micros / 1_000_000);
  const frac = String(Math.abs(micros % 1_000_000)).padStart(6, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${frac} USDT`;
}

/** "+₦1,234.56" / "-₦50.00" / "₦0.00": a change of balance, its sign always shown. */
export function signedNaira(kobo: number): string {
  if (kobo === 0) return naira(0);
  return `${kobo > 0 ? '+' : '-'}${naira(Math.abs(kobo))}`;
}
