import { describe, expect, it } from 'vitest';
import { changedLines, diffSnapshots, flatten, showValue } from './audit-diff.ts';

describe('audit before/after', () => {
  it('flattens nested snapshots to dotted paths, arrays whole', () => {
    expect(flatten({ a: { b: 1, c: { d: 'x' } }, e: [1, 2], f: null })).toEqual({ 'a.b': 1, 'a.c.d': 'x', e: [1, 2], f: null });
    expect(flatten(null)).toEqual({});
    expect(flatten(5)).toEqual({ '(value)': 5 });
  });

  it('marks each path added, removed, changed or the same', () => {
    const before = { key: 'withdrawal.feeBps', value: 100, prices: { 'FT 1-0 correct': { odds: 70_000, version: 1 } }, gone: true };
    const after = { key: 'withdrawal.feeBps', value: 150, prices: { 'FT 1-0 correct': { odds: 72_000, version: 2 } }, fresh: 'yes' };
    const lines = diffSnapshots(before, after);
    expect(lines.map((l) => [l.path, l.kind])).toEqual([
      ['fresh', 'added'],
      ['gone', 'removed'],
      ['key', 'same'],
      ['prices.FT 1-0 correct.odds', 'changed'],
      ['prices.FT 1-0 correct.version', 'changed'],
      ['value', 'changed'],
    ]);
    expect(changedLines(lines).map((l) => l.path)).not.toContain('key');
  });

  it('treats a created row as all added and a refused call as no change', () => {
    expect(diffSnapshots(null, { id: 3, state: 'scheduled' }).every((l) => l.kind === 'added')).toBe(true);
    expect(changedLines(diffSnapshots({ id: 3, v: [1, 2] }, { id: 3, v: [1, 2] }))).toEqual([]);
    expect(showValue('x')).toBe('x');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(showValue(undefined)).toBe('');
  });
});
