import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ERRORS, type TErrorKey } from '@scoreline/contract/errors/catalogue';
import { nubanCheckDigit } from '@scoreline/contract/nuban';
import { members } from '../db/schema.ts';
import { createAdmin } from '../modules/admin/admin-auth.ts';
import type { TestApp } from './test-app.ts';

// Shared steps of the wallet's service/HTTP tests: a member with a wallet password and a name,
// deposits, bank accounts, withdrawals and the back office, all through the real HTTP routes.

export type Reply = { status: number; body: { code: number; msg: string; data: any }; headers: Record<string, unknown> };

/** A fresh Idempotency-Key. */
export const idem = (prefix = 'key') => `${prefix}-${crypto.randomBytes(8).toString('hex')}`;

/** The reply is the catalogue's refusal `key` (its code and HTTP status), optionally with these params. */
export function expectRefusal(res: Reply, key: TErrorKey, params?: Record<string, unknown>) {
  expect(res.body.code, JSON.stringify(res.body)).toBe(ERRORS[key].code);
  expect(res.status, JSON.stringify(res.body)).toBe(ERRORS[key].http);
  if (params) expect(res.body.data?.params, JSON.stringify(res.body)).toEqual(params);
}

export function expectOk(res: Reply) {
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  expect(res.status).toBe(200);
  return res.body.data;
}

let serial = 100_000_000 + (process.pid % 1000) * 10_000;
/**
 * A NUBAN-valid account number at the bank: a fresh 9-digit serial and its check digit. With
 * `ending` (e.g. '9999', the sandbox's stranger), serials are tried until the number ends so.
 */
export function nuban(bankCode = '058', ending?: string): string {
  for (;;) {
    const next = String(++serial);
    const serial9 = ending ? next.slice(-(10 - ending.length)) + ending.slice(0, -1) : next;
    const number = serial9 + String(nubanCheckDigit(serial9, bankCode));
    if (!ending || number.endsWith(ending)) return number;
  }
}

/** The same number with a wrong check digit. */
export const badCheckDigit = (number: string) => number.slice(0, 9) + String((Number(number[9]) + 1) % 10);

export const WALLET_PASSWORD = '246810';

export type WalletMember = { token: string; uid: number; username: string; realName: string | null };

export function walletFixtures(t: TestApp) {
  const as = (m: { token: string }, extra: Record<string, string> = {}) => ({ token: m.token, ...extra });

  /** Every member made here, so a test can add up all the wallets of its file's database. */
  const created: WalletMember[] = [];

  async function member(options: { realName?: string | null; walletPassword?: string | null; vipLevel?: number } = {}): Promise<WalletMember> {
    const r = await t.register();
    const m: WalletMember = { token: r.token, uid: r.member.uid, username: r.username, realName: null };
    created.push(m);
    const password = options.walletPassword === undefined ? WALLET_PASSWORD : options.walletPassword;
    if (password) {
      expectOk(await t.call({ method: 'POST', url: '/web/member/wallet-password/set', headers: as(m), payload: { password, confirmPassword: password } }));
    }
    const realName = options.realName === undefined ? 'Ada Chioma Obi' : options.realName;
    if (realName) {
      expectOk(await t.call({ method: 'POST', url: '/web/member/profile/real-name', headers: as(m), payload: { realName } }));
      m.realName = realName;
    }
    if (options.vipLevel !== undefined) await t.ctx.db.update(members).set({ vipLevel: options.vipLevel }).where(eq(members.id, m.uid));
    return m;
  }

  const summary = async (m: WalletMember) => expectOk(await t.call({ method: 'GET', url: '/web/wallet/summary', headers: as(m) })) as { available: number; frozen: number; vipLevel: number };

  const createDeposit = (m: WalletMember, amount: number, payType: 'online' | 'transfer' | 'usdt' = 'online', key: string | null = idem('dep')) =>
    t.call({ method: 'POST', url: '/web/wallet/deposit', headers: as(m, key ? { 'idempotency-key': key } : {}), payload: { payType, amount } });

  const getDeposit = async (m: WalletMember, id: number) => expectOk(await t.call({ method: 'GET', url: `/web/wallet/deposit/detail?id=${id}`, headers: as(m) }));

  /** The member's choice on the sandbox checkout page (a form post, as the browser sends it). */
  const sandboxComplete = (reference: string, outcome: 'pay' | 'fail' | 'abandon') =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/checkout/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ reference, outcome }).toString(),
    });

  /** Deposits through the sandbox checkout and checks the money arrived. */
  async function fund(m: WalletMember, amount: number) {
    const before = await summary(m);
    const created = expectOk(await createDeposit(m, amount));
    const page = await sandboxComplete(created.deposit.reference, 'pay');
    expect(page.statusCode).toBe(200);
    expect((await summary(m)).available).toBe(before.available + amount);
    return created.deposit as { id: number; reference: string };
  }

  const addBank = (m: WalletMember, body: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/web/bank/accounts', headers: as(m), payload: { walletPassword: WALLET_PASSWORD, ...body } });

  /** Binds a NUBAN-valid account that the sandbox names after the member (approved at once). */
  async function bindBank(m: WalletMember, bankCode = '058', accountNumber = nuban(bankCode)) {
    const data = expectOk(await addBank(m, { bankCode, accountNumber, confirmAccountNumber: accountNumber }));
    return { ...data, accountNumber } as { id: number; approvalStatus: number; accountNumber: string; accountHolder: string };
  }

  const withdraw = (m: WalletMember, body: Record<string, unknown>, key: string | null = idem('wd')) =>
    t.call({ method: 'POST', url: '/web/wallet/withdrawal', headers: as(m, key ? { 'idempotency-key': key } : {}), payload: { method: 'bank', walletPassword: WALLET_PASSWORD, ...body } });

  const rules = async (m: WalletMember) => expectOk(await t.call({ method: 'GET', url: '/web/wallet/withdrawal/rules', headers: as(m) }));

  let adminUser: string | null = null;
  let adminSession: { token: string; expiresAt: number } | null = null;
  let adminCounter = 0;
  /** A signed-in back-office admin (created once per file; signs in again when the moved clock ended the session). */
  async function admin(): Promise<string> {
    if (adminSession && adminSession.expiresAt > t.clock.now().getTime() + 60_000) return adminSession.token;
    if (!adminUser) {
      adminUser = `finance${process.pid % 1000}${++adminCounter}`;
      await createAdmin(t.ctx, adminUser, 'admin password 1');
    }
    const data = expectOk(await t.call({ method: 'POST', url: '/admin/api/login', payload: { username: adminUser, password: 'admin password 1' } }));
    adminSession = { token: data.token, expiresAt: Date.parse(data.expiresAt) };
    return adminSession.token;
  }
  const adminPost = async (url: string, payload: Record<string, unknown>) => t.call({ method: 'POST', url, headers: { 'admin-token': await admin() }, payload });
  const adminGet = async (url: string) => t.call({ method: 'GET', url, headers: { 'admin-token': await admin() } });

  /** The balance of any ledger account (normal side positive). */
  async function accountBalance(code: string): Promise<number> {
    const r = (await t.ctx.db.execute(sql`
      select (case normal_side when 'credit' then credits_posted - debits_posted else debits_posted - credits_posted end)::text as b
      from ledger_accounts where code = ${code}`)) as unknown as { rows: { b: string }[] };
    return Number(r.rows[0]?.b ?? 0);
  }

  return { as, member, members: created, summary, createDeposit, getDeposit, sandboxComplete, fund, addBank, bindBank, withdraw, rules, admin, adminPost, adminGet, accountBalance };
}

