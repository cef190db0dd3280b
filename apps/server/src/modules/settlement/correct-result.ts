import { eq, sql } from 'drizzle-orm';
import type { TPeriod } from '@scoreline/contract/odds/selections';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { matches, settlementRuns } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';
import { postedHoldPostings } from '../ledger/holds.ts';
import { postTransactions, type Posting, type PostTransactionInput } from '../ledger/post-transaction.ts';
import { assertScoresAgree, lockMatch, periodScore, scoreColumns } from './enter-result.ts';
import { betOutcome, settledFigures, settlementKey, settlingBet, SETTLING_BET_COLUMNS, type BetOutcome, type SettlingBet } from './bet-outcome.ts';
import { markBets } from './settlement-worker.ts';

type Rows<T> = { rows: T[] };
type SettledBet = SettlingBet & { status: string; settlementTxId: number; credited: bigint };

/**
 * Corrects a period's score (product rules: a correction is a visible reversal plus a new
 * settlement, never an edit). Every bet whose outcome changes gets a reversal of its settlement
 * (the mirror of its entries, pointing at it) and a new settlement, both in the member's bill;
 * bets whose outcome stands are left alone. All in one transaction: a match is never half
 * corrected. If taking back a wrong win would overdraw members, nothing changes and the refusal
 * says how many members are short (product rules: a member's balance never goes negative).
 */
export async function correctResult(ctx: AppContext, input: { matchId: number; period: TPeriod; home: number; away: number; reason: string }, actor: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const match = await lockMatch(tx, input.matchId);
    const [oldHome, oldAway] = periodScore(match, input.period);
    if (oldHome === null || oldAway === null) throw new AppError('RESULT_NOT_ENTERED');
    if (oldHome === input.home && oldAway === input.away) throw new AppError('RESULT_ALREADY_ENTERED');
    assertScoresAgree(match, input.period, input.home, input.away);
    const pending = (await tx.execute(sql`select 1 from settlement_runs where match_id = ${match.id} and status = 'pending' limit 1`)) as unknown as Rows<unknown>;
    if (pending.rows.length) throw new AppError('MATCH_STATE_ERROR', { state: 'settling' });

    const [run] = await tx
      .insert(settlementRuns)
      .values({ matchId: match.id, period: input.period, kind: 'correction', scoreHome: input.home, scoreAway: input.away, reason: input.reason, createdBy: actor, createdAt: now })
      .returning({ id: settlementRuns.id });
    const runId = run!.id;

    const settled = await lockSettledBets(tx, match.id, input.period);
    const changes = settled
      .map((bet) => ({ bet, next: betOutcome(bet, input.home, input.away) }))
      .filter((c) => c.next.status !== c.bet.status);
    await refuseOverdrafts(tx, changes);

    // Wins first, take-backs after: a member's balance then only rises before it falls, so it
    // never dips below zero in the middle of the batch when it ends at or above zero.
    changes.sort((a, b) => Number(b.next.credited - b.bet.credited) - Number(a.next.credited - a.bet.credited) || a.bet.id - b.bet.id);
    const entries = await settlementEntries(tx, changes.map((c) => c.bet.settlementTxId));
    const memo = `correction ${input.period} ${oldHome}-${oldAway} -> ${input.home}-${input.away}: ${input.reason}`;
    const batch: PostTransactionInput[] = changes.flatMap(({ bet, next }) => [
      {
        idempotencyKey: `reversal:${bet.settlementTxId}`,
        kind: 'bet_settle_reversal',
        billGroup: 'B',
        refType: 'bet_stake',
        refId: String(bet.id),
        reversesId: bet.settlementTxId,
        actor,
        at: now,
        memo,
        postings: (entries.get(bet.settlementTxId) ?? []).map((p) => ({ ...p, side: p.side === 'debit' ? 'credit' : 'debit' })),
      },
      {
        idempotencyKey: settlementKey(bet.id, runId),
        kind: 'bet_settle',
        billGroup: 'B',
        refType: 'bet_stake',
        refId: String(bet.id),
        actor,
        at: now,
        memo,
        // The stake, back in frozen after the reversal, leaves it as a first settlement would.
        postings: postedHoldPostings(memberAccountCode(bet.memberId, 'frozen'), bet.stake, next.debits, next.credits),
      },
    ]);
    const posted = await postTransactions(tx, batch);
    const updates = changes.map(({ bet, next }, i) => settledFigures(bet.id, next, posted[2 * i + 1]!.transactionId));
    await markBets(tx, updates, now, 'settled');
    if (updates.length) {
      await tx.execute(sql`
        update holds h set resolved_tx_id = u.t, resolved_at = ${now}
        from json_to_recordset(${JSON.stringify(updates.map((u) => ({ r: String(u.id), t: u.t })))}::json) as u(r text, t bigint)
        where h.purpose = 'bet_stake' and h.ref_id = u.r`);
    }
    const paid = changes.reduce((s, c) => s + c.next.credited, 0n);
    const kept = changes.reduce((s, c) => s + (c.next.status === 'lost' ? c.bet.stake : 0n), 0n);
    await tx
      .update(settlementRuns)
      .set({ status: 'done', settled: changes.length, paidToMembers: paid, keptByHouse: kept, finishedAt: now })
      .where(eq(settlementRuns.id, runId));
    await tx.update(matches).set(scoreColumns(input.period, input.home, input.away, actor, now)).where(eq(matches.id, match.id));
  });
}

