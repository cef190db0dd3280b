import type { TMatchSettlement, TSettlementRun } from '../../lib/api-types.ts';
import { formatDateTimeSeconds, formatDayTime, operatorClock, operatorDay } from '../../lib/format.ts';

// A settlement run's times in one narrow column: "29 Nov, 15:14" and under it "finished 15:14"
// (the finish is most often the same minute or day as the start), the full dates in a tooltip.

export type TRunTimes = { started: string; finished: string; full: string };

export function runTimes(run: Pick<TSettlementRun, 'createdAt' | 'finishedAt'>): TRunTimes {
  const started = new Date(run.createdAt);
  const finished = run.finishedAt ? new Date(run.finishedAt) : null;
  const end = !finished ? 'running' : `finished ${operatorDay(finished) === operatorDay(started) ? operatorClock(finished) : formatDayTime(run.finishedAt)}`;
  const full = `Started ${formatDateTimeSeconds(run.createdAt)}${run.finishedAt ? `, finished ${formatDateTimeSeconds(run.finishedAt)}` : ', still running'}`;
  return { started: formatDayTime(run.createdAt), finished: end, full };
}

/**
 * A run's kind as the desk says it. A match's one void run is an abandonment when the match was
 * abandoned (its full-time stakes returned, a settled half standing), not a void (QA: it read "Void").
 */
export function runKind(run: Pick<TSettlementRun, 'kind'>, matchState: TMatchSettlement['match']['state']): string {
  if (run.kind === 'void') return matchState === 'abandoned' ? 'Abandon' : 'Void';
  return run.kind === 'settle' ? 'Settle' : 'Correction';
}
