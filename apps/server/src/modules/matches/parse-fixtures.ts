// Fixture files from the back office or the command line: JSON (an array of objects) or CSV
// with a header row. Columns: league, home, away, kickoff (ISO 8601 with a zone, e.g.
// 2026-11-28T15:00:00Z or 2026-11-28T16:00:00+01:00). Every bad row is reported with its line;
// the import takes a file whole or not at all (import-fixtures.ts), so the lines reported are
// the whole list of what to mend (the import's refusal lists the first of them). A file of more
// fixtures than one import takes is refused for that alone.
//
// CSV as spreadsheets write it: a byte-order mark, CRLF, quoted cells holding the separator,
// quotes ("") or line breaks, rows of empty cells (Excel's formatted but empty rows), and a
// semicolon or tab separator (Excel in French and other locales writes ';').

import { MAX_FIXTURES_ROWS } from '@scoreline/contract/api/matches';
import { UNREADABLE_CHARACTER } from '@scoreline/contract/text-file';
import { holdsControlCharacter, isCalendarDateTime, oneLineName } from '@scoreline/contract/validators';

/** What a fixture's place in its file is called: a CSV's line, a JSON array's fixture (the back office heads its problem list the same way). */
export const rowName = (format: 'json' | 'csv') => (format === 'csv' ? 'line' : 'fixture');

/** `line`: where the fixture starts in the file (1-based; JSON: its place in the array), for problems found later. */
export type Fixture = { league: string; home: string; away: string; kickOffAt: Date; line: number };
export type FixtureProblem = { line: number; message: string };

/** The line of a problem of the whole file (not JSON, no fixtures ...). */
export const WHOLE_FILE = 0;
const REQUIRED = ['league', 'home', 'away', 'kickoff'] as const;
const NAMES = ['league', 'home', 'away'] as const;
/** As a trader's "New match" (admin-match-edit-endpoints.ts): 2 to 80 characters. */
const NAME_LENGTH = { min: 2, max: 80 };
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const SEPARATORS = [',', ';', '\t'] as const;

type CsvRecord = { line: number; cells: string[] };

/**
 * A file of more fixtures than one import takes, said once for the whole file before any row is
 * judged: its rows' problems would be a list no one mends (QA: 70,000 bad rows, a 5.3 MB answer).
 */
const tooManyFixtures = (count: number): FixtureProblem => ({
  line: WHOLE_FILE,
  message: `the file holds ${count.toLocaleString('en-US')} fixtures: at most ${MAX_FIXTURES_ROWS.toLocaleString('en-US')} go in one import; split it`,
});

/** The records of a CSV text, each with the line it starts on. */
function csvRecords(text: string, separator: string): { records: CsvRecord[]; unclosedAt: number | null } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: start, cells: cells.map((c) => c.trim()) });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      start = ++line;
    } else cell += c;
  }
  if (quoted) return { records, unclosedAt: start };
  if (cell !== '' || cells.length) endRecord();
  return { records, unclosedAt: null };
}

/** The first line's cells split by each separator in turn: the first that names every column wins. */
function readHeader(text: string): { separator: string; header: string[] } | null {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  for (const separator of SEPARATORS) {
    const header = csvRecords(firstLine, separator).records[0]?.cells.map((h) => h.toLowerCase()) ?? [];
    if (REQUIRED.every((k) => header.includes(k))) return { separator, header };
  }
  return null;
}

/** What is wrong with a kick-off cell, if anything. */
function kickOffProblem(kickoff: string): string | null {
  if (!ISO_WITH_ZONE.test(kickoff)) return `kickoff "${kickoff}" is not an ISO date-time with a zone`;
  // The right shape with an hour, minute or day that does not exist (25:00, 2026-02-30).
  if (Number.isNaN(new Date(kickoff).getTime())) return `kickoff "${kickoff}" is not a real date and time`;
  if (!isCalendarDateTime(kickoff)) return `kickoff "${kickoff}" is not a date on the calendar`;
  return null;
}

/** What can be wrong with a league or team name, said of every name it applies to ("home, away hold ..."). */
const NAME_PROBLEMS: { applies: (name: string) => boolean; verb: [one: string, many: string]; what: string }[] = [
  { applies: holdsControlCharacter, verb: ['holds', 'hold'], what: 'a control character' },
  { applies: (name) => name.includes(UNREADABLE_CHARACTER), verb: ['holds', 'hold'], what: `a character that could not be read (${UNREADABLE_CHARACTER}): save the file as UTF-8` },
  { applies: (name) => name.length < NAME_LENGTH.min, verb: ['is', 'are'], what: `shorter than ${NAME_LENGTH.min} characters` },
  { applies: (name) => name.length > NAME_LENGTH.max, verb: ['is', 'are'], what: `longer than ${NAME_LENGTH.max} characters` },
];

/** The problems of a row's names, each name under its first problem. */
function nameProblems(names: [key: string, name: string][]): string[] {
  const under = NAME_PROBLEMS.map(() => [] as string[]);
  for (const [key, name] of names) {
    const first = NAME_PROBLEMS.findIndex((p) => p.applies(name));
    if (first >= 0) under[first]!.push(key);
  }
  return NAME_PROBLEMS.flatMap((p, i) => {
    const names = under[i]!;
    return names.length ? [`${names.join(', ')} ${p.verb[names.length > 1 ? 1 : 0]} ${p.what}`] : [];
  });
}

