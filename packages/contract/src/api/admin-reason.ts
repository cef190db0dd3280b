import { z } from 'zod';
import { holdsControlCharacterInText, visibleLength } from '../validators.ts';

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
    .refine((reason) => !holdsControlCharacterInText(reason), { error: 'holds a control character' })
    // Ten zero-width spaces pass trim() and the length (QA): a reason must be one a reader can see.
    .refine((reason) => visibleLength(reason) >= min, { error: `needs at least ${min} visible characters` });
