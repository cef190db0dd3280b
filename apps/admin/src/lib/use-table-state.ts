import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readTableState, writeTableState, type TTableDefaults, type TTableState } from './table-state.ts';

/** A list page's table state, read from and written to the URL (see table-state.ts). */
export function useTableState(defaults: TTableDefaults): [TTableState, (next: TTableState) => void] {
  const [params, setParams] = useSearchParams();
  // Callers pass an inline object; its contents, not its identity, matter.
  const key = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableDefaults = useMemo(() => defaults, [key]);
  const state = useMemo(() => readTableState(params, stableDefaults), [params, stableDefaults]);
  const setState = useCallback((next: TTableState) => setParams(writeTableState(next, stableDefaults), { replace: false }), [setParams, stableDefaults]);
  return [state, setState];
}
