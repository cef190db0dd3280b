import { sql } from 'drizzle-orm';
import { operatorMinute } from '@scoreline/contract/operator-time';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral } from '../../db/column-rows.ts';
import type { FixtureProblem } from './parse-fixtures.ts';

/**
 * No team plays twice within this long. Two fixtures that say otherwise are one match written
 * twice (another league's name for it, a time zone read twice, a rescheduled match listed at
 * both dates): two priced markets on one real match invite sure bets and a wrong settlement.
 */
export const CLASH_WINDOW_MS = 12 * 3_600_000;

type Scheduled = { line: number; home: string; away: string; kickOffAt: Date; key: string };
/** Another match a team plays (its kick-off, and how to name it: worked out only for a clash). */
type Other = { at: number; what: () => string };

const name = (team: string) => team.trim().toLowerCase();

/** The class of the transaction locks on team names (pg_advisory_xact_lock(class, bucket)): apart from other advisory locks. */
const TEAM_LOCK_CLASS = 7_021;
/**
 * Team names share this many locks (a name's hash modulo this). One lock per name ran
 * PostgreSQL's shared lock table out of memory on a 2 MB file of 36,000 fixtures (73,000 names,
 * a 500: QA); buckets bound a save's locks whatever its size. Two saves whose teams share a
 * bucket are checked one after the other, which is only slower, never wrong.
 */
export const TEAM_LOCK_BUCKETS = 512;

/**
 * Fixtures whose home or away team already plays within CLASH_WINDOW_MS: in a match scheduled
 * (not void or abandoned; the same match, by its key, is no clash) or earlier in the same list.
 *
 * Must run in the transaction that then writes the fixtures: it first takes a transaction lock
 * on each team's name (its bucket), so two traders saving matches of one team at the same moment
 * are checked one after the other, the second against the first's committed match (decision 021).
 * The locks go in one order (by bucket) whatever the list's, so two saves never wait on each other
 * in a ring.
 */
export async function teamClashes(tx: DbOrTx, fixtures: Scheduled[], operatorTz: string, self: number | null = null, row = 'line'): Promise<FixtureProblem[]> {
  if (!fixtures.length) return [];
  // Times in the message as the back office shows every time: the operator's.
  const when = (at: number) => operatorMinute(new Date(at), operatorTz);
  const times = fixtures.map((f) => f.kickOffAt.getTime());
  const teams = [...new Set(fixtures.flatMap((f) => [name(f.home), name(f.away)]))];
  await tx.execute(sql`
    select pg_advisory_xact_lock(${TEAM_LOCK_CLASS}, bucket)
    from (select distinct abs(hashtext(t) % ${TEAM_LOCK_BUCKETS}) as bucket from unnest(${arrayLiteral(teams)}::text[]) t) locks order by bucket`);
  const found = (await tx.execute(sql`
    select id, home_team, away_team, kick_off_at from matches
    where state not in ('void', 'abandoned')
      and (lower(home_team) = any(${arrayLiteral(teams)}::text[]) or lower(away_team) = any(${arrayLiteral(teams)}::text[]))
      and kick_off_at > ${new Date(Math.min(...times) - CLASH_WINDOW_MS)} and kick_off_at < ${new Date(Math.max(...times) + CLASH_WINDOW_MS)}
      and external_key <> all(${arrayLiteral(fixtures.map((f) => f.key))}::text[])
      and id is distinct from ${self}::bigint`)) as unknown as { rows: { id: number; home_team: string; away_team: string; kick_off_at: Date | string }[] };

  const playing = new Map<string, Other[]>();
  const add = (team: string, other: Other) => {
    const list = playing.get(name(team));
    if (list) list.push(other);
    else playing.set(name(team), [other]);
  };
  for (const m of found.rows) {
    const at = new Date(m.kick_off_at).getTime();
    const what = () => `match #${String(m.id)} (${m.home_team} v ${m.away_team}, ${when(at)})`;
    add(m.home_team, { at, what });
    add(m.away_team, { at, what });
  }
  const problems: FixtureProblem[] = [];
  const listed = new Set<string>();
  for (const f of fixtures) {
    // A fixture listed twice is reported once, as "the same match" (import-fixtures.ts).
    if (listed.has(f.key)) continue;
    listed.add(f.key);
    const at = f.kickOffAt.getTime();
    const clash = [f.home, f.away].flatMap((team) => (playing.get(name(team)) ?? []).filter((o) => Math.abs(o.at - at) < CLASH_WINDOW_MS).map((o) => ({ team, o })))[0];
    if (clash) problems.push({ line: f.line, message: `${clash.team} already plays within 12 hours: ${clash.o.what()}` });
    const what = () => `${row} ${f.line} (${f.home} v ${f.away}, ${when(at)})`;
    add(f.home, { at, what });
    add(f.away, { at, what });
  }
  return problems;
}
