import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCreateMatchRequest, ZEditMatchRequest } from '@scoreline/contract/api/admin-match-edit-endpoints';
import type { TMatchSummary } from '@scoreline/contract/api/matches';
import { operatorMinute } from '@scoreline/contract/operator-time';
import type { AppContext } from '../../app-context.ts';
import { sqlState, violatedConstraint, type DbOrTx, type Tx } from '../../db/client.ts';
import { matches } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { kickOffTooFar, matchKey } from '../matches/import-fixtures.ts';
import { matchSummary } from '../matches/list-matches.ts';
import { postponementDeadline } from '../settlement/postponement-deadline.ts';
import { noticeKickOffMoved } from '../settlement/match-notices.ts';
import { teamClashes } from '../matches/team-clashes.ts';
import { highestVipBonusBps } from '../trading/highest-vip-bonus.ts';
import { matchBookProblems } from '../trading/offered-books.ts';
import { formatBps } from '@scoreline/contract/display';

// A trader's own matches: created by hand (scheduled until priced and opened), edited while
// betting has not closed (teams and league only while nobody has bet on it) or rescheduled
// while postponed, and betting opened or closed by hand. The match row is locked first, as pricing and the results desk lock it.

type MatchRow = typeof matches.$inferSelect;

const EDITABLE_STATES = ['scheduled', 'open', 'closed'];

const view = (ctx: AppContext, row: MatchRow): TMatchSummary => matchSummary(row, ctx.clock.now());

async function lockMatch(tx: Tx, matchId: number, states = EDITABLE_STATES) {
  const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
  if (!match) throw new AppError('MATCH_NOT_FOUND');
  if (!states.includes(match.state)) throw new AppError('MATCH_STATE_ERROR', { state: match.state });
  return match;
}

/** Whether the match has bets at all, or (status 'waiting') any still waiting for its result. */
async function hasBets(tx: Tx, matchId: number, status?: 'waiting') {
  const r = (await tx.execute(sql`select exists (select 1 from bets where match_id = ${matchId}${status ? sql` and status = ${status}` : sql``}) as any`)) as unknown as { rows: { any: boolean }[] };
  return r.rows[0]!.any;
}

function checkTimes(now: Date, kickOffAt: Date, closingAt: Date) {
  if (kickOffAt.getTime() <= now.getTime()) throw new AppError('VALIDATION_FAILED', {}, { field: 'kickOffAt', reason: 'kick-off must be in the future' });
  if (kickOffTooFar(now, kickOffAt)) throw new AppError('VALIDATION_FAILED', {}, { field: 'kickOffAt', reason: 'kick-off is more than 2 years ahead' });
  if (closingAt.getTime() > kickOffAt.getTime()) throw new AppError('VALIDATION_FAILED', {}, { field: 'closingAt', reason: 'closing must not be after kick-off' });
  if (closingAt.getTime() <= now.getTime()) throw new AppError('VALIDATION_FAILED', {}, { field: 'closingAt', reason: 'closing must be in the future' });
}

export async function createMatch(ctx: AppContext, input: z.output<typeof ZCreateMatchRequest>, actor: string): Promise<TMatchSummary> {
  const now = ctx.clock.now();
  const kickOffAt = new Date(input.kickOffAt);
  const closeBefore = (await ctx.settings.get('betting.closeMinutesBeforeKickoff')) * 60_000;
  const closingAt = input.closingAt ? new Date(input.closingAt) : new Date(Math.max(now.getTime() + 60_000, kickOffAt.getTime() - closeBefore));
  checkTimes(now, kickOffAt, closingAt);
  const externalKey = matchKey({ league: input.league, home: input.homeTeam, away: input.awayTeam, kickOffAt });
  // One transaction: the team check's locks hold until the match is in (team-clashes.ts).
  const row = await ctx.db.transaction(async (tx) => {
    await refuseTwin(tx, externalKey, null);
    await refuseClash(ctx, tx, { home: input.homeTeam, away: input.awayTeam, kickOffAt, key: externalKey }, null);
    const [inserted] = await tx
      .insert(matches)
      .values({ league: input.league, homeTeam: input.homeTeam, awayTeam: input.awayTeam, kickOffAt, closingAt, externalKey, importedKey: externalKey, createdBy: actor, createdAt: now })
      .onConflictDoNothing({ target: matches.externalKey })
      .returning();
    if (!inserted) await refuseTwin(tx, externalKey, null);
    return inserted!;
  });
  return view(ctx, row);
}

