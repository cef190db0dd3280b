import { describe, expect, it } from 'vitest';
import { exampleKickOff } from './fixture-file.ts';

describe('fixtures files', () => {
  it('writes the example kick-off in the operator’s zone with its offset', () => {
    expect(exampleKickOff()).toBe('2026-11-28T16:00:00+01:00');
    expect(exampleKickOff('2026-11-28 16:00', 'UTC')).toBe('2026-11-28T16:00:00+00:00');
    expect(exampleKickOff('2026-11-28 16:00', 'America/Sao_Paulo')).toBe('2026-11-28T16:00:00-03:00');
  });
});
