import { useEffect, useState } from 'react';
import { serverNow } from '../countdown.ts';

/** The server's clock, ticking every `intervalMs` (countdowns re-render once a second). */
export function useServerNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
