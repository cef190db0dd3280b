import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { useBetCountOnMatch, useMatchDetail } from '../../features/betting/betting-queries.ts';
import type { TBetType, TMatchDetail, TPeriod, TSelectionPrices } from '../../features/betting/betting-types.ts';
import { timeOfDay } from '../../features/betting/days.ts';
import { axisLabels, gridLayout, resultSelection } from '../../features/betting/grid.ts';
import { formatOdds } from '../../features/betting/odds.ts';
import { ClosingCountdown, KickOffDay, MatchStateBadge, OperatorZone, TeamCrest, TeamName } from '../../features/betting/ui/betting-ui.tsx';
import { useServerNow } from '../../lib/use-server-now.ts';
import { matchStateAt, takesBets, unavailableReason } from '../../features/betting/statuses.ts';
import { MissingOrFailed } from './missing-or-failed.tsx';
import { idParam } from '../../lib/id-param.ts';
import { oneOf, useSearchParamState } from '../../lib/search-param-state.ts';
import '../../features/wallet/ui/wallet-ui.css';
import { rovingTabIndex } from '../../lib/arrow-keys.ts';

/** The tabs and the switch in their order on screen, and what the address may hold. */
const PERIOD_TABS: readonly TPeriod[] = ['FT', 'HT'];
const BET_TYPE_SWITCH: readonly TBetType[] = ['correct', 'incorrect'];
const readPeriod = oneOf<TPeriod, TPeriod>(PERIOD_TABS, 'FT');
const readBetType = oneOf<TBetType, TBetType>(BET_TYPE_SWITCH, 'correct');

/** /pages/match/match-detail?id=: the match header and its FT / HT grids, correct or incorrect score. */
export function MatchDetailPage() {
  const { t: tApp } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const detail = useMatchDetail(id);
  // In the address: back from the slip (or after a bet) the grid shows the tabs the member chose.
  const [period, setPeriod] = useSearchParamState<TPeriod>('period', readPeriod, 'FT');
  const [betType, setBetType] = useSearchParamState<TBetType>('type', readBetType, 'correct');
  const now = useServerNow();

  return (
    <div className="sl-page sl-betting-page" data-testid="match-detail-page">
      <PageHeader title={tApp('routes.matchDetail')} />
      <main className="sl-content">
        {detail.isPending && id ? (
          <div className="sl-match-hero" aria-busy="true"><span className="sl-skel sl-skel--w60" /><span className="sl-skel sl-skel--field" /></div>
        ) : !detail.data ? (
          <MissingOrFailed what="match" id={id} error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            <MatchHero detail={detail.data} now={now} />
            <BetsOnMatchLink matchId={detail.data.match.id} />
            <MarketPicker period={period} onPeriod={setPeriod} betType={betType} onBetType={setBetType} />
            <MarketGrid detail={detail.data} period={period} betType={betType} now={now} />
          </>
        )}
      </main>
    </div>
  );
}

export function MatchHero({ detail, now }: { detail: Pick<TMatchDetail, 'match'>; now: number }) {
  const { t } = useTranslation('betting');
  const { match } = detail;
  const ht = match.htScore ? `${t('results.ht')} ${match.htScore}` : null;
  // The latest score entered: full time, else the half-time one of a match still being played.
  const score = match.ftScore ?? ht;
  return (
    <section className="sl-match-hero" data-testid="match-hero">
      <p className="sl-match-hero__league">
        <span>{match.league}</span>
        <MatchStateBadge state={matchStateAt(match, now)} />
      </p>
      <div className="sl-match-hero__teams">
        <span className="sl-match-hero__team"><TeamCrest name={match.homeTeam} size="l" /><TeamName name={match.homeTeam} whole /></span>
        <span className="sl-match-hero__mid">
          <KickOffDay kickOffAt={match.kickOffAt} now={now} className="sl-match-hero__day" />
          {score ? (
            // Once a score is entered it is the news: large, with the kick-off small above it and
            // the half-time score under a full-time one (as the results tab shows them).
            <>
              <span className="sl-match-hero__kick-off" data-testid="match-hero-kick-off">{timeOfDay(match.kickOffAt)}<OperatorZone now={now} /></span>
              <span className="sl-match-hero__score" data-testid="match-hero-score">{score}</span>
              {match.ftScore && ht && <span className="sl-match-hero__ht" data-testid="match-hero-ht">{ht}</span>}
            </>
          ) : (
            <span className="sl-match-hero__time">{timeOfDay(match.kickOffAt)}<OperatorZone now={now} /></span>
          )}
        </span>
        <span className="sl-match-hero__team"><TeamCrest name={match.awayTeam} size="l" /><TeamName name={match.awayTeam} whole /></span>
      </div>
      <div className="sl-match-hero__foot"><ClosingCountdown match={match} now={now} /></div>
    </section>
  );
}

