import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type TEndpoint } from '@scoreline/contract/api/endpoints';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { defineRoute } from '../../http/define-route.ts';
import { createSignedInAdmin, signInTestAdmin, type TestAdmin } from '../../test/admin-session.ts';
import { adminWorld } from '../../test/admin-world.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal } from '../../test/wallet-fixtures.ts';

// Every admin write leaves exactly one audit row (refusals included) with who, what, the target
// before and after, the request without secrets, the answer's code, ip and request id; the log
// is searchable by super admins and auditors and cannot be rewritten.

const explodingWrite = {
  method: 'POST',
  path: '/admin/api/test/explode',
  summary: 'test only: a handler that fails',
  tag: 'admin',
  auth: 'admin',
  roles: ['trader'],
  audit: { target: 'match', id: 'matchId' },
  body: z.object({ matchId: z.number() }),
  response: z.null(),
} as const satisfies TEndpoint;

const t = useTestApp({
  extraRoutes: (app, ctx) =>
    defineRoute(app, ctx, explodingWrite, async () => {
      throw new Error('the database went away');
    }),
});
let world: Awaited<ReturnType<typeof adminWorld>>;
let boss: TestAdmin;
let trader: TestAdmin;
let auditor: TestAdmin;

beforeAll(async () => {
  world = await adminWorld(t);
  boss = await createSignedInAdmin(t, 'super_admin');
  trader = await createSignedInAdmin(t, 'trader');
  auditor = await createSignedInAdmin(t, 'auditor');
});

type AuditRow = {
  id: number;
  admin_id: number | null;
  admin_username: string;
  role: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request: Record<string, unknown> | null;
  result_code: number;
  ip: string | null;
  request_id: string | null;
};
const rowsAfter = async (id: number) => ((await t.ctx.db.execute(sql`select * from admin_audit_log where id > ${id} order by id`)) as unknown as { rows: AuditRow[] }).rows.map((r) => ({ ...r, admin_id: r.admin_id === null ? null : Number(r.admin_id) }));
const lastId = async () => Number(((await t.ctx.db.execute(sql`select coalesce(max(id), 0) as id from admin_audit_log`)) as unknown as { rows: { id: number }[] }).rows[0]!.id);
const post = (admin: TestAdmin | null, url: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url, headers: admin ? { 'admin-token': admin.token } : {}, payload });

const adminWrites = Object.entries(endpoints as Record<string, TEndpoint>).filter(([, e]) => e.tag === 'admin' && e.method === 'POST');
// Writes whose sample is refused by design here (a USDT payout needs a USDT withdrawal; the sign-in sample is an unknown name).
// The sign-in samples are an unknown name and an unknown ticket (sign-in is audited in admin-sign-in.test.ts).
const REFUSED_SAMPLES: Record<string, number> = {
  adminLogin: ERRORS.WRONG_CREDENTIALS.code,
  adminLoginTotp: ERRORS.NOT_LOGGED_IN.code,
  adminMarkUsdtPaid: ERRORS.WITHDRAWAL_NOT_APPROVED.code,
};

