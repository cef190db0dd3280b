import { and, asc, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { RESULT_STATES, type TMatchResult, type TResultList } from '@scoreline/contract/api/results-endpoints';
import { startOfZonedDay } from '@scoreline/contract/time-ranges';
import type { AppContext } from '../../app-context.ts';
import { admins, matches } from '../../db/schema.ts';
import { latestCorrections, resultRuns } from '../bets/bet-corrections.ts';
import { matchSummary } from '../matches/list-matches.ts';
import { actorName, isAdminActor } from '@scoreline/contract/actor';

/**
 * The operator numbers (admin ids) of stored actors ("admin:<name>"), in one read: results are
 * published with when and by whom (product rules), by number, not by sign-in name.
 */
async function operatorNumbers(ctx: AppContext, actors: (string | null)[]): Promise<(actor: string | null) => number | null> {
  const names = [...new Set(actors.filter((a): a is string => a !== null && isAdminActor(a)).map((a) => actorName(a).toLowerCase()))];
  const rows = names.length ? await ctx.db.select({ id: admins.id, name: sql<string>`lower(${admins.username})` }).from(admins).where(inArray(sql`lower(${admins.username})`, names)) : [];
  const byName = new Map(rows.map((r) => [r.name, Number(r.id)]));
  return (actor) => (actor !== null && isAdminActor(actor) ? (byName.get(actorName(actor).toLowerCase()) ?? null) : null);
}

/**
 * The results tab: the matches of one operator day (by kick-off, so a 23:30 Lagos kick-off stays
 * on its day even though it ends after midnight) that have a score or ended another way.
 * A match with only its HT score entered is listed too: the member sees the half-time result
 * as soon as the back office has it.
 */
export async function listResults(ctx: AppContext, query: { day: number }): Promise<TResultList> {
  const now = ctx.clock.now();
  const from = startOfZonedDay(now, ctx.config.OPERATOR_TZ, query.day);
  const to = startOfZonedDay(now, ctx.config.OPERATOR_TZ, query.day + 1);
  const rows = await ctx.db
    .select()
    .from(matches)
    .where(and(gte(matches.kickOffAt, from), lt(matches.kickOffAt, to), or(inArray(matches.state, [...RESULT_STATES]), isNotNull(matches.htHome), isNotNull(matches.ftHome))))
    .orderBy(asc(matches.kickOffAt), asc(matches.id));
  const latest = latestCorrections(await resultRuns(ctx, rows.map((r) => r.id)));
  const operator = await operatorNumbers(ctx, [...rows.flatMap((r) => [r.htEnteredBy, r.ftEnteredBy]), ...[...latest.values()].map((c) => c.by)]);
  const entry = (at: Date | null, by: string | null) => (at && by ? { at: at.toISOString(), operator: operator(by) } : null);
  const correctionsOf = (matchId: number): TMatchResult['corrections'] =>
    (['FT', 'HT'] as const).flatMap((period) => {
      const c = latest.get(`${matchId}:${period}`);
      return c ? [{ period, from: c.from, at: c.at, operator: operator(c.by) }] : [];
    });
  const byLeague = new Map<string, TMatchResult[]>();
  for (const row of rows) {
    // The same score formatting as the match list, without its betting fields.
    const { id, league, homeTeam, awayTeam, kickOffAt, state, htScore, ftScore } = matchSummary(row, now);
    const list = byLeague.get(league) ?? [];
    const corrections = correctionsOf(row.id);
    list.push({
      id,
      league,
      homeTeam,
      awayTeam,
      kickOffAt,
      state,
      htScore,
      ftScore,
      htEntered: entry(row.htEnteredAt, row.htEnteredBy),
      ftEntered: entry(row.ftEnteredAt, row.ftEnteredBy),
      corrected: corrections.length > 0,
      corrections,
    });
    byLeague.set(league, list);
  }
  return { leagues: [...byLeague].map(([league, list]) => ({ league, matches: list })), serverTime: now.toISOString() };
}
