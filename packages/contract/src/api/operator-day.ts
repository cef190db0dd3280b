import { z } from 'zod';
import { OPERATOR_DAY_PATTERN } from '../operator-time.ts';
import { isCalendarDateTime } from '../validators.ts';

const V = { error: 'VALIDATION_FAILED' } as const;

/**
 * A day of the operator's calendar (OPERATOR_TZ), e.g. 2026-11-21: the back office's day filters.
 * A real one: 2026-02-30 would otherwise roll over to 2 March and filter another day unseen.
 */
export const ZOperatorDay = z.string(V).regex(OPERATOR_DAY_PATTERN, V).refine((day) => isCalendarDateTime(`${day}T00:00`), { error: 'not a real date' });

/**
 * A from/to day filter's order, for a query object's refine: a last day before the first finds
 * nothing, which would read as "no such rows" rather than as a slip. ISO days compare as text.
 */
export const daysInOrder: [(q: { from?: string | undefined; to?: string | undefined }) => boolean, { error: string; path: string[] }] = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { error: 'the last day is before the first', path: ['to'] },
];
