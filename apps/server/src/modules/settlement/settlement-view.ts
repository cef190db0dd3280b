import { eq, sql } from 'drizzle-orm';
import type { TMatchSettlement, TSettlementRun } from '@scoreline/contract/api/admin-results-endpoints';
import type { AppContext } from '../../app-context.ts';
import { matches } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { matchSummary } from '../matches/list-matches.ts';
import { CORRECTIONS_ACCOUNT } from '../admin-members/balance-corrections.ts';
import { finishBy, postponementDeadline } from './postponement-deadline.ts';

/**
 * The operator's net cover of a run (decision 028): expense:corrections' balance moved by the
 * run's cover postings, which all name the run (correct-result.ts, cover-claims.ts). Only
 * corrections have any; the kind check keeps other runs off the ledger's index.
 */
const operatorCoverOfRun = sql`case when r.kind <> 'correction' then '0' else (
  select coalesce(sum(case e.side when 'debit' then e.amount else -e.amount end), 0)::text
  from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
  where t.ref_type = 'settlement_run' and t.ref_id = r.id::text and a.code = ${CORRECTIONS_ACCOUNT}) end`;

/** A match's results and its settlement runs with how far each has got. */
export async function matchSettlement(ctx: AppContext, matchId: number): Promise<TMatchSettlement> {
  const [match] = await ctx.db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw new AppError('MATCH_NOT_FOUND');
  const runs = (await ctx.db.execute(sql`
    select r.*, r.paid_to_members::text as paid, r.kept_by_house::text as kept, r.taken_back::text as taken_back, r.settled_stakes::text as stakes,
      (select count(*)::int from bets b where b.match_id = r.match_id and b.status = 'waiting'
         and (r.period is null or b.period = r.period) and r.status = 'pending') as waiting,
      ${operatorCoverOfRun} as operator_cover
    from settlement_runs r where r.match_id = ${matchId} order by r.id`)) as unknown as { rows: Record<string, unknown>[] };
  // Until when a postponement would still let its bets stand (postponeMatch refuses it after): the desk offers Postpone until then.
  const postponeBy = match.postponedUntil ?? postponementDeadline(match.kickOffAt, await ctx.settings.get('settlement.postponedGraceHours'));
  return {
    match: {
      ...matchSummary(match, ctx.clock.now()),
      postponedUntil: match.postponedUntil?.toISOString() ?? null,
      finishBy: finishBy(match)?.toISOString() ?? null,
      postponeBy: postponeBy.toISOString(),
    },
    runs: runs.rows.map(
      (r): TSettlementRun => ({
        id: Number(r.id),
        period: (r.period as TSettlementRun['period']) ?? null,
        kind: r.kind as TSettlementRun['kind'],
        score: r.score_home === null ? null : `${String(r.score_home)}-${String(r.score_away)}`,
        status: r.status as TSettlementRun['status'],
        waiting: Number(r.waiting),
        settled: Number(r.settled),
        paidToMembers: Number(r.paid),
        keptByHouse: Number(r.kept),
        takenBack: Number(r.taken_back),
        settledStakes: r.stakes === null ? null : Number(r.stakes),
        operatorCover: Number(r.operator_cover),
        createdBy: String(r.created_by),
        reason: r.reason === null || r.reason === undefined ? null : String(r.reason),
        createdAt: new Date(r.created_at as string).toISOString(),
        finishedAt: r.finished_at ? new Date(r.finished_at as string).toISOString() : null,
      }),
    ),
  };
}
