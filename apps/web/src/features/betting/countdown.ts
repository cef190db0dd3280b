// Closing countdowns run on the server's clock (lib/server-clock.ts), so a device clock that is
// wrong does not open or close betting early in the member's eyes.

export { offsetFrom } from '@scoreline/contract/server-clock';
export { noteServerTime, serverNow } from '../../lib/server-clock.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "2d 03:04" from a day on, "03:04:05" under a day, "04:05" under an hour; null once passed.
 * `days` writes the day count in the member's language ("2 j", "2 วัน").
 */
export function formatCountdown(msLeft: number, days: (count: number) => string = (count) => `${count}d`): string | null {
  if (!Number.isFinite(msLeft) || msLeft < 1000) return null;
  const total = Math.floor(msLeft / 1000);
  const wholeDays = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (wholeDays > 0) return `${days(wholeDays)} ${pad(hours)}:${pad(minutes)}`;
  if (hours > 0) return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return `${pad(minutes)}:${pad(seconds)}`;
}

/** Whether a closing time has passed on the server's clock. */
export function hasClosed(closingAt: string, now: number): boolean {
  const at = Date.parse(closingAt);
  return !Number.isFinite(at) || at <= now;
}
