import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatKobo } from '@scoreline/contract/display';
import { ChevronRightIcon, DepositIcon, LockIcon, WithdrawIcon } from '../../app/icons.tsx';
import { BankIcon, CardIcon, ReceiptIcon } from '../../app/money-icons.tsx';
import { PageHeader } from '../../app/page-header.tsx';
import { routePath, type TPlannedRouteId } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { useWalletSummary } from '../../features/wallet/wallet-queries.ts';
import { LoadFailed } from '../../features/wallet/ui/list-states.tsx';
import { NoticeCard } from '../../app/notice-card.tsx';
import '../../features/wallet/ui/wallet-ui.css';
import './wallet-page.css';
import { VipBadge } from '../../app/vip-badge.tsx';
import { FitAmount } from '../../lib/fit-amount.tsx';

type TLink = { id: string; route: TPlannedRouteId; label: string; icon: ReactNode; tone: string };

/** /pages/home/wallet: balances, the two money actions, and every wallet record. */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const { open } = useAppNavigation();
  const summary = useWalletSummary();
  const data = summary.data;

  const links: TLink[] = [
    { id: 'recharge-record', route: 'rechargeRecord', label: t('wallet.rechargeRecord'), icon: <DepositIcon />, tone: 'emerald' },
    { id: 'withdraw-record', route: 'withdrawRecord', label: t('wallet.withdrawRecord'), icon: <WithdrawIcon />, tone: 'gold' },
    { id: 'bill', route: 'billReport', label: t('wallet.bill'), icon: <ReceiptIcon />, tone: 'sky' },
    { id: 'banks', route: 'bankList', label: t('wallet.bankAccounts'), icon: <CardIcon />, tone: 'lime' },
    { id: 'bank-network', route: 'bankNetwork', label: t('wallet.bankNetwork'), icon: <BankIcon />, tone: 'emerald' },
    { id: 'security', route: 'security', label: t('wallet.security'), icon: <LockIcon />, tone: 'sky' },
  ];

  return (
    <div className="sl-page sl-wallet-page" data-testid="wallet-page">
      <PageHeader title={tApp('routes.wallet')} />
      <main className="sl-content">
        <section className="sl-wallet-hero sl-fit-amount-box" aria-labelledby="wallet-available-label">
          <div className="sl-wallet-hero__top">
            <span id="wallet-available-label" className="sl-wallet-hero__label">{t('wallet.available')}</span>
            <span className="sl-wallet-hero__badges">
              {data?.sandbox && (
                <span className="sl-sandbox-badge" title={t('common.sandboxHint')} data-testid="wallet-sandbox">{t('common.sandbox')}</span>
              )}
              {data && <VipBadge label={t('wallet.vip', { level: data.vipLevel })} />}
            </span>
          </div>
          {data ? (
            <FitAmount className="sl-wallet-hero__amount" text={formatKobo(data.available)} maxPx={38} testId="wallet-available" />
          ) : summary.isError ? (
            <p className="sl-wallet-hero__amount sl-wallet-hero__amount--muted" data-testid="wallet-available-failed">{t('wallet.unavailable')}</p>
          ) : (
            <p className="sl-wallet-hero__amount" data-testid="wallet-available-loading" aria-busy="true"><span className="sl-skel sl-skel--money" /></p>
          )}
          <div className="sl-wallet-hero__frozen">
            <span>
              {t('wallet.frozen')}
              <small>{t('wallet.frozenHint')}</small>
            </span>
            {/* Test ids only on real figures: a test reading the balance waits for it, not for the placeholder. */}
            {data ? <span className="sl-money" data-testid="wallet-frozen">{formatKobo(data.frozen)}</span> : <span className="sl-money">{EMPTY_VALUE}</span>}
          </div>
          {/* How levels are reached (product rules): deposits since the last VIP reset. */}
          {data?.vipNext && (
            <p className="sl-wallet-hero__vip-next" data-testid="wallet-vip-next">
              {data.vipNext.remaining > 0
                ? t('wallet.vipNext', { amount: formatKobo(data.vipNext.remaining), level: data.vipNext.level })
                : t('wallet.vipNextReached', { level: data.vipNext.level })}
            </p>
          )}
          <div className="sl-wallet-hero__actions">
            <Button color="primary" shape="rounded" size="large" onClick={() => open(routePath('recharge'))} data-testid="wallet-recharge">
              <span className="sl-button-icon"><DepositIcon /></span>
              {t('wallet.deposit')}
            </Button>
            <Button shape="rounded" size="large" className="sl-button-ghost" onClick={() => open(routePath('withdraw'))} data-testid="wallet-withdraw">
              <span className="sl-button-icon"><WithdrawIcon /></span>
              {t('wallet.withdraw')}
            </Button>
          </div>
        </section>

        {summary.isError && !data && <LoadFailed onRetry={() => void summary.refetch()} error={summary.error} />}

        {data && !data.walletPasswordSet && (
          <NoticeCard tone="warning" title={t('wallet.passwordNotSet')} body={t('wallet.passwordNotSetBody')} testId="wallet-password-notice"
            action={
              <Button size="small" shape="rounded" color="primary" onClick={() => open(routePath('fpModification'))} data-testid="wallet-set-password">
                {t('wallet.setPassword')}
              </Button>
            } />
        )}

        {data?.sandbox && <p className="sl-wallet-sandbox-note">{t('common.sandboxHint')}</p>}

        <nav className="sl-wallet-links" aria-label={t('wallet.manage')}>
          {links.map((link) => (
            <button key={link.id} type="button" className="sl-wallet-link" onClick={() => open(routePath(link.route))} data-testid={`wallet-link-${link.id}`}>
              <span className={`sl-wallet-link__icon sl-wallet-link__icon--${link.tone}`} aria-hidden="true">{link.icon}</span>
              <span className="sl-wallet-link__label">{link.label}</span>
              <ChevronRightIcon className="sl-wallet-link__chevron" />
            </button>
          ))}
        </nav>
      </main>
    </div>
  );
}
