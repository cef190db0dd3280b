import { describe, expect, it } from 'vitest';
import { parseFixtures } from './parse-fixtures.ts';

describe('parseFixtures', () => {
  it('reads CSV with a header, quotes and a zone offset', () => {
    const csv = 'league,home,away,kickoff\nNPFL,"Enyimba ""FC""",Rangers,2026-11-28T16:00:00+01:00\n\nEPL,Arsenal,Chelsea,2026-11-29T15:30:00Z\n';
    const { fixtures, problems } = parseFixtures(csv, 'csv');
    expect(problems).toEqual([]);
    expect(fixtures).toEqual([
      { league: 'NPFL', home: 'Enyimba "FC"', away: 'Rangers', kickOffAt: new Date('2026-11-28T15:00:00Z'), line: 2 },
      { league: 'EPL', home: 'Arsenal', away: 'Chelsea', kickOffAt: new Date('2026-11-29T15:30:00Z'), line: 4 },
    ]);
  });

  it('reports each bad row with its line and keeps the good ones', () => {
    const csv = ['league,home,away,kickoff', 'EPL,Arsenal,Chelsea,2026-11-29T15:30:00Z', 'EPL,,Chelsea,2026-11-29T15:30:00Z', 'EPL,Spurs,Spurs,2026-11-29T15:30:00Z', 'EPL,Leeds,Everton,29/11/2026 15:30'].join('\n');
    const { fixtures, problems } = parseFixtures(csv, 'csv');
    expect(fixtures).toHaveLength(1);
    expect(problems).toEqual([
      { line: 3, message: 'missing home' },
      { line: 4, message: 'home and away are the same team' },
      { line: 5, message: 'kickoff "29/11/2026 15:30" is not an ISO date-time with a zone' },
    ]);
  });

  it('says every problem of a row at once, so it is mended in one go (QA: only the first, the next at the next try)', () => {
    const csv = ['league,home,away,kickoff', `EPL,,${'Chelsea '.repeat(11)},29/11/2026 15:30`, 'X,Y,Leeds,2026-11-29T15:30:00Z'].join('\n');
    expect(parseFixtures(csv, 'csv').problems).toEqual([
      { line: 2, message: 'missing home; kickoff "29/11/2026 15:30" is not an ISO date-time with a zone; away is longer than 80 characters' },
      { line: 3, message: 'league, home are shorter than 2 characters' },
    ]);
  });

  it('refuses a date that is not on the calendar instead of rolling it over', () => {
    const { fixtures, problems } = parseFixtures('league,home,away,kickoff\nEPL,Arsenal,Chelsea,2026-02-30T15:00:00Z', 'csv');
    expect(fixtures).toEqual([]);
    expect(problems).toEqual([{ line: 2, message: 'kickoff "2026-02-30T15:00:00Z" is not a date on the calendar' }]);
  });

  it('says an hour that does not exist is not a real time, not that the text is not ISO', () => {
    const { problems } = parseFixtures('league,home,away,kickoff\nEPL,Arsenal,Chelsea,2026-11-29T25:00:00Z', 'csv');
    expect(problems).toEqual([{ line: 2, message: 'kickoff "2026-11-29T25:00:00Z" is not a real date and time' }]);
  });

  it('refuses a kick-off without a time zone (it would be read in the server zone)', () => {
    expect(parseFixtures('[{"league":"EPL","home":"A","away":"B","kickoff":"2026-11-29T15:30:00"}]', 'json').problems).toHaveLength(1);
  });

  it('reads JSON arrays and says what is wrong with other JSON', () => {
    expect(parseFixtures('[{"league":"NPFL","home":"Kano Pillars","away":"Remo Stars","kickoff":"2026-12-01T16:00:00+01:00"}]', 'json').fixtures).toHaveLength(1);
    expect(parseFixtures('{"league":"NPFL"}', 'json').problems[0]!.message).toMatch(/array/);
    expect(parseFixtures('[{', 'json').problems[0]!.message).toMatch(/not valid JSON/);
  });

  it('refuses a CSV whose header lacks a column', () => {
    expect(parseFixtures('league,home,kickoff\nEPL,A,2026-11-29T15:30:00Z', 'csv').problems).toEqual([{ line: 1, message: 'the header lacks away (columns separated by commas, semicolons or tabs)' }]);
    expect(parseFixtures('league,home,away,kickoff,home\nEPL,A,B,2026-11-29T15:30:00Z,C', 'csv').problems).toEqual([{ line: 1, message: 'the header names home twice' }]);
  });

  it('reads a CSV as spreadsheets save it: mark, CRLF, semicolons, quoted separators and line breaks, empty rows', () => {
    const csv = '\uFEFFLeague;Home;Away;Kickoff\r\n"Ligue 1; J14";"Paris ""SG""";Lyon;2026-11-29T20:45:00+01:00\r\n;;;\r\nLigue 1;"Olympique\r\nde Marseille";Nice;2026-11-30T20:00:00Z\r\n;;;\r\n\r\n';
    const { fixtures, problems } = parseFixtures(csv, 'csv');
    expect(problems).toEqual([]);
    expect(fixtures).toEqual([
      { league: 'Ligue 1; J14', home: 'Paris "SG"', away: 'Lyon', kickOffAt: new Date('2026-11-29T19:45:00Z'), line: 2 },
      // A line break in a quoted name is a space: names are shown on one line.
      { league: 'Ligue 1', home: 'Olympique de Marseille', away: 'Nice', kickOffAt: new Date('2026-11-30T20:00:00Z'), line: 4 },
    ]);
    const tabs = parseFixtures('league\thome\taway\tkickoff\nNPFL\tEnyimba\tRangers\t2026-11-29T15:00:00Z', 'csv');
    expect(tabs.fixtures.map((f) => f.home)).toEqual(['Enyimba']);
  });

  it('says when a row has more cells than the header, or a quote is never closed', () => {
    expect(parseFixtures('league,home,away,kickoff\nNPFL,Lobi Stars, Makurdi,Rangers,2026-11-29T15:00:00Z', 'csv').problems).toEqual([
      { line: 2, message: '5 cells where the header has 4 (a name holding "," needs quotes)' },
    ]);
    expect(parseFixtures('league,home,away,kickoff\nNPFL,"Lobi Stars,Rangers,2026-11-29T15:00:00Z\nNPFL,A,B,2026-11-29T15:00:00Z', 'csv').problems).toEqual([
      { line: 2, message: 'a quoted cell is never closed (a " is missing)' },
    ]);
  });

  it('holds names to the rules of a new match: text of 2 to 80 characters; a JSON file may start with a byte-order mark', () => {
    const json = (row: object) => parseFixtures(`\uFEFF${JSON.stringify([{ league: 'NPFL', home: 'Enyimba', away: 'Rangers', kickoff: '2026-11-29T15:00:00Z', ...row }])}`, 'json').problems;
    expect(json({})).toEqual([]);
    expect(json({ home: 123, away: true })).toEqual([{ line: 1, message: 'home, away must be text' }]);
    // Every problem of the row at once, those of its text cells too (QA: a missing away team came only at the next try).
    expect(json({ home: 12, away: null, kickoff: 1234567890, league: 'L' })).toEqual([{ line: 1, message: 'home, kickoff must be text; missing away; league is shorter than 2 characters' }]);
    expect(json({ league: 'L', home: 'QA Same', away: 'qa same' })).toEqual([{ line: 1, message: 'league is shorter than 2 characters; home and away are the same team' }]);
    expect(json({ league: 'L' })).toEqual([{ line: 1, message: 'league is shorter than 2 characters' }]);
    expect(json({ away: 'R'.repeat(81) })).toEqual([{ line: 1, message: 'away is longer than 80 characters' }]);
    expect(json({ home: 'Enyimba\u0007' })).toEqual([{ line: 1, message: 'home holds a control character' }]);
  });

  it('reads names as they are shown, on one line: runs of spaces, tabs, breaks and zero-width characters collapse', () => {
    const { fixtures } = parseFixtures(JSON.stringify([{ league: ' NPFL\u00a0 ', home: 'Multi\nLine\tFC', away: 'ML  Rovers\u200b', kickoff: '2026-11-29T15:00:00Z' }]), 'json');
    expect(fixtures.map((f) => [f.league, f.home, f.away])).toEqual([['NPFL', 'Multi Line FC', 'ML Rovers']]);
    // Two spellings that look alike are one team: home and away the same.
    expect(parseFixtures(JSON.stringify([{ league: 'NPFL', home: 'Kano  Pillars', away: 'kano pillars', kickoff: '2026-11-29T15:00:00Z' }]), 'json').problems).toEqual([{ line: 1, message: 'home and away are the same team' }]);
  });
});
