/** Injected wherever business time matters, so tests can move time (lockout expiry, captcha expiry). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that can be moved forward (the test clock route drives one). */
export type AdvancingClock = Clock & { advance(ms: number): void };

export function canAdvance(clock: Clock): clock is AdvancingClock {
  return typeof (clock as Partial<AdvancingClock>).advance === 'function';
}

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

/**
 * The system clock plus an offset that only grows: a real server in a browser test keeps real
 * time flowing (timeouts, leases) yet can jump to after a match's kick-off. main.ts uses it
 * only with TEST_CLOCK_CONTROL, which production refuses.
 */
export function offsetClock(base: Clock = systemClock) {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance: (ms: number) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`the clock only moves forward, got ${ms} ms`);
      offsetMs += ms;
    },
    offsetMs: () => offsetMs,
  };
}
export type OffsetClock = ReturnType<typeof offsetClock>;
