import { describe, expect, it } from 'vitest';
import { bettingFixtures, priceOf } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal } from '../../test/wallet-fixtures.ts';

const t = useTestApp(); // clock: 2026-11-21T12:00:00Z (13:00 in Lagos)
const { adminUsername, adminPost, adminGet, openMatch, fundedMember, place } = bettingFixtures(t);

const list = async (query = '') => expectOk(await adminGet(`/admin/api/matches${query ? `?${query}` : ''}`));
const teams = (page: { items: { homeTeam: string }[] }) => page.items.map((m) => m.homeTeam);

describe('admin match list', () => {
  let bet: { id: number; home: string };

  it('lists every match with its open bets and stake, priced flag and state; filters, sorts and pages on the server', async () => {
    const opened = await openMatch(); // kicks off 14:00Z, priced and open
    bet = { id: opened.match.id, home: (await list()).items[0].homeTeam };
    expectOk(
      await adminPost('/admin/api/matches/import', {
        format: 'json',
        content: JSON.stringify([
          // 23:30Z is 00:30 on the 22nd in Lagos: the operator's next day.
          { league: 'Premier League', home: 'Rangers Test', away: 'Celtic Test', kickoff: '2026-11-21T23:30:00Z' },
          { league: 'La Liga', home: 'Sevilla Test', away: 'Betis Test', kickoff: '2026-11-23T18:00:00Z' },
        ]),
      }),
    );
    const m = await fundedMember();
    const ft = priceOf(opened, 'FT', '1-0').correct;
    for (const stake of [10_000, 20_000]) expectOk(await place(m.token, { matchId: bet.id, period: 'FT', selection: '1-0', betType: 'correct', stake, odds: ft.odds }));

    const all = await list();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 50, leagues: ['La Liga', 'NPFL', 'Premier League'] });
    expect(teams(all)).toEqual([bet.home, 'Rangers Test', 'Sevilla Test']);
    expect(all.items[0]).toMatchObject({ id: bet.id, state: 'open', bettable: true, suspended: false, priced: true, openBets: 2, openStake: 30_000, postponedUntil: null });
    expect(all.items[1]).toMatchObject({ league: 'Premier League', awayTeam: 'Celtic Test', state: 'scheduled', priced: false, openBets: 0, openStake: 0, htScore: null, ftScore: null });

    expect(teams(await list('state=scheduled'))).toEqual(['Rangers Test', 'Sevilla Test']);
    expect(teams(await list('state=open,finished'))).toEqual([bet.home]);
    expect(teams(await list('league=La%20Liga'))).toEqual(['Sevilla Test']);
    expect(teams(await list('search=cELTic'))).toEqual(['Rangers Test']);
    // The searcher's % is a character, not a wildcard.
    expect((await list('search=%25')).total).toBe(0);
    // Operator days (Lagos): the 23:30Z kick-off belongs to the 22nd.
    expect(teams(await list('from=2026-11-21&to=2026-11-21'))).toEqual([bet.home]);
    expect(teams(await list('from=2026-11-22&to=2026-11-22'))).toEqual(['Rangers Test']);
    expect(teams(await list('from=2026-11-22'))).toEqual(['Rangers Test', 'Sevilla Test']);

    expect(teams(await list('sort=openStake&order=desc&state=open,scheduled')).at(0)).toBe(bet.home);
    expect(teams(await list('sort=kickOffAt&order=desc'))).toEqual(['Sevilla Test', 'Rangers Test', bet.home]);
    expect(teams(await list('sort=league'))).toEqual(['Sevilla Test', bet.home, 'Rangers Test']);

    const second = await list('pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(teams(second)).toEqual(['Sevilla Test']);
  });

  it('shows and filters each match by its state on the server clock: closed from closing time, live from kick-off', async () => {
    const opened = await openMatch(60, 10); // closes 12:50Z, kicks off 13:00Z
    const id = opened.match.id;
    const m = await fundedMember();
    const placed = expectOk(await place(m.token, { matchId: id, period: 'FT', selection: '1-0', betType: 'correct', stake: 10_000, odds: priceOf(opened, 'FT', '1-0').correct.odds }));
    const ids = async (state: string) => (await list(`state=${state}`)).items.map((x: { id: number }) => x.id);
    const shown = async () => ({
      list: (await list()).items.find((x: { id: number }) => x.id === id).state,
      member: expectOk(await t.call({ method: 'GET', url: `/web/match/detail?id=${id}`, headers: { token: m.token } })).match.state,
      bet: expectOk(await t.call({ method: 'GET', url: `/web/bet/detail?id=${placed.id}`, headers: { token: m.token } })).matchState,
    });
    expect(await shown()).toEqual({ list: 'open', member: 'open', bet: 'open' });
    expect(await ids('open')).toContain(id);

    t.clock.set(new Date('2026-11-21T12:50:00Z'));
    expect(await shown()).toEqual({ list: 'closed', member: 'closed', bet: 'closed' });
    expect(await ids('closed')).toContain(id);
    expect(await ids('open')).not.toContain(id);

    t.clock.set(new Date('2026-11-21T13:00:00Z'));
    expect(await shown()).toEqual({ list: 'live', member: 'live', bet: 'live' });
    expect(await ids('live')).toContain(id);
    expect(await ids('open,closed,scheduled')).not.toContain(id);
  });

  it('refuses bad filters and callers without an admin session', async () => {
    expectRefusal(await adminGet('/admin/api/matches?state=open,nonsense'), 'VALIDATION_FAILED');
    expectRefusal(await adminGet('/admin/api/matches?from=21-11-2026'), 'VALIDATION_FAILED');
    expectRefusal(await adminGet('/admin/api/matches?sort=password'), 'VALIDATION_FAILED');
    expectRefusal(await adminGet('/admin/api/matches?pageSize=500'), 'VALIDATION_FAILED');
    expectRefusal(await t.call({ method: 'GET', url: '/admin/api/matches' }), 'NOT_LOGGED_IN');
  });
});

