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
