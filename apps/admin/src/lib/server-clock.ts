import { useSyncExternalStore } from 'react';
import { createServerClock } from '@scoreline/contract/server-clock';
import { operatorDay } from './format.ts';

// Every "now" and "today" of the back office is the server's: kick-off and closing are judged as
// the server judges them, and a default day filter or an "as of" time follows the operator's
// clock, not the trader's computer (minutes off, or days off under a moved test clock). The clock
// is known from the Date header of every answer (api-client.ts).
const clock = createServerClock();

const DAY_MS = 86_400_000;
const listeners = new Set<() => void>();

/** Notes an answer's Date header; screens showing a day re-render when it moves the clock. */
export function noteServerDate(header: string | null): void {
  const before = clock.now(0);
  clock.noteDateHeader(header);
  if (clock.now(0) !== before) for (const listener of listeners) listener();
}

/** Now by the server's clock (ms); with `deviceNow`, the server's time at that moment of this computer (a query's dataUpdatedAt). */
export const serverNow = (deviceNow?: number): number => clock.now(deviceNow);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The operator day `daysBack` days before today by the server's clock ("2026-11-23"). Before the
 * first answer of a freshly loaded page the clock is the computer's: the day follows the server's
 * as soon as that answer arrives.
 */
export function useServerDay(daysBack = 0): string {
  const day = () => operatorDay(new Date(serverNow() - daysBack * DAY_MS));
  return useSyncExternalStore(subscribe, day, day);
}
