import type { TErrorKey } from './catalogue.ts';
import type { TLocale } from '../locales.ts';
import { errorMessagesEn, errorMessagesWithoutValuesEn, errorVariantsEn } from './messages-en.ts';
import { errorMessagesFr, errorMessagesWithoutValuesFr, errorVariantsFr } from './messages-fr.ts';
import { errorMessagesTh, errorMessagesWithoutValuesTh, errorVariantsTh } from './messages-th.ts';

/**
 * Texts of a refusal said more precisely than its code's own text (same code, other words),
 * by the reason the refusal names in data.reason: a malformed Idempotency-Key is still "no
 * usable key" (1010) to a client, but the words say what a valid key looks like.
 */
export type TErrorVariants = Partial<Record<TErrorKey, Record<string, string>>>;

/**
 * Each text that names values ({{min}}, {{minutes}} ...) said without them. A refusal that does
 * not carry its values gets these words rather than a raw {{placeholder}}; catalogue.test.ts
 * holds every language to one for each such text.
 */
export type TErrorMessagesWithoutValues = Partial<Record<TErrorKey, string>>;

export const errorMessages: Record<TLocale, Record<TErrorKey, string>> = {
  en: errorMessagesEn,
  fr: errorMessagesFr,
  th: errorMessagesTh,
};

export const errorVariants: Record<TLocale, TErrorVariants> = { en: errorVariantsEn, fr: errorVariantsFr, th: errorVariantsTh };

export const errorMessagesWithoutValues: Record<TLocale, TErrorMessagesWithoutValues> = {
  en: errorMessagesWithoutValuesEn,
  fr: errorMessagesWithoutValuesFr,
  th: errorMessagesWithoutValuesTh,
};

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The names of a template's {{name}} placeholders. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** Fills i18next-style {{name}} placeholders; a missing parameter leaves the placeholder visible. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The placeholders of a refusal's own text (English: every language names the same) that `params` leaves unfilled. */
export function unfilledPlaceholders(key: TErrorKey, params: Record<string, string | number> = {}): string[] {
  return placeholdersOf(errorMessages.en[key]).filter((name) => !(name in params));
}

/**
 * A refusal's text in `locale`: the most precise text whose placeholders `params` all fill —
 * the variant `reason` names, else the code's own text, else its words without values. So no
 * answer shows a raw {{placeholder}}, whichever way a refusal was raised.
 */
export function errorText(locale: TLocale, key: TErrorKey, params: Record<string, string | number> = {}, reason?: unknown): string {
  const variant = typeof reason === 'string' ? errorVariants[locale][key]?.[reason] : undefined;
  const candidates = [variant, errorMessages[locale][key], errorMessagesWithoutValues[locale][key]];
  const filled = candidates.find((template) => template !== undefined && placeholdersOf(template).every((name) => name in params));
  return interpolate(filled ?? errorMessages[locale][key], params);
}
