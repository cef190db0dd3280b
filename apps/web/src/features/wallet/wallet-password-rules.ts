import type { TErrorKey } from '@scoreline/contract/errors/catalogue';

// Checks of the wallet-password forms (spec 5: 6 digits; the two new entries must match),
// with the catalogue keys the server answers for the same mistakes.

export type TPasswordField = 'old' | 'new' | 'confirm';

const SIX_DIGITS = /^\d{6}$/;

export function validateWalletPasswords(input: {
  mode: 'set' | 'change' | 'reset';
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}): Partial<Record<TPasswordField, TErrorKey>> {
  const errors: Partial<Record<TPasswordField, TErrorKey>> = {};
  if (input.mode === 'change' && !SIX_DIGITS.test(input.oldPassword ?? '')) errors.old = 'WALLET_PASSWORD_FORMAT';
  if (!SIX_DIGITS.test(input.newPassword)) errors.new = 'WALLET_PASSWORD_FORMAT';
  if (!SIX_DIGITS.test(input.confirmPassword)) errors.confirm = 'WALLET_PASSWORD_FORMAT';
  else if (input.confirmPassword !== input.newPassword) errors.confirm = 'PASSWORDS_MISMATCH';
  return errors;
}

/** Server field names (contract wallet-password.ts) on the form's fields. */
export function passwordFieldOf(serverField: string): TPasswordField | undefined {
  switch (serverField) {
    case 'oldPassword':
      return 'old';
    case 'password':
    case 'newPassword':
      return 'new';
    case 'confirmPassword':
      return 'confirm';
    default:
      return undefined;
  }
}

/** Seconds left before another code may be asked for. */
export function resendSecondsLeft(availableAt: number | null, now: number): number {
  if (availableAt === null) return 0;
  return Math.max(0, Math.ceil((availableAt - now) / 1000));
}
