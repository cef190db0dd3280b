import { describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-session.ts';
import { bettingFixtures, priceOf, type OpenedMatch } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal } from '../../test/wallet-fixtures.ts';

const t = useTestApp(); // clock: 2026-11-21T12:00:00Z
const { adminUsername, adminPost, adminGet, openMatch } = bettingFixtures(t);

type Entry = { period: string; selection: string; betType: string; version: number; odds: number; suspended: boolean; changedBy: string; reason: string | null; changedAt: string };
const historyUrl = (matchId: number, selection: string, betType?: string) => `/admin/api/matches/price-history?matchId=${matchId}&period=FT&selection=${selection}${betType ? `&betType=${betType}` : ''}`;
const history = async (matchId: number, selection: string, betType?: string) => expectOk(await adminGet(historyUrl(matchId, selection, betType))) as { entries: Entry[]; truncated: boolean };
const minuteLater = () => {
  t.clock.advance(60_000);
  return t.clock.now().toISOString();
};

describe('price history of a selection', () => {
  it('lists every version newest first: the repricing, the override with its reason and the suspension, with who and when', async () => {
    const opened = await openMatch();
    const id = opened.match.id;
    const first = priceOf(opened, 'FT', '1-1');
    const pricedAt = t.clock.now().toISOString();

    const repricedAt = minuteLater();
    const repriced = expectOk(await adminPost('/admin/api/matches/price', { matchId: id, rates: { home: 2.2, away: 0.7 } })) as OpenedMatch;
    const engine = priceOf(repriced, 'FT', '1-1');
    // The new rates move both prices of the selection.
    expect([engine.correct.version, engine.incorrect.version]).toEqual([2, 2]);

    const overriddenAt = minuteLater();
    expectOk(await adminPost('/admin/api/matches/override', { matchId: id, period: 'FT', selection: '1-1', betType: 'correct', odds: engine.correct.odds + 5_000, reason: 'team news' }));
    const suspendedAt = minuteLater();
    expectOk(await adminPost('/admin/api/matches/suspend-selection', { matchId: id, period: 'FT', selection: '1-1', suspended: true, reason: 'red card' }));

    const by = adminUsername; // shown without the stored "admin:" prefix
    const correct = await history(id, '1-1', 'correct');
    expect(correct).toEqual({
      truncated: false,
      entries: [
        { period: 'FT', selection: '1-1', betType: 'correct', version: 4, odds: engine.correct.odds + 5_000, suspended: true, withheld: false, changedBy: by, reason: 'red card', changedAt: suspendedAt },
        { period: 'FT', selection: '1-1', betType: 'correct', version: 3, odds: engine.correct.odds + 5_000, suspended: false, withheld: false, changedBy: by, reason: 'team news', changedAt: overriddenAt },
        { period: 'FT', selection: '1-1', betType: 'correct', version: 2, odds: engine.correct.odds, suspended: false, withheld: false, changedBy: by, reason: 'engine', changedAt: repricedAt },
        { period: 'FT', selection: '1-1', betType: 'correct', version: 1, odds: first.correct.odds, suspended: false, withheld: false, changedBy: by, reason: 'engine', changedAt: pricedAt },
      ],
    });
    const incorrect = await history(id, '1-1', 'incorrect');
    expect(incorrect.entries.map((e) => [e.version, e.odds, e.suspended, e.reason])).toEqual([
      [3, engine.incorrect.odds, true, 'red card'],
      [2, engine.incorrect.odds, false, 'engine'],
      [1, first.incorrect.odds, false, 'engine'],
    ]);

    // Without a bet type: both, newest first, each type's versions as when asked alone.
    const both = await history(id, '1-1');
    expect(both.entries).toHaveLength(correct.entries.length + incorrect.entries.length);
    const times = both.entries.map((e) => e.changedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(both.entries.filter((e) => e.betType === 'correct')).toEqual(correct.entries);
    expect(both.entries.filter((e) => e.betType === 'incorrect')).toEqual(incorrect.entries);
    // Another selection's changes are not in it.
    expect((await history(id, '2-1', 'correct')).entries.map((e) => e.reason)).not.toContain('team news');
  });

  it('gives the newest changes only, and says so, past the cap of 200', async () => {
    const opened = await openMatch();
    const id = opened.match.id;
    const base = priceOf(opened, 'FT', '1-1').correct.odds;
    // 200 overrides after the first pricing: 201 versions.
    for (let n = 1; n <= 200; n++) {
      expectOk(await adminPost('/admin/api/matches/override', { matchId: id, period: 'FT', selection: '1-1', betType: 'correct', odds: base + (n % 2) * 1_000, reason: `step ${n}` }));
    }
    const capped = await history(id, '1-1', 'correct');
    expect(capped.truncated).toBe(true);
    expect(capped.entries).toHaveLength(200);
    expect([capped.entries[0]!.version, capped.entries[0]!.reason, capped.entries.at(-1)!.version]).toEqual([201, 'step 200', 2]);
    expect(await history(id, '1-1', 'incorrect')).toMatchObject({ truncated: false, entries: [{ version: 1 }] });
  });

  it('is empty for a match not priced yet', async () => {
    await adminPost('/admin/api/matches/import', { format: 'json', content: JSON.stringify([{ league: 'NPFL', home: 'History FC', away: 'Nobody', kickoff: '2026-11-23T15:00:00Z' }]) });
    const list = expectOk(await adminGet('/admin/api/matches?search=History%20FC'));
    expect(await history(list.items[0].id, '1-0')).toEqual({ entries: [], truncated: false });
  });

  it.each([
    ['an unknown match', 'matchId=999999&period=FT&selection=1-0', 'MATCH_NOT_FOUND'],
    ['a match id that is not a number', 'matchId=abc&period=FT&selection=1-0', 'MATCH_NOT_FOUND'],
    ['an unknown period', 'period=ET&selection=1-0', 'VALIDATION_FAILED'],
    ['a score off the half-time grid', 'period=HT&selection=4-4', 'VALIDATION_FAILED'],
    ['a selection that is not a score', 'period=FT&selection=10-1', 'VALIDATION_FAILED'],
    ['no selection', 'period=FT', 'VALIDATION_FAILED'],
    ['an unknown bet type', 'period=FT&selection=1-0&betType=exact', 'VALIDATION_FAILED'],
  ] as const)('refuses %s with its own code', async (_label, query, key) => {
    const opened = await openMatch();
    const url = `/admin/api/matches/price-history?${query.startsWith('matchId') ? query : `matchId=${opened.match.id}&${query}`}`;
    expectRefusal(await adminGet(url), key);
  });

  it('is for those who may read prices: finance and support are refused, an auditor reads, nobody without a session', async () => {
    const opened = await openMatch();
    const url = historyUrl(opened.match.id, '1-0');
    const as = async (role: 'finance' | 'support' | 'auditor') => t.call({ method: 'GET', url, headers: { 'admin-token': (await createSignedInAdmin(t, role)).token } });
    expectRefusal(await as('finance'), 'FORBIDDEN');
    expectRefusal(await as('support'), 'FORBIDDEN');
    expect(expectOk(await as('auditor')).entries).toHaveLength(2);
    expectRefusal(await t.call({ method: 'GET', url }), 'NOT_LOGGED_IN');
  });
});
