/** Injected wherever business time matters, so tests can move time (lockout expiry, captcha expiry). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export function manualClock(start = new Date('2026-11-21T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (d: Date) => {
      current = d.getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}
export type ManualClock = ReturnType<typeof manualClock>;
