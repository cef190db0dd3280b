import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bettingFixtures } from '../../test/betting-fixtures.ts';
import { createSignedInAdmin } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal } from '../../test/wallet-fixtures.ts';

// Decision 027: the VIP table's top odds bonus may not outgrow the prices on offer, nor the
// default margin the engine prices with.
const t = useTestApp();
const { adminPost, openMatch } = bettingFixtures(t);

async function change(key: string, value: unknown) {
  const superAdmin = await createSignedInAdmin(t, 'super_admin');
  return t.call({ method: 'POST', url: '/admin/api/settings/change', headers: { 'admin-token': superAdmin.token }, payload: { key, value } });
}
const withTopBonus = async (bps: number) => (await t.ctx.settings.get('vip.levels')).map((l) => (l.level === 5 ? { ...l, oddsBonusBps: bps } : l));
const fixtureOf = async (matchId: number) =>
  (((await t.ctx.db.execute(sql`select home_team || ' v ' || away_team as f from matches where id = ${matchId}`)) as unknown as { rows: { f: string }[] }).rows[0]!).f;

describe('raising the VIP table top odds bonus', () => {
  it('is taken while the offered prices keep the book at it, and refused naming the prices that would not', async () => {
    const d = await openMatch(); // priced at the default 8 % margin, checked against the table top of 5 %
    const id = d.match.id;
    // 6 %: the engine's prices at 8 % still keep every book.
    expectOk(await change('vip.levels', await withTopBonus(600)));

    // A trader takes 1-0 as long as a 6 % member allows: at 7 % that price breaks the book.
    const tooLong = await adminPost('/admin/api/matches/override', { matchId: id, period: 'FT', selection: '1-0', betType: 'correct', odds: 1_010_000, reason: 'promotion' });
    expectRefusal(tooLong, 'VALIDATION_FAILED');
    const longest = tooLong.body.data.max as number;
    expectOk(await adminPost('/admin/api/matches/override', { matchId: id, period: 'FT', selection: '1-0', betType: 'correct', odds: longest, reason: 'promotion' }));
    const refused = await change('vip.levels', await withTopBonus(700));
    expectRefusal(refused, 'VALIDATION_FAILED');
    expect(refused.body.data.field).toBe('value');
    const reason: string = refused.body.data.reason;
    expect(reason).toContain(`on the prices offered for ${await fixtureOf(id)} (FT `);
    expect(reason).toContain('with a margin of at least 7%');
    expect((await t.ctx.settings.get('vip.levels')).at(-1)!.oddsBonusBps).toBe(600);

    // A match past its closing time offers nothing any more: it no longer stands in the way.
    await t.ctx.db.execute(sql`update matches set closing_at = ${t.clock.now()} where id = ${id}`);
    expectOk(await change('vip.levels', await withTopBonus(700)));
    expect((await t.ctx.settings.get('vip.levels')).at(-1)!.oddsBonusBps).toBe(700);
  });

  it('names a whole grid a VIP member could back score by score', async () => {
    expectOk(await change('vip.levels', await withTopBonus(500)));
    const d = await openMatch();
    // Priced at 5 %, the top bonus: each pair holds at 10 %, the correct-score grid does not.
    expectOk(await adminPost('/admin/api/matches/price', { matchId: d.match.id, rates: { home: 1.6, away: 1.1 }, marginBps: 500 }));
    expectOk(await change('betting.marginBps', 1_000));
    const refused = await change('vip.levels', await withTopBonus(1_000));
    expectRefusal(refused, 'VALIDATION_FAILED');
    expect(refused.body.data.reason).toContain('FT correct-score grid');
    // Repriced with a margin that covers it, the raise is taken.
    expectOk(await adminPost('/admin/api/matches/price', { matchId: d.match.id, rates: { home: 1.6, away: 1.1 }, marginBps: 1_000 }));
    expectOk(await change('vip.levels', await withTopBonus(1_000)));
  });

  it('keeps the top bonus and the default margin in order, whichever changes', async () => {
    expectOk(await change('vip.levels', await withTopBonus(500)));
    expectOk(await change('betting.marginBps', 800));
    expectOk(await change('vip.levels', await withTopBonus(500)));
    const above = await change('vip.levels', await withTopBonus(900));
    expectRefusal(above, 'VALIDATION_FAILED');
    expect(above.body.data).toMatchObject({ field: 'value', max: 800 });
    expect(above.body.data.reason).toContain('the default margin');
    const below = await change('betting.marginBps', 499);
    expectRefusal(below, 'VALIDATION_FAILED');
    expect(below.body.data).toMatchObject({ field: 'value', min: 500 });
    expect(await t.ctx.settings.get('betting.marginBps')).toBe(800);
    expectOk(await change('betting.marginBps', 500));
    // Lowering the bonus needs no check: every price on offer held at the higher one.
    expectOk(await change('vip.levels', await withTopBonus(0)));
  });
  it('counts a postponed match, and checks the prices of a match again before betting opens on it', async () => {
    // QA: a raise refused for a match was taken once it was postponed; rescheduled and opened, its
    // prices paid a VIP 5 member more than staked on every score.
    expectOk(await change('betting.marginBps', 800));
    expectOk(await change('vip.levels', await withTopBonus(500)));
    const d = await openMatch();
    const id = d.match.id;
    const tooLong = await adminPost('/admin/api/matches/override', { matchId: id, period: 'FT', selection: '1-0', betType: 'correct', odds: 1_010_000, reason: 'promotion' });
    expectOk(await adminPost('/admin/api/matches/override', { matchId: id, period: 'FT', selection: '1-0', betType: 'correct', odds: tooLong.body.data.max, reason: 'promotion' }));
    expectOk(await adminPost('/admin/api/matches/postpone', { matchId: id, reason: 'floodlights' }));
    const refused = await change('vip.levels', await withTopBonus(800));
    expectRefusal(refused, 'VALIDATION_FAILED');
    expect(refused.body.data.reason).toContain(await fixtureOf(id));
    // A table raised some other way (before this check existed, say): opening betting checks it.
    const levels = await t.ctx.settings.get('vip.levels');
    await t.ctx.settings.set('vip.levels', await withTopBonus(800), 'test');
    try {
      const kickOffAt = new Date(t.clock.now().getTime() + 180 * 60_000).toISOString();
      expect(expectOk(await adminPost('/admin/api/matches/edit', { matchId: id, kickOffAt }))).toMatchObject({ state: 'closed' });
      const opening = await adminPost('/admin/api/matches/betting', { matchId: id, open: true });
      expectRefusal(opening, 'VALIDATION_FAILED');
      expect(opening.body.data.reason).toContain('FT correct-score grid');
      expect(opening.body.data.reason).toContain('reprice it with a margin of at least 8%');
    } finally {
      await t.ctx.settings.set('vip.levels', levels, 'test');
    }
    expect(expectOk(await adminPost('/admin/api/matches/betting', { matchId: id, open: true }))).toMatchObject({ state: 'open' });
  });
});
