import { describe, expect, it } from 'vitest';
import { adminReason } from './admin-reason.ts';

describe('an operator reason', () => {
  const reason = adminReason(3, 500);

  it('keeps what a box may hold: line breaks, tabs, accents and scripts, trimmed', () => {
    expect(reason.parse('  VAR disallowed\nthe third goal\t(see report)  ')).toBe('VAR disallowed\nthe third goal\t(see report)');
    expect(reason.parse('Décision de l’arbitre — ผลการตัดสิน')).toBe('Décision de l’arbitre — ผลการตัดสิน');
  });

  it('refuses control characters and bidi overrides, which members would read in their bill', () => {
    for (const text of ['a\u0001b reason', 'escape \u001b[31m red', 'nul\u0000 here', 'reason \u202egnitcerroc', 'del\u007f char', 'c1 \u0085 line']) {
      expect(reason.safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses one too short or too long once trimmed', () => {
    expect(reason.safeParse('  ab  ').success).toBe(false);
    expect(reason.safeParse('x'.repeat(501)).success).toBe(false);
    expect(reason.safeParse('x'.repeat(500)).success).toBe(true);
  });
});
