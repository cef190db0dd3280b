import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatKobo } from '@scoreline/contract/display';
import { bettingFixtures, priceOf, type OpenedMatch } from '../../test/betting-fixtures.ts';
import { correctionFixtures } from '../../test/correction-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk } from '../../test/wallet-fixtures.ts';

// The operator's cover of winnings that a member had staked on bets still waiting (decision 028,
// amended in the thirty-third session): a stake coming back unplayed brings the cover back (QA:
// a ₦1,000 deposit ended as ₦8,554.95 after a covered correction and a cancel).

const t = useTestApp();
const f = bettingFixtures(t);
const { correct, preview, coversPaid, winningBet, spend, deposit } = correctionFixtures(t, f);

const detail = async (token: string, betId: number) => expectOk(await t.call({ method: 'GET', url: `/web/bet/detail?id=${betId}`, headers: { token } }));
const cancel = (token: string, betId: number) => t.call({ method: 'POST', url: '/web/bet/cancel', headers: { token, 'idempotency-key': crypto.randomUUID() }, payload: { betId } });
/** A bet of `stake` kobo on FT 0-0 of a match still open. */
const stakeOn = async (token: string, match: OpenedMatch, stake: number) =>
  expectOk(await f.place(token, { matchId: match.match.id, period: 'FT', selection: '0-0', betType: 'correct', stake, odds: priceOf(match, 'FT', '0-0').correct.odds })) as { id: number };

