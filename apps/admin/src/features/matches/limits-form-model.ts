import { MAX_LIMIT_KOBO } from '@scoreline/contract/api/matches';
import { naira, parseNaira } from '../../lib/format.ts';

/** Why a typed limit (naira) cannot be saved, or null: above ₦0, at most the contract's ceiling, whole kobo. */
export function limitAmountProblem(typed: number): string | null {
  if (!(typed > 0)) return 'An amount above ₦0';
  if (typed * 100 > MAX_LIMIT_KOBO) return `At most ${naira(MAX_LIMIT_KOBO)}`;
  return parseNaira(String(typed)) === null ? 'At most 2 decimals (kobo)' : null;
}