/** The member's bets on this match, a tap away (My bets narrowed to it); nothing when there are none. */
function BetsOnMatchLink({ matchId }: { matchId: number }) {
  const { t } = useTranslation('betting');
  const { open } = useAppNavigation();
  const count = useBetCountOnMatch(matchId);
  if (!count) return null;
  return (
    <button type="button" className="sl-match-bets" onClick={() => open(`${routePath('myOrder')}?match=${matchId}`)} data-testid="match-your-bets">
      <span>{t('detail.yourBets', { n: count })}</span>
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d="M9 6l6 6-6 6" /></svg>
    </button>
  );
}

function MarketPicker({ period, onPeriod, betType, onBetType }: { period: TPeriod; onPeriod: (p: TPeriod) => void; betType: TBetType; onBetType: (b: TBetType) => void }) {
  const { t } = useTranslation('betting');
  return (
    <div className="sl-market-picker">
      <div className="sl-tabs" role="tablist" aria-label={t('detail.periods')}>
        {PERIOD_TABS.map((item, index) => (
          <button key={item} type="button" role="tab" id={`detail-tab-${item}`} aria-controls="detail-panel" aria-selected={item === period} tabIndex={rovingTabIndex(index, PERIOD_TABS.indexOf(period))} className={`sl-tabs__item${item === period ? ' sl-tabs__item--on' : ''}`}
            onClick={() => onPeriod(item)} data-testid={`detail-period-${item}`}>
            {t(`detail.${item}`)}
          </button>
        ))}
      </div>
      <div className="sl-switch" role="radiogroup" aria-label={t('detail.types')}>
        {BET_TYPE_SWITCH.map((item, index) => (
          <button key={item} type="button" role="radio" aria-checked={item === betType} tabIndex={rovingTabIndex(index, BET_TYPE_SWITCH.indexOf(betType))} className={`sl-switch__item${item === betType ? ' sl-switch__item--on' : ''}`}
            onClick={() => onBetType(item)} data-testid={`detail-type-${item}`}>
            {t(`detail.${item}`)}
          </button>
        ))}
      </div>
      {/* One sentence per period: French articles and Thai word order differ between them. */}
      <p className="sl-market-picker__hint">{t(`detail.hint_${betType}_${period}`)}</p>
    </div>
  );
}