/**
 * Invariant 6 of design/ledger.md for the wallet, which ledger-invariants.ts does not check yet:
 * every credited deposit has exactly one deposit transaction crediting its amount to its member,
 * and nothing else was credited for it; every withdrawal's hold is in the state its status says
 * (open -> pending, success -> posted, rejected -> voided, failed -> voided or posted and reversed).
 */
export async function assertWalletInvariants(t: TestApp) {
  const rows = async (q: ReturnType<typeof sql>) => ((await t.ctx.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const problems: string[] = [];

  const deposits = await rows(sql`
    select d.id, d.status, d.amount::text as amount, d.actual_amount::text as actual, d.ledger_transaction_id,
      (select count(*) from ledger_transactions lt where lt.kind = 'deposit' and lt.ref_type = 'deposit' and lt.ref_id = d.id::text)::int as deposit_txs,
      (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
         where e.transaction_id = d.ledger_transaction_id and e.side = 'credit' and a.code = 'member:' || d.member_id || ':available')::text as credited
    from deposits d`);
  for (const d of deposits) {
    const credited = [1, 8, 9].includes(Number(d.status));
    if (credited && (d.deposit_txs !== 1 || d.credited !== d.amount || d.actual !== d.amount)) problems.push(`deposit credited wrongly: ${JSON.stringify(d)}`);
    if (!credited && (d.deposit_txs !== 0 || d.ledger_transaction_id !== null)) problems.push(`deposit not credited but has money: ${JSON.stringify(d)}`);
  }

  const withdrawals = await rows(sql`
    select w.id, w.status, (w.amount + w.fee)::text as held, h.status as hold, h.amount::text as hold_amount,
      (select count(*) from ledger_transactions lt where lt.kind = 'withdrawal_reversal' and lt.ref_id = w.id::text)::int as reversals
    from withdrawals w left join holds h on h.purpose = 'withdrawal' and h.ref_id = w.id::text`);
  for (const w of withdrawals) {
    const status = Number(w.status);
    const expected =
      [0, 1, 4, 5, 6, 8].includes(status) ? ['pending'] : status === 3 ? ['posted'] : status === 9 ? ['voided'] : status === 2 ? (w.reversals === 1 ? ['posted'] : ['voided']) : [];
    if (!expected.includes(String(w.hold)) || w.hold_amount !== w.held) problems.push(`withdrawal hold out of step: ${JSON.stringify(w)}`);
    if (Number(w.reversals) > 1 || (Number(w.reversals) === 1 && status !== 2)) problems.push(`withdrawal reversed wrongly: ${JSON.stringify(w)}`);
  }
  if (problems.length) throw new Error(`Wallet invariants broken:\n  ${problems.join('\n  ')}`);
}