describe('the operator cover of winnings staked on bets still waiting', () => {
  it('is taken back from the stake when the member cancels the bet: the member ends where the lost bet left them, the operator even', async () => {
    const m = await f.fundedMember(1_000);
    const match = await f.openMatch(60);
    const win = await winningBet(m.token, match);
    const next = await f.openMatch(600);
    const bet = await stakeOn(m.token, next, win);
    const paidBefore = await coversPaid();

    expect((await preview(match.match.id, 0, 0)).short).toEqual([expect.objectContaining({ uid: m.member.uid, shortBy: win, inOpenBets: win })]);
    expectOk(await correct(match.match.id, 0, 0, true));
    expect(await f.balances(m.member.uid)).toEqual({ available: 0, frozen: win });
    expect(await coversPaid()).toBe(paidBefore + BigInt(win));
    // The back office's settlement runs show the correction's cover beside its house result.
    const correctionCover = async () => (expectOk(await f.adminGet(`/admin/api/matches/settlement?id=${match.match.id}`)).runs as { kind: string; operatorCover: number }[]).map((r) => [r.kind, r.operatorCover]);
    expect(await correctionCover()).toEqual([['settle', 0], ['settle', 0], ['correction', win]]);

    // The correction's notice says what the operator covered and that the open stake repays it if it comes back (QA: not a word).
    const naira = formatKobo(win);
    const notice = expectOk(await t.call({ method: 'GET', url: '/web/messages', headers: { token: m.token, 'accept-language': 'en' } })).items[0];
    expect(notice.body).toContain(`of winnings taken back. Your bill shows each line. Scoreline covered ${naira} of it that your balance could not pay back. If bets you placed before this correction come back unplayed (cancelled, void or abandoned), up to ${naira} of their stakes repays that cover first.`);
    // The member is told before cancelling how much of the stake would repay the cover (QA: "returns" said of all of it).
    expect((await detail(m.token, bet.id)).stakeToCover).toBe(win);
    // The stake comes back unplayed, and the cover with it: the ₦1,000 deposit was lost on the first bet.
    expect(expectOk(await cancel(m.token, bet.id)).stakeToCover).toBe(win);
    expect((await detail(m.token, bet.id)).stakeToCover).toBe(win);
    expect(await f.balances(m.member.uid)).toEqual({ available: 0, frozen: 0 });
    expect(await coversPaid()).toBe(paidBefore);
    expect(await correctionCover()).toEqual([['settle', 0], ['settle', 0], ['correction', 0]]);
    const bill = expectOk(await t.call({ method: 'GET', url: '/web/wallet/bill?group=X', headers: { token: m.token } }));
    const returned = bill.items.find((e: { kind: string }) => e.kind === 'correction_cover_return');
    expect(returned).toMatchObject({ amount: -win, balanceAfter: 0, correction: { period: 'FT', score: '0-0', reason: 'score checked again' } });
    // And the bet whose returned stake repaid it, on another match (QA: only the corrected match was named).
    const cancelled = await detail(m.token, bet.id);
    expect(returned.bet).toMatchObject({ id: bet.id, reference: cancelled.reference, fixture: `${cancelled.homeTeam} v ${cancelled.awayTeam}` });
    // The back office's bet drawer counts the cover taken back from its stake in the bet's effect on the member.
    const drawer = expectOk(await f.adminGet(`/admin/api/bets/detail?id=${bet.id}`));
    expect(drawer.postings.map((p: { kind: string; available: number; frozen: number }) => [p.kind, p.available, p.frozen])).toEqual([
      ['stake_hold', -win, win],
      ['bet_cancel', win, -win],
      ['correction_cover_return', -win, 0],
    ]);
  });

  it('is taken back from the stakes of a match voided afterwards, only up to what the stakes held; money spent for good stays covered', async () => {
    const m = await f.fundedMember(1_000);
    const match = await f.openMatch(60);
    const win = await winningBet(m.token, match);
    const next = await f.openMatch(600);
    await stakeOn(m.token, next, 300_00);
    await spend(m.member.uid, win - 300_00 - 50_00); // paid out; ₦50 left available
    const paidBefore = await coversPaid();

    // Short by the win less the ₦50 still there: ₦300 of it waits in the bet.
    expect((await preview(match.match.id, 0, 0)).short).toEqual([expect.objectContaining({ shortBy: win - 50_00, inOpenBets: 300_00 })]);
    expectOk(await correct(match.match.id, 0, 0, true));
    expectOk(await f.adminPost('/admin/api/matches/void', { matchId: next.match.id, state: 'void', reason: 'fixture cancelled' }));
    expect(await f.balances(m.member.uid)).toEqual({ available: 0, frozen: 0 });
    // The void's notice says the stake repaid the cover, and does not first promise it to the balance (QA).
    const voidNotice = expectOk(await t.call({ method: 'GET', url: '/web/messages', headers: { token: m.token, 'accept-language': 'en' } })).items[0];
    expect(voidNotice.body).toBe(`Reason: fixture cancelled. The stakes of your open bets on it (1 bet, ₦300.00) come back. All of them repay Scoreline's cover of a corrected result: nothing reaches your available balance (your bill shows it).`);
    // The operator is left with what was paid out for good.
    expect(await coversPaid()).toBe(paidBefore + BigInt(win - 300_00 - 50_00));
  });

  it('leaves stakes of bets placed after the correction alone, and takes nothing twice once a later correction paid the win again', async () => {
    const m = await f.fundedMember(1_000);
    const match = await f.openMatch(60);
    const win = await winningBet(m.token, match);
    const next = await f.openMatch(600);
    const before = await stakeOn(m.token, next, win);
    const paidBefore = await coversPaid();
    expectOk(await correct(match.match.id, 0, 0, true));

    // New money, staked after the correction and cancelled: all of it comes back.
    await deposit(m.member.uid, 200_00);
    const after = await stakeOn(m.token, next, 200_00);
    expect((await detail(m.token, after.id)).stakeToCover).toBe(0);
    expect((await detail(m.token, before.id)).stakeToCover).toBe(win);
    expect(expectOk(await cancel(m.token, after.id)).stakeToCover).toBe(0);
    expect(await f.balances(m.member.uid)).toEqual({ available: 200_00, frozen: win });

    // Back to 1-0: the win is paid again and the cover taken back from it; the bet placed with
    // the win, cancelled now, returns its whole stake (the cover is not taken back a second time).
    expectOk(await correct(match.match.id, 1, 0));
    expect(await coversPaid()).toBe(paidBefore);
    expect((await detail(m.token, before.id)).stakeToCover).toBe(0);
    expectOk(await cancel(m.token, before.id));
    expect(await f.balances(m.member.uid)).toEqual({ available: 200_00 + win, frozen: 0 });
    expect(await coversPaid()).toBe(paidBefore);
  });
});
