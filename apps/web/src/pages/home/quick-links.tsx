import { Grid } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { routePath } from '../../app/route-table.ts';
import { BallIcon, ScoreboardIcon, UserIcon, WalletIcon } from '../../app/icons.tsx';
import { useAppNavigation } from '../../app/use-app-navigation.ts';

export function QuickLinks() {
  const { t } = useTranslation();
  const { back } = useAppNavigation();
  const links = [
    { id: 'wallet', label: t('home.wallet'), icon: <WalletIcon />, path: routePath('wallet'), tone: 'lime' },
    { id: 'match', label: t('home.matches'), icon: <BallIcon />, path: routePath('match'), tone: 'emerald' },
    { id: 'results', label: t('home.results'), icon: <ScoreboardIcon />, path: routePath('results'), tone: 'sky' },
    { id: 'me', label: t('home.myAccount'), icon: <UserIcon />, path: routePath('me'), tone: 'gold' },
  ];
  return (
    <Grid columns={4} gap={10} className="sl-quick-links">
      {links.map((link) => (
        <Grid.Item key={link.id}>
          {/* back(target) switches to tab pages and opens the others (spec 2). */}
          <button type="button" className="sl-quick-link" onClick={() => back(link.path)} data-testid={`quick-${link.id}`}>
            <span className={`sl-quick-link__icon sl-quick-link__icon--${link.tone}`} aria-hidden="true">{link.icon}</span>
            <span className="sl-quick-link__label">{link.label}</span>
          </button>
        </Grid.Item>
      ))}
    </Grid>
  );
}
