import { describe, expect, it } from 'vitest';
import { antSortOrder, apiQuery, fromTableSorter, readTableState, withFilter, writeTableState } from './table-state.ts';

const defaults = { pageSize: 50, sort: 'kickOffAt', order: 'asc' as const, filters: { status: '0' } };

describe('table state in the URL', () => {
  it('reads defaults from an empty query, and every part from a full one', () => {
    expect(readTableState(new URLSearchParams(''), defaults)).toEqual({ page: 1, pageSize: 50, sort: 'kickOffAt', order: 'asc', filters: { status: '0' } });
    expect(readTableState(new URLSearchParams('page=3&pageSize=100&sort=openStake&order=desc&league=NPFL&status=1'), defaults)).toEqual({
      page: 3,
      pageSize: 100,
      sort: 'openStake',
      order: 'desc',
      filters: { status: '1', league: 'NPFL' },
    });
  });

  it('ignores nonsense paging', () => {
    const s = readTableState(new URLSearchParams('page=-2&pageSize=5000&order=sideways'), defaults);
    expect({ page: s.page, pageSize: s.pageSize, order: s.order }).toEqual({ page: 1, pageSize: 50, order: 'asc' });
  });

  it('writes only what differs from the defaults, and survives a round trip', () => {
    const state = { page: 2, pageSize: 50, sort: 'kickOffAt', order: 'asc' as const, filters: { status: '0', search: 'arsenal' } };
    expect(writeTableState(state, defaults).toString()).toBe('search=arsenal&page=2');
    expect(readTableState(writeTableState(state, defaults), defaults)).toEqual(state);
  });

  it('keeps a default filter cleared after a reload', () => {
    const cleared = withFilter(readTableState(new URLSearchParams(''), defaults), 'status', undefined);
    const params = writeTableState(cleared, defaults);
    expect(params.toString()).toBe('status=');
    expect(readTableState(params, defaults).filters).toEqual({});
  });

  it('goes back to page one when a filter or the sort changes', () => {
    const s = readTableState(new URLSearchParams('page=4'), defaults);
    expect(withFilter(s, 'league', 'NPFL')).toMatchObject({ page: 1, filters: { status: '0', league: 'NPFL' } });
    expect(fromTableSorter(s, 'openStake', 'descend', defaults)).toMatchObject({ page: 1, sort: 'openStake', order: 'desc' });
    expect(fromTableSorter(s, null, undefined, defaults)).toMatchObject({ page: 1, sort: 'kickOffAt', order: 'asc' });
  });

  it('tells antd which column is sorted and builds the API query', () => {
    const s = readTableState(new URLSearchParams('sort=openBets&order=desc&page=2'), defaults);
    expect(antSortOrder(s, 'openBets')).toBe('descend');
    expect(antSortOrder(s, 'kickOffAt')).toBeNull();
    expect(apiQuery(s)).toEqual({ status: '0', sort: 'openBets', order: 'desc', page: 2, pageSize: 50 });
  });
});
