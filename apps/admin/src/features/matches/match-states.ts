import type { TAdminMatchPrices, TMatchSummary } from '../../lib/api-types.ts';
import { formatDateTime, OPERATOR_TZ_LABEL } from '../../lib/format.ts';

// How a match's state reads in the back office.

export const MATCH_STATE_OPTIONS: { value: TMatchSummary['state']; label: string }[] = [
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'live', label: 'Live' },
  { value: 'finished', label: 'Finished' },
  { value: 'postponed', label: 'Postponed' },
  { value: 'abandoned', label: 'Abandoned' },
  { value: 'void', label: 'Void' },
];

const COLORS: Record<TMatchSummary['state'], string> = {
  scheduled: 'default',
  open: 'green',
  closed: 'orange',
  live: 'red',
  finished: 'blue',
  postponed: 'gold',
  abandoned: 'volcano',
  void: 'magenta',
};

export function matchStateLabel(state: TMatchSummary['state']): string {
  return MATCH_STATE_OPTIONS.find((o) => o.value === state)?.label ?? state;
}

export function matchStateColor(state: TMatchSummary['state']): string {
  return COLORS[state] ?? 'default';
}

/** Whether results can still be entered: a void or abandoned match returned its open bets. */
export function acceptsResults(state: TMatchSummary['state']): boolean {
  return state !== 'void' && state !== 'abandoned';
}

/**
 * The periods whose score the Results tab takes: both while results are accepted; on an
 * abandoned match the scores entered before it stopped, to correct (its first-half bets stand on
 * the half-time score, and the server corrects it: QA found the form greyed out); none on a void one.
 */
export function periodsTakingScores(state: TMatchSummary['state'], entered: Record<'HT' | 'FT', string | null>): ('HT' | 'FT')[] {
  if (acceptsResults(state)) return ['HT', 'FT'];
  return state === 'abandoned' ? (['HT', 'FT'] as const).filter((p) => entered[p] !== null) : [];
}

/** A match lasts about this long from kick-off to the final whistle, half time and stoppages included. */
const PLAYING_MS = 2 * 3_600_000;

/**
 * A match that should have ended (two hours after kick-off, by the server's clock) with no
 * full-time score, not postponed, void or abandoned: its bets wait for someone to enter the result.
 */
export function awaitingResult(m: Pick<TMatchSummary, 'state' | 'kickOffAt' | 'ftScore'>, now: number): boolean {
  return m.ftScore === null && ['scheduled', 'open', 'closed', 'live'].includes(m.state) && now >= Date.parse(m.kickOffAt) + PLAYING_MS;
}

/**
 * Whether traders may still price, override or suspend the match: scheduled or open and before
 * its closing time, as the server judges (MATCH_STATE_ERROR, MATCH_CLOSED); `now` is the server's clock.
 */
/** Whether a trader may still change its prices, suspensions and limits (the server's lockTradableMatch): closed by hand counts. */
export const isTradable = (m: Pick<TMatchSummary, 'state' | 'closingAt'>, now: number) => ['scheduled', 'open', 'closed'].includes(m.state) && now < Date.parse(m.closingAt);

/** "Arsenal v Chelsea". */
export const fixtureName = (m: { homeTeam: string; awayTeam: string }) => `${m.homeTeam} v ${m.awayTeam}`;

/**
 * "Postponed by ada at 21 Nov 2026, 13:00, voided unless a result by 23 Nov 2026, 16:00 (Lagos
 * time). Reason: waterlogged pitch": who and when if the audit log knows, and the reason members read.
 */
export function postponementText(p: NonNullable<TAdminMatchPrices['postponement']>): string {
  const by = p.by ? ` by ${p.by}` : '';
  const at = p.at ? ` at ${formatDateTime(p.at)}` : '';
  const until = p.until ? `, voided unless a result by ${formatDateTime(p.until)}` : '';
  const reason = p.reason ? `. Reason: ${p.reason}` : '';
  return `Postponed${by}${at}${until} (${OPERATOR_TZ_LABEL})${reason}`;
}

/** Whether the odds engine has priced the match: the server opens betting only then (MATCH_NOT_PRICED). */
export const isPriced = (data: Pick<TAdminMatchPrices, 'prices'>): boolean => data.prices.length > 0;

/**
 * Opening a suspended match opens it, but members bet only once the suspension is lifted: the
 * confirmation says so rather than "members can bet" (QA: it answered "changed" and took no bet).
 */
export const openingTitle = (suspended: boolean) =>
  suspended ? 'Open betting? The match stays suspended: members can bet once you lift the suspension.' : 'Open betting? Members can bet at the current prices.';
