import { DEFAULT_LOCALE, type TLocale } from '@scoreline/contract/locales';
import { currentLanguage, i18n, isLocale } from '../../lib/i18n.ts';

// The betting pages' texts are their own i18next namespace, 'betting', fetched with the first
// betting page rather than shipped in the entry chunk: the sign-in and home screens never need
// them (decision 005: 150 KiB first screen). The route loader awaits ensureBettingTexts(), so a
// betting page never paints its keys; a language switch fetches that language's file too.

type TMessages = Record<string, unknown>;

const loaders: Record<TLocale, () => Promise<TMessages>> = {
  en: () => import('../../locales/betting/en.json').then((m) => m.default),
  fr: () => import('../../locales/betting/fr.json').then((m) => m.default),
  th: () => import('../../locales/betting/th.json').then((m) => m.default),
};

const loading = new Map<TLocale, Promise<void>>();

function load(lang: TLocale): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'betting')) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = loaders[lang]()
      .then((messages) => {
        i18n.addResourceBundle(lang, 'betting', messages, true, false);
      })
      .finally(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

let following = false;

/** Loads the betting texts of the current language (and English, the fallback), and follows language switches. */
export async function ensureBettingTexts(): Promise<void> {
  if (!following) {
    following = true;
    i18n.on('languageChanged', (lang) => {
      if (isLocale(lang)) void load(lang).catch(() => undefined);
    });
  }
  await Promise.all([load(DEFAULT_LOCALE), load(currentLanguage())]);
}
