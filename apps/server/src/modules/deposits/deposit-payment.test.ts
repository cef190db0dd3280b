import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal, walletFixtures, type WalletMember } from '../../test/wallet-fixtures.ts';

// A deposit started and left (the member went to their bank's app, reloaded the page, closed the
// checkout) can be paid from the recharge record: the same checkout, account and reference, or
// address, while it still waits for payment; nothing to pay once it is paid, failed or timed out.

const t = useTestApp();
const w = walletFixtures(t);

const payment = async (m: WalletMember, id: number | string) => t.call({ method: 'GET', url: `/web/wallet/deposit/payment?id=${id}`, headers: w.as(m) });

describe('how to pay a deposit started earlier', () => {
  it('a bank transfer: the account and the reference shown when it was made, until the back office credits it', async () => {
    const m = await w.member();
    const created = expectOk(await w.createDeposit(m, 20_000_00, 'transfer'));
    const again = expectOk(await payment(m, created.deposit.id));
    expect(again).toEqual(created);

    // The operator moved to another collection account: the retired one is not shown again.
    const account = { bankName: 'Wema Bank', accountNumber: '0123456789', accountName: 'Scoreline Collections 2' };
    await t.ctx.settings.set('deposit.transferAccount', account, 'test');
    expect(expectOk(await payment(m, created.deposit.id)).transfer).toEqual({ ...account, reference: created.deposit.reference });

    expectOk(await w.adminPost('/admin/api/deposits/confirm', { id: created.deposit.id, evidence: 'NIP 100004251121' }));
    expect(expectOk(await payment(m, created.deposit.id))).toMatchObject({ deposit: { status: 1, actualAmount: 20_000_00 }, checkoutUrl: null, transfer: null, usdt: null });
  });

  it('an online deposit: the same checkout again, none once the member has paid', async () => {
    const m = await w.member();
    const created = expectOk(await w.createDeposit(m, 5_000_00));
    expect(expectOk(await payment(m, created.deposit.id))).toMatchObject({ checkoutUrl: created.checkoutUrl, transfer: null, usdt: null });
    await w.sandboxComplete(created.deposit.reference, 'pay');
    expect(expectOk(await payment(m, created.deposit.id))).toMatchObject({ deposit: { status: 1 }, checkoutUrl: null });
  });

  it('a USDT deposit: the address, network and USDT to send, none once its time is up by the server clock', async () => {
    const m = await w.member();
    const created = expectOk(await w.createDeposit(m, 16_000_50, 'usdt'));
    const again = expectOk(await payment(m, created.deposit.id));
    expect(again.usdt).toEqual({ address: 'TXs4nd8oxScoreLineDemoUSDTaddr1', network: 'TRC20' });
    expect(again.deposit).toMatchObject({ usdtAmountMicros: 10_000_313, status: 0 });
    // 30 minutes to pay: the last second still shows where, the end of it shows nothing (the expiry job may not have run yet).
    t.clock.advance(30 * 60_000 - 1_000);
    expect(expectOk(await payment(m, created.deposit.id)).usdt).not.toBeNull();
    t.clock.advance(1_000);
    expect(expectOk(await payment(m, created.deposit.id))).toMatchObject({ deposit: { status: 0 }, usdt: null, transfer: null, checkoutUrl: null });
  });

  it('another member, no session or an id that is not one: each refused with its code (an id that is no number is not found either)', async () => {
    const a = await w.member();
    const b = await w.member();
    const { deposit } = expectOk(await w.createDeposit(a, 1_000_00, 'transfer'));
    expectRefusal(await payment(b, deposit.id), 'NOT_FOUND');
    expectRefusal(await t.call({ method: 'GET', url: `/web/wallet/deposit/payment?id=${deposit.id}` }), 'NOT_LOGGED_IN');
    expectRefusal(await payment(a, 'x'), 'NOT_FOUND');
    expectRefusal(await payment(a, 987654), 'NOT_FOUND');
  });
});
