import { MAX_LIMIT_KOBO } from '@scoreline/contract/api/matches';
import { naira, parseNaira } from '../../lib/format.ts';

/** Why a typed limit (naira) cannot be saved, or null: above ₦0, at most the contract's ceiling, whole kobo. */
export function limitAmountProblem(typed: number): string | null {
  if (!(typed > 0)) return 'An amount above ₦0';
  if (typed * 100 > MAX_LIMIT_KOBO) return `At most ${naira(MAX_LIMIT_KOBO)}`;
  return parseNaira(String(typed)) === null ? 'At most 2 decimals (kobo)' : null;
}

/** A typed amount with thousands separators in its whole part only: "1234.5678" is "1,234.5678", not "1,234.5,678" (QA). */
export function groupedAmount(typed: string | number | undefined | null): string {
  if (typed === undefined || typed === null) return '';
  const [whole = '', ...rest] = String(typed).split('.');
  return [whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','), ...rest].join('.');
}

export const LIMIT_FIELDS = ['minStake', 'maxStake', 'selectionTotalLimit'] as const;
export type TLimitField = (typeof LIMIT_FIELDS)[number];
/** The form: naira per limit, and whether it is left on the operator's setting. */
export type TLimitsForm = Record<TLimitField, number | null> & Record<`${TLimitField}Default`, boolean>;

/** The form's values for the limits the server answered: the match's own, else the setting's in force. */
export function limitsFormValues(limits: { minStake: number; maxStake: number; selectionTotalLimit: number; perMatch: Record<TLimitField, number | null> }): TLimitsForm {
  return Object.fromEntries(
    LIMIT_FIELDS.flatMap((name) => [
      [name, (limits.perMatch[name] ?? limits[name]) / 100],
      [`${name}Default`, limits.perMatch[name] === null],
    ]),
  ) as TLimitsForm;
}

/**
 * The request for what the trader changed from the limits they were shown (`base`), kobo on the
 * wire, null for "use the setting"; null when nothing changed. A limit left as shown is not sent:
 * saving the whole form put back the shown values over a colleague's newer ones (QA).
 */
export function changedLimitsBody(matchId: number, base: TLimitsForm, v: TLimitsForm): ({ matchId: number } & Partial<Record<TLimitField, number | null>>) | null {
  const kobo = (name: TLimitField, form: TLimitsForm) => (form[`${name}Default`] ? null : Math.round((form[name] ?? 0) * 100));
  const changed = LIMIT_FIELDS.filter((name) => kobo(name, v) !== kobo(name, base));
  return changed.length ? { matchId, ...Object.fromEntries(changed.map((name) => [name, kobo(name, v)])) } : null;
}
