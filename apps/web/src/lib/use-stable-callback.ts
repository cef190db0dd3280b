import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that stays the same across renders and calls the latest `callback`: a memoized row
 * then renders again only when its own data changes, not because its parent made a new handler.
 * For event handlers only (called after rendering, never during it).
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