/**
 * Refuses a match that another one (not `self`) already is: the same league, teams and kick-off.
 * A voided or abandoned twin is said as such (QA: "already scheduled" named a void match, which
 * stays void); a fixture played again is a new match at its new kick-off.
 */
async function refuseTwin(db: DbOrTx, externalKey: string, self: number | null) {
  const [twin] = await db.select({ id: matches.id, state: matches.state }).from(matches).where(eq(matches.externalKey, externalKey));
  if (!twin || twin.id === self) return;
  const ended = twin.state === 'void' ? 'voided' : twin.state === 'abandoned' ? 'abandoned' : null;
  const reason = ended
    ? `match #${twin.id} is this fixture and was ${ended}: it stays so. A fixture played again is created with its new kick-off`
    : `this match is already in the list (#${twin.id}, ${twin.state})`;
  throw new AppError('VALIDATION_FAILED', {}, { field: 'homeTeam', reason });
}

/** Refuses a team playing twice within 12 hours, as the fixture import does (team-clashes.ts). */
async function refuseClash(ctx: AppContext, db: DbOrTx, fixture: { home: string; away: string; kickOffAt: Date; key: string }, self: number | null) {
  const [clash] = await teamClashes(db, [{ ...fixture, line: 0 }], ctx.config.OPERATOR_TZ, self);
  if (clash) throw new AppError('VALIDATION_FAILED', {}, { field: 'kickOffAt', reason: clash.message });
}

export async function editMatch(ctx: AppContext, input: z.output<typeof ZEditMatchRequest>): Promise<TMatchSummary> {
  try {
    return await saveEdit(ctx, input);
  } catch (error) {
    // Another edit made a match this one at the same moment: refuseTwin could not see it before
    // it committed, the unique key did. The twin is committed now, so refuseTwin names it.
    if (sqlState(error) === '23505' && violatedConstraint(error) === 'matches_external_key_unique') {
      await refuseTwin(ctx.db, matchKeyOfEdit(await currentMatch(ctx, input.matchId), input), input.matchId);
    }
    throw error;
  }
}

async function currentMatch(ctx: AppContext, matchId: number): Promise<MatchRow> {
  const [match] = await ctx.db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw new AppError('MATCH_NOT_FOUND');
  return match;
}

/** The key the match has once the edit is saved. */
function matchKeyOfEdit(match: MatchRow, input: z.output<typeof ZEditMatchRequest>): string {
  return matchKey({
    league: input.league ?? match.league,
    home: input.homeTeam ?? match.homeTeam,
    away: input.awayTeam ?? match.awayTeam,
    kickOffAt: input.kickOffAt ? new Date(input.kickOffAt) : match.kickOffAt,
  });
}

