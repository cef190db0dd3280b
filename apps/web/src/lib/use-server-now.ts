import { useEffect, useState } from 'react';
import { startOfZonedDay } from '@scoreline/contract/time-ranges';
import { OPERATOR_TIME_ZONE } from './operator-time.ts';
import { onServerClockJump, serverNow } from './server-clock.ts';

/**
 * A value read off the server's clock, read again every `intervalMs` and at once when the app
 * learns the server's time differs from the device's: a page opened afresh starts on the
 * device's clock, and a slow tick would keep its day labels a day off (QA: the results tabs
 * after a reload named the phone's days over the server's lists). `read` must be stable (a
 * module-level function); an unchanged value does not render again.
 */
function useServerClockValue<T>(read: () => T, intervalMs: number): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const tick = () => setValue(read());
    const timer = window.setInterval(tick, intervalMs);
    const unsubscribe = onServerClockJump(tick);
    return () => {
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [read, intervalMs]);
  return value;
}

/** The server's clock, ticking every `intervalMs` (countdowns re-render once a second). */
export function useServerNow(intervalMs = 1000): number {
  return useServerClockValue(serverNow, intervalMs);
}

const operatorToday = () => startOfZonedDay(new Date(serverNow()), OPERATOR_TIME_ZONE, 0).getTime();

/**
 * The start of the operator's today by the server's clock, which changes only at the operator's
 * midnight. The record lists put it in their query key: the server counts a range ("today", "7
 * days") from its own today, so a list left open over midnight asks again for the new days
 * instead of keeping yesterday's "today" under a label that already moved on (QA).
 */
export function useOperatorToday(intervalMs = 30_000): number {
  return useServerClockValue(operatorToday, intervalMs);
}
