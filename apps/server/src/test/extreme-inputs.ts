import { beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { endpoints, type TEndpoint } from '@scoreline/contract/api/endpoints';
import { ERRORS, errorKeyOfCode, type TErrorKey } from '@scoreline/contract/errors/catalogue';
import { errorText, unfilledPlaceholders } from '@scoreline/contract/errors/messages';
import { createSignedInAdmin, type TestAdmin } from './admin-session.ts';
import { adminWorld, type SampleRequest } from './admin-world.ts';
import { memberWorld } from './member-world.ts';
import { schemaFields, withField, type LeafTest, type SchemaField } from './schema-fields.ts';
import type { TestApp } from './test-app.ts';
import { idem, type Reply } from './wallet-fixtures.ts';

// What the extreme-value tests share (numbers, strings): every endpoint's fields of a kind from
// the contract, a valid sample request per endpoint, each field replaced by each extreme value in
// turn, and the house rule's check of the answer: a success, or a refusal with its own catalogue
// code, HTTP status and text in the member's language (with the values it names), never a 500.

const LANGUAGE = 'fr';

type Where = 'body' | 'query';
export type Field = SchemaField & { where: Where };
/** The refusal a value must get in a field, when the test knows it: its key and the field it names. */
export type ExpectedRefusal = (value: number | string, field: Field) => { key: TErrorKey; field: string } | null;

/** The endpoints with at least one field the test accepts, with those fields. */
export function endpointsWithFields(isLeaf: LeafTest) {
  const fieldsOf = (e: TEndpoint): Field[] =>
    (['body', 'query'] as const).flatMap((where) => (e[where] ? schemaFields(e[where], isLeaf).map((f) => ({ ...f, where })) : []));
  return Object.entries(endpoints as Record<string, TEndpoint>)
    .map(([name, endpoint]) => ({ name, endpoint, fields: fieldsOf(endpoint) }))
    .filter((x) => x.fields.length > 0);
}

const queryObject = (query = '') => Object.fromEntries(new URLSearchParams(query.replace(/^\?/, '')));

/** A refusal the catalogue knows, with its status and text, or a success: else what is wrong with the answer. */
function wrongIn(res: Reply): string | null {
  if (res.status >= 500 || res.body.code === ERRORS.SERVER_ABNORMAL.code) return `answered HTTP ${res.status}, code ${res.body.code}`;
  if (res.body.code === ERRORS.OK.code) return null;
  const key = errorKeyOfCode(res.body.code);
  if (!key) return `code ${res.body.code} is not in the catalogue`;
  if (ERRORS[key].http !== res.status) return `${key} with HTTP ${res.status}`;
  // The clients word a refusal from its code and data.params: a value its text names must be there.
  const unfilled = unfilledPlaceholders(key, res.body.data?.params);
  if (unfilled.length) return `${key} without its ${unfilled.join(', ')}: ${res.body.msg}`;
  if (res.body.msg !== errorText(LANGUAGE, key, res.body.data?.params, res.body.data?.reason)) return `${key} not in the member's language: ${res.body.msg}`;
  return null;
}

/** A sample the contract refuses for another field would make every extreme value look handled, whatever the server does with it. */
function assertValidBesides(name: string, field: Field, schema: z.ZodType | undefined, input: unknown) {
  const others = (schema?.safeParse(input).error?.issues ?? []).filter((i) => field.path.some((k, n) => String(i.path[n]) !== k));
  expect(others, `${name}: the sample request must pass the contract but for ${field.path.join('.')} (test/admin-world.ts, test/member-world.ts)`).toEqual([]);
}

/** The worlds' sample requests, a signed-in super admin and member, set up before the file's tests. */
export function useExtremeInputs(t: TestApp) {
  let admin: TestAdmin;
  let memberToken: string;
  let samples: Record<string, SampleRequest[]>;

  beforeAll(async () => {
    const world = await adminWorld(t);
    const members = await memberWorld(t, world.betting);
    admin = await createSignedInAdmin(t, 'super_admin');
    memberToken = members.token;
    samples = Object.fromEntries(Object.entries({ ...world.samples, ...members.samples }).map(([name, s]) => [name, [s]]));
    // The 1X2 prices are the other way to price a match: without a request using them, their fields would only meet the rates' refusal.
    samples.adminPriceMatch!.push({ body: { matchId: world.traded, prices1x2: { home: 21_000, draw: 34_000, away: 36_000 } } });
  }, 120_000);

  /** The sample request holding the field's parent object (a nested field is judged inside a valid whole), else the first one. */
  function baseFor(name: string, field: Field): SampleRequest {
    const variants = samples[name] ?? [{}];
    const parent = field.path.slice(0, -1);
    const holds = (s: SampleRequest) => parent.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], field.where === 'body' ? s.body : queryObject(s.query)) !== undefined;
    return variants.find(holds) ?? variants[0]!;
  }

  /** A body given as text is sent as JSON text as it is. */
  function send(e: TEndpoint, body: Record<string, unknown> | string | undefined, query: Record<string, string>) {
    const search = new URLSearchParams(query).toString();
    const auth = e.auth === 'admin' ? { 'admin-token': admin.token } : e.auth === 'none' ? {} : { token: memberToken };
    return t.call({
      method: e.method,
      url: search ? `${e.path}?${search}` : e.path,
      headers: {
        ...auth,
        ...(e.idempotent ? { 'idempotency-key': idem('extreme') } : {}),
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
        'accept-language': LANGUAGE,
      },
      ...(e.method === 'POST' ? { payload: body ?? {} } : {}),
    });
  }

  /** Each field set to each value in turn (a query parameter as the value's text): what went wrong, one line each. */
  async function problemsWith(name: string, endpoint: TEndpoint, fields: Field[], values: readonly (number | string)[], expected?: ExpectedRefusal): Promise<string[]> {
    const problems: string[] = [];
    for (const field of fields) {
      const base = baseFor(name, field);
      assertValidBesides(name, field, endpoint.body, base.body ?? {});
      assertValidBesides(name, field, endpoint.query, queryObject(base.query));
      await base.first?.();
      for (const value of values) {
        const body = field.where === 'body' ? withField(base.body ?? {}, field.path, value) : base.body;
        const query = field.where === 'query' ? { ...queryObject(base.query), [field.path[0]!]: String(value) } : queryObject(base.query);
        const res = await send(endpoint, body, query);
        const refusal = expected?.(value, field);
        const wrong =
          wrongIn(res) ??
          (refusal && (res.body.code !== ERRORS[refusal.key].code || res.body.data?.field !== refusal.field)
            ? `answered code ${res.body.code} about ${res.body.data?.field}, not ${refusal.key} about ${refusal.field}`
            : null);
        if (wrong) problems.push(`${field.where}.${field.path.join('.')} = ${JSON.stringify(value).slice(0, 40)}: ${wrong}`);
      }
    }
    return problems;
  }

  /**
   * The endpoint's sample body with one more field, "deep", nested `depth` arrays deep: what is
   * wrong with the answer (it must be VALIDATION_FAILED about that field), else null. Sent as
   * JSON text: an object that deep would overflow the test's own JSON.stringify.
   */
  async function problemWithDeepField(name: string, endpoint: TEndpoint, depth: number): Promise<string | null> {
    const base = (samples[name] ?? [{}])[0]!;
    await base.first?.();
    const sample = JSON.stringify(base.body ?? {});
    const deep = `"deep":${'['.repeat(depth)}${']'.repeat(depth)}`;
    const res = await send(endpoint, sample === '{}' ? `{${deep}}` : `${sample.slice(0, -1)},${deep}}`, queryObject(base.query));
    const field = String(res.body.data?.field ?? '');
    return wrongIn(res) ?? (res.body.code === ERRORS.VALIDATION_FAILED.code && field.startsWith('deep') ? null : `answered code ${res.body.code} about ${field || 'no field'}`);
  }
  return { problemsWith, problemWithDeepField };
}
