import { DEFAULT_LOCALE, type TLocale } from '@scoreline/contract/locales';
import { currentLanguage, i18n, isLocale } from './i18n.ts';

// A feature's texts are their own i18next namespace, fetched with the feature's first page
// rather than shipped in the entry chunk: the sign-in and home screens never need them
// (decision 005: 150 KiB first screen). The route loader awaits the returned function, so a page
// never paints its keys; a language switch fetches that language's file too.

type TMessages = Record<string, unknown>;

/** The loader of one namespace: loads the current language's texts (and English, the fallback) and follows language switches. */
export function lazyTexts(namespace: string, loaders: Record<TLocale, () => Promise<TMessages>>): () => Promise<void> {
  const loading = new Map<TLocale, Promise<void>>();
  const load = (lang: TLocale): Promise<void> => {
    if (i18n.hasResourceBundle(lang, namespace)) return Promise.resolve();
    let pending = loading.get(lang);
    if (!pending) {
      pending = loaders[lang]()
        .then((messages) => {
          i18n.addResourceBundle(lang, namespace, messages, true, false);
        })
        .finally(() => loading.delete(lang));
      loading.set(lang, pending);
    }
    return pending;
  };
  let following = false;
  return async () => {
    if (!following) {
      following = true;
      i18n.on('languageChanged', (lang) => {
        if (isLocale(lang)) void load(lang).catch(() => undefined);
      });
    }
    await Promise.all([load(DEFAULT_LOCALE), load(currentLanguage())]);
  };
}
