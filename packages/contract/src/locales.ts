export const LOCALES = ['en', 'fr', 'th'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

/** Language names as the language menu shows them (each in its own language). */
export const LOCALE_NAMES: Record<TLocale, string> = { en: 'English', fr: 'Français', th: 'ไทย' };

/** Picks the first supported language from an Accept-Language header ("fr-FR,fr;q=0.9,en;q=0.8"). */
export function pickLocale(header: string | undefined | null): TLocale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.lang && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranked) {
    if ((LOCALES as readonly string[]).includes(r.lang)) return r.lang as TLocale;
  }
  return DEFAULT_LOCALE;
}
