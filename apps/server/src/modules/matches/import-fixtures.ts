import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { parseFixtures } from './parse-fixtures.ts';

/**
 * What makes two fixtures the same match (league, teams and kick-off, case aside): stored as
 * matches.external_key, unique, so neither an import nor a trader can schedule one twice.
 */
export const matchKey = (f: { league: string; home: string; away: string; kickOffAt: Date }) =>
  `${f.league}|${f.home}|${f.away}|${f.kickOffAt.toISOString()}`.toLowerCase();

/**
 * Imports fixtures as scheduled matches. Kick-offs in the past are refused per row; a fixture
 * already imported (same league, teams and kick-off) is left as it is, so a file can be
 * imported again after fixing its bad rows.
 */
export async function importFixtures(ctx: AppContext, input: { format: 'json' | 'csv'; content: string }, actor: string) {
  const { fixtures, problems } = parseFixtures(input.content, input.format);
  const now = ctx.clock.now();
  const closeBefore = (await ctx.settings.get('betting.closeMinutesBeforeKickoff')) * 60_000;
  let created = 0;
  let unchanged = 0;
  for (const f of fixtures) {
    if (f.kickOffAt.getTime() <= now.getTime()) {
      problems.push({ line: f.line, message: 'kickoff is in the past' });
      continue;
    }
    const key = matchKey(f);
    const closingAt = new Date(Math.max(now.getTime(), f.kickOffAt.getTime() - closeBefore));
    const inserted = (await ctx.db.execute(sql`
      insert into matches (league, home_team, away_team, kick_off_at, closing_at, external_key, created_by, created_at)
      values (${f.league}, ${f.home}, ${f.away}, ${f.kickOffAt}, ${closingAt}, ${key}, ${actor}, ${now})
      on conflict (external_key) do nothing returning id`)) as unknown as { rows: unknown[] };
    if (inserted.rows.length) created++;
    else unchanged++;
  }
  problems.sort((a, b) => a.line - b.line);
  return { created, unchanged, problems };
}
