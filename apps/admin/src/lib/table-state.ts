// A table's paging, sorting and filters live in the URL's query (inside the hash), so a reload,
// the back button or a link shared with a colleague shows the same page of the same list.

export type TSortOrder = 'asc' | 'desc';

export type TTableState = {
  page: number;
  pageSize: number;
  sort: string | null;
  order: TSortOrder;
  /** Filter values as the URL holds them (strings; lists comma-separated). */
  filters: Record<string, string>;
};

export type TTableDefaults = { pageSize: number; sort?: string | null; order?: TSortOrder; filters?: Record<string, string> };

export const PAGE_SIZES = [20, 50, 100, 200] as const;

const RESERVED = new Set(['page', 'pageSize', 'sort', 'order']);

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = text === null ? NaN : Number(text);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

export function readTableState(params: URLSearchParams, defaults: TTableDefaults): TTableState {
  const filters: Record<string, string> = { ...defaults.filters };
  for (const [name, value] of params) if (!RESERVED.has(name)) filters[name] = value;
  for (const [name, value] of Object.entries(filters)) if (value === '') delete filters[name];
  const order = params.get('order');
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: positiveInt(params.get('pageSize'), defaults.pageSize, 200),
    sort: params.get('sort') ?? defaults.sort ?? null,
    order: order === 'asc' || order === 'desc' ? order : (defaults.order ?? 'asc'),
    filters,
  };
}

/** The URL query of a state; values equal to the defaults are left out to keep links short. */
export function writeTableState(state: TTableState, defaults: TTableDefaults): URLSearchParams {
  const params = new URLSearchParams();
  const defaultFilters = defaults.filters ?? {};
  for (const [name, value] of Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value !== (defaultFilters[name] ?? '')) params.set(name, value);
  }
  // A filter cleared from its default must stay cleared after a reload.
  for (const name of Object.keys(defaultFilters)) if (!(name in state.filters)) params.set(name, '');
  if (state.sort !== (defaults.sort ?? null) && state.sort) params.set('sort', state.sort);
  if (state.order !== (defaults.order ?? 'asc')) params.set('order', state.order);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== defaults.pageSize) params.set('pageSize', String(state.pageSize));
  return params;
}

/** A filter changed: back to the first page, the filter set or removed. */
export function withFilter(state: TTableState, name: string, value: string | null | undefined): TTableState {
  const filters = { ...state.filters };
  if (value === null || value === undefined || value === '') delete filters[name];
  else filters[name] = value;
  return { ...state, filters, page: 1 };
}

/** antd Table's sorter ('ascend' / 'descend' / undefined) as the API's sort and order. */
export function fromTableSorter(state: TTableState, field: string | null, antOrder: 'ascend' | 'descend' | null | undefined, defaults: TTableDefaults): TTableState {
  if (!field || !antOrder) return { ...state, sort: defaults.sort ?? null, order: defaults.order ?? 'asc', page: 1 };
  return { ...state, sort: field, order: antOrder === 'descend' ? 'desc' : 'asc', page: 1 };
}

/** The antd column sortOrder for a field under this state. */
export function antSortOrder(state: TTableState, field: string): 'ascend' | 'descend' | null {
  if (state.sort !== field) return null;
  return state.order === 'desc' ? 'descend' : 'ascend';
}

/** The API query of a state: filters, sort and paging. */
export function apiQuery(state: TTableState): Record<string, string | number> {
  return { ...state.filters, ...(state.sort ? { sort: state.sort, order: state.order } : {}), page: state.page, pageSize: state.pageSize };
}
