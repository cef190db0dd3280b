// Which row of the operator's VIP table applies to a member's level: shared by the server (odds
// bonus, limits) and the member app (the VIP page marks the member's row), so both read it alike.

/** The highest row not above the level, so a level beyond the table keeps the top row; the lowest row for a level below them all. */
export function vipLevelRow<T extends { level: number }>(levels: readonly T[], level: number): T | undefined {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  return sorted.filter((row) => row.level <= level).at(-1) ?? sorted[0];
}
