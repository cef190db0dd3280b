import { memo, useCallback, useMemo } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatKobo } from '@scoreline/contract/display';
import { PageHeader } from '../../app/page-header.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { useBetList } from '../../features/betting/betting-queries.ts';
import { uniqueRows } from '../../lib/cursor-pages.ts';
import type { TBet, TBetStatus } from '../../features/betting/betting-types.ts';
import { dateTime } from '../../features/betting/days.ts';
import { formatOdds, formatSignedKobo } from '../../features/betting/odds.ts';
import { BET_STATUS_FILTERS, canCancel } from '../../features/betting/statuses.ts';
import { BetStatusBadge, OperatorZone } from '../../features/betting/ui/betting-ui.tsx';
import { BetTotals } from '../../features/betting/ui/bet-totals.tsx';
import { MatchFilter } from '../../features/betting/ui/match-filter.tsx';
import { idParam } from '../../lib/id-param.ts';
import { useServerTimePassing } from '../../lib/use-server-now.ts';
import { useStableCallback } from '../../lib/use-stable-callback.ts';
import { useTimeRangeParam } from '../../features/wallet/use-time-range-param.ts';
import { TIME_RANGE_OPTIONS } from '../../features/wallet/time-ranges.ts';
import { FilterChips } from '../../features/wallet/ui/filter-chips.tsx';
import { RecordFilters } from '../../features/wallet/ui/record-filters.tsx';
import { RecordList } from '../../features/wallet/ui/record-list.tsx';
import '../../features/wallet/ui/wallet-ui.css';
import { cancelName, postponedTitleKey, revokedWhy, selectionText, useCancelBet } from '../match/order-view-page.tsx';
import { oneOf, useSearchParamState } from '../../lib/search-param-state.ts';

const readStatus = oneOf(BET_STATUS_FILTERS, undefined);

/** /pages/me/myorder: my orders by time range (spec 3) and winning status, scrolling for more. */
export function MyOrderPage() {
  const { t } = useTranslation('betting');
  const { t: tApp } = useTranslation();
  const { open, switchTab } = useAppNavigation();
  // In the address: back from a bet, or after a reload, the list keeps the member's filters.
  const [range, setRange] = useTimeRangeParam();
  const [status, setStatus] = useSearchParamState<TBetStatus | undefined>('status', readStatus, undefined);
  // ?match=: the bets on one match, from its page or a notice about it.
  const [matchId, setMatchId] = useSearchParamState<number | undefined>('match', idParam, undefined);
  const list = useBetList({ range, status, matchId });
  const items = uniqueRows(list.data);
  const totals = list.data?.pages[0]?.totals;
  // Rows change by the clock only when a bet's Cancel goes at its closing time: the page renders
  // then, not every second, and a row renders only when its bet or its buttons change (structural
  // sharing keeps unchanged bets the same objects across the list's refreshes).
  const closings = useMemo(() => items.filter((bet) => bet.status === 'waiting' && bet.cancellable).map((bet) => Date.parse(bet.closingAt)), [items]);
  const now = useServerTimePassing(closings);
  const { cancel, cancelling } = useCancelBet();
  const openBet = useCallback((id: number) => open(`${routePath('orderView')}?id=${id}`), [open]);
  const cancelBet = useStableCallback((bet: TBet) => void cancel(bet));

  return (
    <div className="sl-page sl-wallet-page sl-betting-page" data-testid="my-order-page">
      <PageHeader title={tApp('routes.myOrder')} />
      <RecordFilters range={range} onRange={setRange}>
        <FilterChips label={t('orders.status')} testId="status" value={status} onChange={setStatus}
          options={[{ value: undefined, label: t('orders.all') }, ...BET_STATUS_FILTERS.map((value) => ({ value, label: t(`betStatus.${value}`) }))]} />
        {matchId !== undefined && <MatchFilter matchId={matchId} bet={items[0]} onClear={() => setMatchId(undefined)} />}
      </RecordFilters>
      <main className="sl-content">
        {/* The first page's: every page carries the same sums, and the first is asked again first. */}
        {totals && totals.count > 0 && <BetTotals totals={totals} />}
        <RecordList testId="order-list" items={items} keyOf={(bet) => bet.id} pending={list.isPending} error={list.error}
          hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} retry={() => void list.refetch()}
          {...emptyTexts({ status, range, matchId }, t as TT)}
          emptyAction={matchId !== undefined ? (
            <Button size="small" shape="rounded" color="primary" onClick={() => setMatchId(undefined)}>{t('orders.allMatches')}</Button>
          ) : (
            <Button size="small" shape="rounded" color="primary" onClick={() => switchTab(routePath('match'))}>{t('orders.browse')}</Button>
          )}
          renderItem={(bet) => (
            <OrderRow bet={bet} onOpen={openBet} cancellable={canCancel(bet, now)} cancelling={cancelling === bet.id} otherCancelling={cancelling !== null && cancelling !== bet.id} onCancel={cancelBet} />
          )} />
      </main>
    </div>
  );
}

