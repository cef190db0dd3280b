import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { useTestApp } from '../../test/test-app.ts';
import { createSignedInAdmin } from '../../test/admin-session.ts';

const t = useTestApp(); // the clock starts at 2026-11-21T12:00:00Z (13:00 in Lagos, UTC+1)
let token = '';

// Saturday 21 November in Lagos, plus the two kick-offs either side of its midnight.
const FIXTURES = [
  { league: 'EPL', home: 'Spurs', away: 'Leeds', kickoff: '2026-11-21T13:00:00Z' },
  { league: 'NPFL', home: 'Enyimba', away: 'Rangers', kickoff: '2026-11-21T15:00:00Z' },
  { league: 'CAF CL', home: 'Rivers United', away: 'Plateau', kickoff: '2026-11-21T18:00:00Z' },
  { league: 'NPFL', home: 'Shooting Stars', away: 'Lobi Stars', kickoff: '2026-11-21T19:00:00Z' },
  { league: 'NPFL', home: 'Heartland', away: 'Bendel', kickoff: '2026-11-21T20:00:00Z' },
  { league: 'NPFL', home: 'Kano Pillars', away: 'Remo Stars', kickoff: '2026-11-21T22:30:00Z' }, // 23:30 Lagos: Saturday
  { league: 'EPL', home: 'Arsenal', away: 'Chelsea', kickoff: '2026-11-21T23:00:00Z' }, // 00:00 Lagos: Sunday
];

/** Scores straight into the table: the back office's result entry is not what this file tests. */
async function setResult(home: string, state: string, ht: [number, number] | null, ft: [number, number] | null) {
  await t.ctx.db.execute(sql`update matches set state = ${state}, ht_home = ${ht?.[0] ?? null}, ht_away = ${ht?.[1] ?? null},
    ft_home = ${ft?.[0] ?? null}, ft_away = ${ft?.[1] ?? null} where home_team = ${home}`);
}

let operatorId = 0;
const results = (query: string, headers: Record<string, string> = { token }) => t.call({ method: 'GET', url: `/web/match/results${query}`, headers });
const teams = (leagues: { league: string; matches: { homeTeam: string }[] }[]) => leagues.map((l) => [l.league, l.matches.map((m) => m.homeTeam)]);

beforeAll(async () => {
  const trader = await createSignedInAdmin(t, 'trader', 'results_admin');
  operatorId = trader.id;
  const admin = trader.token;
  const imported = await t.call({ method: 'POST', url: '/admin/api/matches/import', headers: { 'admin-token': admin }, payload: { format: 'json', content: JSON.stringify(FIXTURES) } });
  expect(imported.body.data).toMatchObject({ created: FIXTURES.length, problems: [] });
  await setResult('Spurs', 'abandoned', [1, 1], null);
  // Enyimba's result goes through the back office: entered at 17:00, FT then corrected.
  t.clock.set(new Date('2026-11-21T17:00:00Z'));
  const enter = (path: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url: `/admin/api/matches/${path}`, headers: { 'admin-token': admin }, payload });
  const [enyimba] = ((await t.ctx.db.execute(sql`select id from matches where home_team = 'Enyimba'`)) as unknown as { rows: { id: number }[] }).rows;
  const matchId = Number(enyimba!.id);
  expect((await enter('result', { matchId, period: 'HT', home: 1, away: 0 })).body.code).toBe(200);
  expect((await enter('result', { matchId, period: 'FT', home: 2, away: 2 })).body.code).toBe(200);
  t.clock.set(new Date('2026-11-21T17:30:00Z'));
  expect((await enter('correct', { matchId, period: 'FT', home: 2, away: 1, reason: 'second away goal was offside' })).body.code).toBe(200);
  await setResult('Rivers United', 'postponed', null, null);
  await setResult('Shooting Stars', 'closed', null, null); // kicked off, nothing entered: not a result yet
  await setResult('Heartland', 'live', [2, 0], null); // half-time entered, full time not yet
  await setResult('Kano Pillars', 'finished', [0, 0], [0, 0]);
  await setResult('Arsenal', 'finished', [2, 1], [3, 3]);
  token = (await t.register()).token;
  // Sunday 22 November, 13:00 in Lagos: "yesterday" is the Saturday above.
  t.clock.set(new Date('2026-11-22T12:00:00Z'));
});

describe('the results tab', () => {
  it('lists a Lagos day by kick-off: 23:30 stays on its day, midnight starts the next', async () => {
    const saturday = await results('?day=-1');
    expect(saturday.body.code).toBe(200);
    expect(teams(saturday.body.data.leagues)).toEqual([
      ['EPL', ['Spurs']],
      ['NPFL', ['Enyimba', 'Heartland', 'Kano Pillars']],
      ['CAF CL', ['Rivers United']],
    ]);
    const sunday = await results('?day=0');
    expect(teams(sunday.body.data.leagues)).toEqual([['EPL', ['Arsenal']]]);
    expect(sunday.body.data.serverTime).toBe('2026-11-22T12:00:00.000Z');
  });

  it('gives HT and FT as "h-a", null where not entered, with the state and kick-off', async () => {
    const npfl = (await results('?day=-1')).body.data.leagues.find((l: { league: string }) => l.league === 'NPFL');
    expect(npfl.matches[0]).toEqual({
      id: expect.any(Number),
      league: 'NPFL',
      homeTeam: 'Enyimba',
      awayTeam: 'Rangers',
      kickOffAt: '2026-11-21T15:00:00.000Z',
      state: 'finished',
      htScore: '1-0',
      ftScore: '2-1',
      // Each period published with when and by whom (FT when corrected), and that a correction changed it.
      // Whom by operator number: the sign-in name is half of a back-office sign-in (QA).
      htEntered: { at: '2026-11-21T17:00:00.000Z', operator: operatorId },
      ftEntered: { at: '2026-11-21T17:30:00.000Z', operator: operatorId },
      corrected: true,
      // QA: the card said "Corrected" but not from what: the score the correction replaced, when and by whom.
      corrections: [{ period: 'FT', from: '2-2', at: '2026-11-21T17:30:00.000Z', operator: operatorId }],
    });
    expect(JSON.stringify(npfl)).not.toContain('results_admin');
    expect(npfl.matches[1]).toMatchObject({ homeTeam: 'Heartland', state: 'live', htScore: '2-0', ftScore: null, htEntered: null, ftEntered: null, corrected: false, corrections: [] });
    const [epl, , caf] = (await results('?day=-1')).body.data.leagues;
    expect(epl.matches[0]).toMatchObject({ state: 'abandoned', htScore: '1-1', ftScore: null });
    expect(caf.matches[0]).toMatchObject({ state: 'postponed', htScore: null, ftScore: null });
  });

  it('answers today without a day, and an empty list for a quiet day', async () => {
    expect(teams((await results('')).body.data.leagues)).toEqual([['EPL', ['Arsenal']]]);
    expect((await results('?day=-29')).body.data.leagues).toEqual([]);
  });

  it.each(['1', '-30', '-1.5', 'yesterday'])('refuses day=%s with VALIDATION_FAILED', async (day) => {
    expect((await results(`?day=${day}`)).body.code).toBe(ERRORS.VALIDATION_FAILED.code);
  });

  it('is for signed-in members only', async () => {
    const anonymous = await results('?day=0', {});
    expect(anonymous.status).toBe(401);
  });
});
