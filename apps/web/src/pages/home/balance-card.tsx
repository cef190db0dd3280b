import { useTranslation } from 'react-i18next';
import type { TLoginMember } from '@scoreline/contract/api/member-auth';
import { formatKobo } from '@scoreline/contract/display';
import { routePath } from '../../app/route-table.ts';
import { DepositIcon, WalletIcon, WithdrawIcon } from '../../app/icons.tsx';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { VipBadge } from '../../app/vip-badge.tsx';
import { FitAmount } from '../../lib/fit-amount.tsx';

type TBalanceCardProps = { member: TLoginMember | undefined; loading: boolean; failed: boolean };

export function BalanceCard({ member, loading, failed }: TBalanceCardProps) {
  const { t } = useTranslation();
  const { open } = useAppNavigation();
  const actions = [
    { id: 'deposit', label: t('home.deposit'), icon: <DepositIcon />, path: routePath('recharge') },
    { id: 'withdraw', label: t('home.withdraw'), icon: <WithdrawIcon />, path: routePath('withdraw') },
    { id: 'wallet', label: t('home.wallet'), icon: <WalletIcon />, path: routePath('wallet') },
  ];
  return (
    <section className="sl-balance sl-fit-amount-box" aria-labelledby="home-balance-label">
      <div className="sl-balance__top">
        <span className="sl-balance__greeting">
          {member ? t('home.greeting', { name: member.username }) : t('home.greetingGuest')}
        </span>
        {member && <VipBadge label={t('home.vip', { level: member.vipLevel })} />}
      </div>
      <p id="home-balance-label" className="sl-balance__label">{t('home.availableBalance')}</p>
      {member ? (
        <FitAmount className="sl-balance__amount" text={formatKobo(member.balance)} maxPx={36} testId="home-balance" />
      ) : failed && !loading ? (
        <p className="sl-balance__amount sl-balance__amount--muted" data-testid="home-balance">{t('home.balanceUnavailable')}</p>
      ) : (
        <p className="sl-balance__amount sl-balance__amount--loading" data-testid="home-balance" aria-busy="true">
          <span className="sl-skeleton" />
        </p>
      )}
      <p className="sl-balance__frozen">
        {t('home.frozen')} <span className="sl-money" data-testid="home-frozen">{formatKobo(member?.frozen)}</span>
      </p>
      <div className="sl-balance__actions">
        {actions.map((action) => (
          <button key={action.id} type="button" className="sl-balance__action" onClick={() => open(action.path)}
            data-testid={`home-${action.id}`}>
            <span className="sl-balance__action-icon" aria-hidden="true">{action.icon}</span>
            {action.label}
          </button>
        ))}
      </div>
    </section>
  );
}
