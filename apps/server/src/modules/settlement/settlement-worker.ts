import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { anyOf, columnRows } from '../../db/column-rows.ts';
import { resolveHolds, type HoldResolution } from '../ledger/holds.ts';
import { betOutcome, settledFigures, settlementKey, settlingBet, SETTLING_BET_COLUMNS, type SettlingBet } from './bet-outcome.ts';
import { coverReturns } from './cover-claims.ts';

// Works settlement runs (see the settlement_runs table): one worker at a time per run, holding a
// lease taken with FOR UPDATE SKIP LOCKED, in chunks of set-based SQL. Each chunk is one database
// transaction that locks its waiting bets (SKIP LOCKED: a bet a member is cancelling right now is
// left for the next pass), resolves their stake holds and posts their ledger transactions as one
// batch, and marks them settled. A crash loses at most the chunks in flight, which roll back; the
// lease then expires and any process resumes with the bets still waiting. A bet leaves "waiting"
// only in the transaction that posts its money, so it is settled exactly once.

/** A bet being cancelled while the run reaches it is retried after this pause. */
const LOCKED_BET_PAUSE_MS = 50;

/**
 * Chunks in flight at once, each its own database transaction: while one writes its postings
 * (holding the house accounts every chunk posts to), the next locks its bets, resolves their
 * holds and marks them; with one, the database and this process mostly wait for each other.
 */
const CHUNKS_IN_FLIGHT = 2;

const WORKER = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

type Rows<T> = { rows: T[] };
/** A claimed run, with its match's teams for the bill lines ("Arsenal v Chelsea FT 2-1: won"). */
type RunRow = { id: number | string; match_id: number | string; period: string | null; kind: string; score_home: number | null; score_away: number | null; fixture: string; match_state: string };

/** Claims a pending run (one given, or the oldest) whose lease is free; null when there is none. */
async function claimRun(ctx: AppContext, runId: number | null): Promise<RunRow | null> {
  const now = ctx.clock.now();
  const claimed = (await ctx.db.execute(sql`
    update settlement_runs set lease_owner = ${WORKER}, lease_until = ${new Date(now.getTime() + ctx.config.SETTLEMENT_LEASE_MS)}
    where id = (
      select id from settlement_runs
      where status = 'pending' and (lease_until is null or lease_until < ${now})
        ${runId === null ? sql`` : sql`and id = ${runId}`}
      order by id limit 1 for update skip locked)
    returning id, match_id, period, kind, score_home, score_away,
      (select home_team || ' v ' || away_team from matches m where m.id = settlement_runs.match_id) as fixture,
      (select state from matches m where m.id = settlement_runs.match_id) as match_state`)) as unknown as Rows<RunRow>;
  return claimed.rows[0] ?? null;
}

/** Where a pass has reached: the last bet taken, in the walk's (member, bet) order. */
type Pass = { afterMember: number; afterId: number; failed: boolean };

/**
 * Settles one chunk of the run's waiting bets after the pass's cursor; returns how many it
 * settled. The cursor moves past the chunk's bets as soon as they are locked, so the other chunk
 * in flight takes the next ones, and no chunk steps again over the bets settled before it.
 * The walk goes member by member (then bet id): a member's bets on the match settle in the same
 * chunk, so a chunk posts to each of its members' accounts once for all their bets, and locks
 * and updates a few hundred accounts instead of one or two per bet (bench/README.md).
 */
async function settleChunk(ctx: AppContext, run: RunRow, pass: Pass): Promise<number> {
  const runId = Number(run.id);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // A chunk reaches its bets, holds and accounts by key, its rows coming as arrays whose length
    // the planner knows; at a chunk's thousands it would rather hash-join a scan of the whole holds
    // or bets table than probe the index per row, which measured twice as slow (bench/README.md).
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = (await tx.execute(sql`
      select ${SETTLING_BET_COLUMNS}
      from bets where match_id = ${run.match_id} and status = 'waiting' ${run.period === null ? sql`` : sql`and period = ${run.period}`} and (member_id, id) > (${pass.afterMember}, ${pass.afterId})
      order by member_id, id limit ${ctx.config.SETTLEMENT_CHUNK} for update skip locked`)) as unknown as Rows<Record<string, unknown>>;
    if (rows.rows.length === 0) return 0;
    const bets = rows.rows.map(settlingBet);
    const last = bets[bets.length - 1]!;
    if (last.memberId > pass.afterMember || (last.memberId === pass.afterMember && last.id > pass.afterId)) {
      pass.afterMember = last.memberId;
      pass.afterId = last.id;
    }
    const settled = run.kind === 'void' ? await voidBets(tx, bets, run, now) : await settleBets(tx, bets, run, now);
    await tx.execute(sql`
      update settlement_runs set settled = settled + ${bets.length}, paid_to_members = paid_to_members + ${settled.paid},
        kept_by_house = kept_by_house + ${settled.kept}, settled_stakes = settled_stakes + ${bets.reduce((sum, b) => sum + b.stake, 0n)}, lease_until = ${new Date(now.getTime() + ctx.config.SETTLEMENT_LEASE_MS)}
      where id = ${runId}`);
    return bets.length;
  });
}

