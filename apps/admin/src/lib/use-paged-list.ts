import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type TPage } from './api-client.ts';
import type { TAdminApiName } from './api-paths.ts';

/** One page of a server-paged list; the previous page stays on screen while the next loads. */
export function usePagedList<T>(name: TAdminApiName, key: readonly string[], query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => callApi<TPage<T>>(name, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
