import { describe, expect, it } from 'vitest';
import { betsQuery } from './bets-query.ts';

describe('the bets page address as the API query', () => {
  it('leaves the open bet out of the query', () => {
    expect(betsQuery({ bet: '12', status: 'lost', page: 1, pageSize: 50 })).toEqual({ status: 'lost', page: 1, pageSize: 50 });
  });
  it('drops a day that is not a day and swaps days given backwards', () => {
    expect(betsQuery({ from: 'garbage', to: '2026-11-20', page: 1 })).toEqual({ to: '2026-11-20', page: 1 });
    expect(betsQuery({ from: '2026-11-28', to: '2026-11-20', page: 1 })).toEqual({ from: '2026-11-20', to: '2026-11-28', page: 1 });
  });
});
