import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { matches, settlementRuns } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { memberAccountCode } from '../ledger/member-accounts.ts';
import { postedHoldPostings } from '../ledger/holds.ts';
import { InsufficientFundsError, postTransactions, type Posting, type PostTransactionInput } from '../ledger/post-transaction.ts';
import { scoreColumns } from './enter-result.ts';
import { settledFigures, settlementKey } from './bet-outcome.ts';
import { correctionFigures, planCorrection, type CorrectionInput } from './correction-plan.ts';
import { recordCoverClaims, shortfallKey, shrinkCoverClaims } from './cover-claims.ts';
import { noticeCorrection } from './match-notices.ts';
import { markBets } from './settlement-worker.ts';
import { CORRECTIONS_ACCOUNT } from '../admin-members/balance-corrections.ts';

type Rows<T> = { rows: T[] };

/**
 * Corrects a period's score (product rules: a correction is a visible reversal plus a new
 * settlement, never an edit). Every bet whose outcome changes gets a reversal of its settlement
 * (the mirror of its entries, pointing at it) and a new settlement, both in the member's bill;
 * bets whose outcome stands are left alone. All in one transaction: a match is never half
 * corrected. If taking back a wrong win would overdraw members, nothing changes and the refusal
 * names the members short and by how much (a member's balance never goes negative), unless the
 * trader has the operator cover what they cannot pay (houseCoversShortfall, decision 028).
 */
export async function correctResult(ctx: AppContext, input: CorrectionRequest, actor: string) {
  // A member may spend between the plan's read of their balance and the take-back's posting (a
  // bet or a withdrawal committing meanwhile): the ledger refuses the posting, the transaction
  // rolls back whole, and the correction is planned again on the balances as they now stand,
  // then refused with the amount short or covered to the kobo (QA: answered 500). Their accounts
  // are not locked before the plan: that would take them ahead of the other accounts the
  // correction posts to, out of the id order every posting locks in (decision 020).
  for (let attempt = 1; ; attempt++) {
    try {
      return await correctOnce(ctx, input, actor);
    } catch (error) {
      if (!(error instanceof InsufficientFundsError)) throw error;
      if (attempt >= SPENT_MEANWHILE_ATTEMPTS) throw new AppError('SYSTEM_BUSY');
    }
  }
}

type CorrectionRequest = CorrectionInput & { reason: string; houseCoversShortfall?: boolean | undefined; from?: string | undefined };
const SPENT_MEANWHILE_ATTEMPTS = 3;

