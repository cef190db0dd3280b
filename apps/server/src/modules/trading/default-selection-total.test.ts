import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { createSignedInAdmin } from '../../test/admin-session.ts';
import { bettingFixtures, priceOf } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk } from '../../test/wallet-fixtures.ts';

const t = useTestApp(); // clock: 2026-11-21T12:00:00Z
const { openMatch, fundedMember, place, adminPost } = bettingFixtures(t);

async function setDefault(kobo: number) {
  const superAdmin = await createSignedInAdmin(t, 'super_admin');
  expectOk(await t.call({ method: 'POST', url: '/admin/api/settings/change', headers: { 'admin-token': superAdmin.token }, payload: { key: 'betting.selectionTotalKobo', value: kobo } }));
}

describe('the operator\'s default total per selection', () => {
  it('applies at once to the selections of every match using it, bets already counted, and not to a match with its own (QA: ₦900 staked under a ₦500 total "in force")', async () => {
    const d = await openMatch();
    const own = await openMatch();
    expectOk(await adminPost('/admin/api/matches/limits', { matchId: own.match.id, selectionTotalLimit: 100_000_000 }));
    const m = await fundedMember(20_000);
    const bet = (match: typeof d, selection: string, stake: number) =>
      place(m.token, { matchId: match.match.id, period: 'FT', selection, betType: 'correct', stake, odds: priceOf(match, 'FT', selection).correct.odds });
    expect((await bet(d, '1-1', 40_000)).body.code).toBe(200);
    expect((await bet(own, '1-1', 40_000)).body.code).toBe(200);

    await setDefault(50_000); // ₦500
    try {
      const over = await bet(d, '1-1', 50_000);
      expect(over.body).toMatchObject({ code: ERRORS.SELECTION_LIMIT_REACHED.code, data: { params: { max: '₦100.00' } } });
      // A selection without a bet yet has the new total too.
      expect((await bet(d, '2-2', 50_001)).body.code).toBe(ERRORS.SELECTION_LIMIT_REACHED.code);
      expect((await bet(d, '2-2', 50_000)).body.code).toBe(200);
      // The match with a total of its own keeps it.
      expect((await bet(own, '1-1', 50_000)).body.code).toBe(200);

      // Below what one selection holds: the change goes in, and that selection takes no more.
      await setDefault(30_000);
      expect((await bet(d, '1-1', 10_000)).body.code).toBe(ERRORS.SELECTION_FULL.code);

      // Raised again: the room is there at once.
      await setDefault(200_000_000);
      expect((await bet(d, '2-2', 60_000)).body.code).toBe(200);
      expect((await bet(d, '1-1', 60_000)).body.code).toBe(200);
    } finally {
      await setDefault(200_000_000);
    }
  });
});
