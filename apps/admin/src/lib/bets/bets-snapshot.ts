// The bets lists page over the list as it stood when page 1 was read: bets keep arriving, and by
// offset each page after the first repeated the rows the new bets pushed down (and hid as many).
// Page 1 is always the list now; its answer's `upTo` (the newest bet it covers) is kept and sent
// with every later page of the same filter, which the server reads up to that bet only.

type TQuery = Record<string, string | number>;

/**
 * The list a snapshot belongs to (its filter, whatever the page), and the most bets any of its
 * later pages counted as placed since: a page read before more arrived, cached, said fewer (QA:
 * back on page 2 the notice was gone).
 */
export type TSnapshot = { list: string; upTo: number; newer: number };

function listOf(query: TQuery): string {
  const { page: _page, upTo: _upTo, ...filter } = query;
  return JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));
}

/** The query to send: a later page of the snapshot's list reads up to its bet. */
export function snapshotQuery(query: TQuery, snapshot: TSnapshot | null): TQuery {
  const later = Number(query.page ?? 1) > 1;
  return later && snapshot?.list === listOf(query) ? { ...query, upTo: snapshot.upTo } : query;
}

/** The snapshot after an answer to `query`: page 1 (or the first page read of a new filter) sets it; later pages count what arrived since. */
export function nextSnapshot(snapshot: TSnapshot | null, query: TQuery, answer: { upTo: number; newer?: number }): TSnapshot | null {
  const list = listOf(query);
  const first = Number(query.page ?? 1) === 1;
  if (first || snapshot?.list !== list) {
    return snapshot?.list === list && snapshot.upTo === answer.upTo ? snapshot : { list, upTo: answer.upTo, newer: first ? 0 : (answer.newer ?? 0) };
  }
  const newer = answer.upTo === snapshot.upTo ? Math.max(snapshot.newer, answer.newer ?? 0) : snapshot.newer;
  return newer === snapshot.newer ? snapshot : { ...snapshot, newer };
}
