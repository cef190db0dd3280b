import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES } from '@scoreline/contract/locales';
import { currentLanguage } from '../lib/i18n.ts';
import { PopupMenu } from './popup-menu.tsx';
import { GlobeIcon } from './icons.tsx';

/** The language menu on its own (sign-in and registration screens): globe + current language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <PopupMenu
      items={[]}
      languagesOnly
      toggleClassName="sl-lang-switch"
      toggleLabel={t('menu.language')}
      toggle={
        <>
          <GlobeIcon />
          <span lang={lang}>{LOCALE_NAMES[lang]}</span>
        </>
      }
    />
  );
}
