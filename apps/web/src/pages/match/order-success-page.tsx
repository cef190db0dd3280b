import { useEffect, useRef } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatKobo } from '@scoreline/contract/display';
import { PageHeader } from '../../app/page-header.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { useBet } from '../../features/betting/betting-queries.ts';
import type { TBet } from '../../features/betting/betting-types.ts';
import { MissingOrFailed } from './missing-or-failed.tsx';
import { InfoRows, type TInfoRow } from '../../features/wallet/ui/copy-rows.tsx';
import '../../features/wallet/ui/wallet-ui.css';
import './order-success-page.css';
import { idParam } from '../../lib/id-param.ts';
import { BetHero } from './order-view-page.tsx';
import { RewardReadyNote } from './reward-ready-note.tsx';
import { formatOdds, oddsParam } from '../../features/betting/odds.ts';
import { successView, type TSuccessView } from './success-view.ts';

type TT = (key: string, options?: Record<string, unknown>) => string;

/** The head's icon: a tick for a bet placed, a return arrow for a stake given back, a flag for a result in. */
const ICON_PATHS: Record<'placed' | 'returned' | 'settled', string> = {
  placed: 'M5 12.5l4.2 4.2L19 7',
  returned: 'M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4.5v4h4',
  settled: 'M6.5 20.5v-16M6.5 4.5h11l-2.5 4 2.5 4h-11',
};

function iconOf(view: TSuccessView): keyof typeof ICON_PATHS {
  return view === 'placed' || view === 'settled' ? view : 'returned';
}

/** The head's title and text: the placement's, the order page's for a returned stake, or "settled". */
function headText(view: TSuccessView, t: TT): { title: string; body: string } {
  if (view === 'placed') return { title: t('success.title'), body: t('success.body') };
  if (view === 'settled') return { title: t('success.settledTitle'), body: t('success.settledBody') };
  return { title: t(`orders.${view}Title`), body: t(`orders.${view}Body`) };
}

function SuccessHead({ view, t }: { view: TSuccessView; t: TT }) {
  const head = headText(view, t);
  const icon = iconOf(view);
  // The page takes the slip's place: its title takes the focus the slip's button had, so a screen
  // reader says "Bet placed" (QA: focus fell to the page's body and nothing was said).
  const title = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  // "Bet placed" is the page's own heading already (its h1): said again as a heading it read
  // twice in a screen reader's list of headings (QA). A returned or settled bet's is its own.
  const Title = view === 'placed' ? 'p' : 'h2';
  useEffect(() => title.current?.focus({ preventScroll: true }), [view]);
  return (
    <div className="sl-success">
      <span className={`sl-success__tick sl-success__tick--${icon}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="34" height="34" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round"><path d={ICON_PATHS[icon]} /></svg>
      </span>
      <Title className="sl-success__title" data-testid="order-success-title" tabIndex={-1} ref={title}>{head.title}</Title>
      <p className="sl-success__body">{head.body}</p>
    </div>
  );
}

/** Only a bet still waiting has a frozen stake and a win to come; afterwards its stake is what it was. */
function rowsOf(bet: TBet, view: TSuccessView, t: TT): TInfoRow[] {
  const reference: TInfoRow = { id: 'reference', label: t('field.reference'), value: bet.reference, copy: bet.reference };
  if (view !== 'placed') return [reference, { id: 'stake', label: t('field.stake'), value: formatKobo(bet.stake), strong: true }];
  return [
    reference,
    { id: 'frozen', label: t('success.frozen'), value: formatKobo(bet.stake), strong: true },
    { id: 'potentialWin', label: t('field.potentialWin'), value: formatKobo(bet.potentialWin) },
    // The slip's last line, to the kobo: VIP award and handling fee as fixed at placement.
    { id: 'actualWin', label: t('order.actualWin'), value: formatKobo(bet.potentialActualWin), tone: 'accent' },
  ];
}

/**
 * /pages/match/order-success?id=: the bet just placed, the amount now frozen, and where to go
 * next. Reopened later, it follows the bet's status: cancelled or returned (stake back, nothing
 * frozen) or settled (pointing to the bet for its outcome).
 */
export function OrderSuccessPage() {
  const { t } = useTranslation('betting');
  const { t: tApp } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const bet = useBet(id);
  // The price the slip showed (?seen=): a bet may have taken a better one, or a lower one the member accepted.
  const seenOdds = oddsParam(params.get('seen'));
  const { replace, switchTab } = useAppNavigation();
  const view = successView(bet.data, bet.isPending && id !== undefined);

  return (
    <div className="sl-page sl-betting-page sl-wallet-page" data-testid="order-success" data-view={view}>
      <PageHeader title={tApp(view === 'placed' ? 'routes.orderSuccess' : 'routes.orderView')} onBack={() => switchTab(routePath('match'))} />
      <main className="sl-content">
        {view && <SuccessHead view={view} t={t as TT} />}
        {bet.isPending && id ? (
          <div className="sl-w-card" aria-busy="true"><span className="sl-skel sl-skel--field" /></div>
        ) : !bet.data ? (
          <MissingOrFailed what="bet" id={id} error={bet.error} onRetry={() => void bet.refetch()} />
        ) : (
          <>
            <BetHero bet={bet.data} />
            <section className="sl-w-card">
              <InfoRows testId="order-success-row" rows={rowsOf(bet.data, view ?? 'placed', t as TT)} />
              {view === 'placed' && seenOdds !== null && seenOdds !== bet.data.odds && (
                <p className={`sl-order-note${bet.data.odds > seenOdds ? ' sl-order-note--good' : ''}`} data-testid="order-success-moved">
                  {t(bet.data.odds > seenOdds ? 'success.movedUp' : 'success.movedDown', { seen: formatOdds(seenOdds), odds: formatOdds(bet.data.odds) })}
                </p>
              )}
            </section>
            {view === 'placed' && <RewardReadyNote />}
          </>
        )}
        {/* A bet that is not there has its own way back (MissingOrFailed): not a second "My bets" (QA). */}
        {(bet.data || (bet.isPending && id)) && <div className="sl-actions">
          {view === 'settled' && id ? (
            // The outcome and what it paid are on the bet's own page.
            <Button block color="primary" shape="rounded" size="large" onClick={() => replace(`${routePath('orderView')}?id=${id}`)} data-testid="order-success-view">{t('success.viewBet')}</Button>
          ) : (
            <Button block color="primary" shape="rounded" size="large" onClick={() => replace(routePath('myOrder'))} data-testid="order-success-orders">{t('success.myOrders')}</Button>
          )}
          <Button block fill="outline" shape="rounded" size="large" onClick={() => switchTab(routePath('match'))} data-testid="order-success-matches">{t('success.moreMatches')}</Button>
        </div>}
      </main>
    </div>
  );
}
