import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's choice kept in its address (?period=HT), not in component state: going back to the
 * page, or reloading it, shows what the member had chosen (the grid's tabs, My bets' filters)
 * instead of the defaults. A change replaces the history entry, so Back leaves the page rather
 * than stepping through every tab the member tried. `read` turns the text (or its absence, or
 * a hand-edited value) into a choice; `fallback` is written as no parameter at all.
 */
export function useSearchParamState<T>(name: string, read: (raw: string | null) => T, fallback: T): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = read(params.get(name));
  const set = useCallback(
    (next: T) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback || next === undefined) updated.delete(name);
          else updated.set(name, String(next));
          return updated;
        },
        { replace: true },
      ),
    [name, fallback, setParams],
  );
  return [value, set];
}

/** A reader for useSearchParamState: the allowed value written as `raw` ("HT", "-6"), else `fallback`. */
export function oneOf<T extends string | number, F>(allowed: readonly T[], fallback: F): (raw: string | null) => T | F {
  return (raw) => allowed.find((value) => String(value) === raw) ?? fallback;
}