async function saveEdit(ctx: AppContext, input: z.output<typeof ZEditMatchRequest>): Promise<TMatchSummary> {
  // Read before the transaction: on PGlite (one connection) a settings read inside it, when the
  // cache is cold, waits for the transaction that holds the connection, for ever.
  const closeBefore = (await ctx.settings.get('betting.closeMinutesBeforeKickoff')) * 60_000;
  const graceHours = await ctx.settings.get('settlement.postponedGraceHours');
  const row = await ctx.db.transaction(async (tx) => {
    const match = await lockMatch(tx, input.matchId, [...EDITABLE_STATES, 'postponed']);
    const now = ctx.clock.now();
    const postponed = match.state === 'postponed';
    if (postponed && !input.kickOffAt) throw new AppError('VALIDATION_FAILED', {}, { field: 'kickOffAt', reason: 'a postponed match needs its new kick-off' });
    // Once betting has closed, kick-off and teams are what members bet on: postpone instead.
    if (!postponed && match.closingAt.getTime() <= now.getTime()) throw new AppError('MATCH_CLOSED');
    // Rescheduled already (closed, or open again) it is still bound by its first postponement's deadline.
    assertWithinPostponement(match, input, ctx.config.OPERATOR_TZ);
    const deadline = await deadlineOfLaterKickOff(tx, match, input, graceHours, ctx.config.OPERATOR_TZ);
    const renames = [input.league, input.homeTeam, input.awayTeam].some((v) => v !== undefined);
    if (renames && (await hasBets(tx, match.id))) throw new AppError('MATCH_HAS_BETS');
    const homeTeam = input.homeTeam ?? match.homeTeam;
    const awayTeam = input.awayTeam ?? match.awayTeam;
    if (homeTeam.toLowerCase() === awayTeam.toLowerCase()) throw new AppError('VALIDATION_FAILED', {}, { field: 'awayTeam', reason: 'the same team twice' });
    const kickOffAt = input.kickOffAt ? new Date(input.kickOffAt) : match.kickOffAt;
    // A kick-off moved without a closing time takes closing with it, the same time before kick-off
    // (QA: moved 2 days later, betting still closed 2 days early); a rescheduled match closes the
    // usual minutes before its new kick-off. Either way not in the past.
    const moved = postponed || kickOffAt.getTime() !== match.kickOffAt.getTime();
    const gap = postponed ? closeBefore : match.kickOffAt.getTime() - match.closingAt.getTime();
    const closingAt = input.closingAt ? new Date(input.closingAt) : moved ? closingBefore(gap, now, kickOffAt) : match.closingAt;
    checkTimes(now, kickOffAt, closingAt);
    // The edited match is what its key names from now on; another match may already be that one.
    const externalKey = matchKeyOfEdit(match, input);
    await refuseTwin(tx, externalKey, match.id);
    await refuseClash(ctx, tx, { home: homeTeam, away: awayTeam, kickOffAt, key: externalKey }, match.id);
    const [updated] = await tx
      .update(matches)
      // A rescheduled match is closed: the trader opens betting again when the prices are right. It
      // keeps its deadline (postponedUntil), which a second postponement must not push back.
      .set({
        league: input.league ?? match.league,
        homeTeam,
        awayTeam,
        kickOffAt,
        closingAt,
        externalKey,
        ...(postponed ? { state: 'closed' } : {}),
        ...(deadline ? { postponedUntil: deadline } : {}),
        // Bets placed from now on are placed on this kick-off: only earlier ones had theirs moved
        // (a reschedule at the same time moves none: QA read "Kick-off moved" then).
        ...(kickOffAt.getTime() !== match.kickOffAt.getTime() && (deadline || match.postponedUntil) ? { kickOffMovedAt: now } : {}),
      })
      .where(eq(matches.id, match.id))
      .returning();
    // Members waiting on it hear of a new kick-off, in the same transaction as the move.
    if (moved) await noticeKickOffMoved(tx, { match: updated!, was: match.kickOffAt, at: now });
    return updated!;
  });
  return view(ctx, row);
}

/**
 * Product rules: the bets on a postponed match stand if it resumes within the grace hours of its
 * first kick-off (postponedUntil) and finishes; otherwise the periodic job voids them. So a new
 * kick-off is taken only inside that window, at a reschedule and at any edit after it; a later
 * one is a new match (void this one).
 */
function assertWithinPostponement(match: MatchRow, input: z.output<typeof ZEditMatchRequest>, tz: string) {
  const until = match.postponedUntil;
  if (until && input.kickOffAt && new Date(input.kickOffAt).getTime() > until.getTime()) {
    throw new AppError('VALIDATION_FAILED', {}, { field: 'kickOffAt', reason: `its bets stand only if it kicks off by ${operatorMinute(until, tz)}: later, void it and schedule the match again` });
  }
}

