import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../lib/route-paths.ts';
import { PageHeader } from './page-header.tsx';
import { BallIcon } from './icons.tsx';
import { useAppNavigation } from './use-app-navigation.ts';
import type { TPlannedRouteId, TTabId } from './route-table.ts';
import './coming-soon-page.css';

/** The shared placeholder for every page a later issue builds; the route names its title. */
export function ComingSoonPage({ routeId, tab: isTab = false }: { routeId: TTabId | TPlannedRouteId; tab?: boolean }) {
  const { t } = useTranslation();
  const { switchTab } = useAppNavigation();
  const title = t(`routes.${routeId}`);

  return (
    <div className={`sl-page${isTab ? ' sl-page--tab' : ''}`} data-testid="coming-soon">
      <PageHeader title={title} showBack={!isTab} />
      <main className="sl-coming-soon">
        <div className="sl-coming-soon__art" aria-hidden="true">
          <span className="sl-coming-soon__ring" />
          <span className="sl-coming-soon__ball">
            <BallIcon active />
          </span>
        </div>
        <p className="sl-coming-soon__eyebrow">{title}</p>
        <h2 className="sl-coming-soon__title">{t('comingSoon.title')}</h2>
        <p className="sl-coming-soon__body">{t('comingSoon.body')}</p>
        {!isTab && (
          <Button color="primary" fill="outline" shape="rounded" onClick={() => switchTab(HOME_PATH)}>
            {t('comingSoon.backHome')}
          </Button>
        )}
      </main>
    </div>
  );
}
