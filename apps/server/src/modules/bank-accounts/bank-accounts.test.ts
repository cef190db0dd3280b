import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema/wallet.ts';
import { useTestApp } from '../../test/test-app.ts';
import { badCheckDigit, expectOk, expectRefusal, nuban, walletFixtures, type WalletMember } from '../../test/wallet-fixtures.ts';

// Binding bank accounts with the sandbox provider, which names an account after the member who
// binds it, except numbers ending in 9999 (a stranger, AMAKA NWOSU).

const t = useTestApp();
const w = walletFixtures(t);

const list = async (m: WalletMember) => expectOk(await t.call({ method: 'GET', url: '/web/bank/accounts', headers: w.as(m) })) as { id: number; approvalStatus: number }[];
const remove = (m: WalletMember, id: number, walletPassword = '246810') => t.call({ method: 'POST', url: '/web/bank/accounts/delete', headers: w.as(m), payload: { id, walletPassword } });
const add = (m: WalletMember, bankCode: string, accountNumber: string, confirmAccountNumber = accountNumber, extra: Record<string, unknown> = {}) =>
  w.addBank(m, { bankCode, accountNumber, confirmAccountNumber, ...extra });

describe('binding a bank account', () => {
  it('lists the active banks of the provider, by name', async () => {
    const m = await w.member();
    const banks = expectOk(await t.call({ method: 'GET', url: '/web/bank/banks', headers: w.as(m) })) as { code: string; name: string }[];
    expect(banks).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
    expect(banks.find((b) => b.code === '030')).toBeUndefined(); // Heritage Bank: licence revoked
    expect(banks.map((b) => b.name)).toEqual([...banks.map((b) => b.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('needs the member’s real name first (BANK_HOLDER_MISMATCH on realName)', async () => {
    const m = await w.member({ realName: null });
    const number = nuban('058');
    const res = await add(m, '058', number);
    expectRefusal(res, 'BANK_HOLDER_MISMATCH');
    expect(res.body.data.field).toBe('realName');
    expectOk(await t.call({ method: 'POST', url: '/web/member/profile/real-name', headers: w.as(m), payload: { realName: 'Chinedu Okafor' } }));
    expect(expectOk(await add(m, '058', number))).toMatchObject({ approvalStatus: 1, accountHolder: 'CHINEDU OKAFOR' });
  });

  it('refuses a branch name holding a control character, as team names are, and keeps it on one line (QA: a right-to-left override was stored)', async () => {
    const m = await w.member({ realName: 'Ada Chioma Obi' });
    for (const branchName of ['\u202eanirAM', 'Marina\u0007', 'Marina\u2066 Road']) {
      const res = await add(m, '058', nuban('058'), undefined, { branchName });
      expectRefusal(res, 'VALIDATION_FAILED');
      expect(res.body.data, JSON.stringify(branchName)).toMatchObject({ field: 'branchName', reason: 'holds a control character' });
    }
    expect(await list(m)).toEqual([]);
    expect(expectOk(await add(m, '058', nuban('058'), undefined, { branchName: ' Marina \t Road ' }))).toMatchObject({ branchName: 'Marina Road' });
  });

  it('approves a NUBAN-valid account whose resolved name matches at once, and shows the number masked', async () => {
    const m = await w.member({ realName: 'Ada Chioma Obi' });
    const number = nuban('058');
    const account = expectOk(await add(m, '058', number, number, { branchName: 'Marina' }));
    expect(account).toMatchObject({
      bankCode: '058',
      bankName: 'Guaranty Trust Bank',
      branchName: 'Marina',
      accountHolder: 'ADA CHIOMA OBI',
      accountNumberMasked: `${number.slice(0, 4)}****${number.slice(-2)}`,
      approvalStatus: 1,
      createdAt: t.clock.now().toISOString(),
      approvedAt: t.clock.now().toISOString(),
    });
    expect(JSON.stringify(account)).not.toContain(number);
    expect(await list(m)).toEqual([account]);
    expect(expectOk(await t.call({ method: 'GET', url: `/web/bank/account?id=${account.id}`, headers: w.as(m) }))).toEqual(account);
    const [row] = await t.ctx.db.select().from(bankAccounts).where(eq(bankAccounts.id, account.id));
    expect(row).toMatchObject({ accountNumber: number, reviewedBy: 'auto:name-match' });

    // Another member cannot read it.
    const other = await w.member();
    expectRefusal(await t.call({ method: 'GET', url: `/web/bank/account?id=${account.id}`, headers: w.as(other) }), 'NOT_FOUND');
    // Nor can the name it was matched against change while it is bound.
    expectRefusal(await t.call({ method: 'POST', url: '/web/member/profile/real-name', headers: w.as(m), payload: { realName: 'Somebody Else' } }), 'REAL_NAME_HELD_BY_BANK');
  });

  it('accepts a wallet bank’s phone-number account (no NUBAN check digit there)', async () => {
    const m = await w.member();
    expect(expectOk(await add(m, '999992', '8031234567'))).toMatchObject({ bankName: 'OPay Digital Services Limited (OPay)', approvalStatus: 1 });
  });

  it('refuses each wrong entry with its own code and binds nothing', async () => {
    const m = await w.member();
    const number = nuban('058');
    const cases: [string, () => ReturnType<typeof add>, Parameters<typeof expectRefusal>[1], string | undefined][] = [
      ['a confirmation that differs', () => add(m, '058', number, badCheckDigit(number)), 'BANK_ACCOUNT_CONFIRM_MISMATCH', 'confirmAccountNumber'],
      ['9 digits', () => add(m, '058', number.slice(0, 9)), 'BANK_ACCOUNT_FORMAT', 'accountNumber'],
      ['11 digits', () => add(m, '058', `${number}1`), 'BANK_ACCOUNT_FORMAT', 'accountNumber'],
      ['letters', () => add(m, '058', '12345abcde'), 'BANK_ACCOUNT_FORMAT', 'accountNumber'],
      ['a wrong check digit', () => add(m, '058', badCheckDigit(number)), 'BANK_ACCOUNT_OR_NAME_INCORRECT', 'accountNumber'],
      ['a number valid at another bank only', () => add(m, '044', number), 'BANK_ACCOUNT_OR_NAME_INCORRECT', 'accountNumber'],
      ['an unknown bank', () => add(m, '998', nuban('998')), 'BANK_TYPE_NOT_SUPPORTED', 'bankCode'],
      ['a bank no longer active', () => add(m, '030', nuban('030')), 'BANK_TYPE_NOT_SUPPORTED', 'bankCode'],
      ['an account in a stranger’s name', () => add(m, '058', nuban('058', '9999')), 'BANK_HOLDER_MISMATCH', 'accountNumber'],
      ['a wrong wallet password', () => add(m, '058', number, number, { walletPassword: '135799' }), 'WALLET_PASSWORD_INCORRECT', undefined],
      ['a wallet password of 5 digits', () => add(m, '058', number, number, { walletPassword: '13579' }), 'WALLET_PASSWORD_FORMAT', 'walletPassword'],
    ];
    for (const [label, send, key, field] of cases) {
      const res = await send();
      expectRefusal(res, key);
      if (field) expect(res.body.data?.field, label).toBe(field);
    }
    expect(await list(m)).toEqual([]);
  });

  it('refuses a member without a wallet password', async () => {
    const m = await w.member({ walletPassword: null });
    expectRefusal(await add(m, '058', nuban('058')), 'WALLET_PASSWORD_NOT_SET');
  });

  it('BANK_CARD_ALREADY_BOUND for the same account twice, BANK_CARD_EXISTS for another member’s', async () => {
    const a = await w.member({ realName: 'Ada Obi' });
    const b = await w.member({ realName: 'Ada Obi' });
    const number = nuban('057');
    expectOk(await add(a, '057', number));
    const again = await add(a, '057', number);
    expectRefusal(again, 'BANK_CARD_ALREADY_BOUND');
    expect(again.body.data.field).toBe('accountNumber');
    expectRefusal(await add(b, '057', number), 'BANK_CARD_EXISTS');
    expect(await list(b)).toEqual([]);
  });

  it('BANK_ACCOUNT_LIMIT at the 6th account', async () => {
    const m = await w.member();
    for (let i = 0; i < 5; i++) expectOk(await add(m, '058', nuban('058')));
    const res = await add(m, '058', nuban('058'));
    expectRefusal(res, 'BANK_ACCOUNT_LIMIT', { max: 5 });
    expect(res.body.msg).toBe('You can keep at most 5 bank accounts.');
    expect(await list(m)).toHaveLength(5);
  });
});

describe('removing a bank account', () => {
  it('keeps at least one, and a removed account can be bound again (by anyone)', async () => {
    const m = await w.member();
    const first = await w.bindBank(m);
    expectRefusal(await remove(m, first.id), 'BANK_MUST_KEEP_ONE');
    const second = await w.bindBank(m);
    expectRefusal(await remove(m, first.id, '999999'), 'WALLET_PASSWORD_INCORRECT');
    expect(await list(m)).toHaveLength(2);
    expect(expectOk(await remove(m, first.id))).toBeNull();
    expect((await list(m)).map((a) => a.id)).toEqual([second.id]);
    expectRefusal(await remove(m, first.id), 'NOT_FOUND');
    expectRefusal(await remove(m, second.id), 'BANK_MUST_KEEP_ONE');
    // The row stays as history, marked removed.
    const [row] = await t.ctx.db.select().from(bankAccounts).where(eq(bankAccounts.id, first.id));
    expect(row!.removedAt?.toISOString()).toBe(t.clock.now().toISOString());

    const other = await w.member();
    expectOk(await add(other, '058', first.accountNumber));
    // Another member's account cannot be removed by id.
    expectRefusal(await remove(m, (await list(other))[0]!.id), 'NOT_FOUND');
  });

  it('BANK_CARD_IN_USE while a withdrawal to it is in progress', async () => {
    const m = await w.member();
    await w.fund(m, 20_000_00);
    const used = await w.bindBank(m);
    const spare = await w.bindBank(m);
    const withdrawal = expectOk(await w.withdraw(m, { amount: 5_000_00, bankAccountId: used.id }));
    expectRefusal(await remove(m, used.id), 'BANK_CARD_IN_USE');
    // Once the withdrawal is over (rejected here), the account can go.
    expectOk(await w.adminPost('/admin/api/withdrawals/reject', { id: withdrawal.id, reason: 'testing removal' }));
    expectOk(await remove(m, used.id));
    expect((await list(m)).map((a) => a.id)).toEqual([spare.id]);
  });
});

describe('back-office review of a partial name match', () => {
  it('a partial match waits for review (status 0), cannot receive withdrawals, and is approved or refused once', async () => {
    // "Amaka Okafor" shares one word with AMAKA NWOSU, the sandbox's stranger: a partial match.
    const m = await w.member({ realName: 'Amaka Okafor' });
    const waiting = expectOk(await add(m, '058', nuban('058', '9999')));
    expect(waiting).toMatchObject({ approvalStatus: 0, accountHolder: 'AMAKA NWOSU', approvedAt: null });
    const refused = expectOk(await add(m, '057', nuban('057', '9999')));
    expect(refused.approvalStatus).toBe(0);

    await w.fund(m, 10_000_00);
    const res = await w.withdraw(m, { amount: 2_000_00, bankAccountId: waiting.id });
    expectRefusal(res, 'BANK_ACCOUNT_NOT_APPROVED');
    expect(res.body.data.field).toBe('bankAccountId');

    const queue = expectOk(await w.adminGet('/admin/api/bank-accounts?status=0'));
    expect(queue.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: waiting.id, accountHolder: 'AMAKA NWOSU', memberRealName: 'Amaka Okafor', username: m.username, approvalStatus: 0 })]),
    );

    const approved = expectOk(await w.adminPost('/admin/api/bank-accounts/review', { id: waiting.id, approve: true, note: 'ID card shows Amaka Nwosu-Okafor' }));
    expect(approved).toMatchObject({ approvalStatus: 1, approvedAt: t.clock.now().toISOString(), reviewNote: 'ID card shows Amaka Nwosu-Okafor' });
    const denied = expectOk(await w.adminPost('/admin/api/bank-accounts/review', { id: refused.id, approve: false, note: 'not the member' }));
    expect(denied).toMatchObject({ approvalStatus: 2, approvedAt: null });
    expectRefusal(await w.adminPost('/admin/api/bank-accounts/review', { id: refused.id, approve: true }), 'REQUEST_ALREADY_DECIDED');
    const [row] = await t.ctx.db.select().from(bankAccounts).where(and(eq(bankAccounts.id, waiting.id)));
    expect(row!.reviewedBy).toMatch(/^admin:finance/);

    expect(await list(m)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: waiting.id, approvalStatus: 1 }), expect.objectContaining({ id: refused.id, approvalStatus: 2 })]),
    );
    expectRefusal(await w.withdraw(m, { amount: 2_000_00, bankAccountId: refused.id }), 'BANK_ACCOUNT_NOT_APPROVED');
    expect(expectOk(await w.withdraw(m, { amount: 2_000_00, bankAccountId: waiting.id }))).toMatchObject({ status: 0 });
  });

  it('a member whose only account was refused sees why, can remove it and can correct their name', async () => {
    const m = await w.member({ realName: 'Amaka Okafor' });
    const only = expectOk(await add(m, '058', nuban('058', '9999')));
    const setName = (realName: string) => t.call({ method: 'POST', url: '/web/member/profile/real-name', headers: w.as(m), payload: { realName } });
    // Waiting for review, the account holds the name it was matched to.
    expectRefusal(await setName('Amaka Nwosu'), 'REAL_NAME_HELD_BY_BANK');
    // The name it already has, sent again (a form saved twice), is no change.
    expect(expectOk(await setName('Amaka Okafor'))).toEqual({ realName: 'Amaka Okafor' });
    expectOk(await w.adminPost('/admin/api/bank-accounts/review', { id: only.id, approve: false, note: 'The name at the bank is not yours' }));
    expect(await list(m)).toEqual([expect.objectContaining({ id: only.id, approvalStatus: 2, refusalNote: 'The name at the bank is not yours' })]);
    // Refused, it holds nothing: the name can be corrected, and the account removed though it is the only one.
    // Not to something that is no name (QA stored zero-width spaces, digits and a terminal escape as names).
    for (const bad of ['\u200b\u200b\u200b', '123456', 'A\u001b[31mB', '\u202eAmaka', '<script>x</script>']) expectRefusal(await setName(bad), 'VALIDATION_FAILED');
    expectOk(await setName('Amaka Nwosu'));
    expect(expectOk(await remove(m, only.id))).toBeNull();
    expect(await list(m)).toEqual([]);
    // Under the corrected name the same account matches in full and is approved at once.
    expect(expectOk(await add(m, '058', nuban('058', '9999')))).toMatchObject({ approvalStatus: 1, accountHolder: 'AMAKA NWOSU', refusalNote: null });
  });

  it('the last approved account stays, whatever waits for review or was refused beside it', async () => {
    const m = await w.member({ realName: 'Amaka Okafor' });
    const approved = await w.bindBank(m);
    const waiting = expectOk(await add(m, '058', nuban('058', '9999')));
    expect(waiting.approvalStatus).toBe(0);
    expectRefusal(await remove(m, approved.id), 'BANK_MUST_KEEP_ONE');
    expect(expectOk(await remove(m, waiting.id))).toBeNull();
    expect((await list(m)).map((a) => a.id)).toEqual([approved.id]);
  });
});
