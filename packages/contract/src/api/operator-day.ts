import { z } from 'zod';
import { OPERATOR_DAY_PATTERN } from '../operator-time.ts';

/** A day of the operator's calendar (OPERATOR_TZ), e.g. 2026-11-21: the back office's day filters. */
export const ZOperatorDay = z.string({ error: 'VALIDATION_FAILED' }).regex(OPERATOR_DAY_PATTERN, { error: 'VALIDATION_FAILED' });
