import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text.ts';

describe('badge text', () => {
  it('shows nothing at zero or without a count, the count up to 99, then 99+', () => {
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
