import type { InfiniteData } from '@tanstack/react-query';

/** A page of a list, as the server answers it (the member app's record lists, wallet and bets alike). */
export type TPaged<T> = { items: T[]; total: number; page: number; pageSize: number };

/** What paging by the last row needs of a page of a newest-first list. */
type TPage<T> = Pick<TPaged<T>, 'items' | 'total'>;

/**
 * The next page starts after the last row shown (its id, the server's `before`), not at an
 * offset: a row added or removed elsewhere while the member scrolls would shift an offset (QA: the
 * last rows of a page came again at the top of the next, and rows below were never shown).
 */
export function nextBefore<T extends { id: number }>(last: TPage<T>, pages: TPage<T>[]): number | undefined {
  const shown = pages.reduce((n, page) => n + page.items.length, 0);
  return shown < last.total && last.items.length > 0 ? last.items.at(-1)!.id : undefined;
}

/** The rows of every page loaded, each once (two rows of one id would share a React key). */
export function uniqueRows<T extends { id: number }>(data: InfiniteData<TPage<T>> | undefined): T[] {
  const byId = new Map<number, T>();
  for (const row of data?.pages.flatMap((page) => page.items) ?? []) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()];
}
