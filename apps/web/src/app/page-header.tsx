import type { ReactNode } from 'react';
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
  const backIcon = (
    <span className="sl-page-header__back" aria-label={t('common.back')} data-testid="page-back">
      <ChevronLeftIcon />
    </span>
  );
  return (
    <header className="sl-page-header" data-testid="page-header">
      <NavBar backIcon={showBack ? backIcon : false} back={showBack ? '' : null} onBack={onBack ?? headerBack} right={right}>
        <h1 className="sl-page-header__title">{title}</h1>
      </NavBar>
    </header>
  );
}
