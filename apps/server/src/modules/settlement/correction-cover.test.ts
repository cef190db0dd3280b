import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { createSignedInAdmin } from '../../test/admin-session.ts';
import { bettingFixtures, priceOf } from '../../test/betting-fixtures.ts';
import { correctionFixtures } from '../../test/correction-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, walletFixtures } from '../../test/wallet-fixtures.ts';

// The operator's cover of winnings a correction takes back (decision 028), when the result goes
// back again or the winnings were not spent but waiting in a withdrawal (QA: both paid members a
// win twice at the operator's cost).

const t = useTestApp();
const f = bettingFixtures(t);
const w = walletFixtures(t);

const { correct, preview, coversPaid, winningBet, spend } = correctionFixtures(t, f);
/** What a winning bet paid the member (kobo). */
const paid = async (betId: number) => {
  const r = (await t.ctx.db.execute(sql`select status, coalesce(actual_win_amount, 0)::text as won from bets where id = ${betId}`)) as unknown as { rows: { status: string; won: string }[] };
  expect(r.rows[0]!.status).toBe('winning');
  return Number(r.rows[0]!.won);
};

/** The back office dashboard's house result of the operator day (kobo). */
const houseResultToday = async () => {
  const admin = await createSignedInAdmin(t, 'auditor');
  return expectOk(await t.call({ method: 'GET', url: '/admin/api/dashboard', headers: { 'admin-token': admin.token } })).today.houseResult as number;
};

