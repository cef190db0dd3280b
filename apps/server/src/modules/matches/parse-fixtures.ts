// Fixture files from the back office or the command line: JSON (an array of objects) or CSV
// with a header row. Columns: league, home, away, kickoff (ISO 8601 with a zone, e.g.
// 2026-11-28T15:00:00Z or 2026-11-28T16:00:00+01:00). Every bad row is reported with its line
// and the good rows are still imported, so one typo does not block a whole matchday.

import { isCalendarDateTime } from '@scoreline/contract/validators';

/** `line`: where the fixture is in the file (1-based; JSON: its place in the array), for problems found later. */
export type Fixture = { league: string; home: string; away: string; kickOffAt: Date; line: number };
export type FixtureProblem = { line: number; message: string };

const REQUIRED = ['league', 'home', 'away', 'kickoff'] as const;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Splits one CSV line, honouring double quotes ("Inter ""B""" -> Inter "B"). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((x) => x.trim());
}

function toFixture(raw: Record<string, unknown>, line: number, problems: FixtureProblem[]): Fixture | null {
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string).trim() : raw[key] === undefined ? '' : String(raw[key]).trim());
  const missing = REQUIRED.filter((k) => !text(k));
  if (missing.length) {
    problems.push({ line, message: `missing ${missing.join(', ')}` });
    return null;
  }
  const kickoff = text('kickoff');
  const at = new Date(kickoff);
  if (!ISO_WITH_ZONE.test(kickoff) || Number.isNaN(at.getTime()) || !isCalendarDateTime(kickoff)) {
    problems.push({ line, message: `kickoff "${kickoff}" is not an ISO date-time with a zone` });
    return null;
  }
  if (text('home').toLowerCase() === text('away').toLowerCase()) {
    problems.push({ line, message: 'home and away are the same team' });
    return null;
  }
  for (const k of ['league', 'home', 'away']) {
    if (text(k).length > 80) {
      problems.push({ line, message: `${k} is longer than 80 characters` });
      return null;
    }
  }
  return { league: text('league'), home: text('home'), away: text('away'), kickOffAt: at, line };
}

export function parseFixtures(content: string, format: 'json' | 'csv'): { fixtures: Fixture[]; problems: FixtureProblem[] } {
  const problems: FixtureProblem[] = [];
  const fixtures: Fixture[] = [];
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(content);
    } catch (error) {
      return { fixtures, problems: [{ line: 0, message: `not valid JSON: ${(error as Error).message}` }] };
    }
    if (!Array.isArray(data)) return { fixtures, problems: [{ line: 0, message: 'expected a JSON array of fixtures' }] };
    data.forEach((item, i) => {
      if (!item || typeof item !== 'object') problems.push({ line: i + 1, message: 'not an object' });
      else {
        const f = toFixture(item as Record<string, unknown>, i + 1, problems);
        if (f) fixtures.push(f);
      }
    });
    return { fixtures, problems };
  }
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = csvCells(lines[0] ?? '').map((h) => h.toLowerCase());
  const missing = REQUIRED.filter((k) => !header.includes(k));
  if (missing.length) return { fixtures, problems: [{ line: 1, message: `the header lacks ${missing.join(', ')}` }] };
  lines.slice(1).forEach((line, i) => {
    if (!line.trim()) return;
    const cells = csvCells(line);
    const f = toFixture(Object.fromEntries(header.map((h, j) => [h, cells[j] ?? ''])), i + 2, problems);
    if (f) fixtures.push(f);
  });
  return { fixtures, problems };
}
