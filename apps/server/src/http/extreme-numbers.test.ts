import { beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, type TEndpoint } from '@scoreline/contract/api/endpoints';
import { ERRORS, errorKeyOfCode } from '@scoreline/contract/errors/catalogue';
import { errorText } from '@scoreline/contract/errors/messages';
import { createSignedInAdmin, type TestAdmin } from '../test/admin-session.ts';
import { adminWorld, type SampleRequest } from '../test/admin-world.ts';
import { memberWorld } from '../test/member-world.ts';
import { numberFields, withField, type NumberField } from '../test/number-fields.ts';
import { useTestApp, type TestApp } from '../test/test-app.ts';
import { idem, type Reply } from '../test/wallet-fixtures.ts';

// The house rule at the edges of numbers: whatever a request's number field holds (past
// PostgreSQL's integer, JavaScript's safe integers, a float where a count is meant), the answer is
// a refusal with its own catalogue code in the member's language or a success, never a 500. The
// fields come from the contract's schemas, so an endpoint added later is covered without a list.

const EXTREMES = [2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 1e300, -1e300, 0.5];
const LANGUAGE = 'fr';

type Where = 'body' | 'query';
type Field = NumberField & { where: Where };

const fieldsOf = (e: TEndpoint): Field[] =>
  (['body', 'query'] as const).flatMap((where) => (e[where] ? numberFields(e[where]).map((f) => ({ ...f, where })) : []));

const withNumbers = Object.entries(endpoints as Record<string, TEndpoint>)
  .map(([name, endpoint]) => ({ name, endpoint, fields: fieldsOf(endpoint) }))
  .filter((x) => x.fields.length > 0);

const t = useTestApp();
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

const queryObject = (query = '') => Object.fromEntries(new URLSearchParams(query.replace(/^\?/, '')));

/** The sample request holding the field's parent object (a nested field is judged inside a valid whole), else the first one. */
function baseFor(name: string, field: Field): SampleRequest {
  const variants = samples[name] ?? [{}];
  const parent = field.path.slice(0, -1);
  const holds = (s: SampleRequest) => parent.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], field.where === 'body' ? s.body : queryObject(s.query)) !== undefined;
  return variants.find(holds) ?? variants[0]!;
}

function send(t: TestApp, e: TEndpoint, body: Record<string, unknown> | undefined, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  const auth = e.auth === 'admin' ? { 'admin-token': admin.token } : e.auth === 'none' ? {} : { token: memberToken };
  return t.call({
    method: e.method,
    url: search ? `${e.path}?${search}` : e.path,
    headers: { ...auth, ...(e.idempotent ? { 'idempotency-key': idem('extreme') } : {}), 'accept-language': LANGUAGE },
    ...(e.method === 'POST' ? { payload: body ?? {} } : {}),
  });
}

/** What is wrong with the answer, or null: a success, or a refusal the catalogue knows, with its status and text. */
function wrongIn(res: Reply): string | null {
  if (res.status >= 500 || res.body.code === ERRORS.SERVER_ABNORMAL.code) return `answered HTTP ${res.status}, code ${res.body.code}`;
  if (res.body.code === ERRORS.OK.code) return null;
  const key = errorKeyOfCode(res.body.code);
  if (!key) return `code ${res.body.code} is not in the catalogue`;
  if (ERRORS[key].http !== res.status) return `${key} with HTTP ${res.status}`;
  if (res.body.msg !== errorText(LANGUAGE, key, res.body.data?.params)) return `${key} not in the member's language: ${res.body.msg}`;
  return null;
}

/** A sample the contract refuses for another field would make every extreme value look handled, whatever the server does with it. */
function assertValidBesides(name: string, field: Field, schema: z.ZodType | undefined, input: unknown) {
  const others = (schema?.safeParse(input).error?.issues ?? []).filter((i) => field.path.some((k, n) => String(i.path[n]) !== k));
  expect(others, `${name}: the sample request must pass the contract but for ${field.path.join('.')} (test/admin-world.ts, test/member-world.ts)`).toEqual([]);
}

it.each(withNumbers)('$name: extreme numbers get a catalogue refusal, never a 500', async ({ name, endpoint, fields }) => {
  const problems: string[] = [];
  for (const field of fields) {
    const base = baseFor(name, field);
    assertValidBesides(name, field, endpoint.body, base.body ?? {});
    assertValidBesides(name, field, endpoint.query, queryObject(base.query));
    await base.first?.();
    for (const value of EXTREMES) {
      const body = field.where === 'body' ? withField(base.body ?? {}, field.path, value) : base.body;
      const query = field.where === 'query' ? { ...queryObject(base.query), [field.path[0]!]: String(value) } : queryObject(base.query);
      const res = await send(t, endpoint, body, query);
      const wrong = wrongIn(res);
      if (wrong) problems.push(`${field.where}.${field.path.join('.')} = ${value}: ${wrong}`);
    }
  }
  expect(problems).toEqual([]);
});
