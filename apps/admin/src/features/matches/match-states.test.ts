import { describe, expect, it } from 'vitest';
import { awaitingResult } from './match-states.ts';

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
