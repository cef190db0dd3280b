import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, LOCALE_NAMES, type TLocale } from '@scoreline/contract/locales';
import { useBackCloses } from '../lib/back-closes.ts';
import { currentLanguage, setLanguage } from '../lib/i18n.ts';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { useAppNavigation } from './use-app-navigation.ts';
import './popup-menu.css';

// The popup menu of spec 2: a toggle opens and closes it; an item with hasSec opens the
// second-level language menu instead of navigating.

export type TMenuItem = {
  id: string;
  name: string;
  icon: ReactNode;
  /** Has a second level (the language menu) instead of a page. */
  hasSec: boolean;
  path?: string;
};

export type TLanguageEntry = { langID: TLocale; langName: string };

export const LANGUAGE_ENTRIES: TLanguageEntry[] = LOCALES.map((langID) => ({ langID, langName: LOCALE_NAMES[langID] }));

type TPopupMenuProps = {
  items: TMenuItem[];
  /** What the toggle shows; it is labelled for screen readers with `toggleLabel`. */
  toggle: ReactNode;
  toggleLabel: string;
  toggleClassName?: string;
  /** Open straight into the language level (the sign-in screen's language switch). */
  languagesOnly?: boolean;
};

export function PopupMenu({ items, toggle, toggleLabel, toggleClassName, languagesOnly = false }: TPopupMenuProps) {
  const { t } = useTranslation();
  const { open: openPage } = useAppNavigation();
  const [isOpen, setOpen] = useState(false);
  const [level, setLevel] = useState<'main' | 'language'>(languagesOnly ? 'language' : 'main');
  const panelId = useId();

  const close = () => {
    setOpen(false);
    setLevel(languagesOnly ? 'language' : 'main');
  };

  // Back and Escape close it (lib/back-closes.ts).
  useBackCloses(isOpen, close);

  const choose = (item: TMenuItem) => {
    if (item.hasSec) {
      setLevel('language');
      return;
    }
    close();
    if (item.path) openPage(item.path);
  };

  const chooseLanguage = (lang: TLocale) => {
    close();
    void setLanguage(lang);
  };

  const active = currentLanguage();

  return (
    <div className="sl-popup-menu">
      <button
        type="button"
        className={toggleClassName ?? 'sl-icon-button'}
        data-testid="menu-toggle"
        aria-label={toggleLabel}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? close() : setOpen(true))}
      >
        {toggle}
      </button>
      {isOpen && (
        <>
          <div className="sl-popup-menu__scrim" onClick={close} aria-hidden="true" />
          <div className="sl-popup-menu__panel" id={panelId} role="menu" data-testid="menu-panel">
            {level === 'main' &&
              items.map((item) => (
                <button key={item.id} type="button" role="menuitem" className="sl-popup-menu__item"
                  data-testid={`menu-${item.id}`} onClick={() => choose(item)}>
                  <span className="sl-popup-menu__icon">{item.icon}</span>
                  <span className="sl-popup-menu__name">{item.name}</span>
                  {item.hasSec && <ChevronRightIcon className="sl-popup-menu__chevron" />}
                </button>
              ))}
            {level === 'language' && (
              <>
                {!languagesOnly && (
                  <button type="button" className="sl-popup-menu__item sl-popup-menu__item--header" onClick={() => setLevel('main')}>
                    <ChevronLeftIcon className="sl-popup-menu__icon" />
                    <span className="sl-popup-menu__name">{t('menu.language')}</span>
                  </button>
                )}
                {LANGUAGE_ENTRIES.map((entry) => (
                  <button key={entry.langID} type="button" role="menuitemradio" aria-checked={entry.langID === active}
                    className="sl-popup-menu__item" data-testid={`lang-${entry.langID}`} lang={entry.langID}
                    onClick={() => chooseLanguage(entry.langID)}>
                    <span className="sl-popup-menu__name">{entry.langName}</span>
                    {entry.langID === active && <CheckIcon className="sl-popup-menu__check" />}
                  </button>
                ))}
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
