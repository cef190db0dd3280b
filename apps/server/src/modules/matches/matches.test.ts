import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { useTestApp } from '../../test/test-app.ts';
import { createSignedInAdmin } from '../../test/admin-session.ts';

const t = useTestApp(); // the clock starts at 2026-11-21T12:00:00Z (13:00 in Lagos)
let admin = '';

beforeAll(async () => {
  admin = (await createSignedInAdmin(t, 'trader', 'fixtures_admin')).token;
});

const importFile = (format: 'csv' | 'json', content: string) =>
  t.call({ method: 'POST', url: '/admin/api/matches/import', headers: { 'admin-token': admin }, payload: { format, content } });

const CSV = [
  'league,home,away,kickoff',
  'NPFL,Enyimba,Rangers,2026-11-21T15:00:00Z',
  'NPFL,Kano Pillars,Remo Stars,2026-11-21T22:30:00Z', // 23:30 Lagos: still today
  'EPL,Arsenal,Chelsea,2026-11-21T23:30:00Z', // 00:30 Lagos: tomorrow
  'EPL,Spurs,Leeds,2026-11-21T09:00:00Z', // kicked off already
  'EPL,Everton,,2026-11-22T15:00:00Z',
].join('\n');

describe('fixtures import and the match list', () => {
  it('imports the good rows as scheduled matches and reports each bad row with its line', async () => {
    const res = await importFile('csv', CSV);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toEqual({
      created: 3,
      unchanged: 0,
      problems: [
        { line: 5, message: 'kickoff is in the past' },
        { line: 6, message: 'missing away' },
      ],
    });
    const rows = (await t.ctx.db.execute(sql`select state, closing_at <= kick_off_at as closes_in_time from matches`)) as unknown as { rows: { state: string; closes_in_time: boolean }[] };
    expect(rows.rows.every((r) => r.state === 'scheduled' && r.closes_in_time)).toBe(true);
  });

  it('names the file line of a past kick-off after a bad row and a blank line', async () => {
    const csv = ['league,home,away,kickoff', 'EPL,,Chelsea,2026-11-29T15:30:00Z', '', 'EPL,Fulham,Brentford,2026-11-20T15:00:00Z', 'EPL,Wolves,Burnley,2026-11-29T15:00:00Z'].join('\n');
    const res = await importFile('csv', csv);
    expect(res.body.data).toMatchObject({ created: 1, problems: [{ line: 2, message: 'missing home' }, { line: 4, message: 'kickoff is in the past' }] });
  });

  it('adds nothing when the same file comes again', async () => {
    const res = await importFile('csv', CSV);
    expect(res.body.data).toMatchObject({ created: 0, unchanged: 3 });
  });

  it('lists one Lagos day of matches by league, in kick-off order, not bettable before pricing', async () => {
    const m = await t.register();
    const today = await t.call({ method: 'GET', url: '/web/match/list?day=0', headers: { token: m.token } });
    expect(today.body.data.leagues).toEqual([
      {
        league: 'NPFL',
        matches: [
          expect.objectContaining({ homeTeam: 'Enyimba', awayTeam: 'Rangers', state: 'scheduled', bettable: false, ftScore: null }),
          expect.objectContaining({ homeTeam: 'Kano Pillars', kickOffAt: '2026-11-21T22:30:00.000Z' }),
        ],
      },
    ]);
    const tomorrow = await t.call({ method: 'GET', url: '/web/match/list?day=1', headers: { token: m.token } });
    expect(tomorrow.body.data.leagues.map((l: { league: string }) => l.league)).toEqual(['EPL']);
    expect(today.body.data.serverTime).toBe('2026-11-21T12:00:00.000Z');
  });

  it('refuses a day outside the week and an import without a back-office session', async () => {
    const m = await t.register();
    expect((await t.call({ method: 'GET', url: '/web/match/list?day=9', headers: { token: m.token } })).body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    const anonymous = await t.call({ method: 'POST', url: '/admin/api/matches/import', payload: { format: 'csv', content: CSV } });
    expect(anonymous.status).toBe(401);
  });

  it('says what is wrong with a JSON file that is not a list', async () => {
    const res = await importFile('json', '{"league":"EPL"}');
    expect(res.body.data).toEqual({ created: 0, unchanged: 0, problems: [{ line: 0, message: 'expected a JSON array of fixtures' }] });
  });
});
