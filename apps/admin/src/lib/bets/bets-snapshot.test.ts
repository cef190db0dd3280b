import { describe, expect, it } from 'vitest';
import { nextSnapshot, snapshotQuery } from './bets-snapshot.ts';

describe('paging the bets over the list page 1 found', () => {
  const page = (n: number, filter: Record<string, string | number> = { status: 'waiting' }) => ({ ...filter, page: n, pageSize: 20 });

  it('sends page 1 as it is, and every later page of the same filter up to the bet page 1 ended its list with', () => {
    const snapshot = nextSnapshot(null, page(1), { upTo: 120 });
    expect(snapshotQuery(page(1), snapshot)).toEqual(page(1));
    expect(snapshotQuery(page(2), snapshot)).toEqual({ ...page(2), upTo: 120 });
    expect(snapshotQuery(page(7), snapshot)).toEqual({ ...page(7), upTo: 120 });
    // Later pages do not move it; page 1 read again does.
    expect(nextSnapshot(snapshot, page(2), { upTo: 120 })).toBe(snapshot);
    expect(nextSnapshot(snapshot, page(1), { upTo: 135 })).toEqual({ list: expect.any(String), upTo: 135, newer: 0 });
    expect(nextSnapshot(snapshot, page(1), { upTo: 120 })).toBe(snapshot);
  });

  it('remembers the most bets a later page counted as placed since, on every page of the snapshot (QA: a cached page 2 said none)', () => {
    const snapshot = nextSnapshot(null, page(1), { upTo: 120 });
    const afterPage3 = nextSnapshot(snapshot, page(3), { upTo: 120, newer: 4 });
    expect(afterPage3?.newer).toBe(4);
    expect(nextSnapshot(afterPage3, page(2), { upTo: 120, newer: 0 })?.newer).toBe(4);
    // Page 1 read again starts a new snapshot, with nothing placed since.
    expect(nextSnapshot(afterPage3, page(1), { upTo: 124 })?.newer).toBe(0);
  });

  it('keeps a snapshot to its own filter: another filter pages the list as it is until its own first answer', () => {
    const snapshot = nextSnapshot(null, page(1), { upTo: 120 });
    const other = page(3, { status: 'lost' });
    expect(snapshotQuery(other, snapshot)).toEqual(other);
    // A page opened from a link (page 3 first) pins what its first answer covered.
    const pinned = nextSnapshot(snapshot, other, { upTo: 140 });
    expect(snapshotQuery(page(4, { status: 'lost' }), pinned)).toEqual({ ...page(4, { status: 'lost' }), upTo: 140 });
    // The page size is part of the list (a new size starts again at page 1).
    expect(snapshotQuery({ status: 'waiting', page: 2, pageSize: 50 }, snapshot)).toEqual({ status: 'waiting', page: 2, pageSize: 50 });
  });
});