describe('admin match prices', () => {
  it('gives every price row with version, suspension, override flag and the engine price under an override', async () => {
    const opened = await openMatch();
    const old = priceOf(opened, 'HT', '0-0').incorrect;
    expectOk(await adminPost('/admin/api/matches/override', { matchId: opened.match.id, period: 'HT', selection: '0-0', betType: 'incorrect', odds: old.odds + 1_000, reason: 'hedge' }));
    const prices = expectOk(await adminGet(`/admin/api/matches/prices?id=${opened.match.id}`));
    expect(prices.match).toMatchObject({ id: opened.match.id, state: 'open', suspended: false });
    // FT 5x5 + other, HT 4x4 + other; each correct and incorrect.
    expect(prices.prices).toHaveLength((26 + 17) * 2);
    expect(prices.prices.find((p: any) => p.period === 'HT' && p.selection === '0-0' && p.betType === 'incorrect')).toEqual({
      period: 'HT',
      selection: '0-0',
      betType: 'incorrect',
      odds: old.odds + 1_000,
      version: old.version + 1,
      suspended: false,
      withheld: false,
      overridden: true,
      // What clearing the override returns to: the engine's own price, kept beside the hand-set one.
      engineOdds: old.odds,
      engineWithheld: false,
    });
    expect(prices.prices.filter((p: any) => p.overridden)).toHaveLength(1);
    expectRefusal(await adminGet('/admin/api/matches/prices?id=999999'), 'MATCH_NOT_FOUND');
  });

  it('says who postponed a postponed match, when, why (QA: the desk saw less than the member), and until when a result keeps its bets', async () => {
    const opened = await openMatch();
    const prices = async () => expectOk(await adminGet(`/admin/api/matches/prices?id=${opened.match.id}`));
    expect((await prices()).postponement).toBeNull();
    expectOk(await adminPost('/admin/api/matches/postpone', { matchId: opened.match.id, reason: 'waterlogged pitch' }));
    const { postponedUntil } = expectOk(await adminGet(`/admin/api/matches/settlement?id=${opened.match.id}`)).match;
    expect(postponedUntil).not.toBeNull();
    expect((await prices()).postponement).toEqual({ by: adminUsername, at: t.clock.now().toISOString(), reason: 'waterlogged pitch', until: postponedUntil });
  });
});
