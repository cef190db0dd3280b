import { describe, expect, it } from 'vitest';
import { nextBefore, uniqueRows } from './cursor-pages.ts';

const page = (ids: number[], total: number) => ({ items: ids.map((id) => ({ id })), total, page: 1, pageSize: 2 });

describe('a newest-first list page after page (My bets, the bill)', () => {
  it('asks for the page after the last row shown, until every row of the total is shown', () => {
    const first = page([9, 8], 5);
    expect(nextBefore(first, [first])).toBe(8);
    const second = page([7, 6], 5);
    expect(nextBefore(second, [first, second])).toBe(6);
    const last = page([5], 5);
    expect(nextBefore(last, [first, second, last])).toBeUndefined();
    expect(nextBefore(page([], 5), [first, page([], 5)])).toBeUndefined();
  });

  it('shows each row once, even if two pages both hold it', () => {
    const data = { pages: [page([9, 8], 4), page([8, 7], 4)], pageParams: [undefined, 8] };
    expect(uniqueRows(data).map((b) => b.id)).toEqual([9, 8, 7]);
  });
});
