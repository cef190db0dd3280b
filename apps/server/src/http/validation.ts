import { z } from 'zod';
import { isErrorKey } from '@scoreline/contract/errors/catalogue';
import { AppError } from './app-error.ts';

/**
 * Parses input with a contract schema. The first failing rule decides the refusal: contract
 * schemas name a catalogue key as their message, so each rule has its own code; any other rule
 * falls back to VALIDATION_FAILED. The field path goes into data.field either way.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // No body at all reads as an empty object (its missing fields refused one by one); a body of
  // JSON null is not an object and is refused as such.
  const result = schema.safeParse(input === undefined ? {} : input);
  if (result.success) return result.data;
  const issue = decidingIssue(result.error.issues);
  // A field a strict object does not know is named itself, not the object holding it (its path).
  const path = issue?.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue?.path;
  const field = path?.map(String).join('.') || undefined;
  const key = issue && isErrorKey(issue.message) ? issue.message : 'VALIDATION_FAILED';
  const extra: Record<string, unknown> = {};
  if (field) extra.field = field;
  if (key === 'VALIDATION_FAILED' && issue) extra.reason = readableReason(issue);
  throw new AppError(key, {}, extra);
}

/**
 * The first failing rule, except that of two maximums a value broke the tighter one is said:
 * int() carries the safe-integer bound, so 1e20 as a stake limit read "at most
 * 9007199254740991" where the field's own maximum is 10,000,000,000 (QA).
 */
export function decidingIssue(issues: z.core.$ZodIssue[]): z.core.$ZodIssue | undefined {
  const first = issues[0];
  if (first?.code !== 'too_big') return first;
  const samePath = (i: z.core.$ZodIssue) => i.path.length === first.path.length && i.path.every((p, n) => p === first.path[n]);
  const maximum = (i: z.core.$ZodIssue) => (i.code === 'too_big' ? Number(i.maximum) : Infinity);
  return issues.filter((i) => i.code === 'too_big' && samePath(i)).reduce((a, b) => (maximum(b) < maximum(a) ? b : a), first);
}

/**
 * The rule a value broke, in words (the back office shows it after the field's name): a rule's
 * own text when it has one, else said from the zod issue. A schema whose message is only the
 * catalogue key would otherwise show "content: VALIDATION_FAILED".
 */
export function readableReason(issue: z.core.$ZodIssue): string {
  return isErrorKey(issue.message) ? ruleInWords(issue) : issue.message;
}

type TRuleIssue = Pick<z.core.$ZodRawIssue, 'code'> & { origin?: string; minimum?: unknown; maximum?: unknown; inclusive?: boolean; expected?: unknown; values?: readonly unknown[]; format?: string };

function ruleInWords(issue: TRuleIssue): string {
  const unit = (origin: string | undefined) => (origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'must not be empty';
      // positive() is "more than 0", not "at least 0".
      return `${issue.inclusive === false ? 'more than' : 'at least'} ${String(issue.minimum)}${unit(issue.origin)}`;
    case 'too_big':
      return `${issue.inclusive === false ? 'less than' : 'at most'} ${String(issue.maximum)}${unit(issue.origin)}`;
    case 'invalid_type':
      // int() checks its type as "int": said as a reader would.
      return issue.expected === 'int' ? 'expected a whole number' : `expected ${String(issue.expected)}`;
    case 'invalid_value':
      return `one of ${(issue.values ?? []).map(String).join(', ')}`;
    case 'invalid_format':
      // A pattern's name ("regex") says nothing to the reader: the value is not in the field's form.
      return issue.format === 'regex' ? 'not in the expected form' : `not a valid ${String(issue.format)}`;
    case 'unrecognized_keys':
      // A strict body's unknown field (data.field names it): a misspelt one must not pass unread.
      return 'not a field of this request';
    default:
      return 'not valid';
  }
}

// A rule written without a message of its own (no catalogue key, no words) is said the same way
// as a keyed one, not in zod's own words ("Too big: expected number to be <=15", QA: the price
// endpoint's rates). Other issues (a refine without a message, a union) keep zod's words.
const RULES_IN_WORDS = new Set(['too_small', 'too_big', 'invalid_type', 'invalid_value', 'invalid_format', 'unrecognized_keys']);
z.config({ customError: (issue) => (RULES_IN_WORDS.has(issue.code ?? '') ? ruleInWords(issue as TRuleIssue) : undefined) });

// PostgreSQL refuses a NUL in text and in jsonb, and a lone UTF-16 surrogate has no UTF-8 form
// (text would keep U+FFFD in its place, jsonb refuses its escape). Either would fail a statement
// half-way or store something other than what was sent, so it is refused before anything reads it.
const NUL = /\u0000/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unsafeTextReason(text: string): string | null {
  if (NUL.test(text)) return 'text holds a NUL character';
  if (LONE_SURROGATE.test(text)) return 'text holds an unpaired UTF-16 surrogate';
  return null;
}

/**
 * Deeper than any body we take (a few levels): the audit row's JSON, the idempotency hash and
 * zod all walk a body recursively, and thousands of levels would overflow the stack half-way
 * through a request whose work is done.
 */
const MAX_DEPTH = 32;

/**
 * Refuses a request body or query holding text PostgreSQL cannot store, anywhere in it (fields
 * the schema does not know are still recorded: the audit row keeps the whole body, and names
 * count as much as values), or nested deeper than MAX_DEPTH. VALIDATION_FAILED with the field's path.
 */
export function refuseUnsafeInput(input: unknown): void {
  // A stack, not recursion: a body nested thousands deep must not overflow the call stack. Each
  // entry links to its parent, so a path is spelled out only for a refusal (every request passes here).
  type Entry = { value: unknown; key: string; parent: Entry | null; depth: number };
  const pathOf = (e: Entry | null, last?: string): string => {
    const keys = last === undefined ? [] : [last];
    for (let at = e; at?.parent; at = at.parent) keys.unshift(at.key);
    return keys.join('.');
  };
  const refuse = (reason: string, path: string): never => {
    throw new AppError('VALIDATION_FAILED', {}, { ...(path ? { field: path } : {}), reason });
  };
  const pending: Entry[] = [{ value: input, key: '', parent: null, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value } = next;
    if (typeof value === 'string') {
      const reason = unsafeTextReason(value);
      if (reason) refuse(reason, pathOf(next));
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      if (next.depth >= MAX_DEPTH) refuse(`nested more than ${String(MAX_DEPTH)} levels deep`, pathOf(next));
      for (const [key, child] of Object.entries(value)) {
        const reason = unsafeTextReason(key);
        if (reason) refuse(reason, pathOf(next, key));
        pending.push({ value: child, key, parent: next, depth: next.depth + 1 });
      }
    }
  }
}
