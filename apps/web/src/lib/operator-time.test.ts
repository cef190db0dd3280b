import { describe, expect, it } from 'vitest';
import { operatorZoneNote, scoreInText, withZoneNote } from './operator-time.ts';

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

describe('a time of the operator written in a sentence', () => {
  const at = new Date('2026-12-04T15:00:00Z');
  it('carries the zone note on a phone elsewhere, and nothing more in Nigeria', () => {
    expect(withZoneNote('2026-12-07 00:30', at, 60)).toBe('2026-12-07 00:30');
    expect(withZoneNote('2026-12-07 00:30', at, 540)).toMatch(/^2026-12-07 00:30 (WAT|GMT\+1)$/);
  });
});

describe('a score in a sentence', () => {
  it('keeps its hyphen from breaking the line', () => {
    expect(scoreInText('1-0')).toBe('1\u20110');
    expect(scoreInText('10-2')).toBe('10\u20112');
  });
});
