import { describe, expect, it } from 'vitest';
import { withSearch } from './bet-search.ts';

const state = { page: 3, pageSize: 50, sort: null, order: 'desc' as const, filters: { from: '2026-12-06', to: '2026-12-12', status: 'waiting', memberId: '7' } };

describe('a bets list searched by a text box', () => {
  it('searches a reference or a member over every day, keeping the other filters (QA: a bet of 8 days ago was not found)', () => {
    expect(withSearch(state, 'reference', ' BET_5BE4 ')).toEqual({ ...state, page: 1, filters: { status: 'waiting', memberId: '7', reference: 'BET_5BE4' } });
    expect(withSearch(state, 'member', 'qa5_carol')).toEqual({ ...state, page: 1, filters: { status: 'waiting', member: 'qa5_carol' } });
  });

  it('leaves the days alone when the box is cleared', () => {
    expect(withSearch({ ...state, filters: { ...state.filters, reference: 'x' } }, 'reference', '')).toEqual({ ...state, page: 1 });
  });
});
