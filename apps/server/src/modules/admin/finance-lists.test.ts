import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal, walletFixtures } from '../../test/wallet-fixtures.ts';

// The back office's deposits and withdrawals lists: server-side sorting (created time, amount;
// both directions; ties by id in the same direction) and the deposits' operator-day range
// (Africa/Lagos, UTC+1: the 20th runs from 2026-11-19T23:00Z to 2026-11-20T23:00Z).

const t = useTestApp();
const w = walletFixtures(t);

type Row = { id: number; amount: number; createdAt: string };

/** The listed rows among `ids`, in the order the API gave them (other tests' rows left out). */
async function listed(path: string, ids: number[]): Promise<number[]> {
  const page = expectOk(await w.adminGet(`${path}${path.includes('?') ? '&' : '?'}pageSize=200`)) as { items: Row[]; total: number };
  return page.items.map((r) => r.id).filter((id) => ids.includes(id));
}

async function depositAt(iso: string, amount: number): Promise<number> {
  t.clock.set(new Date(iso));
  const r = await t.register();
  return expectOk(await w.createDeposit({ token: r.token, uid: r.member.uid, username: r.username, realName: null }, amount)).deposit.id as number;
}

describe('deposits list', () => {
  it('sorts by created time and amount both ways and filters operator days at Lagos midnight', async () => {
    const lastOf19 = await depositAt('2026-11-19T22:59:59.999Z', 3_000_00); // 23:59:59.999 on the 19th in Lagos
    const firstOf20 = await depositAt('2026-11-19T23:00:00.000Z', 1_000_00); // 00:00 on the 20th
    const lastOf20 = await depositAt('2026-11-20T22:59:59.999Z', 5_000_00);
    const firstOf21 = await depositAt('2026-11-20T23:00:00.000Z', 2_000_00);
    const sameAmount = await depositAt('2026-11-21T09:00:00.000Z', 2_000_00); // ties with firstOf21 by amount
    const ids = [lastOf19, firstOf20, lastOf20, firstOf21, sameAmount];

    const byTime = [lastOf19, firstOf20, lastOf20, firstOf21, sameAmount];
    expect(await listed('/admin/api/deposits', ids)).toEqual([...byTime].reverse()); // default: newest first
    expect(await listed('/admin/api/deposits?sort=createdAt&order=desc', ids)).toEqual([...byTime].reverse());
    expect(await listed('/admin/api/deposits?sort=createdAt&order=asc', ids)).toEqual(byTime);
    const byAmount = [firstOf20, firstOf21, sameAmount, lastOf19, lastOf20]; // equal amounts: by id
    expect(await listed('/admin/api/deposits?sort=amount&order=asc', ids)).toEqual(byAmount);
    expect(await listed('/admin/api/deposits?sort=amount&order=desc', ids)).toEqual([...byAmount].reverse());
    expect(await listed('/admin/api/deposits?sort=amount', ids)).toEqual([...byAmount].reverse()); // order defaults to desc

    // Operator days, both ends inclusive, at Lagos midnight to the millisecond.
    expect(await listed('/admin/api/deposits?from=2026-11-20&to=2026-11-20&order=asc', ids)).toEqual([firstOf20, lastOf20]);
    expect(await listed('/admin/api/deposits?to=2026-11-19', ids)).toEqual([lastOf19]);
    expect(await listed('/admin/api/deposits?from=2026-11-21&order=asc', ids)).toEqual([firstOf21, sameAmount]);
    expect(await listed('/admin/api/deposits?from=2026-11-19&to=2026-11-20&sort=amount&order=desc', ids)).toEqual([lastOf20, lastOf19, firstOf20]);
    expect(await listed('/admin/api/deposits?from=2026-11-22', ids)).toEqual([]);
    // The total counts the same filter.
    const day20 = expectOk(await w.adminGet('/admin/api/deposits?from=2026-11-20&to=2026-11-20'));
    expect(day20.total).toBe(2);
    // Paging keeps the order: two pages of two by amount.
    const p1 = expectOk(await w.adminGet('/admin/api/deposits?sort=amount&order=asc&from=2026-11-19&to=2026-11-21&page=1&pageSize=2'));
    const p2 = expectOk(await w.adminGet('/admin/api/deposits?sort=amount&order=asc&from=2026-11-19&to=2026-11-21&page=2&pageSize=2'));
    expect([...p1.items, ...p2.items].map((r: Row) => r.id)).toEqual(byAmount.slice(0, 4));
  });

  it('filters by member: uid or username (any case, whole name), with status, pay type and days', async () => {
    t.clock.set(new Date('2026-11-21T10:00:00.000Z'));
    const a = await t.register();
    const b = await t.register();
    const depositOf = async (r: typeof a, amount: number, payType: 'online' | 'transfer') =>
      expectOk(await w.createDeposit({ token: r.token, uid: r.member.uid, username: r.username, realName: null }, amount, payType)).deposit.id as number;
    const a1 = await depositOf(a, 1_000_00, 'online');
    const b1 = await depositOf(b, 2_000_00, 'transfer');
    const ids = [a1, b1];
    expect(await listed(`/admin/api/deposits?member=${a.member.uid}`, ids)).toEqual([a1]);
    expect(await listed(`/admin/api/deposits?member=${a.username.toUpperCase()}`, ids)).toEqual([a1]);
    expect(await listed(`/admin/api/deposits?member=%20${b.username}%20`, ids)).toEqual([b1]);
    // A prefix is not a username; an unknown member lists nothing.
    expect(await listed(`/admin/api/deposits?member=${b.username.slice(0, -1)}`, ids)).toEqual([]);
    expect(expectOk(await w.adminGet('/admin/api/deposits?member=nobody_here')).total).toBe(0);
    // With the other filters.
    expect(await listed(`/admin/api/deposits?member=${a.username}&status=0&from=2026-11-21&to=2026-11-21`, ids)).toEqual([a1]);
    expect(await listed(`/admin/api/deposits?member=${a.username}&from=2026-11-22`, ids)).toEqual([]);
    expect(await listed(`/admin/api/deposits?member=${a.member.uid}&payType=online`, ids)).toEqual([a1]);
    expect(await listed(`/admin/api/deposits?member=${a.member.uid}&payType=transfer`, ids)).toEqual([]);
    expect(await listed(`/admin/api/deposits?member=${b.member.uid}&payType=transfer`, ids)).toEqual([b1]);
    expect(expectOk(await w.adminGet(`/admin/api/deposits?member=${a.username}`)).total).toBe(1);
  });

  it('refuses a bad sort, order or day', async () => {
    for (const q of ['sort=reference', 'order=up', 'from=20-11-2026', 'to=2026/11/20', `member=${'x'.repeat(33)}`]) {
      expectRefusal(await w.adminGet(`/admin/api/deposits?${q}`), 'VALIDATION_FAILED');
    }
    // A blank search box is no search, as an empty one is (define-route.ts withoutEmptyParams).
    expect(expectOk(await w.adminGet('/admin/api/deposits?member=%20')).total).toBe(expectOk(await w.adminGet('/admin/api/deposits')).total);
    expectRefusal(await w.adminGet('/admin/api/withdrawals?sort=fee'), 'VALIDATION_FAILED');
  });
});

describe('withdrawals list', () => {
  it('sorts by created time and amount both ways', async () => {
    const made: number[] = [];
    for (const [iso, amount] of [
      ['2026-11-21T10:00:00Z', 4_000_00],
      ['2026-11-21T10:05:00Z', 1_500_00],
      ['2026-11-21T10:10:00Z', 9_000_00],
      ['2026-11-21T10:15:00Z', 1_500_00],
    ] as const) {
      t.clock.set(new Date(iso));
      const m = await w.member();
      await w.fund(m, 20_000_00);
      const bank = await w.bindBank(m);
      made.push(expectOk(await w.withdraw(m, { amount, bankAccountId: bank.id })).id as number);
    }
    const [a, b, c, d] = made as [number, number, number, number];
    expect(await listed('/admin/api/withdrawals', made)).toEqual([d, c, b, a]);
    expect(await listed('/admin/api/withdrawals?sort=createdAt&order=asc', made)).toEqual([a, b, c, d]);
    expect(await listed('/admin/api/withdrawals?sort=amount&order=asc', made)).toEqual([b, d, a, c]);
    expect(await listed('/admin/api/withdrawals?sort=amount&order=desc&status=0', made)).toEqual([c, a, d, b]);
  });
});