function MarketGrid({ detail, period, betType, now }: { detail: TMatchDetail; period: TPeriod; betType: TBetType; now: number }) {
  const { t } = useTranslation('betting');
  const { open } = useAppNavigation();
  const market = detail.markets.find((item) => item.period === period);
  const grid = useMemo(() => gridLayout(market?.selections ?? []), [market]);
  const closed = !takesBets(detail.match, now);
  // A played period's score is outlined in its grid, the way a member checks a ticket.
  const result = resultSelection(grid, period === 'FT' ? detail.match.ftScore : detail.match.htScore);

  const pick = (selection: TSelectionPrices) => {
    const query = new URLSearchParams({ id: String(detail.match.id), period, selection: selection.selection, betType });
    open(`${routePath('orderDetail')}?${query.toString()}`);
  };

  const cell = (selection: TSelectionPrices | null, label: string, key: string, wide = false) => {
    if (!selection) return <span key={key} className="sl-cell sl-cell--empty" aria-hidden="true" />;
    const price = selection[betType];
    const disabled = closed || price.suspended;
    // Withheld by the odds engine (a near-certain outcome): not offered, which is not a pause.
    const state = price.withheld ? 'withheld' : price.suspended ? 'suspended' : 'open';
    const isResult = selection.selection === result;
    // What a screen reader says: the bet the cell makes and its odds ("Correct score 1-0, odds
    // 9.89", "Not 1-0, odds 1.27"), or why it takes none. "1-0 9.89" left the bet type and the
    // meaning of the number to be guessed, and an incorrect-score cell read as the score (QA).
    const offer = state === 'withheld' ? t('detail.notOffered') : state === 'suspended' ? t('detail.suspended') : t('detail.cellOdds', { odds: formatOdds(price.odds) });
    const name = [
      `${t(`detail.cell_${betType}`, { score: label })}, ${offer}`,
      isResult ? t(`detail.result_${period}`) : '',
      closed && state === 'open' ? t(`detail.${unavailableReason(detail.match, now)}`) : '',
    ].filter(Boolean).join(' · ');
    return (
      <button key={key} type="button" className={`sl-cell${wide ? ' sl-cell--wide' : ''}${state === 'suspended' ? ' sl-cell--locked' : ''}${state === 'withheld' ? ' sl-cell--off' : ''}${isResult ? ' sl-cell--result' : ''}`} disabled={disabled}
        onClick={() => pick(selection)} data-testid={`odds-cell-${selection.selection}`} data-suspended={price.suspended ? 'true' : 'false'} data-state={state} data-result={isResult ? 'true' : undefined}
        aria-label={name}>
        <span className="sl-cell__score">{label}</span>
        {state === 'withheld' ? <span className="sl-cell__off" aria-hidden="true">–</span> : state === 'suspended' ? <LockIcon /> : <span className="sl-cell__odds">{formatOdds(price.odds)}</span>}
      </button>
    );
  };
  const axes = axisLabels(detail.match.homeTeam, detail.match.awayTeam);
  const prices = [...grid.cells.flat(), grid.other].map((s) => s?.[betType]);
  const anyWithheld = prices.some((p) => p?.withheld);
  // A lock alone said nothing (QA): paused by the trader, unlike not offered, and it may reopen.
  // While the whole match is closed or paused its banner says so instead.
  const anySuspended = !closed && prices.some((p) => p?.suspended && !p.withheld);

  return (
    <section className={`sl-grid-card${closed ? ' sl-grid-card--closed' : ''}`} role="tabpanel" id="detail-panel" aria-labelledby={`detail-tab-${period}`}
      data-testid="odds-grid" data-period={period} data-type={betType}>
      {closed && <p className="sl-grid-card__closed" role="status" data-testid="detail-closed">{t(`detail.${unavailableReason(detail.match, now)}`)}</p>}
      <div className="sl-grid" style={{ ['--cols' as string]: String(grid.cols.length) }} role="group" aria-label={t('detail.axis', { home: detail.match.homeTeam, away: detail.match.awayTeam })}>
        <span className="sl-grid__corner" aria-hidden="true" data-testid="grid-corner">
          <span>{axes?.home ?? t('detail.homeAxis')}</span>
          <span>{axes?.away ?? t('detail.awayAxis')}</span>
        </span>
        {grid.cols.map((away) => <span key={`c${away}`} className="sl-grid__head" aria-hidden="true">{away}</span>)}
        {grid.rows.map((home) => [
          <span key={`r${home}`} className="sl-grid__head sl-grid__head--row" aria-hidden="true">{home}</span>,
          ...grid.cols.map((away) => cell(grid.cells[home]?.[away] ?? null, `${home}-${away}`, `${home}-${away}`)),
        ])}
      </div>
      {grid.other && <div className="sl-grid__other">{cell(grid.other, t('detail.other'), 'other', true)}</div>}
      {anySuspended && (
        <p className="sl-grid-card__note sl-grid-card__note--locked" data-testid="suspended-note">
          <LockIcon /> {t('detail.suspendedNote')}
        </p>
      )}
      {result && <p className="sl-grid-card__note sl-grid-card__note--result" data-testid="result-note">{t(`detail.resultNote_${period}`)}</p>}
      {/* The dash is the grid's own mark for such a cell; the slip says the note without it (QA: "– Not offered" there). */}
      {anyWithheld && <p className="sl-grid-card__note" data-testid="withheld-note"><span aria-hidden="true">– </span>{t('detail.withheldNote')}</p>}
    </section>
  );
}

export function LockIcon() {
  return (
    <svg className="sl-lock" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
