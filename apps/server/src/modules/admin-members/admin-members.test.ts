import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, type TestAdmin } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal, walletFixtures } from '../../test/wallet-fixtures.ts';

// The back office's members: search, the member page, support's actions (each audited), the
// deposit channel black list (DEPOSIT_BLACK_ACCOUNT) and a locked member refused everywhere.

const t = useTestApp();
const w = walletFixtures(t);
let support: TestAdmin;
let auditor: TestAdmin;
let finance: TestAdmin;

beforeAll(async () => {
  support = await createSignedInAdmin(t, 'support');
  auditor = await createSignedInAdmin(t, 'auditor');
  finance = await createSignedInAdmin(t, 'finance');
});

const get = (admin: TestAdmin, url: string) => t.call({ method: 'GET', url, headers: { 'admin-token': admin.token } });
const post = (admin: TestAdmin, url: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url, headers: { 'admin-token': admin.token }, payload });
const me = (m: { token: string }) => t.call({ method: 'GET', url: '/web/ods/member/getLoginMember', headers: { token: m.token } });
const inviteCodeOf = async (m: { token: string }) => expectOk(await me(m)).inviteCode as string;

async function login(memberId: number, at: Date, ip: string, deviceUid: string | null) {
  await t.ctx.db.execute(sql`insert into member_logins (member_id, at, ip, device_uid, user_agent, kind) values (${memberId}, ${at}, ${ip}, ${deviceUid}, 'test agent', 'login')`);
}

const auditRows = async (action: string, targetId: number) =>
  ((await t.ctx.db.execute(sql`select * from admin_audit_log where action = ${action} and target_id = ${String(targetId)} order by id`)) as unknown as {
    rows: { admin_id: number | string; before: Record<string, unknown>; after: Record<string, unknown>; request: Record<string, unknown>; result_code: number }[];
  }).rows;

describe('member search', () => {
  it('finds by username prefix (any case), phone in any usual form, uid and invitation code; paged and filtered', async () => {
    const stem = `srch${process.pid % 1000}`;
    const a = await t.register({ username: `${stem}alpha` });
    const b = await t.register({ username: `${stem}beta` });
    await t.register({ username: `${stem}gamma` });
    await t.ctx.db.execute(sql`update members set phone = '+2348031234567' where id = ${a.member.uid}`);

    const byName = expectOk(await get(support, `/admin/api/members?q=${stem.toUpperCase()}&field=username&pageSize=2&sort=id&order=asc`));
    expect(byName.total).toBe(3);
    expect(byName.items.map((m: { username: string }) => m.username)).toEqual([`${stem}alpha`, `${stem}beta`]);
    expect(byName.items[0]).toMatchObject({ id: a.member.uid, status: 'active', vipLevel: 0, available: 0, frozen: 0, multiAccountFlagged: false });
    const page2 = expectOk(await get(auditor, `/admin/api/members?q=${stem}&pageSize=2&page=2&sort=id&order=asc`));
    expect(page2.items.map((m: { username: string }) => m.username)).toEqual([`${stem}gamma`]);

    for (const phone of ['08031234567', '2348031234567', '+2348031234567', '0803 123 4567']) {
      const found = expectOk(await get(support, `/admin/api/members?q=${encodeURIComponent(phone)}&field=phone`));
      expect(found.items.map((m: { id: number }) => m.id), phone).toEqual([a.member.uid]);
    }
    expect(expectOk(await get(support, `/admin/api/members?q=${b.member.uid}`)).items.map((m: { id: number }) => m.id)).toEqual([b.member.uid]);
    expect(expectOk(await get(support, `/admin/api/members?q=${b.member.uid}&field=uid`)).total).toBe(1);
    const code = await inviteCodeOf(b);
    const byCode = expectOk(await get(support, `/admin/api/members?q=${code.toLowerCase()}&field=code`));
    expect(byCode.items).toEqual([expect.objectContaining({ id: b.member.uid, invitationCode: code })]);
    // A uid search with letters matches nobody, not everybody.
    expect(expectOk(await get(support, '/admin/api/members?q=abc&field=uid')).total).toBe(0);
    // '%' and '_' are letters in a name search, not wildcards.
    expect(expectOk(await get(support, '/admin/api/members?q=%25&field=username')).total).toBe(0);

    await t.ctx.db.execute(sql`update members set status = 'disabled' where id = ${b.member.uid}`);
    expect(expectOk(await get(support, `/admin/api/members?q=${stem}&status=disabled`)).items.map((m: { id: number }) => m.id)).toEqual([b.member.uid]);
    expectRefusal(await get(support, '/admin/api/members?field=email'), 'VALIDATION_FAILED');
    expectRefusal(await get(finance, '/admin/api/members'), 'FORBIDDEN');
  });
});

