import { sql } from 'drizzle-orm';
import { operatorMinute } from '@scoreline/contract/operator-time';
import type { AppContext } from '../../app-context.ts';
import { anyOf, columnRows } from '../../db/column-rows.ts';
import { AppError } from '../../http/app-error.ts';
import { parseFixtures, rowName, WHOLE_FILE, type Fixture, type FixtureProblem } from './parse-fixtures.ts';
import { importNotes, type StoredMatch } from './import-notes.ts';
import { teamClashes } from './team-clashes.ts';

/**
 * What makes two fixtures the same match (league, teams and kick-off, case aside): stored as
 * matches.external_key, unique, so neither an import nor a trader can schedule one twice.
 */
export const matchKey = (f: { league: string; home: string; away: string; kickOffAt: Date }) =>
  `${f.league}|${f.home}|${f.away}|${f.kickOffAt.toISOString()}`.toLowerCase();

/**
 * Fixtures are scheduled at most two years ahead: a later kick-off is a mistyped year, which
 * would sit among the upcoming matches for ever (and year 9999 overflows the clash check's hours).
 */
const LATEST_KICKOFF_AHEAD_MS = 2 * 366 * 24 * 3_600_000;
export const kickOffTooFar = (now: Date, kickOffAt: Date) => kickOffAt.getTime() > now.getTime() + LATEST_KICKOFF_AHEAD_MS;

type KeyedFixture = Fixture & { key: string };

/**
 * The most problems one refusal lists, first lines first; the rest are counted in one last
 * whole-file entry (the refusal's count names them all). Enough to mend a file by, and an answer
 * of some kilobytes, not megabytes (QA: 70,000 bad rows answered 5.3 MB).
 */
export const MAX_LISTED_PROBLEMS = 200;

function listedProblems(problems: FixtureProblem[]): FixtureProblem[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return problems;
  const more = problems.length - MAX_LISTED_PROBLEMS;
  return [...problems.slice(0, MAX_LISTED_PROBLEMS), { line: WHOLE_FILE, message: `${more.toLocaleString('en-US')} more problems are not listed: mend these and import the file again to see the rest` }];
}

/** A kick-off the import cannot take by the clock: already past, or years ahead. */
function kickOffTimeProblem(now: Date, kickOffAt: Date, operatorTz: string): string | null {
  if (kickOffAt.getTime() <= now.getTime()) return `kickoff ${operatorMinute(kickOffAt, operatorTz)} is in the past`;
  return kickOffTooFar(now, kickOffAt) ? 'kickoff is more than 2 years ahead' : null;
}

/**
 * A row refused for its cells is also judged by the clock, in the same entry: every problem of
 * the row at once (QA: a short name was said first, the past kick-off only at the next try).
 */
function withTimeProblems(problems: FixtureProblem[], refusedKickOffs: Map<number, Date>, now: Date, operatorTz: string): FixtureProblem[] {
  return problems.map((p) => {
    const kickOffAt = refusedKickOffs.get(p.line);
    const late = kickOffAt && kickOffTimeProblem(now, kickOffAt, operatorTz);
    return late ? { ...p, message: `${p.message}; ${late}` } : p;
  });
}

/**
 * Problems no single row shows: a kick-off already past (or years ahead), a fixture twice in the
 * file. A fixture already stored is not judged again: the same file comes back after its first
 * matches kicked off (QA: refused whole for "kickoff is in the past").
 */
function fileProblems(fixtures: KeyedFixture[], stored: Set<string>, now: Date, format: 'json' | 'csv', operatorTz: string): FixtureProblem[] {
  const row = rowName(format);
  const problems: FixtureProblem[] = [];
  const firstLine = new Map<string, number>();
  for (const f of fixtures) {
    const earlier = firstLine.get(f.key);
    const late = kickOffTimeProblem(now, f.kickOffAt, operatorTz);
    if (earlier === undefined && stored.has(f.key)) firstLine.set(f.key, f.line);
    else if (late) problems.push({ line: f.line, message: late });
    else if (earlier !== undefined) problems.push({ line: f.line, message: `the same match as ${row} ${earlier}` });
    else firstLine.set(f.key, f.line);
  }
  return problems;
}

