import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema/wallet.ts';
import { memberMessages } from '../../db/schema.ts';
import { signedSandboxEvent } from '../../providers/payments/sandbox-adapter.ts';
import { createSignedInAdmin } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal, walletFixtures, type WalletMember } from '../../test/wallet-fixtures.ts';

// Withdrawal status notifications (spec 3): every final outcome of a withdrawal writes the member
// a notice in the transaction that changes the status, kept as a notice key + parameters and read
// in the language of the member's request.

const t = useTestApp();
const w = walletFixtures(t);

type Inbox = { items: { id: number; title: string; body: string; read: boolean; createdAt: string }[]; total: number; unread: number };
const inbox = async (m: WalletMember, lang = 'en') => expectOk(await t.call({ method: 'GET', url: '/web/messages', headers: { token: m.token, 'accept-language': lang } })) as Inbox;
const approve = async (id: number) => expectOk(await w.adminPost('/admin/api/withdrawals/approve', { id }));
const outcome = async (id: number, result: 'success' | 'failed' | 'reversed') => expectOk(await w.adminPost('/admin/api/withdrawals/sandbox-outcome', { id, outcome: result }));
const status = async (id: number) => (await t.ctx.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id)))[0]!.status;

/** A member funded by a deposit; that deposit's own notice (a VIP level reached, vip-climb.ts) is not what these tests read. */
async function fundedMember(amount: number) {
  const m = await w.member();
  await w.fund(m, amount);
  await t.ctx.db.delete(memberMessages).where(eq(memberMessages.memberId, m.uid));
  return m;
}

async function bankWithdrawal(amount: number) {
  const m = await fundedMember(20_000_00);
  const bank = await w.bindBank(m);
  const created = expectOk(await w.withdraw(m, { amount, bankAccountId: bank.id })) as { id: number; reference: string; amount: number };
  return { m, created };
}

describe('withdrawal status notifications', () => {
  it('a rejection tells the member why, in the language they read it in, and is not one of support’s sends', async () => {
    const { m, created } = await bankWithdrawal(5_000_00);
    expect((await inbox(m)).total).toBe(0);
    expectOk(await w.adminPost('/admin/api/withdrawals/reject', { id: created.id, reason: 'Account under review' }));

    const en = await inbox(m);
    expect(en).toMatchObject({ total: 1, unread: 1 });
    expect(en.items[0]).toMatchObject({
      title: 'Withdrawal rejected',
      body: `Your withdrawal ${created.reference} of ₦5,000.00 was not approved. Reason: Account under review. The amount and the fee are back in your available balance.`,
      read: false,
      createdAt: t.clock.now().toISOString(),
      matchId: null, // about no match
    });
    const fr = await inbox(m, 'fr-FR,fr;q=0.9');
    expect(fr.items[0]).toMatchObject({ id: en.items[0]!.id, title: 'Retrait refusé' });
    expect(fr.items[0]!.body).toContain('Motif : Account under review');
    expect((await inbox(m, 'th')).items[0]!.title).toBe('การถอนเงินถูกปฏิเสธ');

    // A second decision is refused and writes nothing.
    expectRefusal(await w.adminPost('/admin/api/withdrawals/reject', { id: created.id, reason: 'twice' }), 'REQUEST_ALREADY_DECIDED');
    expect((await inbox(m)).total).toBe(1);
    expect(expectOk(await t.call({ method: 'POST', url: '/web/messages/read', headers: { token: m.token }, payload: { id: en.items[0]!.id } }))).toEqual({ unread: 0 });

    const support = await createSignedInAdmin(t, 'support');
    expect(expectOk(await t.call({ method: 'GET', url: '/admin/api/messages', headers: { 'admin-token': support.token } }))).toMatchObject({ total: 0, items: [] });
  });

  it('a paid payout, then its reversal by the bank, each write one notice; a failed payout writes one too', async () => {
    const { m, created } = await bankWithdrawal(10_000_00);
    await approve(created.id);
    expect((await inbox(m)).total).toBe(0); // approval alone: the payout is on its way, nothing final yet
    await outcome(created.id, 'success');
    // The provider tells it twice: paid (and told) once.
    const again = signedSandboxEvent({ event: 'transfer.success', reference: created.reference, amountKobo: BigInt(created.amount), at: t.clock.now() }, t.ctx.config.SANDBOX_WEBHOOK_SECRET);
    expect((await t.app.inject({ method: 'POST', url: '/webhooks/sandbox', headers: again.headers, payload: again.body })).statusCode).toBe(200);
    expect((await inbox(m)).items.map((x) => [x.title, x.body])).toEqual([['Withdrawal paid', `Your withdrawal ${created.reference} of ₦10,000.00 has been paid out.`]]);

    t.clock.advance(60_000);
    await outcome(created.id, 'reversed');
    const after = await inbox(m, 'fr');
    expect(after).toMatchObject({ total: 2, unread: 2 });
    expect(after.items.map((x) => x.title)).toEqual(['Retrait renvoyé par la banque', 'Retrait payé']);

    const failed = await bankWithdrawal(1_000_00);
    await approve(failed.created.id);
    await outcome(failed.created.id, 'failed');
    const th = await inbox(failed.m, 'th');
    expect(th.items).toHaveLength(1);
    expect(th.items[0]!.title).toBe('การถอนเงินไม่สำเร็จ');
    expect(th.items[0]!.body).toContain('₦1,000.00');
    expect(th.items[0]!.body).not.toContain('payout failed'); // the internal reason stays internal
  });

  it('a USDT withdrawal marked paid writes the paid notice', async () => {
    t.clock.set(new Date('2026-11-30T15:00:00Z')); // a Monday, inside the USDT hours
    const m = await fundedMember(50_000_00);
    const created = expectOk(await w.withdraw(m, { method: 'usdt', amount: 7 * 1_600_00, usdtAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' })) as { id: number; reference: string };
    await approve(created.id);
    expectOk(await w.adminPost('/admin/api/withdrawals/usdt-paid', { id: created.id, txHash: `0x${'ab12'.repeat(16)}` }));
    expect((await inbox(m)).items).toEqual([expect.objectContaining({ title: 'Withdrawal paid', body: `Your withdrawal ${created.reference} of ₦11,200.00 has been paid out.` })]);
  });

  it('the notice and the status change commit together: a failing notice leaves the withdrawal and the money as they were', async () => {
    const { m, created } = await bankWithdrawal(2_000_00);
    const before = await w.summary(m);
    await t.ctx.db.execute(sql.raw(`create function refuse_notice() returns trigger language plpgsql as $$ begin raise exception 'no notices today'; end $$`));
    await t.ctx.db.execute(sql.raw('create trigger refuse_notice before insert on member_messages for each row execute function refuse_notice()'));
    try {
      expectRefusal(await w.adminPost('/admin/api/withdrawals/reject', { id: created.id, reason: 'Account under review' }), 'SERVER_ABNORMAL');
    } finally {
      await t.ctx.db.execute(sql.raw('drop trigger refuse_notice on member_messages'));
      await t.ctx.db.execute(sql.raw('drop function refuse_notice()'));
    }
    expect(await status(created.id)).toBe(0);
    expect(await w.summary(m)).toEqual(before);
    expect((await inbox(m)).total).toBe(0);

    expectOk(await w.adminPost('/admin/api/withdrawals/reject', { id: created.id, reason: 'Account under review' }));
    expect(await status(created.id)).toBe(9);
    expect((await inbox(m)).total).toBe(1);
  });
});
