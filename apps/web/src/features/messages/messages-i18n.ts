import { lazyTexts } from '../../lib/lazy-texts.ts';

/** The messages pages' texts (namespace 'messages'), fetched with the first of them (lib/lazy-texts.ts). */
export const ensureMessageTexts = lazyTexts('messages', {
  en: () => import('../../locales/messages/en.json').then((m) => m.default),
  fr: () => import('../../locales/messages/fr.json').then((m) => m.default),
  th: () => import('../../locales/messages/th.json').then((m) => m.default),
});
