import { sql } from 'drizzle-orm';
import type { TPeriod } from '@scoreline/contract/odds/selections';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';
import { anyOf } from '../../db/column-rows.ts';
import { lockCoverClaims, shortfallKeyOf, type OpenClaim } from './cover-claims.ts';
import { assertScoresAgree, lockMatch, periodScore } from './enter-result.ts';
import { betOutcome, runOfSettlementKey, settlingBet, SETTLING_BET_COLUMNS, type BetOutcome, type SettlingBet } from './bet-outcome.ts';

// What correcting a period's score does, decided once: the correction carries it out and the
// preview shows it, so the trader is shown exactly what the correction will then move.

type Rows<T> = { rows: T[] };
export type CorrectionInput = { matchId: number; period: TPeriod; home: number; away: number };
export type SettledBet = SettlingBet & { status: string; settlementTxId: number; credited: bigint };
export type CorrectionChange = { bet: SettledBet; next: BetOutcome };
export type CorrectionPlan = {
  match: Awaited<ReturnType<typeof lockMatch>>;
  /** The score replaced, "2-1". */
  from: string;
  changes: CorrectionChange[];
  /** Members whose available balance cannot cover what the changes take back from them, and by how much (kobo). */
  short: ShortMember[];
  /** Members this correction pays who owe back an earlier cover of the operator on this match, and how much is taken back (kobo). */
  recoveries: CoverRecovery[];
  /** Each member short's newest bet still waiting, by uid: a cover's claim reaches the stakes of bets up to it (cover-claims.ts). */
  lastWaitingBet: Map<number, number>;
  /** The open claims of the members paid, locked, oldest first (empty when the plan does not lock): what `recoveries` shrink. */
  payeeClaims: OpenClaim[];
};
/**
 * `inOpenWithdrawal`: kobo of theirs held by a withdrawal not yet paid out (it may come back to
 * them); `inOpenBets`: kobo staked on their bets still waiting (a cancel or a void may return it:
 * the operator's cover is then taken back from it, cover-claims.ts).
 */
export type ShortMember = { uid: number; username: string; shortBy: number; inOpenWithdrawal: number; inOpenBets: number };
export type CoverRecovery = { uid: number; amount: bigint };

/**
 * Refuses a correction that cannot be made (the same refusals for the preview and the correction)
 * and lists the bets whose outcome changes. lock: the correction locks the match and the bets it
 * will change; the preview only reads (in a read-only transaction).
 */
export async function planCorrection(tx: Tx, input: CorrectionInput & { from?: string | undefined }, lock: boolean): Promise<CorrectionPlan> {
  const match = await lockMatch(tx, input.matchId, lock);
  // A void match did not take place: it has no result to correct and no bet to settle again. One
  // voided after its half time was settled (the desk allowed it before void-match.ts refused it)
  // would otherwise move money again on a match members were told did not take place. An
  // abandoned match may be corrected: its settled half stands.
  if (match.state === 'void') throw new AppError('MATCH_STATE_ERROR', { state: match.state });
  const [oldHome, oldAway] = periodScore(match, input.period);
  if (oldHome === null || oldAway === null) throw new AppError('RESULT_NOT_ENTERED');
  const from = `${String(oldHome)}-${String(oldAway)}`;
  // Judged under the match's lock, and first: of two corrections previewed from the same score, the
  // second finds the first's score and is told so, even when both typed the same new score (QA: it
  // then read "already that score", as if the trader had typed it).
  if (input.from !== undefined && input.from !== from) throw new AppError('RESULT_CHANGED_MEANWHILE', {}, { field: 'from', current: from });
  // The same score again corrects nothing: said as such, with its own code (RESULT_ALREADY_ENTERED
  // would tell the trader to use a correction; VALIDATION_FAILED said only "not valid" in the audit log).
  if (oldHome === input.home && oldAway === input.away) throw new AppError('RESULT_UNCHANGED', { score: from }, { field: 'home', current: from });
  assertScoresAgree(match, input.period, input.home, input.away);
  const pending = (await tx.execute(sql`select 1 from settlement_runs where match_id = ${match.id} and status = 'pending' limit 1`)) as unknown as Rows<unknown>;
  if (pending.rows.length) throw new AppError('MATCH_STATE_ERROR', { state: 'settling' });

  const settled = await settledBets(tx, match.id, input.period, lock);
  const changes = settled.map((bet) => ({ bet, next: betOutcome(bet, input.home, input.away) })).filter((c) => c.next.status !== c.bet.status);
  const net = netToMembers(changes);
  if (lock) {
    // Before any balance or cover is read, in the order of decision 020 (holds, then claims, then
    // accounts): the pending holds of the members it takes from, so a cancel or a void of their
    // stakes (or a withdrawal's decision) either commits before their balances are read or waits
    // for this correction and then finds its claims; and the claims of the members it pays, so a
    // stake returned meanwhile cannot take back a cover this correction takes back too (QA: both
    // races paid or took a cover twice).
    await lockPendingHolds(tx, [...net].filter(([, d]) => d < 0n).map(([uid]) => uid));
  }
  const payeeClaims = lock ? await lockCoverClaims(tx, match.id, input.period, [...net].filter(([, d]) => d > 0n).map(([uid]) => uid)) : [];
  const { short, lastWaitingBet } = await membersShort(tx, net);
  const recoveries = await coverRecoveries(tx, { matchId: match.id, period: input.period }, changes, net);
  return { match, from, changes, short, lastWaitingBet, payeeClaims, recoveries };
}