async function lockSettledBets(tx: Tx, matchId: number, period: TPeriod): Promise<SettledBet[]> {
  const rows = (await tx.execute(sql`
    select ${SETTLING_BET_COLUMNS}, status, settlement_tx_id, coalesce(actual_win_amount, 0)::text as actual_win
    from bets where match_id = ${matchId} and period = ${period} and status in ('winning', 'lost')
    order by id for update`)) as unknown as Rows<Record<string, unknown>>;
  return rows.rows.map((r) => ({
    ...settlingBet(r),
    status: String(r.status),
    settlementTxId: Number(r.settlement_tx_id),
    credited: r.status === 'winning' ? BigInt(r.actual_win as string) : 0n,
  }));
}

/** Refuses the correction when any member's available balance cannot cover what it takes back. */
async function refuseOverdrafts(tx: Tx, changes: { bet: SettledBet; next: BetOutcome }[]) {
  const net = new Map<number, bigint>();
  for (const { bet, next } of changes) net.set(bet.memberId, (net.get(bet.memberId) ?? 0n) + next.credited - bet.credited);
  const takers = [...net].filter(([, d]) => d < 0n);
  if (!takers.length) return;
  const balances = (await tx.execute(sql`
    select member_id, (credits_posted - debits_posted)::text as available from ledger_accounts
    where code in (select json_array_elements_text(${JSON.stringify(takers.map(([m]) => memberAccountCode(m, 'available')))}::json))`)) as unknown as Rows<{
    member_id: number | string;
    available: string;
  }>;
  const available = new Map(balances.rows.map((r) => [Number(r.member_id), BigInt(r.available)]));
  const short = takers.filter(([m, d]) => (available.get(m) ?? 0n) + d < 0n).length;
  if (short) throw new AppError('CORRECTION_BALANCE_SHORT', { count: short }, { members: short });
}

/** The postings of each settlement transaction, to mirror in its reversal. */
async function settlementEntries(tx: Tx, txIds: number[]): Promise<Map<number, Posting[]>> {
  const out = new Map<number, Posting[]>();
  if (!txIds.length) return out;
  const rows = (await tx.execute(sql`
    select e.transaction_id, a.code, e.side, e.amount::text as amount from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.transaction_id in (select (json_array_elements_text(${JSON.stringify(txIds)}::json))::bigint) order by e.id`)) as unknown as Rows<{
    transaction_id: number | string;
    code: string;
    side: 'debit' | 'credit';
    amount: string;
  }>;
  for (const r of rows.rows) {
    const list = out.get(Number(r.transaction_id)) ?? [];
    list.push({ account: r.code, side: r.side, amount: BigInt(r.amount) });
    out.set(Number(r.transaction_id), list);
  }
  return out;
}
