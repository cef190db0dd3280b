import { describe, expect, it } from 'vitest';
import { endedInAnotherTab, tokenMark } from './session-ended.ts';

describe('a session that ended in another tab', () => {
  const token = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';

  it('is told apart from a sign-out on purpose by the mark the ending tab left', () => {
    expect(endedInAnotherTab(token, tokenMark(token))).toBe(true);
    // Signed out on purpose: the mark, if any, is an older session's.
    expect(endedInAnotherTab(token, tokenMark('an older session token'))).toBe(false);
    expect(endedInAnotherTab(token, null)).toBe(false);
    expect(endedInAnotherTab(null, tokenMark(token))).toBe(false);
  });

  it('marks a token by a short digest, not the token itself', () => {
    expect(tokenMark(token)).not.toContain(token.slice(0, 8));
    expect(tokenMark(token).length).toBeLessThan(16);
    expect(tokenMark(token)).not.toBe(tokenMark(`${token.slice(0, -1)}7`));
  });
});
