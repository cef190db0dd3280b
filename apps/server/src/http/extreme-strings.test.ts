import { expect, it } from 'vitest';
import { endpoints, type TEndpoint } from '@scoreline/contract/api/endpoints';
import { endpointsWithFields, useExtremeInputs, type ExpectedRefusal } from '../test/extreme-inputs.ts';
import { isStringLeaf } from '../test/schema-fields.ts';
import { useTestApp } from '../test/test-app.ts';

// The house rule at the edges of text: PostgreSQL refuses a NUL in text, a lone UTF-16 surrogate
// has no UTF-8 form (it would be stored as U+FFFD, silently changed), and a huge or blank value
// tests every length rule and index. Whatever a request's string field (enums and literals too)
// or string query parameter holds, the answer is a catalogue refusal in the member's language or
// a success, never a 500. The body limit's own refusal counts as one.

const UNSTORABLE = ['\u0000', 'a\u0000b', '\ud800', '\udfff'];
const EXTREMES = [...UNSTORABLE, 'x'.repeat(100_000), '   ', '\u{1F600}'.repeat(200)];

// Text PostgreSQL cannot store is refused by one rule, naming the field, before any schema rule.
// A URL carries UTF-8, so a lone surrogate reaches a query parameter as U+FFFD, which is text like any other.
const unstorableRefused: ExpectedRefusal = (value, field) =>
  typeof value === 'string' && (value.includes('\u0000') || (field.where === 'body' && UNSTORABLE.includes(value)))
    ? { key: 'VALIDATION_FAILED', field: field.path.join('.') }
    : null;

const t = useTestApp();
const { problemsWith, problemWithDeepField } = useExtremeInputs(t);

it.each(endpointsWithFields(isStringLeaf))('$name: extreme strings get a catalogue refusal, never a 500', async ({ name, endpoint, fields }) => {
  expect(await problemsWith(name, endpoint, fields, EXTREMES, unstorableRefused)).toEqual([]);
});

// The audit row keeps the whole body, so text the schema does not look at (a setting's value of any
// type, a field no schema names, a field's name) reaches the database all the same.
it('text outside the schema\'s string fields is refused the same', async () => {
  const body = (path: string) => ({ path: [path], where: 'body' as const });
  expect(await problemsWith('adminChangeSetting', endpoints.adminChangeSetting, [body('value')], UNSTORABLE, unstorableRefused)).toEqual([]);
  expect(await problemsWith('adminSaveAnnouncement', endpoints.adminSaveAnnouncement, [body('unknownField')], UNSTORABLE, unstorableRefused)).toEqual([]);
  const nameRefused: ExpectedRefusal = (_, field) => ({ key: 'VALIDATION_FAILED', field: field.path.join('.') });
  expect(await problemsWith('adminSaveAnnouncement', endpoints.adminSaveAnnouncement, UNSTORABLE.map(body), ['a value'], nameRefused)).toEqual([]);
});

// The audit row's JSON, the idempotency hash and zod walk a body recursively: a field nested
// thousands deep once overflowed the stack after an admin change was made but before its audit
// row was written (a 500, and a change nobody could trace). Any body deeper than we take is refused first.
const bodies = Object.entries(endpoints as Record<string, TEndpoint>).filter(([, e]) => e.method === 'POST' && e.body);
it.each(bodies.map(([name, endpoint]) => ({ name, endpoint })))('$name: a field nested 10,000 deep is refused, never a 500', async ({ name, endpoint }) => {
  expect(await problemWithDeepField(name, endpoint, 10_000)).toBeNull();
  expect(await problemWithDeepField(name, endpoint, 33)).toBeNull();
});
