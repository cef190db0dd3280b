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

/**
 * A table's state kept in the address beside the page's own parameters (a tab's list: the
 * member page's ?tab=bets), each name under `prefix` ("bets.page=3"), so a reload or Back finds the
 * tab's page and filters without them mixing with the page's.
 */
export function usePrefixedTableState(prefix: string, defaults: TTableDefaults): [TTableState, (next: TTableState) => void] {
  const [params, setParams] = useSearchParams();
  const key = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableDefaults = useMemo(() => defaults, [key]);
  const own = useMemo(() => new URLSearchParams([...params].filter(([name]) => name.startsWith(prefix)).map(([name, value]) => [name.slice(prefix.length), value])), [params, prefix]);
  const state = useMemo(() => readTableState(own, stableDefaults), [own, stableDefaults]);
  const setState = useCallback(
    (next: TTableState) =>
      setParams((current) => {
        const merged = new URLSearchParams([...current].filter(([name]) => !name.startsWith(prefix)));
        for (const [name, value] of writeTableState(next, stableDefaults)) merged.set(`${prefix}${name}`, value);
        return merged;
      }),
    [setParams, prefix, stableDefaults],
  );
  return [state, setState];
}
