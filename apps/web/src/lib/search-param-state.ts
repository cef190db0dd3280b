import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { currentHashLocation } from './app-bridge.ts';

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

/** Names of the parameters useSearchParamText writes: what the member typed, not which page this is. */
const typedParams = new Set<string>();

/**
 * The part of an address's query that says which page it is: without the typed text that
 * useSearchParamText writes behind the router's back. The router reads that text only when it
 * next reads the address (a Back that closes a sheet over the page, lib/back-closes.ts), and the
 * page is still the same page.
 */
export function pageQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of typedParams) params.delete(name);
  return params.toString();
}

/**
 * Typed text kept in the address (?stake=), like useSearchParamState, but held in the page and
 * written straight into the current history entry, not through the router. Through the router,
 * each keystroke re-rendered the page from the address as it was at the last render, and on a
 * slow phone the keystrokes typed meanwhile were lost ("2500" became "250"). The address is still
 * always up to date: a reload, or Back to the page, finds what was typed.
 */
export function useSearchParamText(name: string, read: (raw: string | null) => string): [string, (value: string) => void] {
  typedParams.add(name);
  const [params] = useSearchParams();
  const saved = read(params.get(name));
  const [text, setText] = useState(saved);
  // The router moving the address under the page (Back, a link to it with another value) wins.
  const [seen, setSeen] = useState(saved);
  if (saved !== seen) {
    setSeen(saved);
    setText(saved);
  }
  const set = useCallback(
    (next: string) => {
      setText(next);
      const [path = '/', query = ''] = currentHashLocation().split('?');
      const updated = new URLSearchParams(query);
      if (next === '') updated.delete(name);
      else updated.set(name, next);
      const search = updated.toString();
      // The router's own entry state is kept, so Back and Forward still find their place.
      window.history.replaceState(window.history.state, '', `#${path}${search ? `?${search}` : ''}`);
    },
    [name],
  );
  return [text, set];
}
