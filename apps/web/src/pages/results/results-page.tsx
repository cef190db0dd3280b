import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header.tsx';
import { useResults } from '../../features/betting/betting-queries.ts';
import { RESULT_DAYS } from '../../features/betting/days.ts';
import { DayChips } from '../../features/betting/ui/betting-ui.tsx';
import { useOperatorToday } from '../../lib/use-server-now.ts';
import { oneOf, useSearchParamState } from '../../lib/search-param-state.ts';
import { EmptyState, LoadFailed } from '../../features/wallet/ui/list-states.tsx';
import { ResultRow } from './result-row.tsx';
import '../../features/wallet/ui/wallet-ui.css';
import './results-page.css';

const readDay = oneOf(RESULT_DAYS, 0);

/** /pages/results/results (tab): an operator day's finished matches (today .. 6 days back) by league, HT and FT. */
export function ResultsPage() {
  const { t } = useTranslation('betting');
  const { t: tApp } = useTranslation();
  // Kept in the address (?day=-1), as on the match list: a reload or a tab round trip keeps it (QA).
  const [day, setDay] = useSearchParamState('day', readDay, 0);
  // The chips only need the date, and the list is asked by it: one reading of the operator's
  // today for both, so over midnight the chips and the list roll together.
  const today = useOperatorToday();
  const results = useResults(day, today);
  const leagues = results.data?.leagues ?? [];

  return (
    <div className="sl-page sl-page--tab sl-betting-page" data-testid="results-page">
      <PageHeader title={tApp('routes.results')} showBack={false} />
      <div className="sl-days-bar">
        <DayChips days={RESULT_DAYS} value={day} onChange={setDay} now={today} testId="results-day" />
      </div>
      <main className="sl-content">
        {results.isPending ? (
          <ResultsSkeleton />
        ) : results.isError && !results.data ? (
          <LoadFailed onRetry={() => void results.refetch()} error={results.error} />
        ) : leagues.length === 0 ? (
          <EmptyState
            title={t(day === 0 ? 'results.emptyToday' : 'results.emptyDay')}
            body={t(day === 0 ? 'results.emptyTodayBody' : 'results.emptyDayBody')}
            testId="results-empty"
          />
        ) : (
          leagues.map((league) => (
            <section key={league.league} className="sl-league" aria-label={league.league} data-testid="results-league">
              <h2 className="sl-league__title">
                <span>{league.league}</span>
                <span className="sl-league__count">{t('match.matches', { count: league.matches.length })}</span>
              </h2>
              <ul className="sl-results">
                {league.matches.map((match) => <ResultRow key={match.id} match={match} />)}
              </ul>
            </section>
          ))
        )}
      </main>
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div className="sl-league" aria-busy="true">
      <span className="sl-skel sl-skel--w35" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="sl-result sl-result--skeleton"><span className="sl-skel sl-skel--field" /></div>
      ))}
    </div>
  );
}