/** The money of a plan, in kobo: what the run records and the preview shows. */
export function correctionFigures(changes: CorrectionChange[]) {
  const sum = (of: (c: CorrectionChange) => bigint) => changes.reduce((s, c) => s + of(c), 0n);
  const toWinning = changes.filter((c) => c.next.status === 'winning').length;
  return {
    changed: changes.length,
    toWinning,
    toLost: changes.length - toWinning,
    takenBack: sum((c) => c.bet.credited),
    paid: sum((c) => c.next.credited),
    kept: sum((c) => (c.next.status === 'lost' ? c.bet.stake : 0n)),
  };
}

async function settledBets(tx: Tx, matchId: number, period: TPeriod, lock: boolean): Promise<SettledBet[]> {
  const rows = (await tx.execute(sql`
    select ${SETTLING_BET_COLUMNS}, status, settlement_tx_id, coalesce(actual_win_amount, 0)::text as actual_win
    from bets where match_id = ${matchId} and period = ${period} and status in ('winning', 'lost')
    order by id ${lock ? sql`for update` : sql``}`)) as unknown as Rows<Record<string, unknown>>;
  return rows.rows.map((r) => ({
    ...settlingBet(r),
    status: String(r.status),
    settlementTxId: Number(r.settlement_tx_id),
    credited: r.status === 'winning' ? BigInt(r.actual_win as string) : 0n,
  }));
}

/** What the changes move to (positive) or take from (negative) each member's available balance, by uid. */
function netToMembers(changes: CorrectionChange[]): Map<number, bigint> {
  const net = new Map<number, bigint>();
  for (const { bet, next } of changes) net.set(bet.memberId, (net.get(bet.memberId) ?? 0n) + next.credited - bet.credited);
  return net;
}

async function lockPendingHolds(tx: Tx, uids: number[]) {
  if (uids.length) await tx.execute(sql`select id from holds where member_id = ${anyOf('bigint', uids)} and status = 'pending' order by id for update`);
}

/** The members whose available balances cannot cover what the changes take back from them, by uid. */
async function membersShort(tx: Tx, net: Map<number, bigint>): Promise<{ short: ShortMember[]; lastWaitingBet: Map<number, number> }> {
  const takers = [...net].filter(([, d]) => d < 0n);
  if (!takers.length) return { short: [], lastWaitingBet: new Map() };
  // Each member's pending holds read once: what a withdrawal holds, what waiting bets hold, the newest of those bets.
  const balances = (await tx.execute(sql`
    select a.member_id, m.username, (a.credits_posted - a.debits_posted)::text as available,
      h.in_withdrawal::text as in_withdrawal, h.in_bets::text as in_bets, h.last_bet
    from ledger_accounts a join members m on m.id = a.member_id
    cross join lateral (
      select coalesce(sum(amount) filter (where purpose = 'withdrawal'), 0) as in_withdrawal,
        coalesce(sum(amount) filter (where purpose = 'bet_stake'), 0) as in_bets,
        max(ref_id::bigint) filter (where purpose = 'bet_stake') as last_bet
      from holds where member_id = a.member_id and status = 'pending') h
    where a.code in (select json_array_elements_text(${JSON.stringify(takers.map(([m]) => memberAccountCode(m, 'available')))}::json))`)) as unknown as Rows<{
    member_id: number | string;
    username: string;
    available: string;
    in_withdrawal: string;
    in_bets: string;
    last_bet: number | string | null;
  }>;
  const found = new Map(balances.rows.map((r) => [Number(r.member_id), r]));
  const short: ShortMember[] = [];
  const lastWaitingBet = new Map(balances.rows.flatMap((r) => (r.last_bet === null ? [] : [[Number(r.member_id), Number(r.last_bet)] as const])));
  for (const [uid, change] of takers) {
    const account = found.get(uid);
    const shortBy = -(BigInt(account?.available ?? '0') + change);
    if (shortBy > 0n) short.push({ uid, username: account?.username ?? '', shortBy: Number(shortBy), inOpenWithdrawal: Number(account?.in_withdrawal ?? 0), inOpenBets: Number(account?.in_bets ?? 0) });
  }
  return { short: short.sort((a, b) => a.uid - b.uid), lastWaitingBet };
}

