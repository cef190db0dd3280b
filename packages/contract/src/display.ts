// Display rules of spec 5: amounts at most two decimals by truncation (never rounding up a
// member's money), integers '-' for null or empty, else the truncated integer.

/** Formats integer kobo as naira with two decimals, truncated, with thousands separators. */
export function formatKobo(kobo: number | bigint | null | undefined, options: { symbol?: boolean } = {}): string {
  if (kobo === null || kobo === undefined) return '-';
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
  if (value === null || value === undefined || value === '') return '-';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '-';
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
  if (value === null || value === undefined || value === '') return '-';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '-';
  const t = Math.trunc(n);
  return String(Object.is(t, -0) ? 0 : t);
}
