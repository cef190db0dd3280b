// Closing countdowns run on the server's clock (lib/server-clock.ts), so a device clock that is
// wrong does not open or close betting early in the member's eyes.

export { offsetFrom } from '@scoreline/contract/server-clock';
export { noteServerTime, serverNow } from '../../lib/server-clock.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The largest unit of a countdown; the text shows it and the next one down ("3 h 09 min"). */
export type TCountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';

/** Says a countdown in the member's language: `count` of `unit`, then `rest` (two digits) of the next unit. */
export type TSayCountdown = (unit: TCountdownUnit, values: { count: number; rest: string }) => string;

/**
 * "2 d 03 h", "3 h 09 min", "9 min 45 s", "45 s"; null once passed. Units are written out: beside
 * "Kick-off 17:00", "09:45" or "03:09:45" read like clock times. `say` words it (match.left.*).
 * Seconds are rounded up, so the last one reads "1 s" and the text turns to "Betting closed" at
 * the closing instant, with Place bet (takesBets): rounded down, it said closed a second early
 * while the button still took bets.
 */
export function formatCountdown(msLeft: number, say: TSayCountdown): string | null {
  if (!Number.isFinite(msLeft) || msLeft <= 0) return null;
  const total = Math.ceil(msLeft / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return say('days', { count: days, rest: pad(hours) });
  if (hours > 0) return say('hours', { count: hours, rest: pad(minutes) });
  if (minutes > 0) return say('minutes', { count: minutes, rest: pad(seconds) });
  return say('seconds', { count: seconds, rest: '' });
}

/** Whether a closing time has passed on the server's clock. */
export function hasClosed(closingAt: string, now: number): boolean {
  const at = Date.parse(closingAt);
  return !Number.isFinite(at) || at <= now;
}