/**
 * A row's fixture, or null with its problems said in one entry: every cell's problem at once, so
 * the trader mends the row in one go (QA: only the first was said, the next came at the next try).
 */
function toFixture(raw: Record<string, unknown>, line: number, problems: FixtureProblem[], refusedKickOffs: Map<number, Date>): Fixture | null {
  const refuse = (message: string) => (problems.push({ line, message }), null);
  const notText: string[] = REQUIRED.filter((k) => raw[k] !== undefined && raw[k] !== null && typeof raw[k] !== 'string');
  const found: string[] = notText.length ? [`${notText.join(', ')} must be text`] : [];
  // Names on one line, whitespace collapsed, as a match created by hand (validators oneLineName).
  // A cell that is not text is said above, and judged no further.
  const text = (key: string) => (typeof raw[key] === 'string' ? oneLineName(raw[key]) : '');
  const missing = REQUIRED.filter((k) => !notText.includes(k) && !text(k));
  if (missing.length) found.push(`missing ${missing.join(', ')}`);
  const kickoff = text('kickoff');
  const timeProblem = kickoff ? kickOffProblem(kickoff) : null;
  if (timeProblem) found.push(timeProblem);
  found.push(...nameProblems(NAMES.filter((k) => text(k)).map((k) => [k, text(k)])));
  if (text('home') && text('home').toLowerCase() === text('away').toLowerCase()) found.push('home and away are the same team');
  if (found.length) {
    // Its kick-off is judged against the clock by the import (parsing has none), with this row's other problems.
    if (kickoff && !timeProblem) refusedKickOffs.set(line, new Date(kickoff));
    return refuse(found.join('; '));
  }
  return { league: text('league'), home: text('home'), away: text('away'), kickOffAt: new Date(kickoff), line };
}

function parseJson(content: string, problems: FixtureProblem[], refusedKickOffs: Map<number, Date>): Fixture[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    problems.push({ line: WHOLE_FILE, message: `not valid JSON: ${(error as Error).message}` });
    return [];
  }
  if (!Array.isArray(data)) {
    problems.push({ line: WHOLE_FILE, message: 'expected a JSON array of fixtures' });
    return [];
  }
  if (data.length > MAX_FIXTURES_ROWS) {
    problems.push(tooManyFixtures(data.length));
    return [];
  }
  const fixtures: Fixture[] = [];
  data.forEach((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) problems.push({ line: i + 1, message: 'not an object' });
    else {
      const f = toFixture(item as Record<string, unknown>, i + 1, problems, refusedKickOffs);
      if (f) fixtures.push(f);
    }
  });
  return fixtures;
}

function parseCsv(content: string, problems: FixtureProblem[], refusedKickOffs: Map<number, Date>): Fixture[] {
  const found = readHeader(content);
  if (!found) {
    const named = (content.split(/\r?\n/, 1)[0] ?? '').toLowerCase();
    problems.push({ line: 1, message: `the header lacks ${REQUIRED.filter((k) => !named.includes(k)).join(', ') || REQUIRED.join(', ')} (columns separated by commas, semicolons or tabs)` });
    return [];
  }
  const { separator, header } = found;
  const twice = header.filter((h, i) => h && header.indexOf(h) !== i);
  if (twice.length) {
    problems.push({ line: 1, message: `the header names ${[...new Set(twice)].join(', ')} twice` });
    return [];
  }
  const { records, unclosedAt } = csvRecords(content, separator);
  // The rows read as fixtures: those before a quote left open, rows of empty cells left out.
  const rows = records.slice(1).filter(({ line, cells }) => (unclosedAt === null || line < unclosedAt) && !cells.every((c) => c === ''));
  if (rows.length > MAX_FIXTURES_ROWS) {
    problems.push(tooManyFixtures(rows.length));
    return [];
  }
  if (unclosedAt !== null) problems.push({ line: unclosedAt, message: 'a quoted cell is never closed (a " is missing)' });
  const fixtures: Fixture[] = [];
  for (const { line, cells } of rows) {
    const extra = cells.slice(header.length).filter((c) => c !== '');
    if (extra.length) {
      problems.push({ line, message: `${cells.length} cells where the header has ${header.length} (a name holding "${separator === '\t' ? 'tab' : separator}" needs quotes)` });
      continue;
    }
    const f = toFixture(Object.fromEntries(header.map((h, j) => [h, cells[j] ?? ''])), line, problems, refusedKickOffs);
    if (f) fixtures.push(f);
  }
  return fixtures;
}

/**
 * The file's fixtures and its problems; `refusedKickOffs`: the readable kick-off of each row
 * refused for its other cells, by line, for the import to judge against its clock too.
 */
export function parseFixtures(content: string, format: 'json' | 'csv'): { fixtures: Fixture[]; problems: FixtureProblem[]; refusedKickOffs: Map<number, Date> } {
  const problems: FixtureProblem[] = [];
  const refusedKickOffs = new Map<number, Date>();
  const text = content.replace(/^\uFEFF/, '');
  const fixtures = format === 'json' ? parseJson(text, problems, refusedKickOffs) : parseCsv(text, problems, refusedKickOffs);
  if (!fixtures.length && !problems.length) problems.push({ line: WHOLE_FILE, message: 'the file holds no fixtures' });
  return { fixtures, problems, refusedKickOffs };
}
