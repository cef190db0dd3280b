import { describe, expect, it } from 'vitest';
import { toastDuration } from './toast-duration.ts';

describe('a toast', () => {
  it('stays 2.2 s for a few words, long enough to read a sentence, and at most 8 s', () => {
    expect(toastDuration('Bet cancelled')).toBe(2_200);
    // QA: the terms-changed refusal (about 190 characters) went after 2.4 s; it takes 7 to 8 to read.
    expect(toastDuration('x'.repeat(160))).toBe(6_400);
    expect(toastDuration('x'.repeat(190))).toBe(7_600);
    expect(toastDuration('x'.repeat(1_000))).toBe(8_000);
  });
});
