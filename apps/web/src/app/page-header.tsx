import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { ChevronLeftIcon } from './icons.tsx';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from './use-app-navigation.ts';
import './page-header.css';

type TPageHeaderProps = {
  title: ReactNode;
  right?: ReactNode;
  /** Tab pages are roots: no back arrow. */
  showBack?: boolean;
  /** Overrides the default back behaviour (spec 2: relaunch home when only one page is open). */
  onBack?: () => void;
};

export function PageHeader({ title, right, showBack = true, onBack }: TPageHeaderProps) {
  const { t } = useTranslation();
  const { headerBack } = useAppNavigation();
  const header = useRef<HTMLElement>(null);
  // antd-mobile marks its left slot role="button" whatever it holds, and gives it no tab stop: an
  // empty, nameless button on the tab pages, and a "Back" inside a "Back" that Tab never reached
  // on the others (QA, accessibility). The back is a real button of ours in that slot.
  useLayoutEffect(() => header.current?.querySelector('.adm-nav-bar-left')?.removeAttribute('role'));
  const back = showBack ? (
    <button type="button" className="sl-page-header__back" aria-label={t('common.back')} data-testid="page-back" onClick={onBack ?? headerBack}>
      <ChevronLeftIcon />
    </button>
  ) : undefined;
  return (
    <header className="sl-page-header" data-testid="page-header" ref={header}>
      <NavBar back={null} left={back} right={right}>
        <h1 className="sl-page-header__title">{title}</h1>
      </NavBar>
    </header>
  );
}
