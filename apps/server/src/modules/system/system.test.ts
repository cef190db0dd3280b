import { describe, expect, it } from 'vitest';
import { endpoints } from '@scoreline/contract/api/endpoints';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { envReports, settingsHistory } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const report = { uuid: '1732186800000-ab12cd', timeZone: 'Africa/Lagos', language: 'en', screenWidth: '390', screenHeight: '844', userAgent: 'Mozilla/5.0 test', version: 'abc123' };

describe('GET /runtime-config.js', () => {
  it('sets the globals the member app reads, and is never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js?_t=1&version=old' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).toMatch(/^window\.VIT_VERSION = "[^"]+";$/m);
    expect(res.body).toContain('window.VIT_TITLE = "Scoreline";');
    expect(res.body).toContain('window.VIT_BASE_URL = "";');
    expect(res.body).toContain('window.VIT_OPERATOR_TZ = "Africa/Lagos";');
  });

  it('follows the operator title and a pinned version, with a change history', async () => {
    await t.ctx.settings.set('runtime.title', 'Scoreline </script>', 'ops@test');
    await t.ctx.settings.set('runtime.version', '2.0.1', 'ops@test');
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.body).toContain('window.VIT_VERSION = "2.0.1";');
    // Escaped so the value cannot end the script.
    expect(res.body).toContain('window.VIT_TITLE = "Scoreline \\u003c/script>";');
    const history = await t.ctx.db.select().from(settingsHistory);
    expect(history.filter((h) => h.key === 'runtime.version').map((h) => h.newValue)).toEqual(['2.0.1']);
  });
});

describe('POST /web/member/env/save', () => {
  it('stores the report, with the member when signed in', async () => {
    const m = await t.register();
    expect((await t.call({ method: 'POST', url: '/web/member/env/save', payload: report })).body.code).toBe(200);
    expect((await t.call({ method: 'POST', url: '/web/member/env/save', payload: report, headers: { token: m.token } })).body.code).toBe(200);
    const rows = await t.ctx.db.select().from(envReports);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.memberId).sort()).toEqual([m.member.uid, null].sort());
    expect(rows[0]).toMatchObject({ timeZone: 'Africa/Lagos', screenWidth: '390', version: 'abc123' });
  });

  it('takes as many reports from one address as the submit limit allows a minute, and stores no more', async () => {
    await t.ctx.settings.set('limits.submitPerMinute', 3, 'test');
    try {
      t.clock.advance(60_000); // a fresh window; the manual clock then stands still
      const before = (await t.ctx.db.select().from(envReports)).length;
      const answers = await Promise.all(Array.from({ length: 5 }, () => t.call({ method: 'POST', url: '/web/member/env/save', payload: report })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429]);
      expect((await t.ctx.db.select().from(envReports)).length).toBe(before + 3);
    } finally {
      await t.ctx.settings.set('limits.submitPerMinute', 10_000, 'test');
    }
  });

  it('refuses a report with missing fields without storing it', async () => {
    const before = (await t.ctx.db.select().from(envReports)).length;
    const res = await t.call({ method: 'POST', url: '/web/member/env/save', payload: { uuid: 'x' } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    expect(res.body.data.field).toBe('timeZone');
    expect((await t.ctx.db.select().from(envReports)).length).toBe(before);
  });
});

describe('GET /health and the API document', () => {
  it('answers 200 when the database answers', async () => {
    const res = await t.call({ method: 'GET', url: '/health' });
    expect(res.status).toBe(200);
    expect(res.body.data.database).toMatch(/pglite|postgres/);
  });

  it('documents every contract endpoint with its request and response shapes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const e of Object.values(endpoints)) {
      const op = doc.paths[e.path]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      expect(op.responses['200'].content['application/json'].schema.properties.data).toBeDefined();
      if ('body' in e) expect(op.requestBody.content['application/json'].schema.properties).toBeDefined();
    }
    expect(doc.paths['/web/member/register'].post.requestBody.content['application/json'].schema.properties.username.pattern).toBeDefined();
  });

  it('serves the API viewer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
