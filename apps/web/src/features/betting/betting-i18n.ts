import { lazyTexts } from '../../lib/lazy-texts.ts';

/** The betting pages' texts (namespace 'betting'), fetched with the first of them (lib/lazy-texts.ts). */
export const ensureBettingTexts = lazyTexts('betting', {
  en: () => import('../../locales/betting/en.json').then((m) => m.default),
  fr: () => import('../../locales/betting/fr.json').then((m) => m.default),
  th: () => import('../../locales/betting/th.json').then((m) => m.default),
});
