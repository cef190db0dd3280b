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

  it('refuses a date that is not on the calendar instead of rolling it over', () => {
    const { fixtures, problems } = parseFixtures('league,home,away,kickoff\nEPL,Arsenal,Chelsea,2026-02-30T15:00:00Z', 'csv');
    expect(fixtures).toEqual([]);
    expect(problems).toEqual([{ line: 2, message: 'kickoff "2026-02-30T15:00:00Z" is not an ISO date-time with a zone' }]);
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
    expect(parseFixtures('league,home,kickoff\nEPL,A,2026-11-29T15:30:00Z', 'csv').problems).toEqual([{ line: 1, message: 'the header lacks away' }]);
  });
});
