import { DEFAULT_LOCALE, type TLocale } from '@scoreline/contract/locales';
import { currentLanguage, i18n, isLocale } from '../../lib/i18n.ts';

// The message pages' texts are their own i18next namespace, 'messages', fetched with the first
// message page rather than shipped in the entry chunk (decision 005: 150 KiB first screen). The
// route loader awaits ensureMessageTexts(), so a message page never paints its keys; a language
// switch fetches that language's file too. (The same loader as wallet-i18n.ts and betting-i18n.ts.)

type TMessages = Record<string, unknown>;

const loaders: Record<TLocale, () => Promise<TMessages>> = {
  en: () => import('../../locales/messages/en.json').then((m) => m.default),
  fr: () => import('../../locales/messages/fr.json').then((m) => m.default),
  th: () => import('../../locales/messages/th.json').then((m) => m.default),
};

const loading = new Map<TLocale, Promise<void>>();

function load(lang: TLocale): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'messages')) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = loaders[lang]()
      .then((messages) => {
        i18n.addResourceBundle(lang, 'messages', messages, true, false);
      })
      .finally(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

let following = false;

/** Loads the message pages' texts of the current language (and English, the fallback), and follows language switches. */
export async function ensureMessageTexts(): Promise<void> {
  if (!following) {
    following = true;
    i18n.on('languageChanged', (lang) => {
      if (isLocale(lang)) void load(lang).catch(() => undefined);
    });
  }
  await Promise.all([load(DEFAULT_LOCALE), load(currentLanguage())]);
}
