import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../db/client.ts';
import { CORRECTIONS_ACCOUNT } from '../modules/admin-members/balance-corrections.ts';
import { memberAccountCode } from '../modules/ledger/member-accounts.ts';
import { postTransaction } from '../modules/ledger/post-transaction.ts';
import { priceOf, type bettingFixtures, type OpenedMatch } from './betting-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { expectOk } from './wallet-fixtures.ts';

// Shared steps of the tests of result corrections and the operator's cover (decision 028): a
// member's winning bet, the correction and its preview, money leaving or reaching the member's
// available balance outside betting, and what the operator has paid out for corrections.

/** What the operator has paid out through expense:corrections (a debit-normal account), in kobo. */
export async function operatorCoversPaid(db: DbOrTx): Promise<bigint> {
  const r = (await db.execute(sql`select coalesce(sum(debits_posted - credits_posted), 0)::text as b from ledger_accounts where code = ${CORRECTIONS_ACCOUNT}`)) as unknown as { rows: { b: string }[] };
  return BigInt(r.rows[0]!.b);
}

export function correctionFixtures(t: TestApp, f: ReturnType<typeof bettingFixtures>) {
  const correct = (matchId: number, home: number, away: number, cover = false) =>
    f.adminPost('/admin/api/matches/correct', { matchId, period: 'FT', home, away, reason: 'score checked again', ...(cover ? { houseCoversShortfall: true } : {}) });
  const preview = async (matchId: number, home: number, away: number) =>
    (await f.adminGet(`/admin/api/matches/correction-preview?matchId=${matchId}&period=FT&home=${home}&away=${away}`)).body.data;
  const coversPaid = () => operatorCoversPaid(t.ctx.db);

  /** A ₦1,000 FT correct-score bet on 1-0 that wins (the match ends 1-0); the member's win in kobo. */
  async function winningBet(token: string, match: OpenedMatch) {
    const odds = priceOf(match, 'FT', '1-0').correct.odds;
    const placed = expectOk(await f.place(token, { matchId: match.match.id, period: 'FT', selection: '1-0', betType: 'correct', stake: 1_000_00, odds }));
    t.clock.advance(100 * 60_000);
    expectOk(await f.adminPost('/admin/api/matches/result', { matchId: match.match.id, period: 'HT', home: 0, away: 0 }));
    expectOk(await f.adminPost('/admin/api/matches/result', { matchId: match.match.id, period: 'FT', home: 1, away: 0 }));
    const bet = expectOk(await t.call({ method: 'GET', url: `/web/bet/detail?id=${placed.id}`, headers: { token } }));
    expect(bet.status).toBe('winning');
    return Number(bet.actualWinAmount);
  }

  /** Money between the member's available balance and the payment provider, outside betting. */
  const outside = (kind: 'withdrawal_post' | 'deposit', uid: number, amount: number) =>
    postTransaction(t.ctx.db, {
      idempotencyKey: `${kind}-${uid}-${amount}`,
      kind,
      billGroup: kind === 'deposit' ? 'R' : 'W',
      actor: 'test',
      at: t.clock.now(),
      postings: [
        { account: memberAccountCode(uid, 'available'), side: kind === 'deposit' ? 'credit' : 'debit', amount: BigInt(amount) },
        { account: 'psp:sandbox:clearing', side: kind === 'deposit' ? 'debit' : 'credit', amount: BigInt(amount) },
      ],
    });
  /** The member pays `amount` out of their available balance for good (a payout that reached their bank). */
  const spend = (uid: number, amount: number) => outside('withdrawal_post', uid, amount);
  /** New money reaches the member's available balance (a deposit). */
  const deposit = (uid: number, amount: number) => outside('deposit', uid, amount);

  return { correct, preview, coversPaid, winningBet, spend, deposit };
}
