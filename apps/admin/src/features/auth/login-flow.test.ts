import { describe, expect, it } from 'vitest';
import { groupSecret, nextLoginStep, normaliseCode } from './login-flow.ts';

const now = Date.parse('2026-11-21T12:00:00Z');
const admin = { id: 1, username: 'ops_admin', role: 'super_admin' };

describe('sign-in steps', () => {
  it('is signed in when the answer carries a token (servers before two-factor sign-in, and the code step)', () => {
    expect(nextLoginStep({ token: 't0k', expiresAt: '2026-11-21T20:00:00Z', admin }, now)).toEqual({
      kind: 'signed-in',
      session: { token: 't0k', expiresAt: '2026-11-21T20:00:00Z', admin },
    });
  });

  it('asks for the code, or enrols first', () => {
    expect(nextLoginStep({ stage: 'totp', ticket: 'tk' }, now)).toEqual({ kind: 'totp', ticket: 'tk' });
    const enrolment = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Scoreline:ops_admin?secret=JBSWY3DPEHPK3PXP', qrDataUrl: 'data:image/png;base64,AAA' };
    expect(nextLoginStep({ stage: 'enrol', ticket: 'tk', enrolment }, now)).toEqual({ kind: 'enrol', ticket: 'tk', enrolment });
  });

  it('refuses answers of no known shape and sessions already over', () => {
    expect(() => nextLoginStep(null, now)).toThrow(/Unexpected/);
    expect(() => nextLoginStep({ stage: 'enrol', ticket: 'tk' }, now)).toThrow(/Unexpected/);
    expect(() => nextLoginStep({ stage: 'sms', ticket: 'tk' }, now)).toThrow(/Unexpected/);
    expect(() => nextLoginStep({ token: 't', expiresAt: '2026-11-21T11:00:00Z', admin }, now)).toThrow(/over/);
  });

  it('keeps the digits of a pasted code and groups a secret for typing', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(normaliseCode('1234567')).toBe('123456');
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });
});
