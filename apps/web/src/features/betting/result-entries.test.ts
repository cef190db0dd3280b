import { describe, expect, it } from 'vitest';
import { beingPlayed, resultEntries, resultsRefetchMs } from './result-entries.ts';

describe('resultEntries', () => {
  const kickOffAt = '2026-11-21T15:00:00Z'; // 16:00 in Lagos
  it('lists full time then half time, each with its operator and the Lagos time of entry', () => {
    expect(resultEntries({ kickOffAt, htEntered: { at: '2026-11-21T15:50:00Z', operator: 3 }, ftEntered: { at: '2026-11-21T16:55:00Z', operator: 4 } })).toEqual([
      { period: 'FT', time: '17:55', operator: 4 },
      { period: 'HT', time: '16:50', operator: 3 },
    ]);
  });
  it('adds the date when the entry is on another Lagos day than the kick-off, and leaves out what was not entered', () => {
    // A 22:30 Lagos kick-off whose full time was entered at 00:40 the next day.
    expect(resultEntries({ kickOffAt: '2026-11-21T21:30:00Z', htEntered: null, ftEntered: { at: '2026-11-21T23:40:00Z', operator: 3 } })).toEqual([
      { period: 'FT', time: '2026\u201111\u201122 00:40', operator: 3 },
    ]);
    expect(resultEntries({ kickOffAt, htEntered: null, ftEntered: null })).toEqual([]);
    // A score a process entered has no operator.
    expect(resultEntries({ kickOffAt, htEntered: null, ftEntered: { at: '2026-11-21T16:55:00Z', operator: null } })).toEqual([{ period: 'FT', time: '17:55', operator: null }]);
  });
  it('says from which score a corrected period was changed, when and by whom', () => {
    const corrections = [{ period: 'FT' as const, from: '1-0', at: '2026-11-21T17:05:00Z', operator: 5 }];
    expect(resultEntries({ kickOffAt, htEntered: { at: '2026-11-21T15:50:00Z', operator: 3 }, ftEntered: { at: '2026-11-21T17:05:00Z', operator: 5 }, corrections })).toEqual([
      { period: 'FT', time: '18:05', operator: 5, correctedFrom: '1-0' },
      { period: 'HT', time: '16:50', operator: 3 },
    ]);
  });
});

describe('beingPlayed', () => {
  const match = (over: object) => ({ id: 1, league: 'NPFL', homeTeam: 'A', awayTeam: 'B', kickOffAt: '2026-11-21T15:00:00Z', state: 'closed', htScore: null, ftScore: null, htEntered: null, ftEntered: null, corrected: false, corrections: [], ...over });
  const list = (...matches: object[]) => ({ leagues: [{ league: 'NPFL', matches }], serverTime: '2026-11-21T16:00:00Z' }) as never;
  it('is true while a listed match has its half-time score and no full time yet, or is live', () => {
    expect(beingPlayed(list(match({ htScore: '1-0' })))).toBe(true);
    expect(beingPlayed(list(match({ state: 'live' })))).toBe(true);
  });
  it('is false once every listed match has its full time, for a postponed one, and before the first answer', () => {
    expect(beingPlayed(list(match({ htScore: '1-0', ftScore: '2-1', state: 'finished' }), match({ state: 'postponed' })))).toBe(false);
    expect(beingPlayed(undefined)).toBe(false);
  });
  it('has a day of results asked again while a match on it is being played, yesterday too (QA: Live there until a reload)', () => {
    const playing = list(match({ htScore: '1-0' }));
    const done = list(match({ htScore: '1-0', ftScore: '2-1', state: 'finished' }));
    expect(resultsRefetchMs(-1, playing)).toBe(20_000);
    expect(resultsRefetchMs(0, playing)).toBe(20_000);
    expect(resultsRefetchMs(0, done)).toBe(60_000);
    expect(resultsRefetchMs(-1, done)).toBe(60_000); // a late kick-off's first score may still come
    expect(resultsRefetchMs(-2, done)).toBe(false);
  });
});
