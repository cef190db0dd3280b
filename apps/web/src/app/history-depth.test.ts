import { describe, expect, it } from 'vitest';
import { depthOf } from './history-depth.ts';

describe('depthOf', () => {
  const none = new Map<string, number>();

  it('counts pushes and keeps the depth on replace', () => {
    expect(depthOf({ key: 'a', type: 'PUSH', reset: false }, 1, none)).toBe(2);
    expect(depthOf({ key: 'b', type: 'REPLACE', reset: false }, 3, none)).toBe(3);
  });

  it('restarts at one for switchTab/relaunch and for unknown entries', () => {
    expect(depthOf({ key: 'c', type: 'PUSH', reset: true }, 4, none)).toBe(1);
    expect(depthOf({ key: 'default', type: 'POP', reset: false }, 3, none)).toBe(1);
  });

  it('uses the remembered depth of an entry we come back to', () => {
    const remembered = new Map([['k1', 1], ['k2', 2]]);
    expect(depthOf({ key: 'k1', type: 'POP', reset: false }, 2, remembered)).toBe(1);
    expect(depthOf({ key: 'k2', type: 'POP', reset: false }, 1, remembered)).toBe(2);
  });
});