/**
 * Imports fixtures as scheduled matches, the whole file or nothing: a file with any problem is
 * refused (FIXTURES_INVALID, its problems listed with their lines, the first MAX_LISTED_PROBLEMS
 * of them; a file of more than MAX_FIXTURES_ROWS fixtures for that alone), so a matchday never goes live
 * in part while its other rows wait for a fix. A fixture already imported (same league, teams
 * and kick-off, or the kick-off it was imported with before a trader moved it) is left as it is,
 * so the same file can come again.
 */
export async function importFixtures(ctx: AppContext, input: { format: 'json' | 'csv'; content: string }, actor: string) {
  const parsed = parseFixtures(input.content, input.format);
  const now = ctx.clock.now();
  const problems = withTimeProblems(parsed.problems, parsed.refusedKickOffs, now, ctx.config.OPERATOR_TZ);
  // Each fixture's key, worked out once: the file's own checks, the clash check and the insert all use it.
  const fixtures: KeyedFixture[] = parsed.fixtures.map((f) => ({ ...f, key: matchKey(f) }));
  const closeBefore = (await ctx.settings.get('betting.closeMinutesBeforeKickoff')) * 60_000;
  return ctx.db.transaction(async (tx) => {
    // A fixture is stored under its key, or under the key it was imported with before a trader
    // moved its kick-off (the match keeps that time; the file is not a reason to move it back).
    const keys = anyOf('text', fixtures.map((f) => f.key));
    const storedRows = (await tx.execute(sql`
      select id, state, external_key, imported_key, kick_off_at, league, home_team, away_team from matches where external_key = ${keys}
      union
      select id, state, external_key, imported_key, kick_off_at, league, home_team, away_team from matches where imported_key = ${keys}`)) as unknown as { rows: StoredMatch[] };
    const stored = new Set(storedRows.rows.flatMap((r) => (r.imported_key === null ? [r.external_key] : [r.external_key, r.imported_key])));
    problems.push(...fileProblems(fixtures, stored, now, input.format, ctx.config.OPERATOR_TZ));
    // Only the fixtures not stored are checked and written: one kicked off since would break
    // closing_at <= kick_off_at before its conflict counts.
    const toCreate = fixtures.filter((f) => !stored.has(f.key));
    // A kick-off years ahead is already a problem, and its hours could overflow the clash check's.
    problems.push(...(await teamClashes(tx, toCreate.filter((f) => !kickOffTooFar(now, f.kickOffAt)), ctx.config.OPERATOR_TZ, null, rowName(input.format))));
    if (problems.length) {
      problems.sort((a, b) => a.line - b.line);
      throw new AppError('FIXTURES_INVALID', { count: problems.length }, { problems: listedProblems(problems) });
    }
    // One statement for the whole file (a season is thousands of rows).
    const rows = columnRows('f', [
      ['league', 'text', toCreate.map((f) => f.league)],
      ['home', 'text', toCreate.map((f) => f.home)],
      ['away', 'text', toCreate.map((f) => f.away)],
      ['kick_off_at', 'timestamptz', toCreate.map((f) => f.kickOffAt.toISOString())],
      ['closing_at', 'timestamptz', toCreate.map((f) => new Date(Math.max(now.getTime(), f.kickOffAt.getTime() - closeBefore)).toISOString())],
      ['external_key', 'text', toCreate.map((f) => f.key)],
    ]);
    const inserted = (await tx.execute(sql`
      insert into matches (league, home_team, away_team, kick_off_at, closing_at, external_key, imported_key, created_by, created_at)
      select f.league, f.home, f.away, f.kick_off_at, f.closing_at, f.external_key, f.external_key, ${actor}, ${now} from ${rows}
      on conflict (external_key) do nothing returning id`)) as unknown as { rows: { id: number | string }[] };
    const createdIds = inserted.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    const notes = await importNotes(tx, { fixtures, stored: storedRows.rows, created: toCreate, now, closeBefore, operatorTz: ctx.config.OPERATOR_TZ, row: rowName(input.format) });
    return { created: createdIds.length, createdIds, unchanged: fixtures.length - createdIds.length, problems: [] as FixtureProblem[], notes };
  });
}
