import { describe, expect, it } from 'vitest';
import { isoToWallTime, isRealWallTime, matchBody, wallTimeToIso } from './match-form-model.ts';

describe('match form times', () => {
  it('reads wall times in Lagos (UTC+1) whatever the browser zone', () => {
    expect(wallTimeToIso('2026-11-21 18:00')).toBe('2026-11-21T17:00:00.000Z');
    expect(wallTimeToIso('2026-11-22 00:30')).toBe('2026-11-21T23:30:00.000Z');
    expect(wallTimeToIso('21/11/2026 18:00')).toBeNull();
    expect(isoToWallTime('2026-11-21T23:30:00Z')).toBe('2026-11-22 00:30');
  });

  it('refuses minutes that do not exist instead of rolling them over', () => {
    expect(isRealWallTime('2026-11-21 18:00')).toBe(true);
    expect(isRealWallTime('2027-02-30 18:00')).toBe(false);
    expect(isRealWallTime('2026-13-01 18:00')).toBe(false);
    expect(isRealWallTime('2026-11-21 25:00')).toBe(false);
  });

  it('sends only what changed when editing', () => {
    const original = { league: 'NPFL', homeTeam: 'Enyimba', awayTeam: 'Rangers', kickOffAt: '2026-11-21T17:00:00Z', closingAt: '2026-11-21T17:00:00Z' };
    expect(matchBody({ league: 'NPFL', homeTeam: 'Enyimba ', awayTeam: 'Rangers', kickOff: '2026-11-21 19:00', closing: '2026-11-21 18:00' }, original)).toEqual({ kickOffAt: '2026-11-21T18:00:00.000Z' });
    // Seconds the form cannot show do not count as a change.
    expect(matchBody({ league: 'NPFL', homeTeam: 'Enyimba', awayTeam: 'Rangers', kickOff: '2026-11-21 18:00', closing: '2026-11-21 18:00' }, { ...original, kickOffAt: '2026-11-21T17:00:42.123Z' })).toEqual({});
    expect(matchBody({ league: 'NPFL', homeTeam: 'A', awayTeam: 'B', kickOff: '2026-11-21 19:00' })).toEqual({ league: 'NPFL', homeTeam: 'A', awayTeam: 'B', kickOffAt: '2026-11-21T18:00:00.000Z' });
  });
});
