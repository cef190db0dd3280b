import { zoneOffsetMs } from '@scoreline/contract/time-ranges';
import { OPERATOR_TZ } from '../../lib/format.ts';
import { wallTimeToIso } from './match-form-model.ts';

/** The example kick-off of the import help, as the operator's wall time with its offset: "2026-11-28T16:00:00+01:00". */
export function exampleKickOff(wall = '2026-11-28 16:00', tz = OPERATOR_TZ): string {
  const at = new Date(wallTimeToIso(wall, tz)!);
  const minutes = Math.round(zoneOffsetMs(at, tz) / 60_000);
  const hhmm = `${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
  return `${wall.replace(' ', 'T')}:00${minutes < 0 ? '-' : '+'}${hhmm}`;
}
