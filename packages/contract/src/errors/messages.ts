import type { TErrorKey } from './catalogue.ts';
import type { TLocale } from '../locales.ts';
import { errorMessagesEn } from './messages-en.ts';
import { errorMessagesFr } from './messages-fr.ts';
import { errorMessagesTh } from './messages-th.ts';

export const errorMessages: Record<TLocale, Record<TErrorKey, string>> = {
  en: errorMessagesEn,
  fr: errorMessagesFr,
  th: errorMessagesTh,
};

/** Fills i18next-style {{name}} placeholders; a missing parameter leaves the placeholder visible. */
export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function errorText(locale: TLocale, key: TErrorKey, params?: Record<string, string | number>): string {
  return interpolate(errorMessages[locale][key], params);
}
