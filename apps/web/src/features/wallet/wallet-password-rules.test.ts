import { describe, expect, it } from 'vitest';
import { passwordFieldOf, resendSecondsLeft, validateWalletPasswords } from './wallet-password-rules.ts';

describe('wallet password forms', () => {
  it('accepts six digits entered twice', () => {
    expect(validateWalletPasswords({ mode: 'set', newPassword: '135790', confirmPassword: '135790' })).toEqual({});
    expect(validateWalletPasswords({ mode: 'change', oldPassword: '111111', newPassword: '135790', confirmPassword: '135790' })).toEqual({});
  });

  it('names the catalogue key of each broken rule', () => {
    expect(validateWalletPasswords({ mode: 'change', oldPassword: '1111', newPassword: '12345a', confirmPassword: '' })).toEqual({
      old: 'WALLET_PASSWORD_FORMAT',
      new: 'WALLET_PASSWORD_FORMAT',
      confirm: 'WALLET_PASSWORD_FORMAT',
    });
    expect(validateWalletPasswords({ mode: 'reset', newPassword: '123456', confirmPassword: '654321' })).toEqual({ confirm: 'PASSWORDS_MISMATCH' });
    // The old password is only asked for when changing.
    expect(validateWalletPasswords({ mode: 'set', oldPassword: '', newPassword: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('maps server fields onto the form', () => {
    expect(['oldPassword', 'password', 'newPassword', 'confirmPassword', 'code'].map(passwordFieldOf)).toEqual(['old', 'new', 'new', 'confirm', undefined]);
  });

  it('counts the resend wait down', () => {
    expect(resendSecondsLeft(null, 0)).toBe(0);
    expect(resendSecondsLeft(60_000, 0)).toBe(60);
    expect(resendSecondsLeft(60_000, 59_001)).toBe(1);
    expect(resendSecondsLeft(60_000, 61_000)).toBe(0);
  });
});
