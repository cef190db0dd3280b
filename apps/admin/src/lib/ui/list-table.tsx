import { Table, type TableProps } from 'antd';
import { QueryError } from './query-error.tsx';

type TListQuery<T> = { data?: { items: T[] }; error: unknown; isFetching: boolean; refetch: () => unknown };

/**
 * A list screen's table: the rows of a server-paged query (keyed by id, dense), its loading state
 * on the first read only, and the query's error above it with a retry. Everything else — columns,
 * pager, sorting, row clicks, test id — is the screen's, passed through.
 */
export function ListTable<T extends object>({ list, ...props }: { list: TListQuery<T> } & Omit<TableProps<T>, 'dataSource' | 'loading' | 'rowKey' | 'size'>) {
  return (
    <>
      {list.error ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      <Table<T> rowKey="id" size="small" dataSource={list.data?.items} loading={list.isFetching && !list.data} {...props} />
    </>
  );
}
