import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type TPage } from '../../lib/api-client.ts';
import type { TAdminApiName } from '../../lib/api-paths.ts';

export const financeKeys = {
  withdrawals: ['finance', 'withdrawals'] as const,
  deposits: ['finance', 'deposits'] as const,
  bankAccounts: ['finance', 'bank-accounts'] as const,
  ledger: ['finance', 'ledger'] as const,
};

/** One page of a finance list; the previous page stays on screen while the next loads. */
export function usePagedList<T>(name: TAdminApiName, key: readonly string[], query: Record<string, string | number>, refetchInterval?: number) {
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => callApi<TPage<T>>(name, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}
