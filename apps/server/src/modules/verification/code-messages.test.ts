import { describe, expect, it } from 'vitest';
import { codeMessage } from './code-messages.ts';

describe('code messages', () => {
  it('keep French : ; ? ! on the line of the word before them (QA: "Scoreline :" with a plain space)', () => {
    for (const purpose of ['wallet_password_reset', 'bind_phone', 'bind_email', 'reset_password'] as const) {
      const { sms, subject, body } = codeMessage('fr', purpose, '123456', 10);
      expect([sms, subject, body].filter((text) => / [:;?!]/.test(text))).toEqual([]);
      expect(sms).toContain('Scoreline\u00a0: 123456');
    }
  });
});
