import { Fragment, useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { operatorZoneNote } from '../../../lib/operator-time.ts';
import { OperatorZone } from '../../../lib/operator-zone.tsx';
import { formatCountdown } from '../countdown.ts';
import { dayLabel, dayOffsetOf, dayText, timeOfDay } from '../days.ts';
import { formatOdds } from '../odds.ts';
import { unbrokenEm } from '../word-width.ts';
import { BET_STATUS_TONES, MATCH_STATE_TONES, matchStateAt, takesBets, unavailableReason, type TShownMatchState } from '../statuses.ts';
import type { TBetStatus, TMatchSummary } from '../betting-types.ts';
import './betting-ui.css';
import { rovingTabIndex } from '../../../lib/arrow-keys.ts';

/** A coloured pill (same look as the wallet's status tags). */
export function Badge({ tone, label, testId }: { tone: string; label: string; testId?: string }) {
  return (
    <span className={`sl-status sl-status--${tone}`} data-testid={testId} data-tone={tone}>
      <span className="sl-status__dot" aria-hidden="true" />
      {label}
    </span>
  );
}

export function BetStatusBadge({ status, testId }: { status: TBetStatus; testId?: string }) {
  const { t } = useTranslation('betting');
  return (
    <span data-status={status} className="sl-bet-status">
      <Badge tone={BET_STATUS_TONES[status]} label={t(`betStatus.${status}`)} testId={testId} />
    </span>
  );
}

export function MatchStateBadge({ state }: { state: TShownMatchState }) {
  const { t } = useTranslation('betting');
  return <Badge tone={MATCH_STATE_TONES[state]} label={t(`state.${state}`)} testId="match-state" />;
}

/** Day chips: `days` are offsets from the operator's today; test ids `<testId>-<n>`. */
export function DayChips({ days, value, onChange, now, testId }: { days: readonly number[]; value: number; onChange: (day: number) => void; now: number; testId: string }) {
  const { t } = useTranslation('betting');
  const lang = currentLanguage();
  const bar = useRef<HTMLDivElement>(null);
  // The chosen chip is scrolled fully into the bar (a chip at the right edge was left half cut off).
  useEffect(() => {
    bar.current?.querySelector('[aria-checked="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [value]);
  // Lagos days: on a phone whose clock is elsewhere "Today" and "Tomorrow" carry the zone, as times do (QA).
  const zone = operatorZoneNote(new Date(now));
  return (
    <div className="sl-days" role="radiogroup" aria-label={zone ? `${t('days.label')} (${zone})` : t('days.label')} ref={bar}>
      {days.map((day, index) => {
        const label = dayLabel(day, new Date(now), lang);
        const on = day === value;
        return (
          <button key={day} type="button" role="radio" aria-checked={on} tabIndex={rovingTabIndex(index, days.indexOf(value))} className={`sl-day${on ? ' sl-day--on' : ''}`}
            onClick={() => onChange(day)} data-testid={`${testId}-${day}`}>
            {label.kind === 'date' ? (
              <>
                <span className="sl-day__top">{label.weekday}</span>
                <span className="sl-day__main">{label.date}</span>
              </>
            ) : (
              <>
                {/* Where a date chip has its weekday: the zone its days are (the group's name says it to a screen reader). */}
                {zone && <span className="sl-day__top" aria-hidden="true" data-testid="day-zone">{zone}</span>}
                <span className="sl-day__main sl-day__main--word">{t(`days.${label.kind}`)}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** The day of a kick-off that is not today ("Tomorrow", "Sat 28 Nov"), in the member's language; nothing for today. */
export function KickOffDay({ kickOffAt, now, className }: { kickOffAt: string; now: number; className?: string }) {
  const { t } = useTranslation('betting');
  const offset = dayOffsetOf(kickOffAt, new Date(now));
  if (offset === 0 || !Number.isFinite(offset)) return null;
  return (
    <span className={className} data-testid="match-kickoff-day">
      {dayText(offset, new Date(now), currentLanguage(), t as (key: string) => string)}
    </span>
  );
}

/**
 * "Closes in 12:34" on the server's clock, else why the match takes no bets (unavailableReason, as
 * its grid and slip say it): "Betting paused" (it may open again), "Not open yet", "Betting closed".
 */
export function ClosingCountdown({ match, now }: { match: Pick<TMatchSummary, 'state' | 'closingAt' | 'kickOffAt' | 'bettable' | 'suspended'>; now: number }) {
  const { t } = useTranslation('betting');
  const left = match.bettable ? formatCountdown(Date.parse(match.closingAt) - now, (unit, values) => t(`match.left.${unit}`, values)) : null;
  return left ? (
    <span className="sl-countdown" data-testid="match-countdown">
      <span className="sl-countdown__label">{t('match.closesIn')}</span>
      <span className="sl-countdown__time">{left}</span>
    </span>
  ) : (
    <span className="sl-countdown sl-countdown--closed" data-testid="match-countdown">{t(`match.${unavailableReason(match, now)}`)}</span>
  );
}

/** Two-letter crest of a team ("Arsenal" -> "AR", "Real Madrid" -> "RM"). */
export function teamInitials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N} ]/gu, ' ').split(/\s+/).filter((w) => w && !/^(fc|cf|sc|ac|afc)$/i.test(w));
  if (words.length === 0) return '?';
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
}

/** A team crest: initials on a colour picked from the name, stable across renders. */
export function TeamCrest({ name, size = 'm' }: { name: string; size?: 's' | 'm' | 'l' }) {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return (
    <span className={`sl-crest sl-crest--${size}`} style={{ ['--hue' as string]: String(hash % 360) }} aria-hidden="true">
      {teamInitials(name)}
    </span>
  );
}

/**
 * A team's name as every list and header shows it: it wraps between words only (never
 * "Manchest|er City"), on two lines at most, and a single word too long for its box ends in an
 * ellipsis of its own rather than being broken anywhere. `whole`: every line, for the one place
 * a member reads a match by (its page, a bet's page): two long names that differ only at their
 * end ("… Reserva 0", "… Reserva 9") looked the same everywhere (QA).
 */
export function TeamName({ name, whole = false }: { name: string; whole?: boolean }) {
  const words = name.split(/\s+/).filter(Boolean);
  // Whole, the widest word is set as small as it takes to fit the name's width (betting-ui.css)
  // before it would break inside itself ("Mönchengladbach|er" at 360 px, "WOLVERHAMPT|ON": QA).
  const widest = Math.max(1, ...words.map(unbrokenEm));
  return (
    <span className={`sl-team-name${whole ? ' sl-team-name--whole' : ''}`} data-testid="team-name" style={whole ? ({ '--sl-word-em': widest.toFixed(2) } as CSSProperties) : undefined}>
      {words.map((word, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="sl-team-name__word">{word}</span>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * A team with its crest, on either side of a score or "v" (match list, results, bet header): the
 * away side mirrors the home one. On a narrow phone the crest goes above the name (betting-ui.css).
 */
export function TeamSide({ name, side, crest = 'm', className, whole = false }: { name: string; side: 'home' | 'away'; crest?: 's' | 'm'; className?: string; whole?: boolean }) {
  return (
    <span className={`sl-team sl-team--${side}${className ? ` ${className}` : ''}`}>
      <TeamCrest name={name} size={crest} />
      <TeamName name={name} whole={whole} />
    </span>
  );
}

/** A match in the list: teams, kick-off, countdown, state; a bettable match is a button. `showDay`: a list of several days (home). */
export function MatchCard({ match, now, onOpen, showDay = false }: { match: TMatchSummary; now: number; onOpen?: () => void; showDay?: boolean }) {
  const { t } = useTranslation('betting');
  const open = takesBets(match, now);
  const body = (
    <>
      <span className="sl-match__top">
        <span className="sl-match__time">
          {showDay && <KickOffDay kickOffAt={match.kickOffAt} now={now} className="sl-match__day" />}
          {t('match.kickOff', { time: timeOfDay(match.kickOffAt) })}
          <OperatorZone now={now} />
        </span>
        {open ? null : <MatchStateBadge state={matchStateAt(match, now)} />}
      </span>
      <span className="sl-match__teams">
        <TeamSide name={match.homeTeam} side="home" className="sl-match__team" />
        {/* The latest score entered (a match being played has its half-time one), else "v". */}
        <span className="sl-match__vs" data-testid="match-card-score">{match.ftScore ?? (match.htScore ? `${t('results.ht')} ${match.htScore}` : t('match.versus'))}</span>
        <TeamSide name={match.awayTeam} side="away" className="sl-match__team" />
      </span>
      <span className="sl-match__bottom">
        <ClosingCountdown match={match} now={now} />
        {open && <span className="sl-match__cta">{t('match.bet')}<span aria-hidden="true"> ›</span></span>}
      </span>
    </>
  );
  return open && onOpen ? (
    <button type="button" className="sl-match sl-match--open" onClick={onOpen} data-testid="match-card" data-match-id={match.id} data-bettable="true">{body}</button>
  ) : (
    <div className="sl-match" data-testid="match-card" data-match-id={match.id} data-bettable="false">{body}</div>
  );
}

// The betting pages' imports of it stay here; the record pages take it from lib/ too.
export { OperatorZone };

export function OddsText({ odds }: { odds: number }) {
  return <span className="sl-odds">{formatOdds(odds)}</span>;
}
