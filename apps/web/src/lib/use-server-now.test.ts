import { describe, expect, it } from 'vitest';
import { nextMomentAfter } from './use-server-now.ts';

describe('the next deadline a list waits for', () => {
  it('is the earliest moment still ahead, in any order', () => {
    expect(nextMomentAfter([5_000, 2_000, 9_000], 1_000)).toBe(2_000);
    expect(nextMomentAfter([5_000, 2_000, 9_000], 2_000)).toBe(5_000);
  });

  it('is none once every moment has passed, or for an empty list', () => {
    expect(nextMomentAfter([1_000, 2_000], 2_000)).toBeUndefined();
    expect(nextMomentAfter([], 0)).toBeUndefined();
  });
});
