import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setAdminTotpSecret } from '../admin/admin-accounts.ts';
import { newTotpSecret } from '../admin/totp/totp.ts';
import { createSignedInAdmin, type TestAdmin } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal, walletFixtures } from '../../test/wallet-fixtures.ts';

// Balance corrections (bill group X) under the two-person rule: one finance admin proposes,
// another approves (the ledger posting happens then) or rejects; the proposer decides nothing.
// The ledger invariants are asserted after every test (test-app.ts).

const t = useTestApp();
const w = walletFixtures(t);
let alice: TestAdmin;
let bob: TestAdmin;
let boss: TestAdmin;
let support: TestAdmin;
let auditor: TestAdmin;

beforeAll(async () => {
  alice = await createSignedInAdmin(t, 'finance');
  bob = await createSignedInAdmin(t, 'finance');
  boss = await createSignedInAdmin(t, 'super_admin');
  support = await createSignedInAdmin(t, 'support');
  auditor = await createSignedInAdmin(t, 'auditor');
});

const get = (admin: TestAdmin, url: string) => t.call({ method: 'GET', url, headers: { 'admin-token': admin.token } });
const post = (admin: TestAdmin, url: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url, headers: { 'admin-token': admin.token }, payload });
const propose = (admin: TestAdmin, memberId: number, amount: number, reason = 'deposit credited twice by the bank') =>
  post(admin, '/admin/api/balance-corrections/propose', { memberId, amount, reason });
const approve = (admin: TestAdmin, id: number) => post(admin, '/admin/api/balance-corrections/approve', { id });
const reject = (admin: TestAdmin, id: number, note = 'not supported by the statement') => post(admin, '/admin/api/balance-corrections/reject', { id, note });

