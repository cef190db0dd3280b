import { describe, expect, it } from 'vitest';
import { operatorMinute, operatorTzLabel } from './operator-time.ts';

describe('operator time in words', () => {
  it('names the zone by its city, UTC as UTC', () => {
    expect(operatorTzLabel('Africa/Lagos')).toBe('Lagos time');
    expect(operatorTzLabel('America/Sao_Paulo')).toBe('Sao Paulo time');
    expect(operatorTzLabel('Etc/UTC')).toBe('UTC');
  });

  it('writes an instant in the zone, across midnight', () => {
    // 23:30 UTC is 00:30 the next day in Lagos (UTC+1).
    expect(operatorMinute(new Date('2026-11-21T23:30:00Z'), 'Africa/Lagos')).toBe('2026-11-22 00:30 Lagos time');
    expect(operatorMinute(new Date('2026-11-21T18:00:00Z'), 'UTC')).toBe('2026-11-21 18:00 UTC');
  });
});
