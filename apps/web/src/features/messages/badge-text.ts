/** The count on a badge: nothing at 0, "99+" above 99. */
export function badgeText(count: number | undefined): string | null {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.trunc(count));
}
