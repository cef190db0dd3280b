import { describe, expect, it } from 'vitest';
import { FALLBACK_OPERATOR_TZ, loadedOperatorTz, operatorTzLabel, pickOperatorTz } from './operator-zone.ts';

describe('operator time zone', () => {
  it("takes the server's zone when the browser knows it, else Lagos", () => {
    expect(pickOperatorTz('Africa/Lagos')).toBe('Africa/Lagos');
    expect(pickOperatorTz('Europe/Paris')).toBe('Europe/Paris');
    expect(pickOperatorTz(' Asia/Bangkok ')).toBe('Asia/Bangkok');
    expect(pickOperatorTz('Mars/Olympus')).toBe(FALLBACK_OPERATOR_TZ);
    expect(pickOperatorTz('')).toBe(FALLBACK_OPERATOR_TZ);
    expect(pickOperatorTz(undefined)).toBe(FALLBACK_OPERATOR_TZ);
    expect(pickOperatorTz(42)).toBe(FALLBACK_OPERATOR_TZ);
    // No runtime config (tests, or the script failed): Lagos.
    expect(loadedOperatorTz()).toBe(FALLBACK_OPERATOR_TZ);
  });

  it('names the zone by its city', () => {
    expect(operatorTzLabel('Africa/Lagos')).toBe('Lagos time');
    expect(operatorTzLabel('America/Sao_Paulo')).toBe('Sao Paulo time');
    expect(operatorTzLabel('UTC')).toBe('UTC');
  });
});
