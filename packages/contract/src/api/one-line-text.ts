import { z } from 'zod';
import { holdsControlCharacter, oneLineName } from '../validators.ts';

/**
 * Text typed by hand and shown on one line (a team, a league, a bank branch): whitespace collapsed
 * (oneLineName), so names that look alike are alike, and no control character, bidi controls
 * included, since one would reorder or hide what members and the back office see after it (QA
 * stored a branch name opening with a right-to-left override). One schema, so every such field
 * refuses alike, with the same words.
 */
export const ZOneLineText = ({ min = 0, max }: { min?: number; max: number }) =>
  z
    .string({ error: 'VALIDATION_FAILED' })
    .overwrite(oneLineName)
    .refine((text) => !holdsControlCharacter(text), { error: 'holds a control character' })
    .min(min, { error: 'VALIDATION_FAILED' })
    .max(max, { error: 'VALIDATION_FAILED' });
