import { describe, expect, it } from 'vitest';
import { MATCH_STATES } from './api/matches.ts';
import { stateByClock } from './match-state-by-clock.ts';

describe('a match state by the server clock', () => {
  const closingAt = '2026-11-21T16:55:00Z';
  const kickOffAt = '2026-11-21T17:00:00Z';
  const at = (iso: string) => Date.parse(iso);

  it('reads an open or scheduled match past its closing time as closed, until kick-off', () => {
    expect(stateByClock('open', closingAt, kickOffAt, at('2026-11-21T16:54:59.999Z'))).toBe('open');
    expect(stateByClock('open', closingAt, kickOffAt, at('2026-11-21T16:55:00Z'))).toBe('closed');
    expect(stateByClock('scheduled', closingAt, kickOffAt, at('2026-11-21T16:59:59Z'))).toBe('closed');
  });

  it('reads a match not yet played by what is stored as live from its kick-off', () => {
    for (const state of ['scheduled', 'open', 'closed'] as const) {
      expect(stateByClock(state, closingAt, kickOffAt, at('2026-11-21T16:59:59.999Z'))).not.toBe('live');
      expect(stateByClock(state, closingAt, kickOffAt, at('2026-11-21T17:00:00Z'))).toBe('live');
    }
  });

  it('leaves every other state as stored, and changes nothing applied twice', () => {
    const late = at('2026-11-22T00:00:00Z');
    for (const state of ['live', 'finished', 'postponed', 'abandoned', 'void'] as const) expect(stateByClock(state, closingAt, kickOffAt, late)).toBe(state);
    for (const now of [at('2026-11-21T16:00:00Z'), at('2026-11-21T16:56:00Z'), late]) {
      for (const state of MATCH_STATES) {
        const once = stateByClock(state, closingAt, kickOffAt, now);
        expect(stateByClock(once, closingAt, kickOffAt, now)).toBe(once);
      }
    }
  });
});
