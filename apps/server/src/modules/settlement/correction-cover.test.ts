import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { bettingFixtures } from '../../test/betting-fixtures.ts';
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

describe('the operator cover of a correction shortfall', () => {
  it('is taken back when a later correction pays the same winnings again: the member has the win once', async () => {
    const m = await f.fundedMember(1_000);
    const match = await f.openMatch(60);
    const win = await winningBet(m.token, match);
    await spend(m.member.uid, win - 100); // ₦1 left of the win
    const paidBefore = await coversPaid();

    expectOk(await correct(match.match.id, 0, 0, true));
    expect(await f.balances(m.member.uid)).toEqual({ available: 0, frozen: 0 });
    expect(await coversPaid()).toBe(paidBefore + BigInt(win - 100));

    // Back to 1-0: the win is paid again and the cover standing in for it is taken back, so the
    // member is where they were before the first correction (₦1), and the operator is even.
    expect(await preview(match.match.id, 1, 0)).toMatchObject({ paidToMembers: win, coverTakenBack: win - 100, membersShort: 0 });
    expectOk(await correct(match.match.id, 1, 0));
    expect(await f.balances(m.member.uid)).toEqual({ available: 100, frozen: 0 });
    expect(await coversPaid()).toBe(paidBefore);
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
    expect(bill.items.find((e: { kind: string }) => e.kind === 'bet_settle').correction).toBeNull();

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
});