describe('the member page', () => {
  it('shows profile, balances, VIP, up-line, down-line by level, bets/deposits/withdrawals/bank accounts/bill, sign-ins and devices', async () => {
    const top = await w.member();
    const l1 = await t.register({ inviteCode: await inviteCodeOf(top) });
    const l2 = await t.register({ inviteCode: await inviteCodeOf(l1) });
    const l3 = await t.register({ inviteCode: await inviteCodeOf(l2) });
    const l4 = await t.register({ inviteCode: await inviteCodeOf(l3) });
    await w.fund(top, 20_000_00);
    const bank = await w.bindBank(top);
    expectOk(await w.withdraw(top, { amount: 2_000_00, bankAccountId: bank.id }));
    const at = t.clock.now();
    await login(top.uid, new Date(at.getTime() - 60_000), '10.0.0.1', 'device-top-1');
    await login(top.uid, at, '10.0.0.2', 'device-top-1');

    const page = expectOk(await get(support, `/admin/api/members/detail?id=${top.uid}`));
    // Today's VIP reward as the member's app has it: support answers "why can't I claim?" from it.
    expect(page.dailyReward).toEqual(expectOk(await t.call({ method: 'GET', url: '/web/vip/reward', headers: { token: top.token } })));
    expect(page.dailyReward).toMatchObject({ stakedToday: 0, stakeLeft: 100_000 });
    expect(page).toMatchObject({
      id: top.uid,
      username: top.username,
      realName: 'Ada Chioma Obi',
      available: 20_000_00 - 2_000_00 - 50_00,
      frozen: 2_000_00 + 50_00,
      vipLevel: expect.any(Number),
      status: 'active',
      upline: [],
      downlineCounts: [
        { level: 1, count: 1 },
        { level: 2, count: 1 },
        { level: 3, count: 1 },
      ],
      depositBlockedChannels: [],
      stats: { deposits: 1, withdrawals: 1, bets: 0, depositedKobo: 20_000_00, withdrawnKobo: 0 },
    });
    expect(page.devices).toEqual([{ deviceUid: 'device-top-1', logins: 2, lastAt: at.toISOString(), lastIp: '10.0.0.2' }]);
    expect(page.vipLevels).toEqual([0, 1, 2, 3, 4, 5]);

    const deep = expectOk(await get(support, `/admin/api/members/detail?id=${l4.member.uid}`));
    expect(deep.upline.map((u: { id: number; level: number }) => [u.level, u.id])).toEqual([
      [1, l3.member.uid],
      [2, l2.member.uid],
      [3, l1.member.uid],
      [4, top.uid],
    ]);
    const team = expectOk(await get(support, `/admin/api/members/team?id=${top.uid}`));
    expect(team.items.map((m: { id: number; level: number }) => [m.level, m.id])).toEqual([
      [1, l1.member.uid],
      [2, l2.member.uid],
      [3, l3.member.uid],
    ]);
    expect(expectOk(await get(support, `/admin/api/members/team?id=${top.uid}&level=2`)).items.map((m: { id: number }) => m.id)).toEqual([l2.member.uid]);

    const deposits = expectOk(await get(auditor, `/admin/api/members/deposits?id=${top.uid}`));
    expect(deposits.items).toEqual([expect.objectContaining({ memberId: top.uid, amount: 20_000_00, status: 1, payType: 'online' })]);
    const withdrawals = expectOk(await get(support, `/admin/api/members/withdrawals?id=${top.uid}`));
    expect(withdrawals).toMatchObject({ total: 1, items: [{ amount: 2_000_00, status: 0, bankName: 'Guaranty Trust Bank' }] });
    const banks = expectOk(await get(support, `/admin/api/members/bank-accounts?id=${top.uid}`));
    expect(banks).toEqual([expect.objectContaining({ id: bank.id, memberId: top.uid, removedAt: null, accountNumberMasked: expect.stringContaining('****') })]);
    const bill = expectOk(await get(support, `/admin/api/members/bill?id=${top.uid}`));
    expect(bill.items.map((e: { group: string; amount: number }) => [e.group, e.amount])).toEqual([
      ['W', -(2_000_00 + 50_00)],
      ['R', 20_000_00],
    ]);
    expect(expectOk(await get(support, `/admin/api/members/bill?id=${top.uid}&group=R`)).total).toBe(1);
    expect(expectOk(await get(support, `/admin/api/bets?memberId=${top.uid}`))).toMatchObject({ total: 0, items: [] });
    const logins = expectOk(await get(support, `/admin/api/members/logins?id=${top.uid}&pageSize=2`));
    expect(logins.total).toBeGreaterThanOrEqual(3); // the registration, and the two above
    expect(logins.items[0]).toMatchObject({ ip: '10.0.0.2', deviceUid: 'device-top-1', kind: 'login' });

    for (const path of ['detail', 'bets', 'deposits', 'withdrawals', 'bank-accounts', 'bill', 'team', 'logins', 'related']) {
      expectRefusal(await get(support, `/admin/api/members/${path}?id=1`), 'NOT_FOUND');
    }
  });

  it('finds related accounts by the same device id, bank account number or IP', async () => {
    const a = await w.member();
    const byDevice = await w.member();
    const byIp = await w.member();
    const byBank = await w.member();
    const stranger = await w.member();
    // Every test member signed up from the inject's 127.0.0.1; only the addresses set here count.
    await t.ctx.db.execute(sql`update member_logins set ip = null where ip = '127.0.0.1'`);
    const at = t.clock.now();
    await login(a.uid, at, '172.16.0.9', 'shared-device');
    await login(byDevice.uid, at, '172.16.9.9', 'shared-device');
    await login(byIp.uid, at, '172.16.0.9', 'other-device');
    await login(stranger.uid, at, '172.16.7.7', 'stranger-device');
    // A's account, removed, later bound by someone else: still related.
    const bank = await w.bindBank(a);
    await w.bindBank(a);
    expectOk(await t.call({ method: 'POST', url: '/web/bank/accounts/delete', headers: { token: a.token }, payload: { id: bank.id, walletPassword: '246810' } }));
    await w.bindBank(byBank, '058', bank.accountNumber);

    const related = expectOk(await get(support, `/admin/api/members/related?id=${a.uid}`));
    expect(related.truncated).toBe(false);
    const via = Object.fromEntries(related.items.map((r: { id: number; via: { kind: string; value: string }[] }) => [r.id, r.via]));
    expect(Object.keys(via).map(Number).sort()).toEqual([byDevice.uid, byIp.uid, byBank.uid].sort());
    expect(via[byDevice.uid]).toEqual([{ kind: 'device', value: 'shared-device' }]);
    expect(via[byIp.uid]).toEqual([{ kind: 'ip', value: '172.16.0.9' }]);
    expect(via[byBank.uid]).toEqual([{ kind: 'bank', value: `${bank.accountNumber.slice(0, 4)}****${bank.accountNumber.slice(-2)}` }]);
    // Strongest evidence first.
    expect(related.items.at(-1).id).toBe(byIp.uid);
  });
});