type TT = (key: string, options?: Record<string, unknown>) => string;

/**
 * What an empty list says: of the match chosen (with its status), else of the status chosen, else
 * of the period. On the longest range already, "a longer period" is no way out (QA).
 */
function emptyTexts({ status, range, matchId }: { status: TBetStatus | undefined; range: number; matchId: number | undefined }, t: TT) {
  const longest = range === TIME_RANGE_OPTIONS.at(-1)!.value;
  const statusName = status && t(`betStatus.${status}`);
  if (matchId !== undefined) {
    // QA: "No Lost bets in this period" when there were, on other matches.
    return { emptyTitle: statusName ? t('orders.emptyStatusMatch', { status: statusName }) : t('orders.emptyMatch'), emptyBody: t(longest ? 'orders.emptyMatchLongestBody' : 'orders.emptyMatchBody') };
  }
  if (statusName) return { emptyTitle: t('orders.emptyStatus', { status: statusName }), emptyBody: t(longest ? 'orders.emptyStatusLongestBody' : 'orders.emptyStatusBody') };
  return { emptyTitle: t('orders.empty'), emptyBody: t('orders.emptyBody') };
}

/** otherCancelling: another row's cancel is on its way; one at a time, so this one waits, shown disabled (QA: a tap did nothing, silently). */
type TOrderRowProps = { bet: TBet; onOpen: (id: number) => void; cancellable: boolean; cancelling: boolean; otherCancelling: boolean; onCancel: (bet: TBet) => void };

const OrderRow = memo(function OrderRow({ bet, onOpen, cancellable, cancelling, otherCancelling, onCancel }: TOrderRowProps) {
  const { t } = useTranslation('betting');
  const settledWin = bet.actualWinAmount !== null && bet.status === 'winning';
  return (
    <div className="sl-order" data-testid="order-row" data-id={bet.id} data-status={bet.status}>
      <button type="button" className="sl-order__main" onClick={() => onOpen(bet.id)}>
        <span className="sl-order__line">
          <span className="sl-order__teams">{bet.homeTeam} <i>{t('match.versus')}</i> {bet.awayTeam}</span>
          <BetStatusBadge status={bet.status} testId="order-status" />
        </span>
        <span className="sl-order__line sl-order__line--pick">
          <span className="sl-order__pick">
            <b>{selectionText(bet, t('detail.other'))}</b>
            <span>{t(`detail.${bet.period}`)} · {t(`detail.${bet.betType}`)}</span>
          </span>
          <span className="sl-order__odds">@{formatOdds(bet.odds)}</span>
        </span>
        <span className="sl-order__line sl-order__line--money">
          <span>{t('orders.stake')} <b className="sl-money">{formatKobo(bet.stake)}</b></span>
          {settledWin ? (
            <span>{t('orders.won')} <b className="sl-money sl-order__won">{formatKobo(bet.actualWinAmount)}</b></span>
          ) : bet.profitAndLoss !== null ? (
            <span>{t('orders.pnl')} <b className={`sl-money${bet.profitAndLoss < 0 ? ' sl-order__loss' : ' sl-order__won'}`}>{formatSignedKobo(bet.profitAndLoss)}</b></span>
          ) : (
            // What a win would credit, VIP award and fee included: the figure the slip promised.
            <span>{t('orders.win')} <b className="sl-money">{formatKobo(bet.potentialActualWin)}</b></span>
          )}
        </span>
        <span className="sl-order__sub">{bet.league} · {t('orders.placedAt', { time: dateTime(bet.createdAt) })}<OperatorZone now={Date.now()} /></span>
        {/* Who returned it: the member, or the match (QA: a cancel and a void read the same "Revoked"). */}
        {bet.status === 'revoked' && <span className="sl-order__sub" data-testid="order-revoked-why">{t(`orders.${revokedWhy(bet)}Title`)}</span>}
        {/* A waiting bet on a postponed match says so in the list too, as a void one does (QA: only "Waiting" until opened). */}
        {bet.status !== 'revoked' && bet.postponedUntil && <span className="sl-order__sub" data-testid="order-row-postponed">{t(postponedTitleKey(bet))}</span>}
        {bet.settledAt && (
          <span className="sl-order__sub" data-testid="order-settled">
            {bet.score && <b>{t(bet.period === 'HT' ? 'results.ht' : 'results.ft')} {bet.score} · </b>}
            {t('orders.settled')} {dateTime(bet.settledAt)}<OperatorZone now={Date.now()} />
            {bet.correction && <> · <b className="sl-order__corrected" data-testid="order-corrected">{t('orders.corrected')}</b></>}
          </span>
        )}
      </button>
      {cancellable && (
        <div className="sl-order__actions">
          <Button size="mini" shape="rounded" fill="outline" color="danger" loading={cancelling} disabled={otherCancelling} onClick={() => onCancel(bet)} data-testid="order-cancel"
            aria-label={cancelName(bet, t as TT)}>{t('orders.cancel')}</Button>
        </div>
      )}
    </div>
  );
});
