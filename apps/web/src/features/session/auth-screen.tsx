import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './auth-screen.css';

type TAuthScreenProps = {
  title: string;
  subtitle: string;
  /** Under the form: the link to the other auth screen. */
  footer: ReactNode;
  /** Top-right corner: the language switch. */
  corner: ReactNode;
  brand: ReactNode;
  children: ReactNode;
  testId: string;
};

export function AgeBadge() {
  const { t } = useTranslation();
  return (
    <span className="sl-age-badge" title={t('brand.adultsOnly')} aria-label={t('brand.adultsOnly')} data-testid="age-badge">
      18+
    </span>
  );
}

/** The frame of the sign-in and registration screens. */
export function AuthScreen({ title, subtitle, corner, brand, children, footer, testId }: TAuthScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="sl-auth" data-testid={testId}>
      <div className="sl-auth__glow" aria-hidden="true" />
      <header className="sl-auth__top">
        <div className="sl-auth__brand">
          {brand}
          <span className="sl-auth__wordmark">{t('brand.name')}</span>
          <AgeBadge />
        </div>
        {corner}
      </header>
      <main className="sl-auth__main">
        <div className="sl-auth__heading">
          <h1>{title}</h1>
          <p>{subtitle}</p>
        </div>
        {children}
        {footer}
      </main>
      <footer className="sl-auth__footer">
        <p className="sl-auth__responsible">
          <AgeBadge />
          <span>{t('brand.responsible')}</span>
        </p>
      </footer>
    </div>
  );
}
