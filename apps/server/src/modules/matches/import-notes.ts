import { sql } from 'drizzle-orm';
import { operatorMinute } from '@scoreline/contract/operator-time';
import type { DbOrTx } from '../../db/client.ts';
import { anyOf, columnRows } from '../../db/column-rows.ts';
import type { Fixture, FixtureProblem } from './parse-fixtures.ts';

/** A match the file's fixture is already (same league, teams and kick-off, or the kick-off it was imported with). */
export type StoredMatch = { id: number | string; state: string; external_key: string; imported_key: string | null; kick_off_at: Date | string; league: string; home_team: string; away_team: string };

type Imported = {
  fixtures: (Fixture & { key: string })[];
  stored: StoredMatch[];
  created: (Fixture & { key: string })[];
  now: Date;
  closeBefore: number;
  operatorTz: string;
  row: string;
};

/** States of a match that is still to be played or settled: a second one of the same teams beside it is a duplicate to check. */
const STILL_ON = ['scheduled', 'open', 'closed', 'live', 'postponed'];

/**
 * What an import that went in leaves the trader to check, by line; none refuses the file:
 * - a fixture whose teams already have a match in the league at another time, stored before or
 *   on another line of the file: a rescheduled fixture moved further than the clash window
 *   (12 hours) becomes a second match, and two markets on one real match invite sure bets (QA:
 *   it was created without a word);
 * - a fixture that kicks off within the closing window, imported with betting already closed;
 * - a fixture whose match was voided or abandoned, which stays so ("already there" alone read
 *   as if it were on sale);
 * - a fixture whose match a trader has moved to another kick-off since: the match keeps its time.
 */
export async function importNotes(tx: DbOrTx, imported: Imported): Promise<FixtureProblem[]> {
  const { fixtures, stored, created, now, closeBefore, operatorTz, row } = imported;
  const notes: FixtureProblem[] = [];
  const said = new Set<string>();
  // By key once, not a scan of the stored matches per line: a season's file comes again whole.
  const byKey = new Map(stored.map((m) => [m.external_key, m]));
  const byImportedKey = new Map(stored.flatMap((m) => (m.imported_key === null ? [] : [[m.imported_key, m] as const])));
  for (const f of fixtures) {
    // Under its key first: a match made later at the time another was moved from is this fixture.
    const match = byKey.get(f.key) ?? byImportedKey.get(f.key);
    if (!match || said.has(f.key)) continue;
    said.add(f.key);
    if (match.state === 'void' || match.state === 'abandoned') {
      notes.push({ line: f.line, message: `match #${String(match.id)} is this fixture and was ${match.state === 'void' ? 'voided' : 'abandoned'}: it stays so, nothing was imported again` });
    } else if (match.state === 'postponed') {
      notes.push({ line: f.line, message: `match #${String(match.id)} is this fixture and is postponed: it stays so until a trader reschedules it, nothing was imported again` });
    } else if (match.external_key !== f.key) {
      notes.push({ line: f.line, message: `match #${String(match.id)} is this fixture, ${editedSince(match, f, operatorTz)} since: left as it is` });
    }
  }
  for (const f of created) {
    if (f.kickOffAt.getTime() - closeBefore <= now.getTime()) {
      notes.push({ line: f.line, message: `kicks off within the ${String(closeBefore / 60_000)}-minute closing window: imported with betting already closed` });
    }
  }
  notes.push(...(await sameTeamsElsewhere(tx, created, operatorTz, row)));
  return notes.sort((a, b) => a.line - b.line);
}

/**
 * The created fixtures whose league and teams (in the same order) have another match still on:
 * one stored before, or another line of the same file (a fixture moved by days, listed twice).
 */
async function sameTeamsElsewhere(tx: DbOrTx, created: (Fixture & { key: string })[], operatorTz: string, row: string): Promise<FixtureProblem[]> {
  if (!created.length) return [];
  const rows = columnRows('f', [
    ['line', 'int', created.map((f) => f.line)],
    ['key', 'text', created.map((f) => f.key)],
    ['league', 'text', created.map((f) => f.league.toLowerCase())],
    ['home', 'text', created.map((f) => f.home.toLowerCase())],
    ['away', 'text', created.map((f) => f.away.toLowerCase())],
  ]);
  const found = (await tx.execute(sql`
    select f.line, m.id, m.state, m.kick_off_at, m.external_key from ${rows}
    join matches m on lower(m.home_team) = f.home and lower(m.away_team) = f.away and lower(m.league) = f.league
    where m.state = ${anyOf('text', STILL_ON)} and m.external_key <> f.key
    order by f.line, m.kick_off_at`)) as unknown as { rows: { line: number; id: number | string; state: string; kick_off_at: Date | string; external_key: string }[] };
  const lineOfKey = new Map(created.map((f) => [f.key, f.line]));
  const firstPerLine = new Map<number, (typeof found.rows)[number]>();
  for (const r of found.rows) if (!firstPerLine.has(Number(r.line))) firstPerLine.set(Number(r.line), r);
  return [...firstPerLine.entries()].map(([line, m]) => {
    const when = operatorMinute(new Date(m.kick_off_at), operatorTz);
    const otherLine = lineOfKey.get(m.external_key);
    return {
      line,
      message:
        otherLine === undefined
          ? `these teams already have match #${String(m.id)} in this league (${m.state}, ${when}): if the fixture moved, postpone or void that match; the ${row} was imported as a second match`
          : `${row} ${String(otherLine)} of this file has the same teams in this league (match #${String(m.id)}, ${when}): both were imported; if one is the other moved, void that one`,
    };
  });
}

/**
 * What a trader changed on a match since its fixture was imported: its kick-off, its names, or
 * both (QA: a renamed match was said to have moved, to the time it always had).
 */
function editedSince(match: StoredMatch, fixture: Fixture, operatorTz: string): string {
  const at = new Date(match.kick_off_at);
  const moved = at.getTime() !== fixture.kickOffAt.getTime() ? `its kick-off moved to ${operatorMinute(at, operatorTz)}` : null;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const renamed = same(match.league, fixture.league) && same(match.home_team, fixture.home) && same(match.away_team, fixture.away) ? null : `renamed ${match.league}: ${match.home_team} v ${match.away_team}`;
  return [moved, renamed].filter(Boolean).join(' and ') || 'edited';
}

