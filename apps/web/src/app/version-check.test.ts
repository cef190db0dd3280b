import { describe, expect, it } from 'vitest';
import { isNewVersion } from './version-check.ts';

describe('isNewVersion', () => {
  it('is true only when the server names a different version', () => {
    expect(isNewVersion('1.0.0', '1.0.1')).toBe(true);
    expect(isNewVersion(undefined, '1.0.0')).toBe(true);
    expect(isNewVersion('1.0.0', '1.0.0')).toBe(false);
    expect(isNewVersion('1.0.0', undefined)).toBe(false);
    expect(isNewVersion('1.0.0', '')).toBe(false);
  });
});
