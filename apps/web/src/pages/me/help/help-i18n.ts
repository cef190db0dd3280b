import { lazyTexts } from '../../../lib/lazy-texts.ts';

/** The help pages' texts (namespace 'help'), fetched with the first of them (lib/lazy-texts.ts). */
export const ensureHelpTexts = lazyTexts('help', {
  en: () => import('../../../locales/help/en.json').then((m) => m.default),
  fr: () => import('../../../locales/help/fr.json').then((m) => m.default),
  th: () => import('../../../locales/help/th.json').then((m) => m.default),
});