describe('every admin write is audited', () => {
  it('each admin POST of the contract leaves one row; a change shows in before and after', async () => {
    expect(adminWrites.length).toBeGreaterThanOrEqual(22);
    for (const [name, e] of adminWrites) {
      const sample = world.samples[name];
      expect(sample?.body, `a sample request for ${name} in test/admin-world.ts`).toBeDefined();
      await sample!.first?.();
      const from = await lastId();
      const res = await post(e.auth === 'admin' ? boss : null, e.path, sample!.body!);
      expect(res.body.code, `${name}: ${JSON.stringify(res.body)}`).toBe(REFUSED_SAMPLES[name] ?? 200);

      const rows = await rowsAfter(from);
      expect(rows, name).toHaveLength(1);
      const row = rows[0]!;
      expect(row, name).toMatchObject({ action: name, target_type: e.audit!.target, result_code: res.body.code, request_id: res.headers['x-request-id'], ip: '127.0.0.1' });
      if (e.auth === 'admin') expect(row, name).toMatchObject({ admin_id: boss.id, admin_username: boss.username, role: 'super_admin' });
      if (name === 'adminLogout') boss.token = (await signInTestAdmin(t, boss)).token;
      const targetId = e.audit!.id ? (sample!.body![e.audit!.id] ?? res.body.data?.[e.audit!.id]) : undefined;
      if (targetId !== undefined) {
        expect(row.target_id, name).toBe(String(targetId));
        expect(row.after, name).not.toBeNull();
        // A write that creates its row has nothing before.
        if (sample!.body![e.audit!.id!] !== undefined) expect(row.before, name).not.toBeNull();
        if (res.body.code === 200) expect(row.after, `${name} changed its target`).not.toEqual(row.before);
        else expect(row.after, `${name} was refused`).toEqual(row.before);
      }
    }
  });

  it('records a refusal by role, before the handler: nothing changed', async () => {
    const from = await lastId();
    expectRefusal(await post(trader, '/admin/api/withdrawals/reject', { id: 1, reason: 'not mine to do' }), 'FORBIDDEN');
    const [row] = await rowsAfter(from);
    expect(row).toMatchObject({ admin_id: trader.id, role: 'trader', action: 'adminRejectWithdrawal', target_type: 'withdrawal', target_id: '1', result_code: ERRORS.FORBIDDEN.code });
    expect(row!.after).toEqual(row!.before);
  });

  it('records a validation refusal and a failing handler (a fault answers 1002)', async () => {
    const from = await lastId();
    expectRefusal(await post(trader, '/admin/api/matches/suspend', { matchId: world.traded, suspended: 'yes' }), 'VALIDATION_FAILED');
    expect((await post(trader, '/admin/api/test/explode', { matchId: world.traded })).status).toBe(500);
    const rows = await rowsAfter(from);
    expect(rows.map((r) => [r.action, r.result_code, r.target_id])).toEqual([
      ['adminSuspendMatch', ERRORS.VALIDATION_FAILED.code, String(world.traded)],
      ['POST /admin/api/test/explode', ERRORS.SERVER_ABNORMAL.code, String(world.traded)],
    ]);
  });

  it('keeps a refusal’s values, so the log reads its text whole (QA: "current state (…)")', async () => {
    await post(trader, '/admin/api/matches/postpone', { matchId: world.postponed, reason: 'waterlogged pitch' });
    const from = await lastId();
    expectRefusal(await post(trader, '/admin/api/matches/postpone', { matchId: world.postponed, reason: 'waterlogged pitch again' }), 'MATCH_STATE_ERROR');
    const { rows } = (await t.ctx.db.execute(sql`select result_code, result_params from admin_audit_log where id > ${from} order by id`)) as unknown as { rows: { result_code: number; result_params: unknown }[] };
    // The state it was in (postponed, or void by the audit of every write above).
    expect(rows[0]).toEqual({ result_code: ERRORS.MATCH_STATE_ERROR.code, result_params: { state: expect.stringMatching(/^(postponed|void)$/) } });
    const listed = expectOk(await t.call({ method: 'GET', url: '/admin/api/audit?action=adminPostponeMatch', headers: { 'admin-token': boss.token } }));
    expect(listed.items[0]).toMatchObject({ resultCode: ERRORS.MATCH_STATE_ERROR.code, resultParams: rows[0]!.result_params });
  });

  it('names the row a create made, not an id sent in its body; an import keeps the matches it made; times are ISO and prices carry every flag', async () => {
    const from = await lastId();
    const made = expectOk(
      await post(trader, '/admin/api/matches/create', { id: world.traded, league: 'NPFL', homeTeam: `Audit Home ${process.pid % 1000}`, awayTeam: 'Audit Away', kickOffAt: '2026-12-09T15:00:00Z' }),
    ) as { id: number };
    expect(made.id).not.toBe(world.traded);
    const fixtures = [{ league: 'NPFL', home: `Audit Import ${process.pid % 1000}`, away: 'Audit Visitors', kickoff: '2026-12-10T15:00:00Z' }];
    const imported = expectOk(await post(trader, '/admin/api/matches/import', { format: 'json', content: JSON.stringify(fixtures) })) as { created: number; createdIds: number[] };
    expect(imported.created).toBe(1);
    const [create, importRow] = await rowsAfter(from);
    expect(create).toMatchObject({ action: 'adminCreateMatch', target_id: String(made.id), before: null, after: { id: made.id } });
    expect(importRow).toMatchObject({ action: 'adminImportFixtures', target_id: null, after: { created: 1, createdIds: imported.createdIds } });
    expect(String(create!.after!.kick_off_at)).toMatch(/^2026-12-09T15:00:00(\.0+)?(Z|\+00:00)$/);
    const traded = (await rowsAfter(0)).filter((r) => r.target_id === String(world.traded) && r.after && typeof r.after.prices === 'object').at(-1);
    expect(Object.values(traded!.after!.prices as Record<string, object>)[0]).toHaveProperty('withheld');
  });

  it('keeps no secrets: passwords are removed from the request; the admin row never shows its hash or TOTP secret', async () => {
    const from = await lastId();
    expectRefusal(await post(null, '/admin/api/login', { username: boss.username, password: 'a wrong guess' }), 'WRONG_CREDENTIALS');
    const [row] = await rowsAfter(from);
    expect(row).toMatchObject({ admin_id: boss.id, action: 'adminLogin', target_type: 'admin', target_id: String(boss.id), request: { username: boss.username, password: '[removed]' } });
    expect(row!.after).toMatchObject({ username: boss.username, failed_login_count: 1 });
    expect(Object.keys(row!.after!)).not.toEqual(expect.arrayContaining(['password_hash']));
    expect(Object.keys(row!.after!).filter((k) => k.startsWith('totp_secret') || k.startsWith('totp_pending'))).toEqual([]);
    expectOk(await post(null, '/admin/api/login', { username: boss.username, password: boss.password }));
  });
});

