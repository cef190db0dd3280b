// Small display helpers of the wallet pages.

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-05-14 13:05" in the operator's time zone, with its zone on a phone elsewhere (lib/operator-time.ts zonedDateTime). */
export { zonedDateTime as formatDateTime } from '../../lib/operator-time.ts';

/** "14 May" in the member's language, the operator's day: the same day-then-month order as the match days' chips. */
export { dayAndMonth as formatDay } from '../../lib/operator-time.ts';

/** "mm:ss" left until `iso`, or null once it has passed. */
export function countdownText(iso: string, now: number): string | null {
  const left = Math.floor((new Date(iso).getTime() - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Two letters standing for a bank on its badge: "Guaranty Trust Bank" -> "GT", "Kuda Bank" -> "KB". */
export function bankInitials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0 && !/^(of|for|and|the|limited|ltd|plc)$/i.test(word));
  const letters = words.slice(0, 2).map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** Banks whose name or code contains the search, ignoring case and spaces. */
export function filterBanks<T extends { name: string; code: string }>(banks: readonly T[], search: string): T[] {
  const needle = search.replace(/\s+/g, '').toLowerCase();
  if (!needle) return [...banks];
  return banks.filter((bank) => bank.name.replace(/\s+/g, '').toLowerCase().includes(needle) || bank.code.includes(needle));
}

/** A long address for a row: "TQn9Y2…cbLSE". */
export function shortAddress(address: string, keep = 6): string {
  return address.length <= keep * 2 + 1 ? address : `${address.slice(0, keep)}…${address.slice(-keep + 1)}`;
}

/** Only an http(s) address may be shown in the payment frame (never javascript: or data:). */
export function safeCheckoutUrl(raw: string | null | undefined, base: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
