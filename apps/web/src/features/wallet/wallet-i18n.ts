import { lazyTexts } from '../../lib/lazy-texts.ts';

/** The wallet pages' texts (namespace 'wallet'), fetched with the first of them (lib/lazy-texts.ts). */
export const ensureWalletTexts = lazyTexts('wallet', {
  en: () => import('../../locales/wallet/en.json').then((m) => m.default),
  fr: () => import('../../locales/wallet/fr.json').then((m) => m.default),
  th: () => import('../../locales/wallet/th.json').then((m) => m.default),
});
