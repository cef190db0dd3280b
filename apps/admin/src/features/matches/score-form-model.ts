import type { TPeriod } from '@scoreline/contract/odds/selections';
import { usualPeriodEnd } from '@scoreline/contract/period-end';
import type { TMatchSummary } from '../../lib/api-types.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { formatDateTime } from '../../lib/format.ts';

// Checks of the Results score form, made before the confirmation opens so that the trader is not
// asked to confirm something the server refuses.

const goals = (score: string) => score.split('-').map(Number) as [number, number];

/**
 * What a score box holds: the number when only digits were typed, else the text as typed, for the
 * form's integer rule to refuse. A number box read "1e1" as 10 and " 2." as 2 (QA).
 */
export function typedGoals(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const digits = text.trim();
  return /^\d{1,3}$/.test(digits) ? Number(digits) : text;
}

/** More goals than this for one side is rare enough that the form asks the trader to look again. */
export const USUAL_MOST_GOALS = 9;

/** A warning (not a refusal) for a score that is possible but likely a typing slip, such as 99-0; null otherwise. */
export function unusualGoals(goalsTyped: unknown): string | null {
  return typeof goalsTyped === 'number' && goalsTyped > USUAL_MOST_GOALS ? `${goalsTyped} goals is unusual: check it before entering` : null;
}

/** Why a typed score cannot be entered or be the correction, given the scores already entered; null when it can. */
export function scoreProblem(period: TPeriod, home: number, away: number, entered: Record<TPeriod, string | null>): string | null {
  const typed = `${home}-${away}`;
  if (entered[period] === typed) return `${period} is already ${typed}: type the corrected score`;
  const ht = period === 'HT' ? typed : entered.HT;
  const ft = period === 'FT' ? typed : entered.FT;
  if (!ht || !ft) return null;
  const [hh, ha] = goals(ht);
  const [fh, fa] = goals(ft);
  if (fh >= hh && fa >= ha) return null;
  return period === 'FT' ? `Full time cannot be below half time (${ht})` : `Half time cannot be above full time (${ft})`;
}

/**
 * The server's RESULT_HALF_TIME_FIRST, known from the match's exposure: a full-time score cannot
 * go in while first-half bets wait for a half-time score that is not entered yet.
 */
export function halfTimeFirst(period: TPeriod, entered: Record<TPeriod, string | null>, periods: { period: TPeriod; openBets: number }[]): string | null {
  if (period !== 'FT' || entered.HT !== null) return null;
  const waiting = periods.find((p) => p.period === 'HT')?.openBets ?? 0;
  return waiting > 0 ? `Enter the half-time score first: ${waiting} first-half ${waiting === 1 ? 'bet is' : 'bets are'} waiting for it` : null;
}

/**
 * What is wrong with a typed score as a whole (half time first, a refused correction), with what it
 * was said about: the match's state and which periods have a score, what decides the bets still
 * waiting. A void, a postponement or a half settled makes it stale (QA: "Enter the half-time score
 * first" stayed under a voided match); a colleague's correction does not, the refusal being about it.
 */
export type TScoreError = { text: string; about: string };

type TScoreReading = Pick<TMatchSummary, 'state' | 'htScore' | 'ftScore'>;
const readingOf = (match: TScoreReading) => `${match.state} HT:${match.htScore !== null} FT:${match.ftScore !== null}`;

export const scoreErrorOn = (text: string, match: TScoreReading): TScoreError => ({ text, about: readingOf(match) });

/** The score error to show under the match as read now; null once stale. */
export const shownScoreError = (error: TScoreError | null, match: TScoreReading): string | null => (error && error.about === readingOf(match) ? error.text : null);

/**
 * Before kick-off no score can be entered and nothing abandoned (the server refuses both), in any
 * state: a match postponed before it started keeps its kick-off until it is rescheduled. By the
 * server's clock, which decides.
 */
export function beforeKickOff(match: Pick<TMatchSummary, 'kickOffAt'>, now = serverNow()): boolean {
  return now < Date.parse(match.kickOffAt);
}

/**
 * Why Postpone is not offered any more: past the time its bets could wait for the match
 * (`postponeBy`), the server refuses it, and the match is voided or abandoned instead (QA: the
 * desk offered it 49 hours after kick-off and showed the refusal); null while it may be postponed.
 */
export function postponeTooLate(match: { postponeBy: string }, now = serverNow()): string | null {
  return now >= Date.parse(match.postponeBy) ? `Its bets could wait until ${formatDateTime(match.postponeBy)}: void or abandon it instead` : null;
}

/**
 * When a score typed now comes unusually soon after kick-off (before the period usually ends): the
 * minutes played and when it usually comes; else null.
 */
export function earlyResult(period: TPeriod, match: Pick<TMatchSummary, 'kickOffAt'>, now = serverNow()): { minutesIn: number; usualFrom: string } | null {
  const kickOff = Date.parse(match.kickOffAt);
  const usual = usualPeriodEnd(period, kickOff);
  if (now >= usual) return null;
  return { minutesIn: Math.max(0, Math.floor((now - kickOff) / 60_000)), usualFrom: new Date(usual).toISOString() };
}
