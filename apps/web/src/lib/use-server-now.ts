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
export function useOperatorToday(): number {
  // Read every second (an unchanged day renders nothing): read every minute, the results and My
  // bets kept the old day under "Today" up to 44 s after midnight (QA). Not a timer set for
  // midnight: a phone's clock that jumps (asleep, set by the network) fires no timer on the way.
  return useServerClockValue(operatorToday, 1000);
}

/** The first of `moments` (ms, server time) after `now`, or undefined when none is ahead. */
export function nextMomentAfter(moments: readonly number[], now: number): number | undefined {
  let next: number | undefined;
  for (const moment of moments) if (moment > now && (next === undefined || moment < next)) next = moment;
  return next;
}

/** setTimeout's longest wait; a deadline further away is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The server's clock, read again only when it passes one of `moments` (and when the server's time
 * jumps): a long list whose rows change only at their own deadlines (a bet's Cancel goes at its
 * closing time) renders then, not every second. QA: My bets with 457 bets redrew every row each
 * second and kept a slow phone busy 64 % of the time doing nothing.
 */
export function useServerTimePassing(moments: readonly number[]): number {
  const [now, setNow] = useState(serverNow);
  const next = nextMomentAfter(moments, now);
  useEffect(() => {
    const tick = () => setNow(serverNow());
    const unsubscribe = onServerClockJump(tick);
    const timer = next === undefined ? undefined : window.setTimeout(tick, Math.min(Math.max(next - serverNow(), 0) + 1, LONGEST_WAIT_MS));
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
    // `now` too: a tick that came a moment early (the server's offset moved) waits again.
  }, [next, now]);
  return now;
}