async function correctOnce(ctx: AppContext, input: CorrectionRequest, actor: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // A `from` no longer the result is refused in the plan, under the match's lock (QA: a correction
    // previewed from a score a colleague had corrected meanwhile went through).
    const { match, from, changes, short, recoveries, lastWaitingBet, payeeClaims } = await planCorrection(tx, input, true);
    if (short.length && input.houseCoversShortfall !== true) throw new AppError('CORRECTION_BALANCE_SHORT', { count: short.length }, { members: short.length, short });
    // Money of theirs still held by a withdrawal is not spent: covering it too would give it to
    // them twice if the withdrawal is then rejected or fails (QA). Decided first, the withdrawal
    // either returns the money (nothing to cover) or pays it out (then the operator may cover).
    const withdrawing = short.filter((m) => m.inOpenWithdrawal > 0);
    if (withdrawing.length) throw new AppError('CORRECTION_WITHDRAWAL_OPEN', { count: withdrawing.length }, { members: withdrawing.length, short: withdrawing });

    const [run] = await tx
      .insert(settlementRuns)
      .values({ matchId: match.id, period: input.period, kind: 'correction', scoreHome: input.home, scoreAway: input.away, reason: input.reason, createdBy: actor, createdAt: now })
      .returning({ id: settlementRuns.id });
    const runId = run!.id;

    // Wins first, take-backs after: a member's balance then only rises before it falls, so it
    // never dips below zero in the middle of the batch when it ends at or above zero.
    changes.sort((a, b) => Number(b.next.credited - b.bet.credited) - Number(a.next.credited - a.bet.credited) || a.bet.id - b.bet.id);
    const entries = await settlementEntries(tx, changes.map((c) => c.bet.settlementTxId));
    const memo = `${match.homeTeam} v ${match.awayTeam} ${input.period} corrected ${from} -> ${input.home}-${input.away}: ${input.reason}`;
    const batch: PostTransactionInput[] = changes.flatMap(({ bet, next }) => [
      {
        idempotencyKey: `reversal:${bet.settlementTxId}`,
        kind: 'bet_settle_reversal',
        // Spec 4: corrections are their own bill group (X), apart from the bets' own lines (B).
        billGroup: 'X',
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
        billGroup: 'X',
        refType: 'bet_stake',
        refId: String(bet.id),
        actor,
        at: now,
        memo,
        // The stake, back in frozen after the reversal, leaves it as a first settlement would.
        postings: postedHoldPostings(memberAccountCode(bet.memberId, 'frozen'), bet.stake, next.debits, next.credits),
      },
    ]);
    // Between a member's available balance and expense:corrections, in this run's bill group X:
    // the operator's cover (to the member) or its taking back (from the member).
    const operatorMoney = (kind: 'correction_shortfall' | 'correction_cover_recovery', uid: number, amount: bigint, toMember: boolean, why: string): PostTransactionInput => ({
      idempotencyKey: kind === 'correction_shortfall' ? shortfallKey(runId, uid) : `correction-cover-recovery:${runId}:${uid}`,
      kind,
      billGroup: 'X',
      refType: 'settlement_run',
      refId: String(runId),
      actor,
      at: now,
      memo: `${memo} (${why})`.slice(0, 500),
      postings: [
        { account: CORRECTIONS_ACCOUNT, side: toMember ? 'debit' : 'credit', amount },
        { account: memberAccountCode(uid, 'available'), side: toMember ? 'credit' : 'debit', amount },
      ],
    });
    // First, what members short cannot pay back is paid into their balance by the operator, so the
    // reversals below take all of it and no balance goes below zero (decision 028).
    const covers = short.map((m) => operatorMoney('correction_shortfall', m.uid, BigInt(m.shortBy), true, 'winnings already spent, covered by the operator'));
    // Last, the operator's earlier covers on this match are taken back from what members are paid
    // again (correction-plan.ts coverRecoveries): after the wins, so no balance dips below zero.
    const recovered = recoveries.map((r) =>
      operatorMoney('correction_cover_recovery', r.uid, r.amount, false, "the operator's earlier cover of these winnings, taken back as they are paid again"),
    );
    // Claims (locked before the accounts, decision 020): shrunk by the covers taken back now, and
    // made for covers standing in for stakes still waiting (cover-claims.ts).
    await shrinkCoverClaims(tx, payeeClaims, recoveries);
    const posted = (await postTransactions(tx, [...covers, ...batch, ...recovered])).slice(covers.length);
    await recordCoverClaims(tx, runId, short, lastWaitingBet, now);
    const updates = changes.map(({ bet, next }, i) => settledFigures(bet.id, next, posted[2 * i + 1]!.transactionId));
    await markBets(tx, updates, now, 'settled');
    if (updates.length) {
      await tx.execute(sql`
        update holds h set resolved_tx_id = u.t, resolved_at = ${now}
        from json_to_recordset(${JSON.stringify(updates.map((u) => ({ r: String(u.id), t: u.t })))}::json) as u(r text, t bigint)
        where h.purpose = 'bet_stake' and h.ref_id = u.r`);
    }
    await noticeCorrection(tx, { match, period: input.period, from, to: `${input.home}-${input.away}`, reason: input.reason, changes, runId, at: now, covered: short });
    const figures = correctionFigures(changes);
    await tx
      .update(settlementRuns)
      .set({ status: 'done', settled: figures.changed, paidToMembers: figures.paid, keptByHouse: figures.kept, takenBack: figures.takenBack, finishedAt: now })
      .where(eq(settlementRuns.id, runId));
    await tx.update(matches).set(scoreColumns(input.period, input.home, input.away, actor, now)).where(eq(matches.id, match.id));
  });
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
