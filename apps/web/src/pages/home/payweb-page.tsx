import { useEffect, useRef, type CSSProperties } from 'react';
import { Button, SpinLoading } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatKobo } from '@scoreline/contract/display';
import { CheckCircleIcon, ClockIcon, CrossCircleIcon } from '../../app/money-icons.tsx';
import { PageHeader } from '../../app/page-header.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { sessionQueryKeys } from '../../features/session/session-query-keys.ts';
import { safeCheckoutUrl } from '../../features/wallet/format.ts';
import { depositFailureTexts, depositOutcome, TONE_COLORS } from '../../features/wallet/statuses.ts';
import { useDeposit, useWalletSummary, walletKeys } from '../../features/wallet/wallet-queries.ts';
import { NoticeCard } from '../../app/notice-card.tsx';
import { useDropFrameHistory } from '../../lib/frame-history.ts';
import '../../features/wallet/ui/wallet-ui.css';
import './payweb-page.css';

/**
 * /pages/home/payweb?url=&id=: the provider's checkout page in a frame under the header, while
 * the deposit is asked for every 3 s; once it leaves "pending payment" the outcome replaces the frame.
 */
export function PaywebPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const [params] = useSearchParams();
  const url = safeCheckoutUrl(params.get('url'), window.location.href);
  const idParam = Number(params.get('id'));
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : undefined;
  const deposit = useDeposit(id, { poll: true });
  const outcome = deposit.data ? depositOutcome(deposit.data.status) : 'waiting';
  useDropFrameHistory(outcome !== 'waiting');

  return (
    <div className="sl-page sl-payweb" data-testid="payweb-page">
      <PageHeader title={tApp('routes.payweb')} />
      {outcome !== 'waiting' && deposit.data ? (
        <PaymentOutcome outcome={outcome} deposit={deposit.data} amount={deposit.data.actualAmount || deposit.data.amount} reference={deposit.data.reference} />
      ) : !url ? (
        <main className="sl-content">
          <NoticeCard tone="warning" title={t('payweb.badLink')} testId="payweb-bad-link" />
        </main>
      ) : (
        <>
          <div className="sl-payweb__strip" role="status" data-testid="payweb-waiting">
            <SpinLoading color="currentColor" style={{ '--size': '18px' }} />
            <div>
              <p className="sl-payweb__strip-title">{t('payweb.waiting')}</p>
              <p className="sl-payweb__strip-body">
                {deposit.data ? `${formatKobo(deposit.data.amount)} · ${deposit.data.reference}` : t('payweb.waitingBody')}
              </p>
            </div>
          </div>
          <iframe className="sl-payweb__frame" src={url} title={t('payweb.frameTitle')} data-testid="payweb-frame"
            allow="payment; clipboard-write" referrerPolicy="origin" />
        </>
      )}
    </div>
  );
}

function PaymentOutcome({ outcome, deposit, amount, reference }: { outcome: 'success' | 'failed' | 'timeout'; deposit: { status: number; cancelledAtCheckout: boolean }; amount: number; reference: string }) {
  const { t } = useTranslation('wallet');
  const { replace } = useAppNavigation();
  const queryClient = useQueryClient();
  const summary = useWalletSummary();
  const refreshed = useRef(false);

  useEffect(() => {
    if (refreshed.current) return;
    refreshed.current = true;
    // The balance changed (or a pending deposit ended): every wallet view and the home balance ask again.
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.loginMember });
  }, [queryClient]);

  const failure = depositFailureTexts(deposit);
  const view = {
    success: { icon: <CheckCircleIcon />, color: TONE_COLORS.success, title: t('payweb.success'), body: t('payweb.successBody', { amount: formatKobo(amount) }) },
    failed: { icon: <CrossCircleIcon />, color: TONE_COLORS.danger, title: t(`payweb.${failure.title}`), body: t(`payweb.${failure.body}`) },
    timeout: { icon: <ClockIcon />, color: TONE_COLORS.muted, title: t('payweb.timeout'), body: t('payweb.timeoutBody') },
  }[outcome];

  return (
    <main className="sl-content sl-payweb__outcome" data-testid="payweb-outcome" data-outcome={outcome} role="status">
      <div className="sl-outcome" style={{ '--tone': view.color } as CSSProperties}>
        <span className="sl-outcome__icon" aria-hidden="true">{view.icon}</span>
        <h2 className="sl-outcome__title">{view.title}</h2>
        <p className="sl-outcome__body">{view.body}</p>
        <dl className="sl-outcome__facts">
          {outcome === 'success' && (
            <div>
              <dt>{t('payweb.newBalance')}</dt>
              <dd className="sl-money" data-testid="payweb-balance">{summary.data && !summary.isFetching ? formatKobo(summary.data.available) : '…'}</dd>
            </div>
          )}
          <div>
            <dt>{t('payweb.reference')}</dt>
            <dd>{reference}</dd>
          </div>
        </dl>
      </div>
      <div className="sl-form-actions">
        <Button block color="primary" shape="rounded" size="large" onClick={() => replace(routePath('wallet'))} data-testid="payweb-wallet">
          {t('payweb.backToWallet')}
        </Button>
        <Button block shape="rounded" size="large" fill="outline" onClick={() => replace(routePath('rechargeRecord'))} data-testid="payweb-records">
          {t('payweb.records')}
        </Button>
        {outcome !== 'success' && (
          <Button block shape="rounded" size="large" fill="none" onClick={() => replace(routePath('recharge'))} data-testid="payweb-again">
            {t('payweb.tryAgain')}
          </Button>
        )}
      </div>
    </main>
  );
}
