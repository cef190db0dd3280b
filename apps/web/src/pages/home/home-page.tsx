import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginMember } from '../../features/session/use-login-member.ts';
import { BalanceCard } from './balance-card.tsx';
import { HomeNavBar } from './home-nav-bar.tsx';
import { QuickLinks } from './quick-links.tsx';
import './home-page.css';

// The match cards and their texts ('betting') load after the first screen (decision 005's budget).
const UpcomingMatches = lazy(async () => {
  const [module] = await Promise.all([
    import('./upcoming-matches.tsx'),
    import('../../features/betting/betting-i18n.ts').then((m) => m.ensureBettingTexts()),
  ]);
  return { default: module.UpcomingMatches };
});

export function HomePage() {
  const { t } = useTranslation();
  const member = useLoginMember();
  return (
    <div className="sl-page sl-page--tab sl-home" data-testid="home-page">
      <HomeNavBar />
      <main className="sl-content">
        <BalanceCard member={member.data} loading={member.isPending} failed={member.isError} />
        <section aria-labelledby="home-quick-links">
          <h2 id="home-quick-links" className="sl-section-title">{t('home.quickLinks')}</h2>
          <QuickLinks />
        </section>
        <Suspense fallback={null}>
          <UpcomingMatches />
        </Suspense>
      </main>
    </div>
  );
}
