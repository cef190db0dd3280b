import { describe, expect, it } from 'vitest';
import { operatorZoneNote } from './operator-time.ts';

describe('the operator zone note after a kick-off time', () => {
  const at = new Date('2026-12-04T15:00:00Z');
  it('is empty on a phone on Lagos time, and names the zone on one elsewhere (QA: Bangkok read 16:00 as its own)', () => {
    expect(operatorZoneNote(at, 60)).toBe('');
    const note = operatorZoneNote(at, 420);
    expect(note).not.toBe('');
    expect(note).toMatch(/^(WAT|GMT\+1)$/);
    expect(operatorZoneNote(at, 0)).toBe(note);
  });
});
