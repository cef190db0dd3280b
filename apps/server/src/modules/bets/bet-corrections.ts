import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TBet } from '@scoreline/contract/api/matches';
import type { AppContext } from '../../app-context.ts';
import { ledgerTransactions, settlementRuns } from '../../db/schema.ts';
import { POSTPONEMENT_JOB_ACTOR } from '../settlement/postponement-deadline.ts';
import { runOfSettlementKey } from '../settlement/bet-outcome.ts';

type TCorrection = NonNullable<TBet['correction']>;

/** Settled on a result (a revoked bet was not, so no correction reached it). */
const settledOnResult = (v: TBet) => v.status === 'winning' || v.status === 'lost';
/** Revoked by a void or abandon run (a bet the member cancelled has no settle time). */
const revokedByRun = (v: TBet) => v.status === 'revoked' && v.settledAt !== null;

/**
 * Marks the settled bets whose period's result the back office corrected afterwards, with the
 * score before and after the latest correction, and whether a correction reversed and settled
 * this bet again (its bill then shows both lines) or left its outcome as it was. One read of the
 * matches' result runs (indexed by match) and one of the bets' reversals, whatever the number of
 * bets; a page without settled bets reads nothing.
 */
export async function withCorrections(ctx: Pick<AppContext, 'db'>, views: TBet[]): Promise<TBet[]> {
  return withVoidReasons(ctx, await withResultCorrections(ctx, views));
}

/**
 * Says why the revoked bets among these (revoked by a run, not cancelled) came back: the void or
 * abandon run of their match, one indexed read (QA: the trader's reason never reached the member,
 * and a postponement run out read as a plain void).
 */
async function withVoidReasons(ctx: Pick<AppContext, 'db'>, views: TBet[]): Promise<TBet[]> {
  const revoked = views.filter(revokedByRun);
  if (!revoked.length) return views;
  const runs = await ctx.db
    .select({ matchId: settlementRuns.matchId, reason: settlementRuns.reason, by: settlementRuns.createdBy })
    .from(settlementRuns)
    .where(and(inArray(settlementRuns.matchId, [...new Set(revoked.map((v) => v.matchId))]), eq(settlementRuns.kind, 'void')))
    .orderBy(asc(settlementRuns.id));
  const byMatch = new Map(runs.map((r) => [r.matchId, r]));
  return views.map((v) => {
    const run = revokedByRun(v) ? byMatch.get(v.matchId) : undefined;
    if (!run) return v;
    const afterPostponement = run.by === POSTPONEMENT_JOB_ACTOR;
    return { ...v, voided: { reason: afterPostponement ? null : run.reason, afterPostponement } };
  });
}

async function withResultCorrections(ctx: Pick<AppContext, 'db'>, views: TBet[]): Promise<TBet[]> {
  const settled = views.filter(settledOnResult);
  if (!settled.length) return views;
  const runs = await resultRuns(ctx, [...new Set(settled.map((v) => v.matchId))]);
  const latest = latestCorrections(runs);
  if (!latest.size) return views;
  const resettledBy = await lastResettlingRuns(ctx, settled);
  const runsById = new Map(runs.map((r) => [r.id, r]));
  return views.map((v) => {
    const correction = settledOnResult(v) ? latest.get(`${v.matchId}:${v.period}`) : undefined;
    if (!correction) return v;
    // The member's bet was settled on the period's first result: after two corrections (2-1, then
    // 0-0, then 1-1) "0-0 -> 1-1" named neither the score it was paid on nor the correction that took
    // the payout back (QA). So the bet says where its result went from there, unless the result
    // came back to that score, when the latest change is what there is to say.
    const { first, to } = correction;
    const from = first === to ? correction.from : first;
    // Why and when: the correction that last settled this bet again, not a later one that left
    // it as it was (QA: a bet whose win "FT score typo" took back read "other to other").
    // The score that correction set goes with them, so the order can tell it from the result now.
    const resettled = resettledBy.get(v.id);
    const changedBy = runsById.get(resettled?.run ?? -1);
    const { at, reason, changedTo } = changedBy ? { at: changedBy.at.toISOString(), reason: changedBy.reason, changedTo: `${changedBy.home}-${changedBy.away}` } : { ...correction, changedTo: to };
    return { ...v, correction: { from, to, changedTo, at, reason, resettled: resettled !== undefined, resettlements: resettled?.times ?? 0 } };
  });
}

/**
 * The bets among these that a correction reversed and settled again, each with the run of the
 * latest such correction and how many corrections did so.
 */
async function lastResettlingRuns(ctx: Pick<AppContext, 'db'>, views: TBet[]): Promise<Map<number, { run: number; times: number }>> {
  const rows = await ctx.db
    // A correction's new settlement is keyed by bet and run (settlementKey), in the corrections' bill group X.
    .select({ ref: ledgerTransactions.refId, run: sql<string>`${runOfSettlementKey(sql`${ledgerTransactions.idempotencyKey}`)}` })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.refType, 'bet_stake'), inArray(ledgerTransactions.refId, views.map((v) => String(v.id))), eq(ledgerTransactions.kind, 'bet_settle'), eq(ledgerTransactions.billGroup, 'X')))
    .orderBy(asc(ledgerTransactions.id));
  const byBet = new Map<number, { run: number; times: number }>();
  for (const r of rows) byBet.set(Number(r.ref), { run: Number(r.run), times: (byBet.get(Number(r.ref))?.times ?? 0) + 1 });
  return byBet;
}

type TResultRun = { id: number; matchId: number; period: string | null; kind: string; home: number | null; away: number | null; reason: string | null; by: string; at: Date };

/** The runs that set these matches' results (settlements and corrections of a period), in the order they were made: one indexed read. */
export async function resultRuns(ctx: Pick<AppContext, 'db'>, matchIds: number[]): Promise<TResultRun[]> {
  if (!matchIds.length) return [];
  return ctx.db
    .select({
      id: settlementRuns.id,
      matchId: settlementRuns.matchId,
      period: settlementRuns.period,
      kind: settlementRuns.kind,
      home: settlementRuns.scoreHome,
      away: settlementRuns.scoreAway,
      reason: settlementRuns.reason,
      by: settlementRuns.createdBy,
      at: settlementRuns.createdAt,
    })
    .from(settlementRuns)
    .where(and(inArray(settlementRuns.matchId, matchIds), inArray(settlementRuns.kind, ['settle', 'correction']), isNotNull(settlementRuns.period)))
    .orderBy(asc(settlementRuns.id));
}

/**
 * A period's latest correction: the score it replaced and set, when, why and who made it (the
 * stored actor), and the period's first result (`first`: what its bets were settled on).
 */
export type TLatestCorrection = Omit<TCorrection, 'resettled' | 'resettlements' | 'changedTo'> & { by: string; first: string };

/** Per "match:period", the latest correction and the score it replaced (the run before it), runs in the order they were made. */
export function latestCorrections(runs: TResultRun[]): Map<string, TLatestCorrection> {
  const previous = new Map<string, string>();
  const first = new Map<string, string>();
  const latest = new Map<string, TLatestCorrection>();
  for (const run of runs) {
    const key = `${run.matchId}:${run.period}`;
    const score = `${run.home}-${run.away}`;
    const before = previous.get(key);
    if (run.kind === 'correction' && before !== undefined) latest.set(key, { from: before, to: score, at: run.at.toISOString(), reason: run.reason, by: run.by, first: first.get(key)! });
    if (!first.has(key)) first.set(key, score);
    previous.set(key, score);
  }
  return latest;
}
