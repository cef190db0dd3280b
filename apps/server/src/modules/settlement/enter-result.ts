import { and, count, eq } from 'drizzle-orm';
import type { TPeriod } from '@scoreline/contract/odds/selections';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { bets, matches, settlementRuns } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { workRun } from './settlement-worker.ts';
import { assertPostponementNotExpired } from './postponement-deadline.ts';

type ResultInput = { matchId: number; period: TPeriod; home: number; away: number };
type MatchRow = typeof matches.$inferSelect;

/** States in which a match can take a result: played (postponed ones too, if they resume in time; unpriced ones have no bets but their result is still published). */
const PLAYABLE = ['scheduled', 'open', 'closed', 'live', 'finished', 'postponed'];

/** The period's score on the row, or null. */
export const periodScore = (m: MatchRow, period: TPeriod) => (period === 'HT' ? [m.htHome, m.htAway] : [m.ftHome, m.ftAway]);

/** A full-time score may not have fewer goals for a side than the half-time one. */
export function assertScoresAgree(m: MatchRow, period: TPeriod, home: number, away: number) {
  const [h, a] = periodScore(m, period === 'HT' ? 'FT' : 'HT');
  if (h === null || a === null || h === undefined || a === undefined) return;
  const [ht, ft] = period === 'HT' ? [[home, away], [h, a]] : [[h, a], [home, away]];
  if (ft[0]! < ht[0]! || ft[1]! < ht[1]!) throw new AppError('RESULT_INVALID');
}

/**
 * Full time ends the match (state finished), after which neither a void nor the postponement
 * rule reaches its bets: first-half bets still waiting then would keep their stakes frozen
 * until someone thought of entering the half-time score. So while any wait, the half-time
 * score comes first. Without first-half bets a full-time score alone is fine.
 */
async function assertNoHalfTimeBetsWaiting(tx: Tx, match: MatchRow) {
  if (match.htHome !== null) return;
  const [row] = await tx
    .select({ n: count() })
    .from(bets)
    .where(and(eq(bets.matchId, match.id), eq(bets.period, 'HT'), eq(bets.status, 'waiting')));
  if (row && row.n > 0) throw new AppError('RESULT_HALF_TIME_FIRST', { count: row.n }, { waiting: row.n });
}

/** The match row, locked for the change that follows; a read-only preview passes lock = false. */
export async function lockMatch(tx: Tx, matchId: number, lock = true): Promise<MatchRow> {
  const query = tx.select().from(matches).where(eq(matches.id, matchId));
  const [match] = await (lock ? query.for('update') : query);
  if (!match) throw new AppError('MATCH_NOT_FOUND');
  return match;
}

export function scoreColumns(period: TPeriod, home: number, away: number, actor: string, at: Date) {
  return period === 'HT' ? { htHome: home, htAway: away, htEnteredBy: actor, htEnteredAt: at } : { ftHome: home, ftAway: away, ftEnteredBy: actor, ftEnteredAt: at };
}

/**
 * Records a period's score and settles that period's bets: the score and the settlement run are
 * written in one transaction (so a result is never recorded without its settlement), then this
 * process works the run; if it dies, any process's periodic job finishes it. HT can be entered
 * before FT, settling first-half bets at half time.
 */
export async function enterResult(ctx: AppContext, input: ResultInput, actor: string): Promise<number> {
  const now = ctx.clock.now();
  const runId = await ctx.db.transaction(async (tx) => {
    const match = await lockMatch(tx, input.matchId);
    if (!PLAYABLE.includes(match.state)) throw new AppError('MATCH_STATE_ERROR', { state: match.state });
    if (now.getTime() < match.kickOffAt.getTime()) throw new AppError('RESULT_BEFORE_KICKOFF');
    assertPostponementNotExpired(match, now);
    if (periodScore(match, input.period)[0] !== null) throw new AppError('RESULT_ALREADY_ENTERED');
    assertScoresAgree(match, input.period, input.home, input.away);
    if (input.period === 'FT') await assertNoHalfTimeBetsWaiting(tx, match);
    const state = input.period === 'FT' ? 'finished' : match.state === 'finished' ? 'finished' : 'live';
    // A postponed match's deadline holds until full time: a half played is not a match finished.
    await tx
      .update(matches)
      .set({ ...scoreColumns(input.period, input.home, input.away, actor, now), state, ...(input.period === 'FT' ? { postponedUntil: null } : {}) })
      .where(eq(matches.id, match.id));
    const [run] = await tx
      .insert(settlementRuns)
      .values({ matchId: match.id, period: input.period, kind: 'settle', scoreHome: input.home, scoreAway: input.away, createdBy: actor, createdAt: now })
      .returning({ id: settlementRuns.id });
    return run!.id;
  });
  await workRun(ctx, runId);
  return runId;
}
