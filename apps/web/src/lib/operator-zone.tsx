import { operatorZoneNote } from './operator-time.ts';

/** " GMT+1" after a time or a day of the operator's zone, on a phone whose own clock is on another (operatorZoneNote); nothing in Nigeria. */
export function OperatorZone({ now }: { now: number }) {
  const note = operatorZoneNote(new Date(now));
  return note ? <span className="sl-zone" data-testid="operator-zone"> {note}</span> : null;
}
