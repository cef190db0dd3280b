import { zoneOffsetMs } from '@scoreline/contract/time-ranges';
import { OPERATOR_TZ } from '../../lib/format.ts';

// Kick-off and closing are typed as the operator's wall time ("2026-11-21 18:00", Lagos), whatever
// the browser's zone; the server takes instants.

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/** "2026-11-21 18:00" in `tz` -> "2026-11-21T17:00:00.000Z"; null for anything else. */
export function wallTimeToIso(wall: string, tz = OPERATOR_TZ): string | null {
  const m = WALL.exec(wall.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that wall time (correct once, as the server's day ranges do).
  let at = asUtc - zoneOffsetMs(new Date(asUtc), tz);
  at = asUtc - zoneOffsetMs(new Date(at), tz);
  return new Date(at).toISOString();
}

/** Whether "YYYY-MM-DD HH:mm" names a minute that exists (no 30 February, no hour 25). */
export function isRealWallTime(wall: string): boolean {
  const iso = wallTimeToIso(wall);
  return iso !== null && isoToWallTime(iso) === wall.trim().replace('T', ' ');
}

const wallFormat = new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TZ, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as the operator's wall time: "2026-11-21 18:00". */
export function isoToWallTime(iso: string): string {
  const parts = Object.fromEntries(wallFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export type TMatchFormValues = { league: string; homeTeam: string; awayTeam: string; kickOff: string; closing?: string };

/** The create/edit body: only what changed when editing. */
export function matchBody(values: TMatchFormValues, original?: { league: string; homeTeam: string; awayTeam: string; kickOffAt: string; closingAt: string }) {
  const kickOffAt = wallTimeToIso(values.kickOff);
  const closingAt = values.closing ? wallTimeToIso(values.closing) : undefined;
  const body: Record<string, string> = {};
  const put = (key: string, value: string | null | undefined, was?: string) => {
    if (value && value !== was) body[key] = value;
  };
  put('league', values.league.trim(), original?.league);
  put('homeTeam', values.homeTeam.trim(), original?.homeTeam);
  put('awayTeam', values.awayTeam.trim(), original?.awayTeam);
  // Times compare as the wall time the form shows (minutes): an untouched field sends nothing.
  if (!original || values.kickOff.trim() !== isoToWallTime(original.kickOffAt)) put('kickOffAt', kickOffAt);
  if (!original || (values.closing ?? '').trim() !== isoToWallTime(original.closingAt)) put('closingAt', closingAt);
  return body;
}
