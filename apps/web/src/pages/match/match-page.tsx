import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { MATCH_DAYS } from '../../features/betting/days.ts';
import { useMatchList } from '../../features/betting/betting-queries.ts';
import { DayChips, MatchCard } from '../../features/betting/ui/betting-ui.tsx';
import { useServerNow } from '../../lib/use-server-now.ts';
import { EmptyState, LoadFailed } from '../../features/wallet/ui/list-states.tsx';
import '../../features/wallet/ui/wallet-ui.css';

/** /pages/match/match (tab): the matches of an operator day (today .. +6) by league. */
export function MatchPage() {
  const { t } = useTranslation('betting');
  const { t: tApp } = useTranslation();
  const { open } = useAppNavigation();
  const [day, setDay] = useState(0);
  const list = useMatchList(day);
  const now = useServerNow();
  const leagues = list.data?.leagues.filter((league) => league.matches.length > 0) ?? [];

  return (
    <div className="sl-page sl-page--tab sl-betting-page" data-testid="match-page">
      <PageHeader title={tApp('routes.match')} showBack={false} />
      <div className="sl-days-bar">
        <DayChips days={MATCH_DAYS} value={day} onChange={setDay} now={now} testId="match-day" />
      </div>
      <main className="sl-content">
        {list.isPending ? (
          <MatchSkeleton />
        ) : list.isError && !list.data ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : leagues.length === 0 ? (
          <EmptyState title={t('match.empty')} body={t('match.emptyBody')} testId="match-empty" />
        ) : (
          leagues.map((league) => (
            <section key={league.league} className="sl-league" aria-label={league.league} data-testid="match-league">
              <h2 className="sl-league__title">
                <span>{league.league}</span>
                <span className="sl-league__count">{t('match.matches', { count: league.matches.length })}</span>
              </h2>
              <ul className="sl-league__list">
                {league.matches.map((match) => (
                  <li key={match.id}>
                    <MatchCard match={match} now={now} onOpen={() => open(`${routePath('matchDetail')}?id=${match.id}`)} />
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

export function MatchSkeleton() {
  return (
    <div className="sl-league" aria-busy="true">
      <span className="sl-skel sl-skel--w35" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="sl-match sl-match--skeleton"><span className="sl-skel sl-skel--field" /></div>
      ))}
    </div>
  );
}
