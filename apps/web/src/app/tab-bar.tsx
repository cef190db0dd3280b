import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { TAB_ROUTES, type TTabId } from './route-table.ts';
import { BallIcon, HomeIcon, ScoreboardIcon, UserIcon } from './icons.tsx';
import { useAppNavigation } from './use-app-navigation.ts';
import { rememberTabQuery, tabTarget } from './tab-queries.ts';
import './tab-bar.css';

const TAB_ICONS: Record<TTabId, ComponentType<{ active?: boolean }>> = {
  home: HomeIcon,
  match: BallIcon,
  results: ScoreboardIcon,
  me: UserIcon,
};

export function AppTabBar({ active }: { active: TTabId }) {
  const { t } = useTranslation();
  const { switchTab } = useAppNavigation();
  const { search } = useLocation();
  useEffect(() => rememberTabQuery(active, search), [active, search]);
  // The tab tapped lights up at once: the router changes pages in a transition, keeping the old
  // page (and `active`) until the new one's code has come, which on a slow line took seconds with
  // nothing to show the tap was taken. It goes when the page arrives (or another is shown).
  const [tapped, setTapped] = useState<TTabId | undefined>(undefined);
  useEffect(() => setTapped(undefined), [active]);
  return (
    <nav className="sl-tab-bar" aria-label={t('tabs.label')}>
      <TabBar
        activeKey={tapped ?? active}
        safeArea
        onChange={(key) => {
          const tab = TAB_ROUTES.find((route) => route.id === key);
          if (!tab) return;
          setTapped(tab.id === active ? undefined : tab.id);
          if (tab.id !== active) switchTab(tabTarget(tab.id, tab.path));
        }}
      >
        {TAB_ROUTES.map((tab) => {
          const Icon = TAB_ICONS[tab.id];
          return (
            <TabBar.Item
              key={tab.id}
              data-testid={`tab-${tab.id}`}
              aria-current={tab.id === active ? 'page' : undefined}
              icon={(isActive: boolean) => <Icon active={isActive} />}
              title={t(`tabs.${tab.id}`)}
            />
          );
        })}
      </TabBar>
    </nav>
  );
}
