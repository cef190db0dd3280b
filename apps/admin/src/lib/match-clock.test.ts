import { describe, expect, it } from 'vitest';
import { stateNow } from './match-clock.ts';

describe('a match state by the server clock', () => {
  const closingAt = '2026-11-21T16:55:00Z';
  it('reads an open or scheduled match past its closing time as closed', () => {
    expect(stateNow('open', closingAt, Date.parse('2026-11-21T16:54:59Z'))).toBe('open');
    expect(stateNow('open', closingAt, Date.parse('2026-11-21T16:55:00Z'))).toBe('closed');
    expect(stateNow('scheduled', closingAt, Date.parse('2026-11-21T18:00:00Z'))).toBe('closed');
  });
  it('leaves every other state as stored', () => {
    for (const state of ['finished', 'postponed', 'void', 'abandoned', 'live', 'closed']) expect(stateNow(state, closingAt, Date.parse('2026-11-22T00:00:00Z'))).toBe(state);
  });
});