describe('the audit log page', () => {
  const search = (admin: TestAdmin, query: string) => t.call({ method: 'GET', url: `/admin/api/audit${query}`, headers: { 'admin-token': admin.token } });

  it('finds by action, admin, target and time, newest first and paged, for super admins and auditors only', async () => {
    const at = t.clock.now();
    t.clock.advance(1_000);
    for (const maxStake of [700_000_00, 800_000_00, 900_000_00]) {
      t.clock.advance(1_000);
      expectOk(await post(trader, '/admin/api/matches/limits', { matchId: world.traded, maxStake }));
    }
    const q = `?action=adminMatchLimits&adminId=${trader.id}&targetType=match&targetId=${world.traded}&from=${encodeURIComponent(at.toISOString())}`;
    const page1 = expectOk(await search(auditor, `${q}&pageSize=2`));
    expect(page1.total).toBe(3);
    expect(page1.items.map((i: { request: { maxStake: number } }) => i.request.maxStake)).toEqual([900_000_00, 800_000_00]);
    expect(page1.items[0]).toMatchObject({ adminUsername: trader.username, role: 'trader', action: 'adminMatchLimits', targetType: 'match', resultCode: 200 });
    const page2 = expectOk(await search(boss, `${q}&pageSize=2&page=2`));
    expect(page2.items.map((i: { request: { maxStake: number } }) => i.request.maxStake)).toEqual([700_000_00]);
    const before = expectOk(await search(boss, `${q}&to=${encodeURIComponent(new Date(at.getTime() + 2_500).toISOString())}`));
    expect(before.items.map((i: { request: { maxStake: number } }) => i.request.maxStake)).toEqual([700_000_00]);
    expect(expectOk(await search(boss, `?adminUsername=${trader.username.toUpperCase()}&action=adminMatchLimits`)).total).toBe(3);

    expectRefusal(await search(trader, ''), 'FORBIDDEN');
    expectRefusal(await search(boss, '?from=yesterday'), 'VALIDATION_FAILED');
  });

  it('cannot be rewritten: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    for (const statement of [sql`update admin_audit_log set result_code = 200`, sql`delete from admin_audit_log`, sql`truncate admin_audit_log`]) {
      await expect(t.ctx.db.execute(statement)).rejects.toThrow();
    }
    expect(await lastId()).toBeGreaterThan(0);
  });
});
