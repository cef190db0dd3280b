import { useTranslation } from 'react-i18next';
import { useLoginMember } from '../../features/session/use-login-member.ts';
import { BalanceCard } from './balance-card.tsx';
import { HomeNavBar } from './home-nav-bar.tsx';
import { QuickLinks } from './quick-links.tsx';
import { UpcomingMatchesTeaser } from './upcoming-matches-teaser.tsx';
import './home-page.css';

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
        <UpcomingMatchesTeaser />
      </main>
    </div>
  );
}
