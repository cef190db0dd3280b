import { describe, expect, it } from 'vitest';
import { trappedTabTarget } from './focus-trap.ts';

describe('Tab inside a modal', () => {
  it('goes from the last control back to the first, and Shift+Tab from the first to the last', () => {
    expect(trappedTabTarget(3, 2, false)).toBe(0);
    expect(trappedTabTarget(3, 0, true)).toBe(2);
  });

  it('lets the browser move between the controls in the middle', () => {
    expect(trappedTabTarget(3, 0, false)).toBeNull();
    expect(trappedTabTarget(3, 1, false)).toBeNull();
    expect(trappedTabTarget(3, 2, true)).toBeNull();
  });

  it('brings a focus outside the controls (the modal itself, the page behind) to the first, or the last going backwards', () => {
    expect(trappedTabTarget(2, -1, false)).toBe(0);
    expect(trappedTabTarget(2, -1, true)).toBe(1);
  });

  it('keeps a lone control focused both ways', () => {
    expect(trappedTabTarget(1, 0, false)).toBe(0);
    expect(trappedTabTarget(1, 0, true)).toBe(0);
  });
});
