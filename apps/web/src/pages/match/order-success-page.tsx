import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatKobo } from '@scoreline/contract/display';
import { PageHeader } from '../../app/page-header.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { useBet } from '../../features/betting/betting-queries.ts';
import { MissingOrFailed } from './missing-or-failed.tsx';
import { InfoRows } from '../../features/wallet/ui/copy-rows.tsx';
import '../../features/wallet/ui/wallet-ui.css';
import { idParam } from '../../lib/id-param.ts';
import { BetHero } from './order-view-page.tsx';
import { formatOdds } from '../../features/betting/odds.ts';

/** /pages/match/order-success?id=: the bet just placed, the amount now frozen, and where to go next. */
export function OrderSuccessPage() {
  const { t } = useTranslation('betting');
  const { t: tApp } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const bet = useBet(id);
  // The price the slip showed (?seen=): a bet may have taken a better one, or a lower one the member accepted.
  const seenOdds = idParam(params.get('seen')) ?? null;
  const { replace, switchTab } = useAppNavigation();

  return (
    <div className="sl-page sl-betting-page sl-wallet-page" data-testid="order-success">
      <PageHeader title={tApp('routes.orderSuccess')} onBack={() => switchTab(routePath('match'))} />
      <main className="sl-content">
        <div className="sl-success">
          <span className="sl-success__tick" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="34" height="34" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round"><path d="M5 12.5l4.2 4.2L19 7" /></svg>
          </span>
          <h2 className="sl-success__title">{t('success.title')}</h2>
          <p className="sl-success__body">{t('success.body')}</p>
        </div>
        {bet.isPending && id ? (
          <div className="sl-w-card" aria-busy="true"><span className="sl-skel sl-skel--field" /></div>
        ) : !bet.data ? (
          <MissingOrFailed what="bet" id={id} error={bet.error} onRetry={() => void bet.refetch()} />
        ) : (
          <>
            <BetHero bet={bet.data} />
            <section className="sl-w-card">
              <InfoRows testId="order-success-row" rows={[
                { id: 'reference', label: t('field.reference'), value: bet.data.reference, copy: bet.data.reference },
                { id: 'frozen', label: t('success.frozen'), value: formatKobo(bet.data.stake), strong: true },
                { id: 'potentialWin', label: t('field.potentialWin'), value: formatKobo(bet.data.potentialWin) },
                // The slip's last line, to the kobo: VIP award and handling fee as fixed at placement.
                { id: 'actualWin', label: t('order.actualWin'), value: formatKobo(bet.data.potentialActualWin), tone: 'accent' },
              ]} />
              {seenOdds !== null && seenOdds !== bet.data.odds && (
                <p className={`sl-order-note${bet.data.odds > seenOdds ? ' sl-order-note--good' : ''}`} data-testid="order-success-moved">
                  {t(bet.data.odds > seenOdds ? 'success.movedUp' : 'success.movedDown', { seen: formatOdds(seenOdds), odds: formatOdds(bet.data.odds) })}
                </p>
              )}
            </section>
          </>
        )}
        <div className="sl-actions">
          <Button block color="primary" shape="rounded" size="large" onClick={() => replace(routePath('myOrder'))} data-testid="order-success-orders">{t('success.myOrders')}</Button>
          <Button block fill="outline" shape="rounded" size="large" onClick={() => switchTab(routePath('match'))} data-testid="order-success-matches">{t('success.moreMatches')}</Button>
        </div>
      </main>
    </div>
  );
}
