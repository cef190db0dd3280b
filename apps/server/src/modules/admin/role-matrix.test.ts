import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, type TAdminRole } from '@scoreline/contract/api/admin-access';
import { endpoints, type TEndpoint } from '@scoreline/contract/api/endpoints';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { defineRoute } from '../../http/define-route.ts';
import { createSignedInAdmin, signInTestAdmin, type TestAdmin } from '../../test/admin-session.ts';
import { adminWorld, type SampleRequest } from '../../test/admin-world.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectRefusal } from '../../test/wallet-fixtures.ts';

// Every admin endpoint of the contract x every role: a role outside its rights gets FORBIDDEN
// (403) and nothing in the database changes; a role within them gets past the check.

const t = useTestApp();
let world: Awaited<ReturnType<typeof adminWorld>>;
const admins = {} as Record<TAdminRole, TestAdmin>;

beforeAll(async () => {
  world = await adminWorld(t);
  for (const role of ADMIN_ROLES) admins[role] = await createSignedInAdmin(t, role);
});

const adminEndpoints = Object.entries(endpoints as Record<string, TEndpoint>).filter(([, e]) => e.auth === 'admin');

// Product rules ("Back office roles"), written out here rather than read from the contract's
// `roles`, so a wrong declaration in the contract fails this test.
const AREAS: [RegExp, TAdminRole[]][] = [
  [/^\/admin\/api\/matches(\/|$)/, ['trader']],
  [/^\/admin\/api\/(deposits|withdrawals|bank-accounts|ledger)(\/|$)/, ['finance']],
  [/^\/admin\/api\/(members|messages)(\/|$)/, ['support']],
  [/^\/admin\/api\/announcements(\/|$)/, ['support']],
  [/^\/admin\/api\/dashboard$/, ['trader', 'finance', 'support', 'auditor']],
  [/^\/admin\/api\/balance-corrections(\/|$)/, ['finance']],
  // The bets desk (not in the product rules' list): traders watch a match's book, support answers
  // "where is my bet", finance follows a stake's postings.
  [/^\/admin\/api\/bets(\/|$)/, ['trader', 'finance', 'support']],
  [/^\/admin\/api\/(me|logout)$/, ['trader', 'finance', 'support', 'auditor']],
];
function allowed(role: TAdminRole, e: TEndpoint) {
  if (role === 'super_admin') return true;
  if (AREAS.some(([path, roles]) => path.test(e.path) && roles.includes(role))) return true;
  return role === 'auditor' && e.method === 'GET';
}

/** A digest of every table a refused call could have changed (not the audit log, sessions or rate counters). */
async function databaseDigest() {
  const tables = ((await t.ctx.db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('admin_audit_log', 'admin_sessions', 'rate_limit_counters', 'captchas')
    order by table_name`)) as unknown as { rows: { table_name: string }[] }).rows;
  const digests: string[] = [];
  for (const { table_name } of tables) {
    const r = (await t.ctx.db.execute(sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from ${sql.identifier(table_name)} x`)) as unknown as { rows: { d: string }[] };
    digests.push(`${table_name}:${r.rows[0]!.d}`);
  }
  return digests;
}

const call = (admin: TestAdmin, e: TEndpoint, sample: SampleRequest) =>
  t.call({ method: e.method, url: `${e.path}${sample.query ?? ''}`, headers: { 'admin-token': admin.token }, ...(e.method === 'POST' ? { payload: sample.body ?? {} } : {}) });

describe('the role matrix', () => {
  it('covers the whole back office', () => {
    expect(adminEndpoints.length).toBeGreaterThanOrEqual(32);
  });

  it.each(adminEndpoints)('%s: refused outside the role, nothing changes; allowed within it', async (name, e) => {
    const sample = world.samples[name] ?? {};
    const before = await databaseDigest();
    for (const role of ADMIN_ROLES.filter((r) => !allowed(r, e))) {
      expectRefusal(await call(admins[role], e, sample), 'FORBIDDEN');
    }
    expect(await databaseDigest()).toEqual(before);

    for (const role of ADMIN_ROLES.filter((r) => allowed(r, e))) {
      // Writes get an empty body: past the role check it is refused by validation, and changes nothing.
      const res = await call(admins[role], e, e.method === 'GET' ? sample : {});
      expect([ERRORS.FORBIDDEN.code, ERRORS.NOT_LOGGED_IN.code], `${name} as ${role}: ${JSON.stringify(res.body)}`).not.toContain(res.body.code);
      if (e.method === 'GET') expect(res.body.code, `${name} as ${role}: ${JSON.stringify(res.body)}`).toBe(200);
      if (name === 'adminLogout') admins[role].token = (await signInTestAdmin(t, admins[role])).token;
    }
  });
});

describe('undeclared rules stop the server at start-up', () => {
  const base = { summary: 'test', tag: 'admin', response: z.null() } as const;
  const register = (e: TEndpoint) => () => defineRoute(Fastify(), t.ctx, e, async () => null);

  it('an admin endpoint without roles', () => {
    expect(register({ ...base, method: 'GET', path: '/admin/api/test/no-roles', auth: 'admin' })).toThrow(/declares no roles/);
  });
  it('an admin write without an audit target', () => {
    expect(register({ ...base, method: 'POST', path: '/admin/api/test/no-audit', auth: 'admin', roles: ['trader'] })).toThrow(/declares no audit target/);
  });
  it('a write granted to the read-only auditor', () => {
    expect(register({ ...base, method: 'POST', path: '/admin/api/test/auditor', auth: 'admin', roles: ['auditor'], audit: { target: 'match' } })).toThrow(/read-only/);
  });
});
