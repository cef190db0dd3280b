import { describe, expect, it } from 'vitest';
import { allBets, nextPage } from './betting-queries.ts';

const page = (ids: number[], total: number) => ({ items: ids.map((id) => ({ id })), total, page: 1, pageSize: 2 });

describe('My bets, page after page', () => {
  it('asks for the page after the last bet shown, until every bet of the total is shown', () => {
    const first = page([9, 8], 5);
    expect(nextPage(first, [first])).toBe(8);
    const second = page([7, 6], 5);
    expect(nextPage(second, [first, second])).toBe(6);
    const last = page([5], 5);
    expect(nextPage(last, [first, second, last])).toBeUndefined();
    expect(nextPage(page([], 5), [first, page([], 5)])).toBeUndefined();
  });

  it('shows each bet once, even if two pages both hold it', () => {
    const data = { pages: [page([9, 8], 4), page([8, 7], 4)], pageParams: [undefined, 8] };
    expect(allBets(data).map((b) => b.id)).toEqual([9, 8, 7]);
  });
});