async function settleBets(tx: DbOrTx, bets: SettlingBet[], run: RunRow, at: Date) {
  const runId = Number(run.id);
  const outcomes = bets.map((b) => betOutcome(b, run.score_home!, run.score_away!));
  const resolutions: HoldResolution[] = bets.map((b, i) => ({
    purpose: 'bet_stake',
    refId: String(b.id),
    kind: 'bet_settle',
    billGroup: 'B',
    actor: `settlement:${runId}`,
    at,
    idempotencyKey: settlementKey(b.id, runId),
    memo: `${run.fixture} ${b.period} ${run.score_home}-${run.score_away}: ${outcomes[i]!.status === 'winning' ? 'won' : 'lost'}`,
    outcome: 'post',
    debits: outcomes[i]!.debits,
    credits: outcomes[i]!.credits,
  }));
  // The bets are marked before the postings lock the house accounts (see PostOptions).
  await resolveHolds(tx, resolutions, {
    beforePosting: (posted) => markBets(tx, bets.map((b, i) => settledFigures(b.id, outcomes[i]!, posted[i]!.transactionId)), at),
  });
  let paid = 0n;
  let kept = 0n;
  outcomes.forEach((o, i) => {
    paid += o.credited;
    if (o.status === 'lost') kept += bets[i]!.stake;
  });
  return { paid, kept };
}

async function voidBets(tx: DbOrTx, bets: SettlingBet[], run: RunRow, at: Date) {
  const runId = Number(run.id);
  await resolveHolds(
    tx,
    bets.map((b) => ({ purpose: 'bet_stake', refId: String(b.id), kind: 'bet_void', billGroup: 'B', actor: `settlement:${runId}`, at, // Abandoned (started, not finished) or void (not played): the bill says which.
      memo: `${run.fixture}: match ${run.match_state === 'abandoned' ? 'abandoned' : 'void'}, stake returned`, outcome: 'void' })),
    {
      beforePosting: (posted) => markBets(tx, bets.map((b, i) => ({ id: b.id, s: 'revoked', w: null, v: null, f: null, a: null, p: '0', t: posted[i]!.transactionId })), at),
      // Operators' covers that stood in for these stakes go back with them (cover-claims.ts).
      alongside: () => coverReturns(tx, bets.map((b) => ({ betId: b.id, memberId: b.memberId, stake: b.stake })), at, `settlement:${runId}`),
    },
  );
  return { paid: bets.reduce((s, b) => s + b.stake, 0n), kept: 0n };
}

type BetUpdate = { id: number; s: string; w: string | null; v: string | null; f: string | null; a: string | null; p: string; t: number };

/** Writes the settled figures of many bets in one statement; only bets still waiting change. */
export async function markBets(tx: DbOrTx, updates: BetUpdate[], at: Date, fromStatus: 'waiting' | 'settled' = 'waiting') {
  const ids = updates.map((u) => u.id);
  const changed = (await tx.execute(sql`
    with changed as (
    update bets b set status = u.s, win_amount = u.w, vip_award = u.v, handling_fee = u.f, actual_win_amount = u.a,
      profit_and_loss = u.p, settlement_tx_id = u.t, settled_at = ${at}
    from ${columnRows('u', [
      ['id', 'bigint', ids],
      ['s', 'text', updates.map((u) => u.s)],
      ['w', 'bigint', updates.map((u) => u.w)],
      ['v', 'bigint', updates.map((u) => u.v)],
      ['f', 'bigint', updates.map((u) => u.f)],
      ['a', 'bigint', updates.map((u) => u.a)],
      ['p', 'bigint', updates.map((u) => u.p)],
      ['t', 'bigint', updates.map((u) => u.t)],
    ])}
    where b.id = u.id and b.id = ${anyOf('bigint', ids)} and ${fromStatus === 'waiting' ? sql`b.status = 'waiting'` : sql`b.status in ('winning', 'lost')`}
    returning 1)
    select count(*)::int as n from changed`)) as unknown as Rows<{ n: number }>;
  // The bets were locked by this transaction, so a mismatch is a bug, not a race: refuse it all.
  if (Number(changed.rows[0]!.n) !== updates.length) throw new Error(`expected to settle ${updates.length} bets, changed ${changed.rows[0]!.n}`);
}

async function waitingCount(ctx: AppContext, run: RunRow): Promise<number> {
  const r = (await ctx.db.execute(sql`
    select count(*)::int as n from bets where match_id = ${run.match_id} and status = 'waiting'
    ${run.period === null ? sql`` : sql`and period = ${run.period}`}`)) as unknown as Rows<{ n: number }>;
  return Number(r.rows[0]!.n);
}

/**
 * One pass over the run's waiting bets in (member, id) order, CHUNKS_IN_FLIGHT chunks at a time. If a chunk
 * fails, the others stop after the one they are in, and the pass fails with the first error.
 */
async function settlePass(ctx: AppContext, run: RunRow) {
  const pass: Pass = { afterMember: 0, afterId: 0, failed: false };
  const lane = async () => {
    try {
      while (!pass.failed && (await settleChunk(ctx, run, pass)) > 0);
    } catch (error) {
      pass.failed = true;
      throw error;
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: CHUNKS_IN_FLIGHT }, lane));
  const failed = lanes.find((l): l is PromiseRejectedResult => l.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Works a run to the end if this process can claim it (or the oldest pending run when runId is
 * null). Returns false when there was nothing to claim.
 */
export async function workRun(ctx: AppContext, runId: number | null): Promise<boolean> {
  const run = await claimRun(ctx, runId);
  if (!run) return false;
  // Passes over the run's bets until none is waiting: a pass leaves a bet locked by a cancel in
  // progress to the next one.
  for (;;) {
    await settlePass(ctx, run);
    if ((await waitingCount(ctx, run)) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, LOCKED_BET_PAUSE_MS));
  }
  await ctx.db.execute(sql`
    update settlement_runs set status = 'done', finished_at = ${ctx.clock.now()}, lease_owner = null, lease_until = null
    where id = ${run.id} and status = 'pending'`);
  return true;
}

/** Works every pending run this process can claim (the periodic job, and after a restart). */
export async function workPendingRuns(ctx: AppContext): Promise<number> {
  let worked = 0;
  while (await workRun(ctx, null)) worked++;
  return worked;
}