/**
 * A kick-off moved later on a match with waiting bets is a postponement in all but name (QA moved
 * one by 60 days, its members' stakes frozen all along, where the product rules void the bets
 * after 48 hours). So it is held to the same window: refused past the grace hours after the
 * kick-off the bets were placed for (the desk postpones the match, or voids it), and inside them
 * the match takes the postponement's deadline (postponedUntil), which binds every later edit and
 * voids the bets if it has not finished by then (decision 026). A match without waiting bets, or
 * moved earlier, moves freely.
 */
async function deadlineOfLaterKickOff(tx: Tx, match: MatchRow, input: z.output<typeof ZEditMatchRequest>, graceHours: number, tz: string): Promise<Date | null> {
  if (!input.kickOffAt || match.postponedUntil || new Date(input.kickOffAt).getTime() <= match.kickOffAt.getTime()) return null;
  if (!(await hasBets(tx, match.id, 'waiting'))) return null;
  const deadline = postponementDeadline(match.kickOffAt, graceHours);
  if (new Date(input.kickOffAt).getTime() <= deadline.getTime()) return deadline;
  throw new AppError('VALIDATION_FAILED', {}, {
    field: 'kickOffAt',
    reason: `it has bets waiting, which stand only if it kicks off by ${operatorMinute(deadline, tz)} (${String(graceHours)} hours after the kick-off they were placed for): postpone it and reschedule it by then, or void it`,
  });
}

/** Closing `closeBefore` ms before kick-off, but not in the past (a minute from now at the earliest, never after kick-off). */
function closingBefore(closeBefore: number, now: Date, kickOffAt: Date) {
  return new Date(Math.min(kickOffAt.getTime(), Math.max(now.getTime() + 60_000, kickOffAt.getTime() - closeBefore)));
}

export async function setMatchBetting(ctx: AppContext, input: { matchId: number; open: boolean }): Promise<TMatchSummary> {
  // Before the transaction: a settings read inside it can wait for PGlite's one connection for ever.
  const vipBonusBps = await highestVipBonusBps(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const match = await lockMatch(tx, input.matchId);
    if (input.open) {
      if (match.state === 'open') throw new AppError('MATCH_STATE_ERROR', { state: match.state });
      if (match.closingAt.getTime() <= ctx.clock.now().getTime()) throw new AppError('MATCH_CLOSED');
      // Played in part (postponed after half time, then rescheduled): the half's score is known and
      // the prices are the match's before kick-off, so betting stays closed (QA: a sure bet taken).
      if (match.htHome !== null || match.ftHome !== null) {
        throw new AppError('VALIDATION_FAILED', {}, { reason: `Its ${match.ftHome !== null ? 'full' : 'half'} time is already entered: a match played in part takes no more bets.` });
      }
      const priced = (await tx.execute(sql`select exists (select 1 from market_prices where match_id = ${match.id}) as priced`)) as unknown as { rows: { priced: boolean }[] };
      if (!priced.rows[0]!.priced) throw new AppError('MATCH_NOT_PRICED');
      // Prices set before the VIP table's top bonus last rose (a postponed match, rescheduled) are
      // checked against it before members can bet at them (decision 027).
      const problems = await matchBookProblems(tx, match.id, vipBonusBps);
      if (problems.length) {
        throw new AppError('VALIDATION_FAILED', {}, { reason: `Its prices would let a member with a VIP odds bonus of ${formatBps(vipBonusBps)} win whatever the score (${problems.join(', ')}): reprice it with a margin of at least ${formatBps(vipBonusBps)} first.` });
      }
    } else if (match.state !== 'open') {
      throw new AppError('MATCH_STATE_ERROR', { state: match.state });
    }
    const [updated] = await tx.update(matches).set({ state: input.open ? 'open' : 'closed' }).where(eq(matches.id, match.id)).returning();
    return updated!;
  });
  return view(ctx, row);
}
