import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { TBet } from '@scoreline/contract/api/matches';
import type { AppContext } from '../../app-context.ts';
import { settlementRuns } from '../../db/schema.ts';

type TCorrection = NonNullable<TBet['correction']>;

/**
 * Marks the settled bets whose period's result the back office corrected afterwards, with the
 * score before and after the latest correction: the member's bill shows a reversal and a new
 * settlement, and the order itself must say why. One read of the matches' result runs (indexed
 * by match) whatever the number of bets; a page without settled bets reads nothing.
 */
/** Settled on a result (a revoked bet was not, so no correction reached it). */
const settledOnResult = (v: TBet) => v.status === 'winning' || v.status === 'lost';

export async function withCorrections(ctx: Pick<AppContext, 'db'>, views: TBet[]): Promise<TBet[]> {
  const settled = views.filter(settledOnResult);
  if (!settled.length) return views;
  const runs = await ctx.db
    .select({ matchId: settlementRuns.matchId, period: settlementRuns.period, kind: settlementRuns.kind, home: settlementRuns.scoreHome, away: settlementRuns.scoreAway, reason: settlementRuns.reason, at: settlementRuns.createdAt })
    .from(settlementRuns)
    .where(and(inArray(settlementRuns.matchId, [...new Set(settled.map((v) => v.matchId))]), inArray(settlementRuns.kind, ['settle', 'correction']), isNotNull(settlementRuns.period)))
    .orderBy(asc(settlementRuns.id));
  const latest = latestCorrections(runs);
  return views.map((v) => {
    const correction = settledOnResult(v) ? latest.get(`${v.matchId}:${v.period}`) : undefined;
    return correction ? { ...v, correction } : v;
  });
}

type TResultRun = { matchId: number; period: string | null; kind: string; home: number | null; away: number | null; reason: string | null; at: Date };

/** Per "match:period", the latest correction and the score it replaced (the run before it), runs in the order they were made. */
export function latestCorrections(runs: TResultRun[]): Map<string, TCorrection> {
  const previous = new Map<string, string>();
  const latest = new Map<string, TCorrection>();
  for (const run of runs) {
    const key = `${run.matchId}:${run.period}`;
    const score = `${run.home}-${run.away}`;
    const before = previous.get(key);
    if (run.kind === 'correction' && before !== undefined) latest.set(key, { from: before, to: score, at: run.at.toISOString(), reason: run.reason });
    previous.set(key, score);
  }
  return latest;
}
