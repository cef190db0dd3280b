import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { matches, settlementRuns } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { lockMatch } from './enter-result.ts';
import { workRun } from './settlement-worker.ts';
import { finishBy, POSTPONEMENT_JOB_ACTOR, postponementDeadline } from './postponement-deadline.ts';
import { noticeOpenBets } from './match-notices.ts';

// Product rules: open bets on a postponed match stand if it resumes within 48 hours (settlement.postponedGraceHours) of kick-off and finishes.

const UNFINISHED = ['scheduled', 'open', 'closed', 'live', 'postponed'];
const POSTPONABLE = ['scheduled', 'open', 'closed', 'live'];

/**
 * Abandons or voids a match: betting stops and every open bet is revoked with its stake returned
 * (a void run, worked like a settlement). Bets of a period already settled (HT of a match
 * abandoned in the second half) stand.
 */
export async function voidMatch(ctx: AppContext, input: { matchId: number; state: 'abandoned' | 'void'; reason: string }, actor: string): Promise<number> {
  const now = ctx.clock.now();
  const runId = await ctx.db.transaction(async (tx) => {
    const match = await lockMatch(tx, input.matchId);
    if (!UNFINISHED.includes(match.state)) throw new AppError('MATCH_STATE_ERROR', { state: match.state });
    // Abandoned means started and not finished: before kick-off the match is void (or postponed).
    if (input.state === 'abandoned' && now.getTime() < match.kickOffAt.getTime()) {
      throw new AppError('VALIDATION_FAILED', {}, { field: 'state', reason: 'the match has not kicked off: void it or postpone it instead' });
    }
    if (input.state === 'void') assertNothingPlayed(match);
    await tx.update(matches).set({ state: input.state, postponedUntil: null }).where(eq(matches.id, match.id));
    const [run] = await tx
      .insert(settlementRuns)
      .values({ matchId: match.id, period: null, kind: 'void', reason: input.reason, createdBy: actor, createdAt: now })
      .returning({ id: settlementRuns.id });
    // The job's own reason is English: its members read a text of their own.
    const key = actor === POSTPONEMENT_JOB_ACTOR ? 'match_voided_after_postponement' : input.state === 'void' ? 'match_voided' : 'match_abandoned';
    await noticeOpenBets(tx, { match, key, reason: actor === POSTPONEMENT_JOB_ACTOR ? undefined : input.reason, ref: `void-run:${run!.id}`, at: now });
    return run!.id;
  });
  await workRun(ctx, runId);
  return runId;
}

/**
 * Void means the match did not take place: every stake returns. Once a result has been entered
 * (in practice the half time: full time finishes the match) its bets were settled on a match
 * that was played, so it can only be abandoned, which keeps them (as the postponement job does).
 * Kick-off alone is no bar: a match that kicked off and never got a result is voided by a trader
 * or the job (decision 026), since none of its bets was settled.
 */
function assertNothingPlayed(match: Pick<typeof matches.$inferSelect, 'state' | 'htHome' | 'ftHome'>) {
  if (match.htHome === null && match.ftHome === null) return;
  throw new AppError('MATCH_STATE_ERROR', { state: match.state }, { field: 'state', reason: 'a result has been entered and its bets settled: abandon the match instead (those bets stand, the rest return)' });
}

/**
 * Postpones a match: betting stops; open bets wait for the match to resume within the grace
 * hours (48) of kick-off and finish (finishBy). The deadline is the first postponement's: a match
 * rescheduled inside it and postponed again keeps it (edit-match keeps postponedUntil), or two
 * postponements would hold members' stakes twice as long as the product rules allow.
 */
export async function postponeMatch(ctx: AppContext, input: { matchId: number; reason: string }) {
  const graceHours = await ctx.settings.get('settlement.postponedGraceHours');
  await ctx.db.transaction(async (tx) => {
    const match = await lockMatch(tx, input.matchId);
    // Live counts: a match halted after its first half (settled) may resume and finish within the
    // grace too; its full-time bets stand until then (product rules), the job abandons it after.
    if (!POSTPONABLE.includes(match.state)) throw new AppError('MATCH_STATE_ERROR', { state: match.state });
    const until = match.postponedUntil ?? postponementDeadline(match.kickOffAt, graceHours);
    // Its time to resume is already over: its bets cannot stand, so postponing would only promise
    // members a wait the job cuts short at once.
    if (until.getTime() <= ctx.clock.now().getTime()) {
      throw new AppError('VALIDATION_FAILED', {}, { field: 'matchId', reason: `more than ${String(graceHours)} hours after kick-off its bets cannot stand: ${match.htHome === null ? 'void' : 'abandon'} it instead` });
    }
    await tx.update(matches).set({ state: 'postponed', postponedUntil: until, postponedReason: input.reason }).where(eq(matches.id, match.id));
    const now = ctx.clock.now();
    await noticeOpenBets(tx, { match, key: 'match_postponed', reason: input.reason, until, ref: `postponed:${match.id}:${now.getTime()}`, at: now });
  });
}

/**
 * The periodic job: postponed matches not finished in time are voided, rescheduled ones too
 * (their postponedUntil stays until full time). One whose first half was played and settled is
 * abandoned: its first-half bets stand, the rest return.
 */
export async function voidExpiredPostponements(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  // finishBy is never before postponedUntil: the few matches past that are judged by finishBy itself.
  const candidates = await ctx.db
    .select({ id: matches.id, htHome: matches.htHome, state: matches.state, postponedUntil: matches.postponedUntil, kickOffAt: matches.kickOffAt })
    .from(matches)
    .where(and(inArray(matches.state, UNFINISHED), lte(matches.postponedUntil, now), isNull(matches.ftHome)));
  const due = candidates.filter((m) => finishBy(m)!.getTime() <= now.getTime());
  for (const m of due) {
    try {
      const state = m.htHome === null ? 'void' : 'abandoned';
      await voidMatch(ctx, { matchId: m.id, state, reason: 'postponed and not finished within the grace period' }, POSTPONEMENT_JOB_ACTOR);
    } catch (error) {
      // Another process voided it first, or a result came in meanwhile: nothing to do.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return due.length;
}
