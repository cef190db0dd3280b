import { setDefaultConfig } from 'antd-mobile';
import type { TLocale } from '@scoreline/contract/locales';

// antd-mobile speaks Chinese unless told otherwise: the names it gives screen readers (the mask
// behind a dialog, the number keypad's delete key "删除") and its few built-in texts. Its texts for
// our languages load on their own, after the first page (a slow line's first screen has no use
// for them), and again whenever the member changes language.
const LOADERS: Record<TLocale, () => Promise<{ default: Parameters<typeof setDefaultConfig>[0]['locale'] }>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  th: () => import('antd-mobile/es/locales/th-TH'),
};

let wanted: TLocale | undefined;

/**
 * Gives antd-mobile the texts of `lang`; components drawn from then on use them. Imported with
 * import() (lib/i18n.ts, main.tsx): imported statically, antd-mobile's configuration and its
 * Chinese texts joined the first screen of every page (+1.9 KiB gzip on Home's).
 */
export async function applyAntdLocale(lang: TLocale): Promise<void> {
  wanted = lang;
  const { default: locale } = await LOADERS[lang]();
  // A later switch may have landed first.
  if (wanted === lang) setDefaultConfig({ locale });
}