/**
 * The operator's covers (decision 028) taken back from the winnings this correction pays again: a
 * cover stood in for winnings a correction took back, so when a later correction pays those same
 * winnings again the member must not have them twice (QA: 1-0, then 0-0 with the spent win
 * covered, then 1-0 again paid the win a second time). Only those winnings: a bet whose win the
 * covered correction did not take back (another score, or the other half) is owed in full (QA: a
 * first-half cover was taken out of a full-time win the member never had). Per member, at most
 * the cover still standing on the match's period, what those bets pay, and what the correction
 * pays the member in all, so their balance only falls back to where it was.
 */
async function coverRecoveries(tx: Tx, on: { matchId: number; period: TPeriod }, changes: CorrectionChange[], net: Map<number, bigint>): Promise<CoverRecovery[]> {
  const paidAgain = changes.filter((c) => c.next.status === 'winning' && (net.get(c.bet.memberId) ?? 0n) > 0n);
  if (!paidAgain.length) return [];
  // A bet's settlement is that of the last run that changed it (settlementKey(bet, run)); now
  // lost, that run took its win back: covered if the run covered the bet's member.
  const covered = (await tx.execute(sql`
    select c.bet from json_to_recordset(${JSON.stringify(paidAgain.map((c) => ({ bet: c.bet.id, uid: c.bet.memberId, tx: c.bet.settlementTxId })))}::json) as c(bet bigint, uid bigint, tx bigint)
    join ledger_transactions t on t.id = c.tx
    where exists (select 1 from ledger_transactions s where s.idempotency_key = ${shortfallKeyOf(runOfSettlementKey(sql`t.idempotency_key`), sql`c.uid::text`)})`)) as unknown as Rows<{ bet: number | string }>;
  const coveredBets = new Set(covered.rows.map((r) => Number(r.bet)));
  const repaid = new Map<number, bigint>();
  for (const c of paidAgain) if (coveredBets.has(c.bet.id)) repaid.set(c.bet.memberId, (repaid.get(c.bet.memberId) ?? 0n) + c.next.credited);
  if (!repaid.size) return [];
  const standing = (await tx.execute(sql`
    select a.member_id, sum(case when e.side = 'credit' then e.amount else -e.amount end)::text as standing
    from settlement_runs r
    join ledger_transactions t on t.ref_type = 'settlement_run' and t.ref_id = r.id::text
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.member_id is not null
    where r.match_id = ${on.matchId} and r.period = ${on.period} and t.kind in ('correction_shortfall', 'correction_cover_recovery', 'correction_cover_return')
      and a.member_id in (select (json_array_elements_text(${JSON.stringify([...repaid.keys()])}::json))::bigint)
    group by a.member_id`)) as unknown as Rows<{ member_id: number | string; standing: string }>;
  const least = (...amounts: bigint[]) => amounts.reduce((a, b) => (b < a ? b : a));
  const out: CoverRecovery[] = [];
  for (const r of standing.rows) {
    const uid = Number(r.member_id);
    const amount = least(BigInt(r.standing), repaid.get(uid)!, net.get(uid)!);
    if (amount > 0n) out.push({ uid, amount });
  }
  return out.sort((a, b) => a.uid - b.uid);
}
