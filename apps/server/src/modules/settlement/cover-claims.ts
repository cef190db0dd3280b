import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { anyOf, columnRows } from '../../db/column-rows.ts';
import { CORRECTIONS_ACCOUNT } from '../admin-members/balance-corrections.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';
import type { PostTransactionInput } from '../ledger/post-transaction.ts';
import type { ShortMember } from './correction-plan.ts';

// Decision 028, amended in the thirty-third session: the operator's cover of a member's spent
// winnings may stand in for money that was not spent but staked on bets still waiting. Such a
// stake can come back unplayed (the member cancels, the match is void or abandoned); the cover is
// then taken back from it, or the member keeps the win and the stake both (QA: a ₦1,000 deposit
// ended as ₦8,554.95 after a covered correction and a cancel). A stake whose bet is settled was
// played: spent, as the cover assumed.

type Rows<T> = { rows: T[] };

/** A covered member's part of the cover that their waiting stakes could return: at most what was short. */
export function claimOnWaitingStakes(m: Pick<ShortMember, 'shortBy' | 'inOpenBets'>): bigint {
  return BigInt(Math.min(m.shortBy, m.inOpenBets));
}

/**
 * Writes the claims of a correction that covered members with money waiting in bets, each up to
 * the member's newest bet waiting when the correction read their balance (`lastWaitingBet`).
 */
export async function recordCoverClaims(tx: DbOrTx, runId: number, covered: ShortMember[], lastWaitingBet: Map<number, number>, at: Date): Promise<void> {
  const claims = covered.flatMap((m) => {
    const amount = claimOnWaitingStakes(m);
    const last = lastWaitingBet.get(m.uid);
    return amount > 0n && last !== undefined ? [{ m: m.uid, a: amount.toString(), b: last }] : [];
  });
  if (!claims.length) return;
  await tx.execute(sql`
    insert into cover_claims (run_id, member_id, amount, remaining, last_bet_id, created_at)
    select ${runId}, c.m, c.a, c.a, c.b, ${at} from json_to_recordset(${JSON.stringify(claims)}::json) as c(m bigint, a bigint, b bigint)`);
}

/** One member's open claim on a correction run's cover, as locked (kobo). */
export type OpenClaim = { run: number; member: number; remaining: bigint };

/**
 * Locks the members' open claims on the runs of the match's period, oldest first (a correction of
 * that period paying them, before it reads what their covers stand at): the claims it may then
 * shrink.
 */
export async function lockCoverClaims(tx: DbOrTx, matchId: number, period: string, uids: number[]): Promise<OpenClaim[]> {
  if (!uids.length) return [];
  const claims = (await tx.execute(sql`
    select c.run_id, c.member_id, c.remaining::text as remaining from cover_claims c join settlement_runs r on r.id = c.run_id
    where r.match_id = ${matchId} and r.period = ${period} and c.remaining > 0 and c.member_id = ${anyOf('bigint', uids)}
    order by c.member_id, c.created_at, c.run_id for update of c`)) as unknown as Rows<{ run_id: number | string; member_id: number | string; remaining: string }>;
  return claims.rows.map((c) => ({ run: Number(c.run_id), member: Number(c.member_id), remaining: BigInt(c.remaining) }));
}

/**
 * A later correction of the match's period paid a member again and took back that much of the cover
 * (correction-plan.ts coverRecoveries): the member's claims, locked by its plan, shrink by it,
 * oldest first, so a stake coming back later never takes back a cover already taken back.
 */
export async function shrinkCoverClaims(tx: DbOrTx, claims: OpenClaim[], recoveries: { uid: number; amount: bigint }[]): Promise<void> {
  const left = new Map(recoveries.map((r) => [r.uid, r.amount]));
  const updates: OpenClaim[] = [];
  for (const c of claims) {
    const recovered = left.get(c.member) ?? 0n;
    const taken = min(recovered, c.remaining);
    if (taken === 0n) continue;
    left.set(c.member, recovered - taken);
    updates.push({ ...c, remaining: c.remaining - taken });
  }
  await writeRemaining(tx, updates);
}

/** The ledger key of the operator's cover of a member short in a correction run (decision 028). */
export const shortfallKey = (run: number, uid: number) => `correction-shortfall:${String(run)}:${String(uid)}`;
/** The same key in SQL. */
export const shortfallKeyOf = (run: SQL, uid: SQL) => sql`'correction-shortfall:' || ${run} || ':' || ${uid}`;

/** The ledger key of a cover taken back from one bet's stake: the bet's drawer finds it by it (admin-bets/bet-detail.ts). */
const coverReturnKey = (run: number, betId: number) => `correction-cover-return:${run}:${betId}`;
/** The same key in SQL, for the runs of a query. */
export const coverReturnKeyOf = (run: SQL, betId: number) => sql`'correction-cover-return:' || ${run} || ':' || ${String(betId)}`;

/** A stake coming back to its member unplayed, by a cancel or a void. */
export type ReturnedStake = { betId: number; memberId: number; stake: bigint };