describe("support's actions", () => {
  it('lock: ends every session of the member and refuses sign-in (ACCOUNT_DISABLED); unlock lets them sign in again, not the old sessions back; audited with the reason', async () => {
    const r = await t.register();
    const m = { token: r.token };
    const signIn = async () => t.call({ method: 'POST', url: '/web/member/login', payload: { account: r.username, password: r.password, ...(await t.newCaptcha()) } });
    const second = { token: expectOk(await signIn()).token as string };
    expectOk(await me(m));
    expectOk(await me(second));
    const locked = expectOk(await post(support, '/admin/api/members/status', { memberId: r.member.uid, status: 'disabled', reason: 'chargeback fraud' }));
    expect(locked.status).toBe('disabled');
    for (const session of [m, second]) {
      expectRefusal(await me(session), 'NOT_LOGGED_IN');
      expectRefusal(await t.call({ method: 'GET', url: '/web/wallet/summary', headers: { token: session.token } }), 'NOT_LOGGED_IN');
    }
    expectRefusal(await signIn(), 'ACCOUNT_DISABLED');

    // Support locks an account that may be in someone else's hands: the unlock must not give a
    // stolen token its access back. The member signs in afresh.
    expectOk(await post(support, '/admin/api/members/status', { memberId: r.member.uid, status: 'active', reason: 'cleared by the bank' }));
    expectRefusal(await me(m), 'NOT_LOGGED_IN');
    expectRefusal(await me(second), 'NOT_LOGGED_IN');
    expectOk(await me({ token: expectOk(await signIn()).token as string }));
    const rows = await auditRows('adminSetMemberStatus', r.member.uid);
    expect(rows.map((x) => [x.before.status, x.after.status, x.request.reason, Number(x.admin_id)])).toEqual([
      ['active', 'disabled', 'chargeback fraud', support.id],
      ['disabled', 'active', 'cleared by the bank', support.id],
    ]);
    expect(Object.keys(rows[0]!.after)).not.toContain('password_hash');
  });

  it('sets the VIP level to one of the table; refuses other levels, reasons under 3 characters and unknown members', async () => {
    const m = await w.member();
    expect(expectOk(await post(support, '/admin/api/members/vip', { memberId: m.uid, vipLevel: 3, reason: 'loyal customer' })).vipLevel).toBe(3);
    expect((await w.summary(m)).vipLevel).toBe(3);
    expectRefusal(await post(support, '/admin/api/members/vip', { memberId: m.uid, vipLevel: 9, reason: 'loyal customer' }), 'VIP_LEVEL_UNKNOWN');
    expectRefusal(await post(support, '/admin/api/members/vip', { memberId: m.uid, vipLevel: 1, reason: 'x' }), 'VALIDATION_FAILED');
    expectRefusal(await post(support, '/admin/api/members/vip', { memberId: 1, vipLevel: 1, reason: 'loyal customer' }), 'NOT_FOUND');
    expectRefusal(await post(auditor, '/admin/api/members/vip', { memberId: m.uid, vipLevel: 1, reason: 'loyal customer' }), 'FORBIDDEN');
    expectRefusal(await post(finance, '/admin/api/members/vip', { memberId: m.uid, vipLevel: 1, reason: 'loyal customer' }), 'FORBIDDEN');
    expect((await w.summary(m)).vipLevel).toBe(3);
  });

  it('flags and clears a multi-account with a note; the search filters flagged members', async () => {
    const m = await w.member();
    const first = t.clock.now();
    const flagged = expectOk(await post(support, '/admin/api/members/multi-account', { memberId: m.uid, flagged: true, note: 'same device as 10000001' }));
    expect(flagged).toMatchObject({ multiAccountFlagged: true, multiAccountFlaggedAt: first.toISOString(), multiAccountNote: 'same device as 10000001' });
    t.clock.advance(60_000);
    // Flagged again: the first time stays, the note is the new one.
    expect(expectOk(await post(support, '/admin/api/members/multi-account', { memberId: m.uid, flagged: true, note: 'and the same bank account' }))).toMatchObject({
      multiAccountFlaggedAt: first.toISOString(),
      multiAccountNote: 'and the same bank account',
    });
    const list = expectOk(await get(support, `/admin/api/members?q=${m.uid}&flagged=true`));
    expect(list.items).toEqual([expect.objectContaining({ id: m.uid, multiAccountFlagged: true })]);
    expect(expectOk(await post(support, '/admin/api/members/multi-account', { memberId: m.uid, flagged: false, note: 'two brothers, checked' }))).toMatchObject({
      multiAccountFlagged: false,
      multiAccountFlaggedAt: null,
      multiAccountNote: null,
    });
    expect((await auditRows('adminFlagMultiAccount', m.uid)).map((r) => r.result_code)).toEqual([200, 200, 200]);
  });

  it('a black-listed deposit channel refuses the member’s deposits there (DEPOSIT_BLACK_ACCOUNT); other channels and members still work; clearing it lifts it', async () => {
    const m = await w.member();
    const other = await w.member();
    const blocked = expectOk(await post(support, '/admin/api/members/deposit-block', { memberId: m.uid, channel: 'online', blocked: true, reason: 'stolen cards' }));
    expect(blocked.depositBlockedChannels).toEqual(['online']);
    // Twice is still once.
    expect(expectOk(await post(support, '/admin/api/members/deposit-block', { memberId: m.uid, channel: 'online', blocked: true, reason: 'stolen cards' })).depositBlockedChannels).toEqual(['online']);
    expect(expectOk(await post(support, '/admin/api/members/deposit-block', { memberId: m.uid, channel: 'usdt', blocked: true, reason: 'mixer funds' })).depositBlockedChannels).toEqual(['online', 'usdt']);

    const refused = await w.createDeposit(m, 5_000_00, 'online');
    expectRefusal(refused, 'DEPOSIT_BLACK_ACCOUNT');
    expect(refused.status).toBe(403);
    expectRefusal(await w.createDeposit(m, 5_000_00, 'usdt'), 'DEPOSIT_BLACK_ACCOUNT');
    expectOk(await w.createDeposit(m, 5_000_00, 'transfer'));
    expectOk(await w.createDeposit(other, 5_000_00, 'online'));
    const n = ((await t.ctx.db.execute(sql`select count(*)::int as n from deposits where member_id = ${m.uid}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(n).toBe(1);

    expect(expectOk(await post(support, '/admin/api/members/deposit-block', { memberId: m.uid, channel: 'online', blocked: false, reason: 'card owner verified' })).depositBlockedChannels).toEqual(['usdt']);
    expectOk(await w.createDeposit(m, 6_000_00, 'online'));
    expectRefusal(await post(support, '/admin/api/members/deposit-block', { memberId: m.uid, channel: 'cash', blocked: true, reason: 'no such channel' }), 'VALIDATION_FAILED');
    const rows = await auditRows('adminSetDepositChannelBlock', m.uid);
    expect(rows[0]).toMatchObject({ before: { deposit_blocked_channels: [] }, after: { deposit_blocked_channels: ['online'] } });
  });
});
