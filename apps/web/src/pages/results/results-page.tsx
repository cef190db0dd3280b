import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header.tsx';
import { useMatchList } from '../../features/betting/betting-queries.ts';
import type { TMatchSummary } from '../../features/betting/betting-types.ts';
import { timeOfDay } from '../../features/betting/days.ts';
import { DayChips, TeamCrest } from '../../features/betting/ui/betting-ui.tsx';
import { useServerNow } from '../../features/betting/ui/use-server-now.ts';
import { EmptyState, LoadFailed } from '../../features/wallet/ui/list-states.tsx';
import '../../features/wallet/ui/wallet-ui.css';

// The match list answers only for today and the days ahead (day=0..6): results of earlier
// days need a results endpoint the contract does not have yet, so this page shows today's.
const RESULT_DAYS = [0] as const;

function isResult(match: TMatchSummary): boolean {
  return match.state === 'finished' || match.ftScore !== null;
}

/** /pages/results/results (tab): finished matches of the day with HT and FT scores. */
export function ResultsPage() {
  const { t } = useTranslation('betting');
  const { t: tApp } = useTranslation();
  const list = useMatchList(0);
  const now = useServerNow(30_000);
  const leagues = (list.data?.leagues ?? []).map((league) => ({ league: league.league, matches: league.matches.filter(isResult) })).filter((league) => league.matches.length > 0);

  return (
    <div className="sl-page sl-page--tab sl-betting-page" data-testid="results-page">
      <PageHeader title={tApp('routes.results')} showBack={false} />
      <div className="sl-days-bar">
        <DayChips days={RESULT_DAYS} value={0} onChange={() => undefined} now={now} testId="results-day" />
        <p className="sl-days-bar__note">{t('results.todayOnly')}</p>
      </div>
      <main className="sl-content">
        {list.isPending ? (
          <div className="sl-league" aria-busy="true"><span className="sl-skel sl-skel--w35" /><span className="sl-skel sl-skel--field" /></div>
        ) : list.isError && !list.data ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : leagues.length === 0 ? (
          <EmptyState title={t('results.empty')} body={t('results.emptyBody')} testId="results-empty" />
        ) : (
          leagues.map((league) => (
            <section key={league.league} className="sl-league" aria-label={league.league}>
              <h2 className="sl-league__title"><span>{league.league}</span></h2>
              <ul className="sl-results">
                {league.matches.map((match) => (
                  <li key={match.id} className="sl-result" data-testid="result-row" data-match-id={match.id}>
                    <span className="sl-result__time">{timeOfDay(match.kickOffAt)}</span>
                    <span className="sl-result__team"><TeamCrest name={match.homeTeam} size="s" /><span>{match.homeTeam}</span></span>
                    <span className="sl-result__scores">
                      <b className="sl-result__ft" data-testid="result-ft">{match.ftScore ?? '–'}</b>
                      <small data-testid="result-ht">{t('results.ht')} {match.htScore ?? '–'}</small>
                    </span>
                    <span className="sl-result__team sl-result__team--away"><span>{match.awayTeam}</span><TeamCrest name={match.awayTeam} size="s" /></span>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </main>
    </div>
  );
}
