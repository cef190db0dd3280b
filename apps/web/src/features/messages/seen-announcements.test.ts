import { describe, expect, it } from 'vitest';
import { parseSeen, SEEN_LIMIT, seenAnnouncements, seenChangedElsewhere, unseenCount, withSeen } from './seen-announcements.ts';

describe('announcements opened on this device', () => {
  it('reads back what was stored, and nothing from a broken value', () => {
    expect(parseSeen(JSON.stringify([3, 2, 1]))).toEqual([3, 2, 1]);
    expect(parseSeen(null)).toEqual([]);
    expect(parseSeen('{not json')).toEqual([]);
    expect(parseSeen('{"a":1}')).toEqual([]);
    expect(parseSeen(JSON.stringify([4, 'x', -1, 2.5, 0, 7]))).toEqual([4, 7]);
  });

  it('keeps the newest first, once each, and at most SEEN_LIMIT', () => {
    expect(withSeen([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(withSeen([], 9)).toEqual([9]);
    const full = Array.from({ length: SEEN_LIMIT }, (_, index) => index + 1);
    const next = withSeen(full, 1000);
    expect(next).toHaveLength(SEEN_LIMIT);
    expect(next[0]).toBe(1000);
    expect(next).not.toContain(SEEN_LIMIT);
  });

  it('counts the ones not opened yet', () => {
    expect(unseenCount([5, 4, 3], [4])).toBe(2);
    expect(unseenCount([], [1])).toBe(0);
    expect(unseenCount([1, 2], [])).toBe(2);
  });
});

describe('announcements opened in another tab', () => {
  it('count as seen here at once; storage cleared elsewhere counts none; other keys change nothing', () => {
    seenChangedElsewhere('announcements_seen', JSON.stringify([7, 3]));
    expect(unseenCount([7, 5, 3], seenAnnouncements())).toBe(1);
    seenChangedElsewhere('language', 'fr');
    expect(seenAnnouncements()).toEqual([7, 3]);
    seenChangedElsewhere(null, null);
    expect(seenAnnouncements()).toEqual([]);
  });
});
