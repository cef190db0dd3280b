import type { z } from 'zod';
import { isErrorKey } from '@scoreline/contract/errors/catalogue';
import { AppError } from './app-error.ts';

/**
 * Parses input with a contract schema. The first failing rule decides the refusal: contract
 * schemas name a catalogue key as their message, so each rule has its own code; any other rule
 * falls back to VALIDATION_FAILED. The field path goes into data.field either way.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const key = issue && isErrorKey(issue.message) ? issue.message : 'VALIDATION_FAILED';
  const extra: Record<string, unknown> = {};
  if (field) extra.field = field;
  if (key === 'VALIDATION_FAILED' && issue) extra.reason = issue.message;
  throw new AppError(key, {}, extra);
}
