import { useTranslation } from 'react-i18next';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { useUpcomingMatches } from '../../features/betting/betting-queries.ts';
import { MatchCard } from '../../features/betting/ui/betting-ui.tsx';
import { useServerNow } from '../../lib/use-server-now.ts';
import { UpcomingMatchesTeaser } from './upcoming-matches-teaser.tsx';

const SHOWN = 3;

/** The next matches open for betting (the match tab's cards; a tap opens the match), or the teaser when none is open. */
export function UpcomingMatches() {
  const { t } = useTranslation();
  const { open, switchTab } = useAppNavigation();
  const now = useServerNow();
  const upcoming = useUpcomingMatches(SHOWN, now);
  // Nothing found and nothing left to ask (or the lists failed): the teaser explains what will come.
  if (upcoming.matches.length === 0 && !upcoming.pending) return <UpcomingMatchesTeaser />;
  return (
    <section className="sl-upcoming" aria-labelledby="home-upcoming" data-testid="home-upcoming-list" aria-busy={upcoming.matches.length === 0}>
      <div className="sl-upcoming__head">
        <h2 id="home-upcoming" className="sl-section-title">{t('home.upcomingTitle')}</h2>
        <button type="button" className="sl-upcoming__all" onClick={() => switchTab(routePath('match'))} data-testid="home-all-matches">
          {t('home.allMatches')}<span aria-hidden="true"> ›</span>
        </button>
      </div>
      <ul className="sl-upcoming__list">
        {upcoming.matches.length === 0
          ? <li className="sl-match sl-match--skeleton" aria-hidden="true" />
          : upcoming.matches.map((match) => (
            <li key={match.id}>
              <MatchCard match={match} now={now} showDay onOpen={() => open(`${routePath('matchDetail')}?id=${match.id}`)} />
            </li>
          ))}
      </ul>
    </section>
  );
}
