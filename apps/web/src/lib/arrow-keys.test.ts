import { describe, expect, it } from 'vitest';
import { arrowTarget, rovingTabIndex } from './arrow-keys.ts';

describe('arrow keys along a group of choices', () => {
  it('moves on and back, wrapping round at either end', () => {
    expect(arrowTarget('ArrowRight', 0, 3)).toBe(1);
    expect(arrowTarget('ArrowDown', 2, 3)).toBe(0);
    expect(arrowTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(arrowTarget('ArrowUp', 1, 3)).toBe(0);
  });

  it('goes to the first and last with Home and End, and leaves other keys alone', () => {
    expect(arrowTarget('Home', 2, 5)).toBe(0);
    expect(arrowTarget('End', 0, 5)).toBe(4);
    expect(arrowTarget('Enter', 0, 5)).toBeNull();
    expect(arrowTarget('ArrowRight', 0, 0)).toBeNull();
  });

  it('makes the chosen item the Tab stop, or the first when none is chosen', () => {
    expect([0, 1, 2].map((i) => rovingTabIndex(i, 0))).toEqual([0, -1, -1]);
    expect([0, 1, 2].map((i) => rovingTabIndex(i, 2))).toEqual([-1, -1, 0]);
    expect([0, 1].map((i) => rovingTabIndex(i, -1))).toEqual([0, -1]);
  });
});
