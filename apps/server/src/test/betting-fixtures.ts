import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { memberAccountCode } from '../modules/ledger/member-accounts.ts';
import { postTransaction } from '../modules/ledger/post-transaction.ts';
import { createAdminWithTotp, signInTestAdmin } from './admin-session.ts';
import type { TestApp } from './test-app.ts';

// Shared steps of the betting tests, through the real HTTP routes: an admin, an open priced
// match, a funded member, placing a bet, the member's balances.

/** A price as the match detail shows it: withheld = not offered by the odds engine. */
type TOpenedPrice = { odds: number; version: number; suspended: boolean; withheld: boolean };

export type OpenedMatch = {
  match: { id: number; state: string };
  markets: { period: string; selections: { selection: string; correct: TOpenedPrice; incorrect: TOpenedPrice }[] }[];
};

/** One selection's prices in a match detail. */
export const priceOf = (d: OpenedMatch, period: string, selection: string) => d.markets.find((x) => x.period === period)!.selections.find((x) => x.selection === selection)!;

export function bettingFixtures(t: TestApp) {
  const adminUsername = `trader${process.pid % 1000}`;
  let adminToken: string | null = null;
  let seq = 0;

  /** A signed-in trader (created on first use; the file's clock stays inside the 8-hour session). */
  async function admin() {
    if (!adminToken) {
      const { secret } = await createAdminWithTotp(t.ctx, adminUsername, 'trader-pass-1', 'trader');
      adminToken = (await signInTestAdmin(t, { username: adminUsername, password: 'trader-pass-1', secret })).token;
    }
    return adminToken;
  }
  const adminPost = async (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url, headers: { ...headers, 'admin-token': await admin() }, payload });
  const adminGet = async (url: string) => t.call({ method: 'GET', url, headers: { 'admin-token': await admin() } });

  /** An open match priced by the odds engine, kicking off in `minutes` and closing `closeBefore` minutes earlier. */
  async function openMatch(minutes = 120, closeBefore = 0): Promise<OpenedMatch> {
    const kickoff = new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
    await t.ctx.settings.set('betting.closeMinutesBeforeKickoff', closeBefore, 'test');
    const home = `Home ${process.pid % 1000}-${++seq}`;
    await adminPost('/admin/api/matches/import', { format: 'json', content: JSON.stringify([{ league: 'NPFL', home, away: `Away ${seq}`, kickoff }]) });
    const [row] = ((await t.ctx.db.execute(sql`select id from matches where home_team = ${home}`)) as unknown as { rows: { id: number }[] }).rows;
    const priced = await adminPost('/admin/api/matches/price', { matchId: Number(row!.id), rates: { home: 1.6, away: 1.1 } });
    expect(priced.body.code).toBe(200);
    return priced.body.data as OpenedMatch;
  }

  /** A member with `naira` credited straight to the available balance (a deposit's postings). */
  async function fundedMember(naira = 10_000) {
    const m = await t.register();
    const key = `bet-test-fund-${process.pid}-${++seq}`;
    // In its own transaction: the ledger locks accounts for a transaction's length, and tests fund members in parallel.
    await t.ctx.db.transaction((tx) => postTransaction(tx, {
      idempotencyKey: key,
      kind: 'deposit',
      billGroup: 'R',
      actor: 'test',
      at: t.clock.now(),
      postings: [
        { account: 'psp:sandbox:clearing', side: 'debit', amount: BigInt(naira * 100) },
        { account: memberAccountCode(m.member.uid, 'available'), side: 'credit', amount: BigInt(naira * 100) },
      ],
    }));
    return m;
  }

  const place = (token: string, body: Record<string, unknown>, key = crypto.randomUUID()) =>
    t.call({ method: 'POST', url: '/web/bet/place', headers: { token, 'idempotency-key': key }, payload: body });

  async function balances(memberId: number) {
    const r = (await t.ctx.db.execute(sql`select code, (credits_posted - debits_posted)::text as b from ledger_accounts where member_id = ${memberId}`)) as unknown as { rows: { code: string; b: string }[] };
    const of = (p: string) => Number(r.rows.find((x) => x.code.endsWith(p))!.b);
    return { available: of(':available'), frozen: of(':frozen') };
  }

  return { adminUsername, admin, adminPost, adminGet, openMatch, fundedMember, place, balances };
}
