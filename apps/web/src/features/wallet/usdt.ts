// USDT arithmetic in integers: amounts in micro-USDT (1 USDT = 1,000,000), rates in kobo per
// USDT (160000 = ₦1,600.00 per USDT), naira in kobo. No floats touch money.

export const MICROS_PER_USDT = 1_000_000;

/**
 * The USDT a member must send for a naira deposit, rounded up to the micro so the transfer
 * never falls short. null when the rate is missing.
 */
export function usdtToSendMicros(kobo: number, rateKobo: number): number | null {
  if (!Number.isInteger(kobo) || !Number.isInteger(rateKobo) || rateKobo <= 0 || kobo < 0) return null;
  const numerator = BigInt(kobo) * BigInt(MICROS_PER_USDT);
  const rate = BigInt(rateKobo);
  return Number((numerator + rate - 1n) / rate);
}

/** Naira (kobo) debited for whole USDT at a rate. */
export function wholeUsdtToKobo(usdt: number, rateKobo: number): number {
  return usdt * rateKobo;
}

/** The most whole USDT a naira amount covers at a rate. */
export function maxWholeUsdt(kobo: number, rateKobo: number): number {
  if (rateKobo <= 0 || kobo <= 0) return 0;
  return Math.floor(kobo / rateKobo);
}

/** Whole USDT typed by the member, or null (no decimals, no sign). */
export function parseWholeUsdt(text: string): number | null {
  const cleaned = text.replace(/[,\s\u3000]/g, '');
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * Micro-USDT for display: thousands grouped, truncated to `maxDecimals` (never rounding up),
 * trailing zeros dropped but at least two decimals kept: 6250000 -> "6.25", 6253125 -> "6.253125".
 */
export function formatUsdt(micros: number | null | undefined, options: { maxDecimals?: number; unit?: boolean } = {}): string {
  if (micros === null || micros === undefined || !Number.isFinite(micros)) return '-';
  const maxDecimals = Math.min(6, Math.max(2, options.maxDecimals ?? 6));
  const negative = micros < 0;
  const abs = Math.abs(Math.trunc(micros));
  const whole = Math.floor(abs / MICROS_PER_USDT);
  let fraction = String(abs % MICROS_PER_USDT).padStart(6, '0').slice(0, maxDecimals);
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${negative ? '-' : ''}${grouped}.${fraction}`;
  return options.unit === false ? text : `${text} USDT`;
}
