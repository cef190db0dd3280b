// What a member types into an amount box, as integer kobo. Naira with at most two decimals;
// thousands separators are allowed while typing. No floats: "0.29" is 29 kobo, never 28.

import { presetsWithin } from '../../lib/quick-amounts.ts';

const MAX_NAIRA_DIGITS = 12;

/**
 * Whether members writing `language` put a comma before the decimals ("100,50"): French, whose
 * phone keypads offer a comma and no point. Elsewhere a comma groups thousands ("1,000").
 */
export function writesDecimalComma(language: string | undefined): boolean {
  return language?.startsWith('fr') ?? false;
}

/**
 * A number whose thousands are grouped with points ("1.000", "1.234.567,50"), as many French
 * writers do (decision 022): 1-3 digits, then groups of exactly three. With two decimals at most,
 * three digits after a point cannot be decimals, so in a decimal-comma language the points group.
 */
const POINT_GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+(?=,|$)/;

/**
 * The same with commas ("100,000", "1,234.50"): the way the app itself writes every amount, in
 * French too ("₦5,000" on the quick amounts). Pasted or typed whole, "100,000" in French read as
 * ₦100.00, a thousandth of what the member meant, and valid from ₦100,000 up (found by QA).
 */
const COMMA_GROUPED = /^[1-9]\d{0,2}(?:,\d{3})+(?=\.|$)/;

/**
 * Commas as they stand so far in English or Thai, where a comma groups thousands: a grouping
 * still being typed ("1,", "1,00", "1,000,5") keeps its commas, so the next digits can complete
 * it. (Dropping them at once turned "1,000,000" typed key by key into "1000" and then a decimal.)
 */
const COMMA_GROUPING_SO_FAR = /^[1-9]\d{0,2}(?:,\d{3})*(?:,\d{0,2})?$/;

/**
 * Where a comma cannot group thousands in English or Thai, it is the decimal point a European
 * keypad offers (QA: "1000,50" became ₦100,050, a hundred times the amount): after four digits
 * ("1000,50"), or as the last of a point and a comma pasted European-style ("1.000,50").
 * Otherwise commas group (kept while a grouping is typed, COMMA_GROUPING_SO_FAR) or are dropped.
 */
function englishCommas(typed: string, allowDecimals: boolean): string {
  if (!typed.includes(',')) return typed;
  if (!allowDecimals) return typed.replaceAll(',', '');
  const point = typed.lastIndexOf('.');
  const comma = typed.lastIndexOf(',');
  if (point >= 0) return comma > point ? `${typed.slice(0, comma).replace(/[.,]/g, '')}.${typed.slice(comma + 1)}` : typed.replaceAll(',', '');
  if (COMMA_GROUPING_SO_FAR.test(typed)) return typed;
  const after = typed.slice(comma + 1);
  return /^\d{0,2}$/.test(after) ? `${typed.slice(0, comma).replaceAll(',', '')}.${after}` : typed.replaceAll(',', '');
}

/**
 * Thai digits (๐-๙, which a Thai keyboard types) and full-width ones, with their point and comma,
 * as ASCII: the box dropped them as letters and stayed empty (QA: "๑๐๐" typed, nothing shown).
 */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u0E50-\u0E59\uFF10-\uFF19]/g, (digit) => {
      const code = digit.charCodeAt(0);
      return String(code - (code >= 0xff10 ? 0xff10 : 0x0e50));
    })
    // The full-width point and comma too: "１００．５０" dropped its point and became 10050 (QA).
    .replace(/\uFF0E/g, '.')
    .replace(/\uFF0C/g, ',');
}

/**
 * Keeps digits and one decimal point with at most two decimals, as the member types. In a
 * language that writes a decimal comma the comma is that point (French "100,5" is ₦100.50, not
 * ₦1,005) and points or commas grouping thousands are dropped (POINT_GROUPED, COMMA_GROUPED);
 * otherwise a comma groups thousands unless it cannot (englishCommas). Spaces are dropped.
 */
export function cleanAmountText(text: string, options: { decimals?: boolean; language?: string } = {}): string {
  const allowDecimals = options.decimals !== false;
  const decimalComma = writesDecimalComma(options.language);
  let typed = asciiDigits(text).replace(/[\s\u3000]/g, '');
  typed = decimalComma
    ? typed.replace(POINT_GROUPED, (grouped) => grouped.replaceAll('.', '')).replace(COMMA_GROUPED, (grouped) => grouped.replaceAll(',', ''))
    : englishCommas(typed, allowDecimals);
  let out = '';
  let seenPoint = false;
  let decimals = 0;
  for (const raw of typed) {
    // Commas left in English are a grouping being typed; in French every comma left is the point.
    if (raw === ',' && !decimalComma) {
      out += ',';
      continue;
    }
    const char = raw === ',' ? '.' : raw;
    if (char >= '0' && char <= '9') {
      if (seenPoint) {
        if (decimals >= 2) continue;
        decimals += 1;
      } else if (out.replace(/[.,]/g, '').length >= MAX_NAIRA_DIGITS) continue;
      out += char;
    } else if (char === '.' && allowDecimals && !seenPoint) {
      seenPoint = true;
      out += out === '' ? '0.' : '.';
    }
  }
  // "0005" -> "5", but keep "0" and "0.5".
  return out.replace(/^0+(?=\d)/, '');
}

/** Naira text -> kobo, or null when it is empty or not a number. */
export function nairaTextToKobo(text: string): number | null {
  const spaced = text.replace(/[\s\u3000₦]/g, '');
  // A grouping still being typed ends in an unfinished group ("10,00", "1,5"): as it stands, that
  // comma cannot group thousands, so it is the decimal point (the box keeps it: cleanAmountText).
  const cleaned = (/^[\d,]*,\d{1,2}$/.test(spaced) ? spaced.replace(/,(\d{1,2})$/, '.$1') : spaced).replaceAll(',', '');
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0') || '0');
  return whole * 100 + cents;
}

/** Kobo -> the plain text an amount box holds ("1500", "1500.5"), without symbol or separators. */
export function koboToNairaText(kobo: number): string {
  const whole = Math.trunc(kobo / 100);
  const cents = Math.abs(kobo % 100);
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** Quick-amount buttons (naira) that fall inside the range of the pay type. */
export function quickAmountsKobo(minKobo: number, maxKobo: number, presetsNaira: readonly number[] = QUICK_AMOUNTS_NAIRA): number[] {
  return presetsWithin(presetsNaira, minKobo, maxKobo);
}

export const QUICK_AMOUNTS_NAIRA = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000] as const;

/** Where an amount stands against a [min, max] range. */
export function rangeProblem(kobo: number | null, min: number, max: number): 'empty' | 'below' | 'above' | undefined {
  if (kobo === null || kobo <= 0) return 'empty';
  if (kobo < min) return 'below';
  if (kobo > max) return 'above';
  return undefined;
}
