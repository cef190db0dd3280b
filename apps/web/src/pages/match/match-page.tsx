import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { MATCH_DAYS, dayOffsetOf, dayText } from '../../features/betting/days.ts';
import { useMatchList, useUpcomingMatches } from '../../features/betting/betting-queries.ts';
import { DayChips, MatchCard } from '../../features/betting/ui/betting-ui.tsx';
import { useOperatorToday, useServerNow } from '../../lib/use-server-now.ts';
import { oneOf, useSearchParamState } from '../../lib/search-param-state.ts';
import { EmptyState, LoadFailed } from '../../features/wallet/ui/list-states.tsx';
import { FilterChips } from '../../features/wallet/ui/filter-chips.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import '../../features/wallet/ui/wallet-ui.css';

/** /pages/match/match (tab): the matches of an operator day (today .. +6) by league, one league or all. */
export function MatchPage() {
  const { t } = useTranslation('betting');
  const { t: tApp } = useTranslation();
  const { open } = useAppNavigation();
  // Kept in the address (?day=1&league=NPFL): back from a match, the member finds the day and
  // league they were browsing, not today's list (QA).
  const [day, setDay] = useSearchParamState('day', readDay, 0);
  const list = useMatchList(day);
  const now = useServerNow();
  // Today's list holds yesterday's late matches still being played: they say their day.
  const todayStart = useOperatorToday();
  const [league, setLeague] = useSearchParamState<string | undefined>('league', readLeague, undefined);
  const dayLeagues = list.data?.leagues.filter((l) => l.matches.length > 0) ?? [];
  // A league chosen on a day it does not play this one: all (its chip is not there to untick).
  const chosen = league !== undefined && dayLeagues.some((l) => l.league === league) ? league : undefined;
  const leagues = chosen === undefined ? dayLeagues : dayLeagues.filter((l) => l.league === chosen);
  // The day of the next match open for betting: an empty day points to it (QA: the tab opened on an
  // empty Today while Home listed matches tomorrow). Today's list is the first it reads, cached.
  const upcoming = useUpcomingMatches(1, now);
  const nextDay = upcoming.matches[0] ? MATCH_DAYS.find((d) => d === dayOffsetOf(upcoming.matches[0]!.kickOffAt, new Date(now))) : undefined;

  return (
    <div className="sl-page sl-page--tab sl-betting-page" data-testid="match-page">
      <PageHeader title={tApp('routes.match')} showBack={false} />
      <div className="sl-days-bar">
        <DayChips days={MATCH_DAYS} value={day} onChange={setDay} now={now} testId="match-day" />
        {dayLeagues.length > 1 && (
          <FilterChips label={t('match.leagueFilter')} testId="match-league-filter" value={chosen} onChange={setLeague}
            options={[{ value: undefined, label: t('match.allLeagues') }, ...dayLeagues.map((l) => ({ value: l.league, label: l.league }))]} />
        )}
      </div>
      <main className="sl-content">
        {list.isPending ? (
          <MatchSkeleton />
        ) : list.isError && !list.data ? (
          <LoadFailed onRetry={() => void list.refetch()} error={list.error} />
        ) : leagues.length === 0 ? (
          <EmptyState title={t('match.empty')} body={t('match.emptyBody')} testId="match-empty"
            // Forward only: a later day with nothing does not point back to an earlier one (QA).
            action={nextDay !== undefined && nextDay > day && (
              <Button size="small" shape="rounded" color="primary" onClick={() => setDay(nextDay)} data-testid="match-next-day">{t('match.nextMatches', { day: dayText(nextDay, new Date(now), currentLanguage(), t as (key: string) => string) })}</Button>
            )} />
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
                    <MatchCard match={match} now={now} showDay={Date.parse(match.kickOffAt) < todayStart} onOpen={() => open(`${routePath('matchDetail')}?id=${match.id}`)} />
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

const readDay = oneOf(MATCH_DAYS, 0);

const readLeague = (raw: string | null) => raw ?? undefined;

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
