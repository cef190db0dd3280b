import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ERRORS, type TErrorKey } from '@scoreline/contract/errors/catalogue';
import { nubanCheckDigit } from '@scoreline/contract/nuban';
import { members } from '../db/schema.ts';
import { createAdminWithTotp, signInTestAdmin } from './admin-session.ts';
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

  let adminUser: { username: string; password: string; secret: string } | null = null;
  let adminSession: { token: string; expiresAt: number } | null = null;
  let adminCounter = 0;
  /** A signed-in finance admin (created once per file; signs in again when the moved clock ended the session). */
  async function admin(): Promise<string> {
    if (adminSession && adminSession.expiresAt > t.clock.now().getTime() + 60_000) return adminSession.token;
    if (!adminUser) {
      const username = `finance${process.pid % 1000}${++adminCounter}`;
      const { secret } = await createAdminWithTotp(t.ctx, username, 'admin password 1', 'finance');
      adminUser = { username, password: 'admin password 1', secret };
    }
    const data = await signInTestAdmin(t, adminUser);
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