describe('balance corrections', () => {
  it('one finance admin proposes, the same admin is refused, another approves: group X, paid from expense:corrections, seen in the bill', async () => {
    const m = await w.member();
    const expenseBefore = await w.accountBalance('expense:corrections');
    const proposed = expectOk(await propose(alice, m.uid, 1_234_56));
    expect(proposed).toMatchObject({ memberId: m.uid, username: m.username, amount: 1_234_56, status: 'proposed', proposedById: alice.id, proposedBy: alice.username, decidedBy: null, ledgerTransactionId: null, memberAvailable: 0 });
    expect((await w.summary(m)).available).toBe(0);

    const queue = expectOk(await get(bob, '/admin/api/balance-corrections?status=proposed'));
    expect(queue.items.map((c: { id: number }) => c.id)).toContain(proposed.id);

    const own = await approve(alice, proposed.id);
    expectRefusal(own, 'CORRECTION_OWN_PROPOSAL');
    expect(own.status).toBe(403);
    expectRefusal(await reject(alice, proposed.id), 'CORRECTION_OWN_PROPOSAL');
    expect((await w.summary(m)).available).toBe(0);

    const approved = expectOk(await approve(bob, proposed.id));
    expect(approved).toMatchObject({ status: 'approved', decidedBy: bob.username, memberAvailable: 1_234_56, ledgerTransactionId: expect.any(Number) });
    expect((await w.summary(m)).available).toBe(1_234_56);
    expect(await w.accountBalance('expense:corrections')).toBe(expenseBefore + 1_234_56);
    const [tx] = ((await t.ctx.db.execute(sql`select kind, bill_group, actor, ref_type, ref_id from ledger_transactions where id = ${approved.ledgerTransactionId}`)) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(tx).toEqual({ kind: 'balance_correction', bill_group: 'X', actor: `admin:${bob.username}`, ref_type: 'balance_correction', ref_id: String(proposed.id) });
    const bill = expectOk(await t.call({ method: 'GET', url: '/web/wallet/bill?group=X', headers: { token: m.token } }));
    expect(bill.items).toEqual([expect.objectContaining({ group: 'X', amount: 1_234_56, balanceAfter: 1_234_56, memo: 'Balance correction: deposit credited twice by the bank' })]);

    // Decided once: a second approval (a double click, or a third admin) moves nothing.
    expectRefusal(await approve(boss, proposed.id), 'CORRECTION_ALREADY_DECIDED');
    expectRefusal(await reject(bob, proposed.id), 'CORRECTION_ALREADY_DECIDED');
    expect((await w.summary(m)).available).toBe(1_234_56);

    // Audited: who proposed, who approved, before and after.
    const audit = ((await t.ctx.db.execute(sql`
      select action, admin_id, result_code, before->>'status' as before, after->>'status' as after from admin_audit_log
      where target_type = 'balance_correction' and target_id = ${String(proposed.id)} order by id`)) as unknown as { rows: { action: string; admin_id: string | number; result_code: number; before: string | null; after: string }[] }).rows;
    expect(audit.map((r) => [r.action, Number(r.admin_id), r.result_code, r.before, r.after])).toEqual([
      ['adminProposeCorrection', alice.id, 200, null, 'proposed'],
      ['adminApproveCorrection', alice.id, 8000, 'proposed', 'proposed'],
      ['adminRejectCorrection', alice.id, 8000, 'proposed', 'proposed'],
      ['adminApproveCorrection', bob.id, 200, 'proposed', 'approved'],
      ['adminApproveCorrection', boss.id, 8002, 'approved', 'approved'],
      ['adminRejectCorrection', bob.id, 8002, 'approved', 'approved'],
    ]);
  });

  it('a debit never overdraws the member: refused at proposal and again at approval if the balance fell since', async () => {
    const m = await w.member();
    await w.fund(m, 10_000_00);
    expectRefusal(await propose(alice, m.uid, -10_000_01), 'CORRECTION_OVERDRAW', { available: '₦10,000.00' });
    const debit = expectOk(await propose(alice, m.uid, -8_000_00));
    // The member spends most of it before the second admin looks.
    const bank = await w.bindBank(m);
    expectOk(await w.withdraw(m, { amount: 5_000_00, bankAccountId: bank.id }));
    const available = (await w.summary(m)).available;
    expect(available).toBe(10_000_00 - 5_000_00 - 50_00);
    const refused = await approve(bob, debit.id);
    expectRefusal(refused, 'CORRECTION_OVERDRAW', { available: '₦4,950.00' });
    expect((await w.summary(m)).available).toBe(available);
    expect(expectOk(await get(bob, `/admin/api/balance-corrections?memberId=${m.uid}`)).items[0]).toMatchObject({ id: debit.id, status: 'proposed', ledgerTransactionId: null });

    // A debit the balance covers goes through (Dr member available / Cr expense:corrections).
    const expenseBefore = await w.accountBalance('expense:corrections');
    const small = expectOk(await propose(bob, m.uid, -4_950_00, 'bonus paid by mistake, taken back'));
    expect(expectOk(await approve(alice, small.id))).toMatchObject({ status: 'approved', memberAvailable: 0 });
    expect((await w.summary(m)).available).toBe(0);
    expect(await w.accountBalance('expense:corrections')).toBe(expenseBefore - 4_950_00);
    const bill = expectOk(await t.call({ method: 'GET', url: '/web/wallet/bill?group=X', headers: { token: m.token } }));
    expect(bill.items.map((e: { amount: number }) => e.amount)).toEqual([-4_950_00]);
  });

  it('rejection by another admin moves nothing and keeps the note; the list shows proposed ones first', async () => {
    const m = await w.member();
    const first = expectOk(await propose(alice, m.uid, 500_00));
    t.clock.advance(1_000);
    const second = expectOk(await propose(alice, m.uid, 700_00));
    const rejected = expectOk(await reject(bob, first.id, 'the member was already paid'));
    expect(rejected).toMatchObject({ status: 'rejected', decidedBy: bob.username, decisionNote: 'the member was already paid', ledgerTransactionId: null });
    expect((await w.summary(m)).available).toBe(0);
    const list = expectOk(await get(auditor, `/admin/api/balance-corrections?memberId=${m.uid}`));
    expect(list.items.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([
      [second.id, 'proposed'],
      [first.id, 'rejected'],
    ]);
    expect(expectOk(await get(alice, `/admin/api/balance-corrections?memberId=${m.uid}&status=rejected`)).total).toBe(1);
  });

  it('refuses without a reason, a zero or huge amount, an unknown member or correction; only finance (and super admins) write; the member lookup', async () => {
    const m = await w.member();
    expectRefusal(await propose(alice, m.uid, 100_00, 'too short'), 'VALIDATION_FAILED');
    expectRefusal(await propose(alice, m.uid, 100_00, '\u200b'.repeat(10)), 'VALIDATION_FAILED'); // invisible (QA: written as a proposal)
    expectRefusal(await post(alice, '/admin/api/balance-corrections/propose', { memberId: m.uid, amount: 100_00 }), 'VALIDATION_FAILED');
    expectRefusal(await propose(alice, m.uid, 0), 'VALIDATION_FAILED');
    expectRefusal(await propose(alice, m.uid, 1_000_000_001), 'VALIDATION_FAILED');
    expectRefusal(await propose(alice, m.uid, 1.5), 'VALIDATION_FAILED');
    expectRefusal(await propose(alice, 1, 100_00), 'NOT_FOUND');
    expectRefusal(await approve(bob, 999_999), 'NOT_FOUND');
    expectRefusal(await propose(support, m.uid, 100_00), 'FORBIDDEN');
    expectRefusal(await propose(auditor, m.uid, 100_00), 'FORBIDDEN');
    expectRefusal(await get(support, '/admin/api/balance-corrections'), 'FORBIDDEN');
    const byBoss = expectOk(await propose(boss, m.uid, 100_00));
    expectOk(await approve(alice, byBoss.id));

    expect(expectOk(await get(alice, `/admin/api/balance-corrections/member?q=${m.uid}`))).toEqual({ id: m.uid, username: m.username, status: 'active', available: 100_00, frozen: 0 });
    expect(expectOk(await get(alice, `/admin/api/balance-corrections/member?q=${m.username.toUpperCase()}`)).id).toBe(m.uid);
    expectRefusal(await get(alice, '/admin/api/balance-corrections/member?q=nobody_here'), 'ACCOUNT_NOT_FOUND');
  });

  it('is approved only by an admin whose authenticator was set up before the proposal: not a finance account made, or reset, since', async () => {
    const m = await w.member();
    const carol = await createSignedInAdmin(t, 'finance');
    const c = expectOk(await propose(boss, m.uid, 1_000_000_00));
    t.clock.advance(1_000);
    // The proposer makes a finance account (its password theirs), enrols it and approves as it (QA).
    const puppet = await createSignedInAdmin(t, 'finance');
    const refused = await approve(puppet, c.id);
    expectRefusal(refused, 'CORRECTION_APPROVER_TOO_NEW');
    expect(refused.status).toBe(403);
    // Or resets a colleague's authenticator and enrols it again at their first sign-in.
    await setAdminTotpSecret(t.ctx, carol.id, newTotpSecret());
    expectRefusal(await approve(carol, c.id), 'CORRECTION_APPROVER_TOO_NEW');
    expect((await w.summary(m)).available).toBe(0);
    // It may still be rejected by them (moving nothing), and approved by one set up before it.
    expect(expectOk(await approve(bob, c.id))).toMatchObject({ status: 'approved', memberAvailable: 1_000_000_00 });
    expect(expectOk(await reject(puppet, expectOk(await propose(boss, m.uid, 100)).id))).toMatchObject({ status: 'rejected' });
  });

  it('the database itself refuses a decision by the proposer', async () => {
    const m = await w.member();
    const c = expectOk(await propose(alice, m.uid, 100_00));
    await expect(t.ctx.db.execute(sql`update balance_corrections set status = 'rejected', decided_by = ${alice.id} where id = ${c.id}`)).rejects.toThrow();
  });
});
