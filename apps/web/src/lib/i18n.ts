import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, pickLocale, type TLocale } from '@scoreline/contract/locales';
import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import en from '../locales/en.json';
import type walletEn from '../locales/wallet/en.json';
import type bettingEn from '../locales/betting/en.json';
import type messagesEn from '../locales/messages/en.json';
import type helpEn from '../locales/help/en.json';
import { readStored, writeStored } from './storage.ts';
import { thaiWordsPostProcessor } from './thai-words.ts';

// English ships in the entry chunk (it is also every language's fallback); French and Thai
// load on demand so a visitor pays only for the language they read. The error texts come from
// the contract as a second namespace, 'errors', loaded lazily: they are not needed to paint.
// The wallet pages bring a third, 'wallet' (features/wallet/wallet-i18n.ts), with their chunks.

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; errors: Record<TErrorKey, string>; wallet: typeof walletEn; betting: typeof bettingEn; messages: typeof messagesEn; help: typeof helpEn };
  }
}

const LANGUAGE_STORAGE_KEY = 'language';

type TMessages = Record<string, unknown>;

const uiLoaders: Record<TLocale, () => Promise<TMessages>> = {
  en: () => Promise.resolve(en),
  fr: () => import('../locales/fr.json').then((m) => m.default),
  th: () => import('../locales/th.json').then((m) => m.default),
};

const errorLoaders: Record<TLocale, () => Promise<TMessages>> = {
  en: () => import('@scoreline/contract/errors/messages-en').then((m) => m.errorMessagesEn),
  fr: () => import('@scoreline/contract/errors/messages-fr').then((m) => m.errorMessagesFr),
  th: () => import('@scoreline/contract/errors/messages-th').then((m) => m.errorMessagesTh),
};

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function initialLanguage(): TLocale {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.languages?.join(',') || navigator.language;
  return pickLocale(browser);
}

async function ensureNamespace(lang: TLocale, ns: 'translation' | 'errors'): Promise<void> {
  if (i18n.hasResourceBundle(lang, ns)) return;
  const messages = await (ns === 'translation' ? uiLoaders : errorLoaders)[lang]();
  i18n.addResourceBundle(lang, ns, messages, true, false);
}

/** Loads the error texts of the current language (and English, the fallback). */
export async function ensureErrorMessages(): Promise<void> {
  const lang = currentLanguage();
  await Promise.all([ensureNamespace(DEFAULT_LOCALE, 'errors'), ensureNamespace(lang, 'errors')]);
}

export function currentLanguage(): TLocale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Starts i18next with the remembered (or browser) language; resolves once its texts are in. */
export async function initI18n(): Promise<void> {
  const lang = initialLanguage();
  await i18n.use(initReactI18next).use(thaiWordsPostProcessor).init({
    resources: { en: { translation: en } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: ['translation', 'errors'],
    defaultNS: 'translation',
    partialBundledLanguages: true,
    // React escapes what it renders; escaping here too would show &amp; in the UI.
    interpolation: { escapeValue: false },
    // Re-render when a lazily loaded bundle (French, Thai, error texts) arrives.
    react: { useSuspense: false, bindI18nStore: 'added' },
    returnNull: false,
    // Thai words the browser's line breaker would split are glued whole (lib/thai-words.ts).
    postProcess: [thaiWordsPostProcessor.name],
  });
  if (lang !== DEFAULT_LOCALE) await setLanguage(lang, { persist: false, atLaunch: true });
  else document.documentElement.lang = lang;
  // Another tab switched the language: this one follows at once (QA: it kept the old one until a reload).
  window.addEventListener('storage', (event) => {
    const next = languageSetElsewhere(event.key, event.newValue, currentLanguage());
    if (next) void setLanguage(next, { persist: false });
  });
}

/** The language another tab stored, when it is one of ours and not the one shown; else null. */
export function languageSetElsewhere(key: string | null, newValue: string | null, shown: TLocale): TLocale | null {
  return key === LANGUAGE_STORAGE_KEY && isLocale(newValue) && newValue !== shown ? newValue : null;
}

/** Switches the whole app (and the Accept-Language of API calls) to `lang`, and remembers it. */
export async function setLanguage(lang: TLocale, options: { persist?: boolean; atLaunch?: boolean } = {}): Promise<void> {
  await ensureNamespace(lang, 'translation');
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  if (options.persist !== false) writeStored(LANGUAGE_STORAGE_KEY, lang);
  // Error texts for the new language arrive in the background; errorText() awaits them if needed.
  void ensureErrorMessages().catch(() => undefined);
  // Not at the launch (initI18n): that waits for the first page (main.tsx).
  if (!options.atLaunch) void import('./antd-locale.ts').then((antd) => antd.applyAntdLocale(lang)).catch(() => undefined);
}

export { i18n };
