import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMatchResult } from '../../features/betting/betting-types.ts';
import { displayText } from '@scoreline/contract/display';
import { timeOfDay } from '../../features/betting/days.ts';
import { resultEntries } from '../../features/betting/result-entries.ts';
import { scoreInText, withZoneNote } from '../../lib/operator-time.ts';
import { Badge, MatchStateBadge, OperatorZone, TeamSide } from '../../features/betting/ui/betting-ui.tsx';

/**
 * One match on the results tab: kick-off, teams, the FT score large and the HT score under it.
 * Anything but a plain finish (abandoned, void, postponed, or still live with only HT entered)
 * carries its state badge, so a missing FT score never reads as a result; a score the back office
 * corrected after settling says so (the member's bill shows the correction). Under it, who entered
 * each score and when (product rules, "Honest by construction").
 */
export function ResultRow({ match }: { match: TMatchResult }) {
  const { t } = useTranslation('betting');
  const entries = resultEntries(match);
  const operatorText = (operator: number | null) => (operator === null ? t('results.byBackOffice') : t('results.operator', { number: operator }));
  return (
    <li className="sl-result" data-testid="result-row" data-match-id={match.id} data-state={match.state}>
      <span className="sl-result__top">
        <span className="sl-result__time">{timeOfDay(match.kickOffAt)}<OperatorZone now={Date.now()} /></span>
        <span className="sl-result__badges">
          {match.corrected && <Badge tone="progress" label={t('results.corrected')} testId="result-corrected" />}
          {match.state !== 'finished' && <MatchStateBadge state={match.state} />}
        </span>
      </span>
      <TeamSide name={match.homeTeam} side="home" crest="s" className="sl-result__team" />
      <span className="sl-result__scores">
        <b className={`sl-result__ft${match.ftScore ? '' : ' sl-result__ft--none'}`} data-testid="result-ft" aria-label={`${t('results.ft')} ${displayText(match.ftScore)}`}>
          {displayText(match.ftScore)}
        </b>
        <small data-testid="result-ht">{t('results.ht')} {displayText(match.htScore)}</small>
      </span>
      <TeamSide name={match.awayTeam} side="away" crest="s" className="sl-result__team" />
      {entries.length > 0 && (
        <span className="sl-result__entered" data-testid="result-entered">
          {entries.map((e, index) => (
            <Fragment key={e.period}>
              {index > 0 && ' '}
              <span className="sl-result__entry">
                {e.correctedFrom
                  ? t(`results.corrected${e.period}`, { from: scoreInText(e.correctedFrom), time: withZoneNote(e.time), by: operatorText(e.operator) })
                  : t(`results.entered${e.period}`, { time: withZoneNote(e.time), by: operatorText(e.operator) })}
                {index < entries.length - 1 && <span className="sl-result__sep"> ·</span>}
              </span>
            </Fragment>
          ))}
        </span>
      )}
    </li>
  );
}
