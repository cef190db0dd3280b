// The member app and the back office judge times (closing countdowns, "has it kicked off?") by the
// server's clock, not the device's: a device minutes off would otherwise show betting open after
// it closed, or keep a form shut that the server would take. Each app keeps one of these, fed by
// the server's exact time where an answer carries one (the match list's serverTime) and by the
// HTTP Date header of every answer otherwise.

export type ServerClock = {
  /** An exact server time (ISO) read at `deviceNow`. */
  noteTime(serverTime: string, deviceNow?: number): void;
  /** A Date header (whole seconds) read at `deviceNow`: corrects the clock only beyond its rounding. */
  noteDateHeader(header: string | null, deviceNow?: number): void;
  /** Now by the server's clock, in milliseconds. */
  now(deviceNow?: number): number;
  /**
   * Calls `listener` when the clock jumps by more than a second (the first answer of a page
   * opened afresh on a device whose clock is off): what was worked out from the device's
   * clock until then (a day's label, a countdown) must be worked out again. Returns the unsubscribe.
   */
  subscribe(listener: () => void): () => void;
};

/** Server time minus device time, from an exact server time; null when unreadable. */
export function offsetFrom(serverTime: string, deviceNow: number): number | null {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - deviceNow : null;
}

export function createServerClock(): ServerClock {
  let offsetMs = 0;
  const listeners = new Set<() => void>();
  const setOffset = (next: number) => {
    const jumped = Math.abs(next - offsetMs) > 1_000;
    offsetMs = next;
    if (jumped) for (const listener of [...listeners]) listener();
  };
  return {
    noteTime(serverTime, deviceNow = Date.now()) {
      const offset = offsetFrom(serverTime, deviceNow);
      if (offset !== null) setOffset(offset);
    },
    noteDateHeader(header, deviceNow = Date.now()) {
      const server = header ? Date.parse(header) : NaN;
      if (!Number.isFinite(server)) return;
      // The header drops the milliseconds: the server's time was within the second after it, and
      // was read before the answer arrived, so the offset is at least `low`. Below it the app is
      // behind the server (QA: an estimate from a slow first answer stayed up to 2 s behind, and
      // Cancel was offered 1.6 s after closing): raised to it, the least change that is true, so an
      // exact time and the headers do not pull a countdown back and forth. Above it, the answer's
      // travel time is allowed for.
      const low = server - deviceNow;
      if (offsetMs < low) setOffset(low);
      else if (offsetMs > low + 2_000) setOffset(low + 500);
    },
    now: (deviceNow = Date.now()) => deviceNow + offsetMs,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
