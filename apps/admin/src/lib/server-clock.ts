// The back office judges "has it kicked off yet?" as the server will: by the server's clock,
// known from the Date header of every answer (to the second). A trader's computer running a few
// minutes slow would otherwise keep the score form shut while the server would take the score,
// or offer an edit the server then refuses.

let offsetMs = 0;

/** Notes the server's time from an answer's Date header (ignored when missing or unreadable). */
export function noteServerDate(dateHeader: string | null, deviceNow: number = Date.now()): void {
  const server = dateHeader ? Date.parse(dateHeader) : NaN;
  // The header is whole seconds: an offset under a second is the header's rounding, not a clock off.
  if (Number.isFinite(server)) offsetMs = Math.abs(server - deviceNow) < 1_000 ? 0 : server - deviceNow;
}

/** Now by the server's clock, in milliseconds. */
export function serverNow(deviceNow: number = Date.now()): number {
  return deviceNow + offsetMs;
}
