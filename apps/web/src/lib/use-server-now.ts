import { useEffect, useState } from 'react';
import { onServerClockJump, serverNow } from './server-clock.ts';

/**
 * The server's clock, ticking every `intervalMs` (countdowns re-render once a second), and at
 * once when the app learns the server's time differs from the device's: a page opened afresh
 * starts on the device's clock, and a slow tick would keep its day labels a day off (QA: the
 * results tabs after a reload named the phone's days over the server's lists).
 */
export function useServerNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const tick = () => setNow(serverNow());
    const timer = window.setInterval(tick, intervalMs);
    const unsubscribe = onServerClockJump(tick);
    return () => {
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [intervalMs]);
  return now;
}
