import { describe, expect, it } from 'vitest';
import { awaitingResult, isPriced, isTradable, openingTitle, periodsTakingScores, postponementText } from './match-states.ts';

describe('a match awaiting its result', () => {
  const kickOff = '2026-11-26T15:00:00Z';
  const at = (iso: string) => Date.parse(iso);
  it('is one two hours past kick-off with no full-time score, while it can still take one', () => {
    const m = { state: 'closed' as const, kickOffAt: kickOff, ftScore: null };
    expect(awaitingResult(m, at('2026-11-26T16:59:59Z'))).toBe(false);
    expect(awaitingResult(m, at('2026-11-26T17:00:00Z'))).toBe(true);
    expect(awaitingResult({ ...m, state: 'live' }, at('2026-11-26T18:00:00Z'))).toBe(true);
  });
  it('is not one with its score, or postponed, void or abandoned', () => {
    const late = at('2026-11-27T12:00:00Z');
    expect(awaitingResult({ state: 'finished', kickOffAt: kickOff, ftScore: '1-0' }, late)).toBe(false);
    for (const state of ['postponed', 'void', 'abandoned'] as const) expect(awaitingResult({ state, kickOffAt: kickOff, ftScore: null }, late)).toBe(false);
  });
});

describe('a postponement', () => {
  it('reads who postponed the match, when, by when a result keeps its bets, in operator time, and why', () => {
    expect(postponementText({ by: 'ada', at: '2026-11-21T12:00:00Z', reason: 'waterlogged pitch', until: '2026-11-23T15:00:00Z' })).toBe(
      'Postponed by ada at 21 Nov 2026, 13:00, voided unless a result by 23 Nov 2026, 16:00 (Lagos time). Reason: waterlogged pitch',
    );
    // Postponed before the audit log kept the row, or before reasons were kept: the deadline alone.
    expect(postponementText({ by: null, at: null, reason: null, until: '2026-11-23T15:00:00Z' })).toBe('Postponed, voided unless a result by 23 Nov 2026, 16:00 (Lagos time)');
  });
});

describe('a match traders may still price', () => {
  it('is scheduled or open and before closing; any later state or time fixes its prices, as the server does', () => {
    const states = ['scheduled', 'open', 'closed', 'live', 'finished', 'postponed', 'abandoned', 'void'] as const;
    const closingAt = '2026-11-21T15:00:00.000Z';
    expect(states.filter((state) => isTradable({ state, closingAt }, Date.parse(closingAt) - 1))).toEqual(['scheduled', 'open', 'closed']);
    expect(states.filter((state) => isTradable({ state, closingAt }, Date.parse(closingAt)))).toEqual([]);
  });
});

describe('a priced match', () => {
  it('is one with any price row: the server opens betting only then', () => {
    expect(isPriced({ prices: [] })).toBe(false);
    expect(isPriced({ prices: [{}] } as never)).toBe(true);
  });
});

describe('periodsTakingScores: what the Results tab lets a trader type', () => {
  it('takes both periods while results are accepted, whatever is entered', () => {
    expect(periodsTakingScores('live', { HT: null, FT: null })).toEqual(['HT', 'FT']);
    expect(periodsTakingScores('finished', { HT: '1-0', FT: '2-1' })).toEqual(['HT', 'FT']);
  });

  it('lets an abandoned match correct the half-time score its first-half bets stand on (QA: the form was greyed out), and enter nothing else', () => {
    expect(periodsTakingScores('abandoned', { HT: '1-0', FT: null })).toEqual(['HT']);
    expect(periodsTakingScores('abandoned', { HT: null, FT: null })).toEqual([]);
  });

  it('takes nothing on a void match: every open bet was returned', () => {
    expect(periodsTakingScores('void', { HT: null, FT: null })).toEqual([]);
  });
});

describe('opening betting by hand', () => {
  it('promises members the current prices only when the match is not suspended', () => {
    expect(openingTitle(false)).toBe('Open betting? Members can bet at the current prices.');
    // Opened, a suspended match still takes no bet until the suspension is lifted.
    expect(openingTitle(true)).toContain('stays suspended');
    expect(openingTitle(true)).not.toContain('Members can bet at the current prices');
  });
});
