import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { callApi, type TPage } from '../../lib/api-client.ts';
import type { TAdminApiName } from '../../lib/api-paths.ts';
import { fromTableSorter, type TTableDefaults, type TTableState } from '../../lib/table-state.ts';

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

/**
 * The antd Table onChange of a sorted, server-paged finance list (deposits, withdrawals): a sort
 * goes back to page 1 (cleared: the list's default, newest first); paging keeps the sort.
 */
export function financeTableChange<T>(state: TTableState, setState: (next: TTableState) => void, defaults: TTableDefaults) {
  return (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<T> | SorterResult<T>[], extra: { action: string }) => {
    if (extra.action === 'sort' && !Array.isArray(sorter)) {
      setState(fromTableSorter(state, sorter.order ? String(sorter.columnKey ?? sorter.field) : null, sorter.order, defaults));
    } else if (extra.action === 'paginate') {
      setState({ ...state, page: pagination.pageSize !== state.pageSize ? 1 : (pagination.current ?? 1), pageSize: pagination.pageSize ?? state.pageSize });
    }
  };
}
