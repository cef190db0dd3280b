// Exact conversion between integer kobo (our unit) and naira with up to two decimals (the unit of
// Flutterwave's API). Going through decimal text, never through `* 100`, so 1500.5 is 150050 and
// not 150049.99999999997; an amount with a fraction of a kobo is refused, not rounded.

const NAIRA_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A double carries any decimal of up to 15 significant digits exactly through text, so kobo
 * below 10^15 (ten trillion naira) survive as JSON naira numbers; beyond that two amounts one kobo
 * apart can be the same double. Far above any deposit or payout.
 */
export const MAX_EXACT_KOBO = 10n ** 15n - 1n;

/** Naira (a JSON number or decimal text) to kobo. Throws RangeError on fractions of a kobo or non-decimal input. */
export function nairaToKobo(naira: number | string): bigint {
  if (typeof naira === 'number' && !Number.isFinite(naira)) throw new RangeError(`not a finite amount: ${naira}`);
  // String(number) is the shortest text that reads back as the same double, i.e. the decimal the
  // provider sent (1500.5 -> "1500.5", 1500.505 -> "1500.505"); exponent forms are refused below.
  const text = typeof naira === 'number' ? String(naira) : naira.trim();
  const match = NAIRA_TEXT.exec(text);
  if (!match) throw new RangeError(`not a naira amount with at most two decimals (whole kobo): ${JSON.stringify(text)}`);
  const [, sign, whole, fraction = ''] = match;
  const kobo = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  if (typeof naira === 'number' && kobo > MAX_EXACT_KOBO) throw new RangeError(`${text} naira is too large to be exact as a JSON number`);
  return sign === '-' ? -kobo : kobo;
}

/**
 * Kobo to naira as a JSON number (150050n -> 1500.5). Exact up to MAX_EXACT_KOBO: the division of
 * two exact doubles is the double nearest that decimal, and JSON prints it back as that decimal.
 */
export function koboToNaira(kobo: bigint): number {
  if (kobo > MAX_EXACT_KOBO || kobo < -MAX_EXACT_KOBO) throw new RangeError(`${kobo} kobo is too large to send exactly as a naira number`);
  return Number(kobo) / 100;
}
