import { useTranslation } from 'react-i18next';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { useUpcomingMatches } from '../../features/betting/betting-queries.ts';
import { MatchCard } from '../../features/betting/ui/betting-ui.tsx';
import { useServerNow } from '../../lib/use-server-now.ts';
import { UpcomingMatchesTeaser } from './upcoming-matches-teaser.tsx';
import { isAnsweredFailure } from '../../lib/api-envelope.ts';

const SHOWN = 3;

/** The next matches open for betting (the match tab's cards; a tap opens the match), or the teaser when none is open. */
export function UpcomingMatches() {
  const { t } = useTranslation();
  const { open, switchTab } = useAppNavigation();
  const now = useServerNow();
  const upcoming = useUpcomingMatches(SHOWN, now);
  // Nothing found and nothing left to ask: the teaser explains what will come. Nothing found because
  // a list failed: said, with its retry (the teaser's "None open now" would not be true).
  const failed = upcoming.matches.length === 0 && upcoming.error !== null;
  if (upcoming.matches.length === 0 && !upcoming.pending && !failed) return <UpcomingMatchesTeaser />;
  return (
    <section className="sl-upcoming" aria-labelledby="home-upcoming" data-testid="home-upcoming-list" aria-busy={upcoming.matches.length === 0 && !failed}>
      <div className="sl-upcoming__head">
        <h2 id="home-upcoming" className="sl-section-title">{t('home.upcomingTitle')}</h2>
        <button type="button" className="sl-upcoming__all" onClick={() => switchTab(routePath('match'))} data-testid="home-all-matches">
          {t('home.allMatches')}<span aria-hidden="true"> ›</span>
        </button>
      </div>
      {failed ? (
        // Home's own texts: the wallet pages' failure card would load their texts on the first screen.
        <div className="sl-upcoming__failed" role="alert" data-testid="load-failed">
          <p>{t(isAnsweredFailure(upcoming.error) ? 'home.matchesRefused' : 'home.matchesFailed')}</p>
          {/* Busy while it asks again: a tap that changed nothing on screen read as a dead button (QA). */}
          <button type="button" className="sl-upcoming__retry" onClick={upcoming.retry} disabled={upcoming.retrying} aria-busy={upcoming.retrying}>
            {upcoming.retrying ? t('common.loading') : t('common.retry')}
          </button>
        </div>
      ) : <ul className="sl-upcoming__list">
        {upcoming.matches.length === 0
          ? <li className="sl-match sl-match--skeleton" aria-hidden="true" />
          : upcoming.matches.map((match) => (
            <li key={match.id}>
              <MatchCard match={match} now={now} showDay onOpen={() => open(`${routePath('matchDetail')}?id=${match.id}`)} />
            </li>
          ))}
      </ul>}
    </section>
  );
}
