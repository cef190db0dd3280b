import { describe, expect, it } from 'vitest';
import { readableKey } from './readable-key.ts';

describe('readable keys', () => {
  it('splits camelCase, snake_case and SCREAMING_CASE into words, acronyms in capitals', () => {
    expect(readableKey('totp_last_step')).toBe('TOTP last step');
    expect(readableKey('VALIDATION_FAILED')).toBe('Validation failed');
    expect(readableKey('super_admin')).toBe('Super admin');
    expect(readableKey('lockedUntil')).toBe('Locked until');
    expect(readableKey('vipLevel')).toBe('VIP level');
    expect(readableKey('USDTAddress')).toBe('USDT address');
  });

  it('leaves the first word small when asked, and an empty key as it is', () => {
    expect(readableKey('overridden', { capitalise: false })).toBe('overridden');
    expect(readableKey('memberId', { capitalise: false })).toBe('member ID');
    expect(readableKey('')).toBe('');
  });
});