describe('the operator cover of a correction shortfall', () => {
  it('is taken back when a later correction pays the same winnings again: the member has the win once', async () => {
    const m = await f.fundedMember(1_000);
    const match = await f.openMatch(60);
    const win = await winningBet(m.token, match);
    await spend(m.member.uid, win - 100); // ₦1 left of the win
    const paidBefore = await coversPaid();
    const houseBefore = await houseResultToday();

    expectOk(await correct(match.match.id, 0, 0, true));
    expect(await f.balances(m.member.uid)).toEqual({ available: 0, frozen: 0 });
    expect(await coversPaid()).toBe(paidBefore + BigInt(win - 100));
    // The dashboard's house result: the win is no longer paid, but all of it except ₦1 the
    // operator paid in its place (QA: the cover was on the ledger and nowhere on the dashboard).
    expect(await houseResultToday()).toBe(houseBefore + 100);

    // Back to 1-0: the win is paid again and the cover standing in for it is taken back, so the
    // member is where they were before the first correction (₦1), and the operator is even.
    expect(await preview(match.match.id, 1, 0)).toMatchObject({ paidToMembers: win, coverTakenBack: win - 100, membersShort: 0 });
    expectOk(await correct(match.match.id, 1, 0));
    expect(await f.balances(m.member.uid)).toEqual({ available: 100, frozen: 0 });
    expect(await coversPaid()).toBe(paidBefore);
    expect(await houseResultToday()).toBe(houseBefore);
    // The bill lists what moved the available balance, newest first.
    const bill = expectOk(await t.call({ method: 'GET', url: '/web/wallet/bill?group=X', headers: { token: m.token } }));
    expect(bill.items.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['correction_cover_recovery', -(win - 100)],
      ['bet_settle', win],
      ['bet_settle_reversal', -win],
      ['correction_shortfall', win - 100],
    ]);

    // The cover's lines name the correction, for the app to say it in the member's language.
    const covered = bill.items.find((e: { kind: string }) => e.kind === 'correction_shortfall');
    expect(covered.correction).toEqual({ fixture: expect.stringMatching(/ v /), period: 'FT', score: '0-0', reason: 'score checked again' });
    expect(bill.items.find((e: { kind: string }) => e.kind === 'correction_cover_recovery').correction).toMatchObject({ period: 'FT', score: '1-0' });
    // So do the bet's own lines: the win taken back by the 0-0, paid again by the 1-0 (QA: they said nothing of why).
    expect(bill.items.find((e: { kind: string }) => e.kind === 'bet_settle_reversal').correction).toEqual({ fixture: expect.stringMatching(/ v /), period: 'FT', score: '0-0', reason: 'score checked again' });
    expect(bill.items.find((e: { kind: string }) => e.kind === 'bet_settle').correction).toMatchObject({ period: 'FT', score: '1-0' });

    // A third correction (0-0 again) covers afresh, and a fourth takes that back: never twice.
    expectOk(await correct(match.match.id, 0, 0, true));
    expectOk(await correct(match.match.id, 1, 0));
    expect(await f.balances(m.member.uid)).toEqual({ available: 100, frozen: 0 });
    expect(await coversPaid()).toBe(paidBefore);
  });

  it('is refused while the winnings wait in a withdrawal not yet paid out; once the withdrawal is rejected, no cover is needed', async () => {
    const m = await w.member();
    await w.fund(m, 1_000_00);
    const match = await f.openMatch(60);
    const win = await winningBet(m.token, match);
    const bank = await w.bindBank(m);
    const rules = expectOk(await t.call({ method: 'GET', url: '/web/wallet/withdrawal/rules', headers: { token: m.token } }));
    const withdrawal = expectOk(await w.withdraw(m, { amount: rules.maxWithdrawable, bankAccountId: bank.id }));
    const held = await f.balances(m.uid);

    const shown = await preview(match.match.id, 0, 0);
    expect(shown.short).toEqual([expect.objectContaining({ uid: m.uid, inOpenWithdrawal: win - held.available })]);
    const refused = await correct(match.match.id, 0, 0, true);
    expect(refused.body).toMatchObject({ code: ERRORS.CORRECTION_WITHDRAWAL_OPEN.code, data: { members: 1 } });
    expect(refused.status).toBe(409);
    expect(await f.balances(m.uid)).toEqual(held);

    expectOk(await w.adminPost('/admin/api/withdrawals/reject', { id: withdrawal.id, reason: 'result under review' }));
    const paidBefore = await coversPaid();
    expectOk(await correct(match.match.id, 0, 0));
    expect(await f.balances(m.uid)).toEqual({ available: 0, frozen: 0 });
    expect(await coversPaid()).toBe(paidBefore);
  });

  it('is not taken out of a full-time win the first-half correction it covered never took back (QA: the member lost a win owed to them)', async () => {
    const m = await f.fundedMember(600);
    const match = await f.openMatch(60);
    const bet = (period: 'HT' | 'FT', selection: string, stake: number) =>
      f.place(m.token, { matchId: match.match.id, period, selection, betType: 'correct', stake, odds: priceOf(match, period, selection).correct.odds });
    const htBet = expectOk(await bet('HT', '0-0', 500_00));
    const ftBet = expectOk(await bet('FT', '2-0', 100_00));
    t.clock.advance(100 * 60_000);
    expectOk(await f.adminPost('/admin/api/matches/result', { matchId: match.match.id, period: 'HT', home: 0, away: 0 }));
    const htWin = await paid(htBet.id);
    await spend(m.member.uid, htWin); // the first half's win, staked elsewhere and lost
    expectOk(await f.adminPost('/admin/api/matches/result', { matchId: match.match.id, period: 'FT', home: 1, away: 0 }));
    const paidBefore = await coversPaid();

    expectOk(await f.adminPost('/admin/api/matches/correct', { matchId: match.match.id, period: 'HT', home: 1, away: 0, reason: 'goal before half time', houseCoversShortfall: true }));
    expect(await coversPaid()).toBe(paidBefore + BigInt(htWin));
    // The full time corrected to 2-0 pays the full-time bet, whose win no correction took back: all of it is the member's.
    expect(await preview(match.match.id, 2, 0)).toMatchObject({ coverTakenBack: 0 });
    expectOk(await correct(match.match.id, 2, 0));
    const ftWin = await paid(ftBet.id);
    expect(await f.balances(m.member.uid)).toEqual({ available: ftWin, frozen: 0 });
    expect(await coversPaid()).toBe(paidBefore + BigInt(htWin));
    const bill = expectOk(await t.call({ method: 'GET', url: '/web/wallet/bill?group=X', headers: { token: m.token } }));
    expect(bill.items.map((e: { kind: string }) => e.kind)).not.toContain('correction_cover_recovery');
  });

  it('is not taken out of the win of another score of the same period, which the covered correction did not take back', async () => {
    const m = await f.fundedMember(1_100);
    const match = await f.openMatch(60);
    const bet = (selection: string, stake: number) =>
      f.place(m.token, { matchId: match.match.id, period: 'FT', selection, betType: 'correct', stake, odds: priceOf(match, 'FT', selection).correct.odds });
    const oneNil = expectOk(await bet('1-0', 1_000_00));
    const twoNil = expectOk(await bet('2-0', 100_00));
    t.clock.advance(100 * 60_000);
    expectOk(await f.adminPost('/admin/api/matches/result', { matchId: match.match.id, period: 'HT', home: 0, away: 0 }));
    expectOk(await f.adminPost('/admin/api/matches/result', { matchId: match.match.id, period: 'FT', home: 1, away: 0 }));
    const oneNilWin = await paid(oneNil.id);
    await spend(m.member.uid, oneNilWin);
    const paidBefore = await coversPaid();
    expectOk(await correct(match.match.id, 0, 0, true));
    expectOk(await correct(match.match.id, 2, 0));
    const twoNilWin = await paid(twoNil.id);
    expect(await f.balances(m.member.uid)).toEqual({ available: twoNilWin, frozen: 0 });
    expect(await coversPaid()).toBe(paidBefore + BigInt(oneNilWin));
    // And back to 1-0: the covered win is paid again and the cover taken back from it, but never
    // more than the correction pays the member in all (it also takes the 2-0 win back): the
    // member's balance does not fall below where the correction found it.
    expectOk(await correct(match.match.id, 1, 0));
    expect(await f.balances(m.member.uid)).toEqual({ available: twoNilWin, frozen: 0 });
    expect(await coversPaid()).toBe(paidBefore + BigInt(twoNilWin));
  });
});
