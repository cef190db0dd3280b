import { useEffect, useRef } from 'react';
import { useStableCallback } from './use-stable-callback.ts';

/**
 * Calls `refetch` when `watched` changes from one known value to another (not when it first
 * becomes known): a long list asks again only when a small, polled reading says something in it
 * moved, instead of polling all its pages itself.
 */
export function useRefetchWhenChanged(watched: string | number | undefined, refetch: () => unknown): void {
  const seen = useRef(watched);
  const ask = useStableCallback(refetch);
  useEffect(() => {
    if (watched === undefined) return;
    if (seen.current !== undefined && seen.current !== watched) void ask();
    seen.current = watched;
  }, [watched, ask]);
}
