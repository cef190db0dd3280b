import { describe, expect, it } from 'vitest';
import { vipLevelRow } from './vip-levels.ts';

describe('the VIP row of a level', () => {
  const rows = [{ level: 2 }, { level: 0 }, { level: 5 }];
  it('is the highest row not above the level, in any order the table was saved', () => {
    expect(vipLevelRow(rows, 3)).toEqual({ level: 2 });
    expect(vipLevelRow(rows, 5)).toEqual({ level: 5 });
    expect(vipLevelRow(rows, 9)).toEqual({ level: 5 });
  });
  it('is the lowest row below them all, and none for an empty table', () => {
    expect(vipLevelRow([{ level: 1 }], 0)).toEqual({ level: 1 });
    expect(vipLevelRow([], 3)).toBeUndefined();
  });
});
