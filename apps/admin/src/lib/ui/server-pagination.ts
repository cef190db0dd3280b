import type { TablePaginationConfig } from 'antd';
import { formatCount } from '../format.ts';
import { PAGE_SIZES, type TTableState } from '../table-state.ts';

/**
 * The pager of every server-paged table: the page and size come from the table state (kept in
 * the URL), the total from the server; changing the size goes back to page 1. Without
 * `setState` the table's own onChange handles paging (tables that also sort).
 */
export function serverPagination(state: TTableState, total: number | undefined, setState?: (next: TTableState) => void): TablePaginationConfig {
  return {
    current: state.page,
    pageSize: state.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    showTotal: (all, [a, b]) => `${a}–${b} of ${formatCount(all)}`,
    ...(setState ? { onChange: (page: number, pageSize: number) => setState({ ...state, page: pageSize !== state.pageSize ? 1 : page, pageSize }) } : {}),
  };
}
