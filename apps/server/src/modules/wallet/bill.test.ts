import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal, walletFixtures, type WalletMember } from '../../test/wallet-fixtures.ts';

// The account change report: every change of the member's available balance, straight from the
// ledger, newest first, with the signed amount and the balance after it.

const t = useTestApp();
const w = walletFixtures(t);

type Entry = { id: number; at: string; group: string; kind: string; amount: number; balanceAfter: number; reference: string | null; memo: string | null };
const bill = async (m: WalletMember, query = '') => expectOk(await t.call({ method: 'GET', url: `/web/wallet/bill${query}`, headers: w.as(m) })) as { items: Entry[]; total: number; page: number; pageSize: number };

describe('the bill (account change report)', () => {
  it('lists deposits (R) and withdrawals (W) with signed amounts and the running balance, newest first, filtered by group', async () => {
    t.clock.set(new Date('2026-11-24T09:00:00Z'));
    const m = await w.member();
    const other = await w.member();
    await w.fund(other, 7_000_00);

    const d1 = await w.fund(m, 10_000_00);
    t.clock.advance(60_000);
    const d2 = await w.fund(m, 5_000_00);
    const bank = await w.bindBank(m);
    const rejected = expectOk(await w.withdraw(m, { amount: 2_000_00, bankAccountId: bank.id }));
    expectOk(await w.adminPost('/admin/api/withdrawals/reject', { id: rejected.id, reason: 'please use another account' }));
    t.clock.advance(11 * 60_000);
    const paid = expectOk(await w.withdraw(m, { amount: 3_000_00, bankAccountId: bank.id }));
    expectOk(await w.adminPost('/admin/api/withdrawals/approve', { id: paid.id }));
    expectOk(await w.adminPost('/admin/api/withdrawals/sandbox-outcome', { id: paid.id, outcome: 'success' }));

    const all = await bill(m);
    expect(all.total).toBe(5);
    expect(all.items.map((e) => [e.group, e.kind, e.amount, e.balanceAfter, e.reference])).toEqual([
      ['W', 'withdrawal_hold', -3_050_00, 11_950_00, String(paid.id)],
      ['W', 'withdrawal_void', 2_050_00, 15_000_00, String(rejected.id)],
      ['W', 'withdrawal_hold', -2_050_00, 12_950_00, String(rejected.id)],
      ['R', 'deposit', 5_000_00, 15_000_00, String(d2.id)],
      ['R', 'deposit', 10_000_00, 10_000_00, String(d1.id)],
    ]);
    // The running balance: each entry's balance is the one before it plus its amount, ending at the wallet's.
    const chronological = [...all.items].reverse();
    chronological.reduce((before, e) => {
      expect(e.balanceAfter).toBe(before + e.amount);
      return e.balanceAfter;
    }, 0);
    expect((await w.summary(m)).available).toBe(all.items[0]!.balanceAfter);
    expect(all.items.map((e) => e.at)).toEqual([...all.items.map((e) => e.at)].sort().reverse());
    expect(all.items[4]!.at).toBe('2026-11-24T09:00:00.000Z');
    expect(all.items[1]!.memo).toBe('please use another account');
    // A withdrawal's line names it by the reference the member's records show, nothing internal.
    expect(all.items[0]!.memo).toBe(paid.reference);
    expect(all.items[3]!.memo).toBe(d2.reference); // a deposit's too (QA: the back office showed its row number)

    expect((await bill(m, '?group=R')).items.map((e) => e.amount)).toEqual([5_000_00, 10_000_00]);
    expect((await bill(m, '?group=W')).items.map((e) => e.amount)).toEqual([-3_050_00, 2_050_00, -2_050_00]);
    expect((await bill(m, '?group=B')).items).toEqual([]);
    const page2 = await bill(m, '?pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.items.map((e) => e.kind)).toEqual(['withdrawal_hold', 'deposit']);
    expectRefusal(await t.call({ method: 'GET', url: '/web/wallet/bill?group=Q', headers: w.as(m) }), 'VALIDATION_FAILED');

    // Only the member's own money: the other member's deposit is not here, and theirs holds only it.
    expect((await bill(other)).items.map((e) => e.amount)).toEqual([7_000_00]);

    // By operator day: on the next day "today" is empty and "yesterday" has all five.
    t.clock.set(new Date('2026-11-25T10:00:00Z'));
    expect((await bill(m, '?range=0')).total).toBe(0);
    expect((await bill(m, '?range=-1')).total).toBe(5);
    expect((await bill(m, '?range=-1&group=R')).total).toBe(2);
  });

  it('pages after the last line shown: money moved meanwhile neither repeats a line nor hides one; another member\'s line leads nowhere', async () => {
    const m = await w.member();
    const other = await w.member();
    await w.fund(other, 1_000_00);
    const fund = async (amount: number) => {
      t.clock.advance(5 * 60_000); // deposits a few minutes apart, as the deposit limits want
      await w.fund(m, amount);
    };
    for (const amount of [1_000_00, 2_000_00, 3_000_00, 4_000_00]) await fund(amount);
    const first = await bill(m, '?pageSize=2');
    expect(first.items.map((e) => e.amount)).toEqual([4_000_00, 3_000_00]);
    // Two more deposits land while the member reads the first page: by page number the next page
    // would be the first page's lines again.
    await fund(5_000_00);
    await fund(6_000_00);
    expect((await bill(m, '?pageSize=2&page=2')).items.map((e) => e.amount)).toEqual([4_000_00, 3_000_00]);
    const next = await bill(m, `?pageSize=2&before=${first.items[1]!.id}`);
    expect(next.items.map((e) => e.amount)).toEqual([2_000_00, 1_000_00]);
    expect(next.total).toBe(6);
    expect((await bill(m, `?pageSize=2&before=${next.items[1]!.id}`)).items).toEqual([]);
    // Within a group too, and never into someone else's bill.
    expect((await bill(m, `?group=R&pageSize=5&before=${first.items[0]!.id}`)).items.map((e) => e.amount)).toEqual([3_000_00, 2_000_00, 1_000_00]);
    const othersLine = (await bill(other)).items[0]!.id;
    expect((await bill(m, `?before=${othersLine}`)).items).toEqual([]);
    expectRefusal(await t.call({ method: 'GET', url: '/web/wallet/bill?before=abc', headers: w.as(m) }), 'VALIDATION_FAILED');
  });

  it('needs a signed-in member', async () => {
    expectRefusal(await t.call({ method: 'GET', url: '/web/wallet/bill' }), 'NOT_LOGGED_IN');
    expectRefusal(await t.call({ method: 'GET', url: '/web/wallet/summary', headers: { token: 'not-a-session' } }), 'NOT_LOGGED_IN');
  });

  it('the wallet summary shows available and frozen money, VIP level and the way to the next, the sandbox flag and whether the wallet password is set', async () => {
    const m = await w.member({ walletPassword: null });
    expect(expectOk(await t.call({ method: 'GET', url: '/web/wallet/summary', headers: w.as(m) }))).toEqual({
      available: 0,
      frozen: 0,
      vipLevel: 0,
      vipNext: { level: 1, remaining: 10_000_00 },
      sandbox: true,
      walletPasswordSet: false,
    });
  });
});
