import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { GearIcon } from '../../app/icons.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { useLoginMember } from '../../features/session/use-login-member.ts';
import { useLogout } from '../../features/session/use-logout.ts';
import { MeMenu } from './me-menu.tsx';
import { ProfileCard } from './profile-card.tsx';
import './me-page.css';

export function MePage() {
  const { t } = useTranslation();
  const { open } = useAppNavigation();
  const member = useLoginMember();
  const logout = useLogout();
  return (
    <div className="sl-page sl-page--tab sl-me" data-testid="me-page">
      {/* Custom navigation bar (spec 2): the profile header is the page's top. */}
      <header className="sl-me-nav">
        <h1 className="sl-me-nav__title">{t('tabs.me')}</h1>
        <button type="button" className="sl-icon-button" aria-label={t('me.security')} onClick={() => open(routePath('security'))}
          data-testid="me-settings">
          <GearIcon />
        </button>
      </header>
      <main className="sl-content">
        <ProfileCard member={member.data} loading={member.isPending} />
        <MeMenu />
        <Button block size="large" shape="rounded" className="sl-me__logout" loading={logout.isPending}
          onClick={() => logout.mutate()} data-testid="me-logout">
          {t('me.logout')}
        </Button>
      </main>
    </div>
  );
}
