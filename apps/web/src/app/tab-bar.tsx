import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import { TAB_ROUTES, type TTabId } from './route-table.ts';
import { BallIcon, HomeIcon, ScoreboardIcon, UserIcon } from './icons.tsx';
import { useAppNavigation } from './use-app-navigation.ts';
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
  return (
    <nav className="sl-tab-bar" aria-label="Main">
      <TabBar
        activeKey={active}
        safeArea
        onChange={(key) => {
          const tab = TAB_ROUTES.find((route) => route.id === key);
          if (tab && tab.id !== active) switchTab(tab.path);
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
