import { z } from 'zod';
import { holdsControlCharacterInText } from '../validators.ts';

/**
 * Why an operator acted: recorded with the action and, for results, corrections and voids, shown
 * to members (their bill, their bet). Typed in a box, so line breaks and tabs may come with it;
 * any other control character (ESC, NUL, a bidi override reordering what members read after it)
 * is refused, as in team names (QA).
 */
export const adminReason = (min: number, max: number) =>
  z
    .string({ error: 'VALIDATION_FAILED' })
    .trim()
    .min(min, { error: 'VALIDATION_FAILED' })
    .max(max, { error: 'VALIDATION_FAILED' })
    .refine((reason) => !holdsControlCharacterInText(reason), { error: 'holds a control character' });
