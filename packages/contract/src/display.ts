// Display rules of spec 5: amounts at most two decimals by truncation (never rounding up a
// member's money), integers '-' for null or empty, else the truncated integer.

/** What spec 5 shows for a value that is null or empty (amounts, scores, times): one ASCII hyphen, on every screen. */
export const EMPTY_VALUE = '-';

/** A text as shown: EMPTY_VALUE for null or empty. */
export function displayText(value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? EMPTY_VALUE : value;
}

/** Formats integer kobo as naira with two decimals, truncated, with thousands separators. */
export function formatKobo(kobo: number | bigint | null | undefined, options: { symbol?: boolean } = {}): string {
  if (kobo === null || kobo === undefined) return EMPTY_VALUE;
  const value = BigInt(kobo);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const naira = abs / 100n;
  const cents = abs % 100n;
  const grouped = naira.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${grouped}.${cents.toString().padStart(2, '0')}`;
  const symbol = options.symbol === false ? '' : '₦';
  return `${negative ? '-' : ''}${symbol}${text}`;
}

/** Truncates a decimal number (not kobo) to at most two decimals for display: 7.4999 -> "7.49". */
export function formatAmount(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  // Work on the decimal string, not on n * 100, so binary float error cannot truncate 0.29 to 0.28.
  const text = n.toFixed(10);
  const [whole = '0', frac = ''] = text.split('.');
  const kept = frac.slice(0, 2).replace(/0+$/, '');
  const sign = whole.startsWith('-') && /[1-9]/.test(whole + kept) ? '-' : '';
  const unsigned = whole.replace('-', '');
  return kept ? `${sign}${unsigned}.${kept}` : `${sign}${unsigned}`;
}

/** Integer display: '-' for null or empty, else the truncated integer. */
export function formatInteger(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return EMPTY_VALUE;
  const t = Math.trunc(n);
  return String(Object.is(t, -0) ? 0 : t);
}

/**
 * Basis points as a percentage: 1250 -> "12.5%", 500 -> "5%", 0 -> "0%". French sets a
 * non-breaking space before the sign ("12.5 %"); the figure itself is written alike in every
 * language, as amounts are (decision 022).
 */
export function formatBps(bps: number, locale?: string): string {
  return `${percentOfBps(bps)}${locale === 'fr' ? '\u00a0' : ''}%`;
}

/**
 * The figure of a percentage alone ("12.5" for 1250), for a refusal's params: the message of each
 * language writes the sign as it is written there (French with its non-breaking space), since the
 * server fills params before the app knows the member's language.
 */
export function percentOfBps(bps: number): string {
  return String(Number((bps / 100).toFixed(2)));
}

/**
 * Decimal odds from ten-thousandths, exactly as they pay: at least two decimals, up to four
 * ("7.50" for 75000, "9.7046" for 97046). Odds are not amounts: cutting 9.7046 to "9.70" would
 * show a price that does not add up to the potential win the member is shown.
 */
export function formatOdds(odds: number | null | undefined): string {
  if (odds === null || odds === undefined || !Number.isSafeInteger(odds) || odds < 0) return EMPTY_VALUE;
  const whole = Math.trunc(odds / 10_000);
  const frac = String(odds % 10_000).padStart(4, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${frac}`;
}