/**
 * The ledger transactions that take the operator's covers back from stakes coming back unplayed:
 * Dr the member's available / Cr expense:corrections, each pointing at the correction's run (the
 * bill names the correction). A claim takes only stakes of bets that were waiting at its
 * correction (up to the member's newest then), oldest claim first, at most what is left of it.
 * Called with the stakes' holds locked (a correction locks its members' holds before it reads
 * their balances, so it either finished, claims written, or waits): locks the members' open
 * claims — after the holds, before the accounts, in the order of decision 020 — and writes what
 * is left of them; the caller posts the transactions with the stakes' return, after it, so the
 * member's balance rises before it falls.
 */
export async function coverReturns(tx: DbOrTx, stakes: ReturnedStake[], at: Date, actor: string): Promise<PostTransactionInput[]> {
  const { takings, claims, references } = await allocateCover(tx, stakes, true);
  const returns = takings.map(({ claim, stake, taken }): PostTransactionInput => ({
    idempotencyKey: coverReturnKey(claim.run, stake.betId),
    kind: 'correction_cover_return',
    billGroup: 'X',
    refType: 'settlement_run',
    refId: String(claim.run),
    actor,
    at,
    memo: `the operator's cover of winnings taken back from a stake returned unplayed (bet ${references.get(stake.betId) ?? stake.betId})`,
    postings: [
      { account: memberAccountCode(stake.memberId, 'available'), side: 'debit', amount: taken },
      { account: CORRECTIONS_ACCOUNT, side: 'credit', amount: taken },
    ],
  }));
  const touched = new Set(takings.map((t) => t.claim));
  await writeRemaining(tx, claims.filter((c) => touched.has(c)).map((c) => ({ run: c.run, member: c.member, remaining: c.remaining })));
  return returns;
}

/**
 * What the operator's covers would take back, per member, from stakes coming back together (a
 * match voided: its notice says what reaches the balance, QA), read as coverReturns reads it
 * without taking anything.
 */
export async function coverToTake(tx: DbOrTx, stakes: ReturnedStake[]): Promise<Map<number, bigint>> {
  const byMember = new Map<number, bigint>();
  for (const { stake, taken } of (await allocateCover(tx, stakes, false)).takings) byMember.set(stake.memberId, (byMember.get(stake.memberId) ?? 0n) + taken);
  return byMember;
}

/**
 * The claims the stakes fall under (locked when `lock`) and what each takes from each stake: a
 * claim takes only stakes of bets that were waiting at its correction (up to the member's newest
 * then), oldest claim first, at most what is left of it. The claims come back with what is left.
 */
async function allocateCover(tx: DbOrTx, stakes: ReturnedStake[], lock: boolean) {
  const none = { takings: [] as { claim: Claim; stake: ReturnedStake; taken: bigint }[], claims: [] as Claim[], references: new Map<number, string>() };
  if (!stakes.length) return none;
  const eligible = (await tx.execute(sql`
    select c.run_id, c.member_id, c.remaining::text as remaining, b.id as bet_id, b.reference
    from cover_claims c join bets b on b.member_id = c.member_id and b.id <= c.last_bet_id
    where c.remaining > 0 and c.member_id = ${anyOf('bigint', [...new Set(stakes.map((s) => s.memberId))])} and b.id = ${anyOf('bigint', stakes.map((s) => s.betId))}
    order by c.member_id, c.created_at, c.run_id ${lock ? sql`for update of c` : sql``}`)) as unknown as Rows<{ run_id: number | string; member_id: number | string; remaining: string; bet_id: number | string; reference: string }>;
  if (!eligible.rows.length) return none;

  // Each claim once, oldest first, with the bets it may take from.
  const claims = new Map<string, Claim>();
  const references = new Map(eligible.rows.map((r) => [Number(r.bet_id), r.reference]));
  for (const r of eligible.rows) {
    const key = `${r.run_id}:${r.member_id}`;
    const claim = claims.get(key) ?? { run: Number(r.run_id), member: Number(r.member_id), remaining: BigInt(r.remaining), bets: new Set<number>() };
    claim.bets.add(Number(r.bet_id));
    claims.set(key, claim);
  }
  const takings: { claim: Claim; stake: ReturnedStake; taken: bigint }[] = [];
  for (const stake of stakes) {
    let left = stake.stake;
    for (const claim of claims.values()) {
      if (left === 0n) break;
      if (claim.member !== stake.memberId || !claim.bets.has(stake.betId)) continue;
      const taken = min(left, claim.remaining);
      if (taken === 0n) continue;
      claim.remaining -= taken;
      left -= taken;
      takings.push({ claim, stake, taken });
    }
  }
  return { takings, claims: [...claims.values()], references };
}

type Claim = OpenClaim & { bets: Set<number> };

async function writeRemaining(tx: DbOrTx, updates: OpenClaim[]) {
  if (!updates.length) return;
  await tx.execute(sql`
    update cover_claims c set remaining = u.remaining
    from ${columnRows('u', [
      ['run', 'bigint', updates.map((u) => u.run)],
      ['member', 'bigint', updates.map((u) => u.member)],
      ['remaining', 'bigint', updates.map((u) => u.remaining.toString())],
    ])}
    where c.run_id = u.run and c.member_id = u.member`);
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
