import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { useTestApp } from '../../test/test-app.ts';
import { createSignedInAdmin } from '../../test/admin-session.ts';
import { TEAM_LOCK_BUCKETS, teamClashes } from './team-clashes.ts';

const t = useTestApp(); // the clock starts at 2026-11-21T12:00:00Z (13:00 in Lagos)
let admin = '';

beforeAll(async () => {
  admin = (await createSignedInAdmin(t, 'trader', 'fixtures_admin')).token;
});

const importFile = (format: 'csv' | 'json', content: string) =>
  t.call({ method: 'POST', url: '/admin/api/matches/import', headers: { 'admin-token': admin }, payload: { format, content } });

const GOOD = [
  'league,home,away,kickoff',
  'NPFL,Enyimba,Rangers,2026-11-21T15:00:00Z',
  'NPFL,Kano Pillars,Remo Stars,2026-11-21T22:30:00Z', // 23:30 Lagos: still today
  'EPL,Arsenal,Chelsea,2026-11-21T23:30:00Z', // 00:30 Lagos: tomorrow
];
const CSV = GOOD.join('\n');
const CSV_WITH_PROBLEMS = [
  ...GOOD,
  'EPL,Spurs,Leeds,2026-11-21T09:00:00Z', // kicked off already
  'EPL,Everton,,2026-11-22T15:00:00Z',
  'EPL,X,Villa,2026-11-21T09:30:00Z', // a short name and kicked off already: both said at once
].join('\n');
const matchCount = async () => ((await t.ctx.db.execute(sql`select count(*)::int as n from matches`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('fixtures import and the match list', () => {
  it('refuses a file with any bad row whole, listing every problem with its line, and creates nothing', async () => {
    const res = await importFile('csv', CSV_WITH_PROBLEMS);
    expect([res.status, res.body.code, res.body.msg]).toEqual([422, ERRORS.FIXTURES_INVALID.code, 'Nothing was imported: 3 problem(s) in the file. Mend them and import the file again.']);
    expect(res.body.data.problems).toEqual([
      { line: 5, message: 'kickoff 2026-11-21 10:00 Lagos time is in the past' },
      { line: 6, message: 'missing away' },
      { line: 7, message: 'home is shorter than 2 characters; kickoff 2026-11-21 10:30 Lagos time is in the past' },
    ]);
    expect(await matchCount()).toBe(0);
  });

  it('imports a good file as scheduled matches, closing in time', async () => {
    const res = await importFile('csv', CSV);
    expect(res.body).toMatchObject({ code: 200, data: { created: 3, unchanged: 0, problems: [] } });
    const rows = (await t.ctx.db.execute(sql`select state, closing_at <= kick_off_at as closes_in_time from matches`)) as unknown as { rows: { state: string; closes_in_time: boolean }[] };
    expect(rows.rows).toHaveLength(3);
    expect(rows.rows.every((r) => r.state === 'scheduled' && r.closes_in_time)).toBe(true);
  });

  it('refuses a kick-off years ahead (a mistyped year), in a file and by hand, without a 500', async () => {
    const before = await matchCount();
    const csv = ['league,home,away,kickoff', 'EPL,Fulham,Brentford,9999-12-31T23:59:59Z', 'EPL,Wolves,Burnley,2029-01-01T15:00:00Z'].join('\n');
    const res = await importFile('csv', csv);
    expect(res.body.data.problems).toEqual([{ line: 2, message: 'kickoff is more than 2 years ahead' }, { line: 3, message: 'kickoff is more than 2 years ahead' }]);
    const byHand = await t.call({ method: 'POST', url: '/admin/api/matches/create', headers: { 'admin-token': admin }, payload: { league: 'EPL', homeTeam: 'Fulham', awayTeam: 'Brentford', kickOffAt: '9999-12-31T23:59:59Z' } });
    expect([byHand.status, byHand.body.code, byHand.body.data]).toEqual([422, ERRORS.VALIDATION_FAILED.code, { field: 'kickOffAt', reason: 'kick-off is more than 2 years ahead' }]);
    expect(await matchCount()).toBe(before);
  });

  it('names the file line of a past kick-off after a bad row and a blank line', async () => {
    const csv = ['league,home,away,kickoff', 'EPL,,Chelsea,2026-11-29T15:30:00Z', '', 'EPL,Fulham,Brentford,2026-11-20T15:00:00Z', 'EPL,Wolves,Burnley,2026-11-29T15:00:00Z'].join('\n');
    const res = await importFile('csv', csv);
    expect(res.body.data.problems).toEqual([{ line: 2, message: 'missing home' }, { line: 4, message: 'kickoff 2026-11-20 16:00 Lagos time is in the past' }]);
  });

  it('adds nothing when the same file comes again', async () => {
    const res = await importFile('csv', CSV);
    expect(res.body.data).toMatchObject({ created: 0, unchanged: 3 });
  });

  it('refuses a fixture twice in a file, and a team that already plays within 12 hours, naming the other match', async () => {
    const [existing] = ((await t.ctx.db.execute(sql`select id from matches where home_team = 'Arsenal'`)) as unknown as { rows: { id: number }[] }).rows;
    const csv = [
      'league,home,away,kickoff',
      'EPL,Wolves,Burnley,2026-11-29T15:00:00Z',
      'epl,wolves,burnley,2026-11-29T16:00:00+01:00', // the same match: other case, other zone, same instant
      'Premier League,Arsenal,Chelsea,2026-11-21T23:30:00Z', // another league's name for a match already scheduled
      'EPL,Leeds,Gamma FC,2026-11-30T15:00:00Z',
      'EPL,Gamma FC,Fulham,2026-11-30T18:00:00Z', // Gamma FC again three hours later
      'EPL,Gamma FC,Fulham,2026-12-02T18:00:00Z', // two days later: fine
    ].join('\n');
    const res = await importFile('csv', csv);
    expect(res.body.code).toBe(ERRORS.FIXTURES_INVALID.code);
    expect(res.body.data.problems).toEqual([
      { line: 3, message: 'the same match as line 2' },
      { line: 4, message: `Arsenal already plays within 12 hours: match #${existing!.id} (Arsenal v Chelsea, 2026-11-22 00:30 Lagos time)` },
      { line: 6, message: 'Gamma FC already plays within 12 hours: line 5 (Leeds v Gamma FC, 2026-11-30 16:00 Lagos time)' },
    ]);
    // A JSON file's rows are its fixtures, and its problems name them so.
    const json = JSON.stringify([
      { league: 'EPL', home: 'Wolves', away: 'Burnley', kickoff: '2026-11-29T15:00:00Z' },
      { league: 'EPL', home: 'Wolves', away: 'Burnley', kickoff: '2026-11-29T15:00:00Z' },
      { league: 'EPL', home: 'Burnley', away: 'Fulham', kickoff: '2026-11-29T18:00:00Z' },
    ]);
    expect((await importFile('json', json)).body.data.problems).toEqual([
      { line: 2, message: 'the same match as fixture 1' },
      { line: 3, message: 'Burnley already plays within 12 hours: fixture 1 (Wolves v Burnley, 2026-11-29 16:00 Lagos time)' },
    ]);
  });

  it('takes a season of 5,000 fixtures with long names (over the 256 KB every other request may send) in one go', async () => {
    // Each pair of clubs meets twice, 30 days apart; one fixture an hour from 1 December (within the 2 years a fixture may be ahead).
    const kick = (i: number) => new Date(Date.UTC(2026, 11, 1) + (i % 2_500) * 3_600_000 + Math.floor(i / 2_500) * 30 * 86_400_000).toISOString();
    const rows = Array.from({ length: 5_000 }, (_, i) => `"Nigeria Professional Football League, Season 2026/27",Home United Football Club ${i % 2_500},Away Athletic Football Club ${i % 2_500},${kick(i)}`);
    const csv = ['league,home,away,kickoff', ...rows].join('\r\n');
    expect(Buffer.byteLength(csv)).toBeGreaterThan(256 * 1024);
    const res = await importFile('csv', csv);
    expect([res.status, res.body.data?.created, res.body.data?.problems]).toEqual([200, 5_000, []]);
    expect((await importFile('csv', 'x'.repeat(2_000_001))).body.code).toBe(ERRORS.PAYLOAD_TOO_LARGE.code);
  });

  it('refuses a file of more fixtures than one import takes, CSV or JSON, saying the maximum, and creates nothing (QA: 20,000 rows made 20,000 matches in one call)', async () => {
    const before = await matchCount();
    const kick = (i: number) => new Date(Date.UTC(2027, 2, 1) + i * 3_600_000).toISOString();
    const csv = ['league,home,away,kickoff', ...Array.from({ length: 5_001 }, (_, i) => `Cap League,Cap Home ${i},Cap Away ${i},${kick(i)}`)].join('\n');
    const fromCsv = await importFile('csv', csv);
    expect([fromCsv.status, fromCsv.body.code, fromCsv.body.data.problems]).toEqual([422, ERRORS.FIXTURES_INVALID.code, [{ line: 0, message: 'the file holds 5,001 fixtures: at most 5,000 go in one import; split it' }]]);
    // 20,000 bad rows: refused for their number alone, in a few hundred bytes, not one problem each.
    const fromJson = await importFile('json', JSON.stringify(Array.from({ length: 20_000 }, () => ({ league: 'x' }))));
    expect([fromJson.body.code, fromJson.body.data.problems]).toEqual([ERRORS.FIXTURES_INVALID.code, [{ line: 0, message: 'the file holds 20,000 fixtures: at most 5,000 go in one import; split it' }]]);
    expect(JSON.stringify(fromJson.body).length).toBeLessThan(1_000);
    expect(await matchCount()).toBe(before);
  });

  it('lists the first 200 problems of a refused file and says how many more there are (QA: 70,000 bad rows answered 5.3 MB)', async () => {
    const csv = ['league,home,away,kickoff', ...Array.from({ length: 1_000 }, (_, i) => `NPFL,Home ${i},,2026-12-01T15:00:00Z`)].join('\n');
    const res = await importFile('csv', csv);
    expect([res.status, res.body.code, res.body.msg]).toEqual([422, ERRORS.FIXTURES_INVALID.code, 'Nothing was imported: 1000 problem(s) in the file. Mend them and import the file again.']);
    expect(res.body.data.params).toEqual({ count: 1_000 });
    const problems = res.body.data.problems as { line: number; message: string }[];
    expect(problems).toHaveLength(201);
    expect(problems.slice(0, 200).map((p) => p.line)).toEqual(Array.from({ length: 200 }, (_, i) => i + 2));
    expect(problems.at(-1)).toEqual({ line: 0, message: '800 more problems are not listed: mend these and import the file again to see the rest' });
    expect(JSON.stringify(res.body).length).toBeLessThan(20_000);
  });

  it('refuses a name holding a character that could not be read, which a file in another encoding leaves (QA: "Atl\uFFFDtico" was imported)', async () => {
    const res = await importFile('csv', ['league,home,away,kickoff', 'LaLiga,Atl\uFFFDtico Baleares,M\uFFFDlaga CF,2026-12-01T15:00:00Z'].join('\n'));
    expect(res.body.code).toBe(ERRORS.FIXTURES_INVALID.code);
    expect(res.body.data.problems).toEqual([{ line: 2, message: 'home, away hold a character that could not be read (\uFFFD): save the file as UTF-8' }]);
  });

  it('checks a list of any size for clashes under a bounded number of locks (QA: 73,000 team names ran PostgreSQL out of lock memory, a 500)', async () => {
    const fixtures = Array.from({ length: 4_000 }, (_, i) => ({ line: i + 2, home: `Lock Home ${i}`, away: `Lock Away ${i}`, kickOffAt: new Date(Date.UTC(2027, 0, 1) + i * 3_600_000), key: `lock-test-${i}` }));
    const locks = await t.ctx.db.transaction(async (tx) => {
      expect(await teamClashes(tx, fixtures, 'Africa/Lagos')).toEqual([]);
      const held = (await tx.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`)) as unknown as { rows: { n: number }[] };
      return held.rows[0]!.n;
    });
    expect(locks).toBeGreaterThan(0);
    expect(locks).toBeLessThanOrEqual(TEAM_LOCK_BUCKETS);
  });

  it('lists one Lagos day of matches by league, in kick-off order, not bettable before pricing, those open to bets first', async () => {
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

    // Once the later match is priced it is the one a member can bet on: it comes first (QA: a day
    // of closed and finished matches buried the bettable ones at the bottom).
    const kano = today.body.data.leagues[0].matches[1];
    const priced = await t.call({ method: 'POST', url: '/admin/api/matches/price', headers: { 'admin-token': admin }, payload: { matchId: kano.id, rates: { home: 1.4, away: 1.2 } } });
    expect(priced.body.code).toBe(200);
    const after = await t.call({ method: 'GET', url: '/web/match/list?day=0', headers: { token: m.token } });
    expect(after.body.data.leagues[0].matches.map((x: { homeTeam: string; bettable: boolean }) => [x.homeTeam, x.bettable])).toEqual([['Kano Pillars', true], ['Enyimba', false]]);
  });

  it('keeps under today, past Lagos midnight, a match of yesterday still being played, and no older or finished one (QA: it vanished at midnight)', async () => {
    const m = await t.register();
    const start = t.clock.now();
    t.clock.set(new Date('2026-11-21T23:06:00Z')); // 00:06 in Lagos on the 22nd
    try {
      const today = await t.call({ method: 'GET', url: '/web/match/list?day=0', headers: { token: m.token } });
      const teams = today.body.data.leagues.flatMap((l: { matches: { homeTeam: string }[] }) => l.matches.map((x) => x.homeTeam));
      // Kano Pillars kicked off at 23:30 yesterday; Arsenal at 00:30 today; Enyimba at 16:00 yesterday, long over.
      expect(teams).toEqual(expect.arrayContaining(['Kano Pillars', 'Arsenal']));
      expect(teams).not.toContain('Enyimba');
      // Finished, it is yesterday's only.
      await t.ctx.db.execute(sql`update matches set state = 'finished', ht_home = 0, ht_away = 0, ft_home = 1, ft_away = 0 where home_team = 'Kano Pillars'`);
      const after = await t.call({ method: 'GET', url: '/web/match/list?day=0', headers: { token: m.token } });
      expect(after.body.data.leagues.flatMap((l: { matches: { homeTeam: string }[] }) => l.matches.map((x) => x.homeTeam))).not.toContain('Kano Pillars');
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses a day outside the week and an import without a back-office session', async () => {
    const m = await t.register();
    expect((await t.call({ method: 'GET', url: '/web/match/list?day=9', headers: { token: m.token } })).body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    const anonymous = await t.call({ method: 'POST', url: '/admin/api/matches/import', payload: { format: 'csv', content: CSV } });
    expect(anonymous.status).toBe(401);
  });

  it('says what is wrong with a JSON file that is not a list, or holds nothing', async () => {
    expect((await importFile('json', '{"league":"EPL"}')).body.data.problems).toEqual([{ line: 0, message: 'expected a JSON array of fixtures' }]);
    expect((await importFile('json', '[]')).body.data.problems).toEqual([{ line: 0, message: 'the file holds no fixtures' }]);
    expect((await importFile('csv', 'league,home,away,kickoff\r\n')).body.data.problems).toEqual([{ line: 0, message: 'the file holds no fixtures' }]);
  });
});

// QA: "\u202Eالهلال" as a team reached members through /web/match/list, and the override reordered
// what they saw after it (a spoofing vector). A NUL was already refused; these now are too.
describe('team names with bidi controls', () => {
  const KICK_OFF = '2026-11-25T17:00:00Z'; // day 4 in Lagos
  const fileWith = (home: string) => ({
    csv: ['league,home,away,kickoff', `SPL,${home},Al Nassr,${KICK_OFF}`].join('\n'),
    json: JSON.stringify([{ league: 'SPL', home, away: 'Al Nassr', kickoff: KICK_OFF }]),
  });
  const createByHand = (homeTeam: string) =>
    t.call({ method: 'POST', url: '/admin/api/matches/create', headers: { 'admin-token': admin }, payload: { league: 'SPL', homeTeam, awayTeam: 'Al Nassr', kickOffAt: KICK_OFF } });

  it.each(['\u202Eالهلال', '\u202BAl Hilal\u202C', 'Al Hilal\u2066', '\u2067الهلال\u2069'])('refuses %j in a CSV or JSON file and by hand, creating nothing', async (home) => {
    const before = await matchCount();
    const { csv, json } = fileWith(home);
    const fromCsv = await importFile('csv', csv);
    expect([fromCsv.body.code, fromCsv.body.data.problems]).toEqual([ERRORS.FIXTURES_INVALID.code, [{ line: 2, message: 'home holds a control character' }]]);
    const fromJson = await importFile('json', json);
    expect([fromJson.body.code, fromJson.body.data.problems]).toEqual([ERRORS.FIXTURES_INVALID.code, [{ line: 1, message: 'home holds a control character' }]]);
    const byHand = await createByHand(home);
    expect([byHand.status, byHand.body.code, byHand.body.data]).toEqual([422, ERRORS.VALIDATION_FAILED.code, { field: 'homeTeam', reason: 'holds a control character' }]);
    expect(await matchCount()).toBe(before);
  });

  it('takes plain Arabic, from a file, and shows it to members as it was written', async () => {
    const res = await importFile('json', fileWith('الهلال').json);
    expect([res.body.code, res.body.data.created]).toEqual([200, 1]);
    const m = await t.register();
    const list = await t.call({ method: 'GET', url: '/web/match/list?day=4', headers: { token: m.token } });
    expect(list.body.data.leagues).toEqual([{ league: 'SPL', matches: [expect.objectContaining({ homeTeam: 'الهلال', awayTeam: 'Al Nassr' })] }]);
  });
});
