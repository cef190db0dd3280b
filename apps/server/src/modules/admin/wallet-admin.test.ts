import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal, walletFixtures } from '../../test/wallet-fixtures.ts';

// The back office's money API: the review queues, and the ledger check that shows player funds
// against the operator's accounts (sign-in: admin-sign-in.test.ts).

const t = useTestApp();
const w = walletFixtures(t);

describe('back-office sessions', () => {
  it('every back-office route needs an admin session; a member session is not one', async () => {
    const m = await w.member();
    for (const [method, url] of [
      ['GET', '/admin/api/deposits'],
      ['GET', '/admin/api/withdrawals'],
      ['GET', '/admin/api/bank-accounts'],
      ['GET', '/admin/api/ledger/check'],
      ['POST', '/admin/api/withdrawals/approve'],
      ['POST', '/admin/api/withdrawals/reject'],
      ['POST', '/admin/api/withdrawals/usdt-paid'],
      ['POST', '/admin/api/withdrawals/sandbox-outcome'],
      ['POST', '/admin/api/bank-accounts/review'],
      ['POST', '/admin/api/deposits/confirm'],
    ] as const) {
      expectRefusal(await t.call({ method, url, ...(method === 'POST' ? { payload: { id: 1 } } : {}) }), 'NOT_LOGGED_IN');
      expectRefusal(await t.call({ method, url, headers: { 'admin-token': m.token, token: m.token }, ...(method === 'POST' ? { payload: { id: 1 } } : {}) }), 'NOT_LOGGED_IN');
    }
  });
});

describe('the review queues', () => {
  it('lists withdrawals by status and member, and deposits by pay type, newest first', async () => {
    const a = await w.member();
    const b = await w.member();
    await w.fund(a, 20_000_00);
    await w.fund(b, 20_000_00);
    const bankA = await w.bindBank(a);
    const bankB = await w.bindBank(b);
    const wa = expectOk(await w.withdraw(a, { amount: 2_000_00, bankAccountId: bankA.id }));
    t.clock.advance(1_000);
    const wb = expectOk(await w.withdraw(b, { amount: 3_000_00, bankAccountId: bankB.id }));
    expectOk(await w.adminPost('/admin/api/withdrawals/reject', { id: wa.id, reason: 'duplicate request' }));

    const pending = expectOk(await w.adminGet('/admin/api/withdrawals?status=0'));
    expect(pending.items.map((x: { id: number }) => x.id)).toEqual([wb.id]);
    expect(pending.items[0]).toMatchObject({ memberId: b.uid, username: b.username, amount: 3_000_00, fee: 50_00, bankName: 'Guaranty Trust Bank', reviewedBy: null });
    const ofA = expectOk(await w.adminGet(`/admin/api/withdrawals?memberId=${a.uid}`));
    expect(ofA.items).toEqual([expect.objectContaining({ id: wa.id, status: 9, rejectReason: 'duplicate request' })]);
    const all = expectOk(await w.adminGet('/admin/api/withdrawals'));
    expect(all.items.map((x: { id: number }) => x.id)).toEqual([wb.id, wa.id]);

    const transfer = expectOk(await w.createDeposit(a, 1_000_00, 'transfer')).deposit;
    const onlyTransfers = expectOk(await w.adminGet('/admin/api/deposits?payType=transfer&status=0'));
    expect(onlyTransfers.items.map((x: { id: number }) => x.id)).toEqual([transfer.id]);
    expect(expectOk(await w.adminGet('/admin/api/deposits?payType=online')).total).toBe(2);
    expectOk(await w.adminPost('/admin/api/withdrawals/reject', { id: wb.id, reason: 'tidy up' }));
  });
});

describe('the ledger check', () => {
  it('is ok, and player funds equal the sum of member balances, against the operator accounts', async () => {
    const a = await w.member();
    const b = await w.member();
    await w.fund(a, 30_000_00);
    await w.fund(b, 12_345_67);
    const bank = await w.bindBank(a);
    const paid = expectOk(await w.withdraw(a, { amount: 10_000_00, bankAccountId: bank.id }));
    expectOk(await w.adminPost('/admin/api/withdrawals/approve', { id: paid.id }));
    expectOk(await w.adminPost('/admin/api/withdrawals/sandbox-outcome', { id: paid.id, outcome: 'success' }));
    t.clock.advance(24 * 3600_000);
    const held = expectOk(await w.withdraw(a, { amount: 5_000_00, bankAccountId: bank.id }));

    const check = expectOk(await w.adminGet('/admin/api/ledger/check'));
    expect(check).toMatchObject({ ok: true, violations: [], checkedAt: t.clock.now().toISOString() });

    // Every member in this file's database, each through their own wallet summary.
    const count = ((await t.ctx.db.execute(sql`select count(*)::int as n from members`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(w.members).toHaveLength(count);
    let available = 0;
    let frozen = 0;
    for (const m of w.members) {
      const s = await w.summary(m);
      available += s.available;
      frozen += s.frozen;
    }
    expect(check.totals.memberAvailable).toBe(available);
    expect(check.totals.memberFrozen).toBe(frozen);
    expect(await w.summary(a)).toMatchObject({ available: 30_000_00 - 10_100_00 - 5_050_00, frozen: 5_050_00 });
    expect(await w.summary(b)).toMatchObject({ available: 12_345_67, frozen: 0 });
    const ops = check.totals.operatorAccounts as Record<string, number>;
    // The operator's accounts agree with the deposits and withdrawals behind them.
    const [domain] = ((await t.ctx.db.execute(sql`
      select (select coalesce(sum(amount), 0) from deposits where status = 1 and channel = 'sandbox')::text as deposited,
             (select coalesce(sum(amount), 0) from withdrawals where status = 3 and method = 'bank')::text as paid_out,
             (select coalesce(sum(fee), 0) from withdrawals where status = 3)::text as fees`)) as unknown as { rows: { deposited: string; paid_out: string; fees: string }[] }).rows;
    expect(ops['psp:sandbox:clearing']).toBe(Number(domain!.deposited) - Number(domain!.paid_out));
    expect(ops['house:fees']).toBe(Number(domain!.fees));
    expect(ops['house:fees']).toBeGreaterThanOrEqual(100_00);
    // Double entry: what members and the house hold is what the providers owe us (plus expenses).
    const credit = available + frozen + ops['house:fees']! + ops['house:betting']!;
    const debit = Object.entries(ops)
      .filter(([code]) => code.startsWith('psp:') || code.startsWith('expense:'))
      .reduce((sum, [, v]) => sum + v, 0);
    expect(credit).toBe(debit);
    expectOk(await w.adminPost('/admin/api/withdrawals/reject', { id: held.id, reason: 'tidy up' }));
  });

  it('reports a broken account instead of saying ok', async () => {
    const m = await w.member();
    await w.fund(m, 1_000_00);
    const code = `member:${m.uid}:available`;
    await t.ctx.db.execute(sql`update ledger_accounts set credits_posted = credits_posted + 1 where code = ${code}`);
    try {
      const check = expectOk(await w.adminGet('/admin/api/ledger/check'));
      expect(check.ok).toBe(false);
      expect(check.violations.map((v: { invariant: string }) => v.invariant)).toEqual(
        expect.arrayContaining(['1. sum of debits_posted equals sum of credits_posted over all accounts', expect.stringMatching(/^3\. each account's totals/)]),
      );
    } finally {
      await t.ctx.db.execute(sql`update ledger_accounts set credits_posted = credits_posted - 1 where code = ${code}`);
    }
    expect(expectOk(await w.adminGet('/admin/api/ledger/check')).ok).toBe(true);
  });
});
