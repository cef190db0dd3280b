import { z } from 'zod';
import { isValidPhone } from '../validators.ts';

// Wallet (fund) password: 6 digits (spec 5), set once, changed with the old one, retrieved with
// a code sent by SMS or e-mail (security pages fpmodification and rfpassword of spec 2).
// Messages are catalogue keys, as in member-auth.ts: each rule answers its own code.

export const WALLET_PASSWORD_PATTERN = /^\d{6}$/;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;

const ZWalletPassword = z.string({ error: 'WALLET_PASSWORD_FORMAT' }).regex(WALLET_PASSWORD_PATTERN, { error: 'WALLET_PASSWORD_FORMAT' });

export const ZVerificationChannel = z.enum(['sms', 'email'], { error: 'VALIDATION_FAILED' });
export type TVerificationChannel = z.infer<typeof ZVerificationChannel>;

export const ZWalletPasswordStatus = z.object({
  isSet: z.boolean(),
  setAt: z.string().nullable(),
  /** When wrong entries have locked withdrawals: the end of the lock; otherwise null. */
  lockedUntil: z.string().nullable(),
  /** Wrong entries left before the lock. */
  attemptsLeft: z.number().int(),
  /** Where a retrieval code can go (masked), or null when the member has no such contact. */
  sms: z.string().nullable(),
  email: z.string().nullable(),
});
export type TWalletPasswordStatus = z.infer<typeof ZWalletPasswordStatus>;

export const ZSetWalletPasswordRequest = z
  .object({
    password: ZWalletPassword,
    confirmPassword: z.string({ error: 'WALLET_PASSWORD_FORMAT' }),
  })
  .refine((d) => d.password === d.confirmPassword, { error: 'PASSWORDS_MISMATCH', path: ['confirmPassword'] });
export type TSetWalletPasswordRequest = z.infer<typeof ZSetWalletPasswordRequest>;

export const ZChangeWalletPasswordRequest = z
  .object({
    oldPassword: ZWalletPassword,
    newPassword: ZWalletPassword,
    confirmPassword: z.string({ error: 'WALLET_PASSWORD_FORMAT' }),
  })
  .refine((d) => d.newPassword === d.confirmPassword, { error: 'PASSWORDS_MISMATCH', path: ['confirmPassword'] });
export type TChangeWalletPasswordRequest = z.infer<typeof ZChangeWalletPasswordRequest>;

/**
 * Ask for a retrieval code. The code goes to the member's registered mobile number or e-mail;
 * when the page makes the member type it, `phone` / `email` must match the account.
 */
export const ZRequestWalletPasswordCodeRequest = z.object({
  channel: ZVerificationChannel,
  /** National form (0803..., 803...), as at registration. */
  phone: z
    .string({ error: 'PHONE_INVALID' })
    .regex(/^\d*$/, { error: 'PHONE_INVALID' })
    // Fewer digits than a whole number (or a 0-prefixed number one digit short) is "incomplete".
    .refine((v) => v === '' || !(v.length < 10 || (v.length === 10 && v.startsWith('0'))), { error: 'MOBILE_INCOMPLETE' })
    .refine((v) => v === '' || isValidPhone(v), { error: 'PHONE_INVALID' })
    .optional(),
  email: z.string({ error: 'EMAIL_NOT_MATCHING' }).trim().max(254, { error: 'EMAIL_NOT_MATCHING' }).optional(),
});
export type TRequestWalletPasswordCodeRequest = z.infer<typeof ZRequestWalletPasswordCodeRequest>;

export const ZVerificationCodeSent = z.object({
  channel: ZVerificationChannel,
  /** Masked destination: +234803****678 or a****@example.com. */
  destination: z.string(),
  expiresAt: z.string(),
  /** Seconds until another code may be asked for (the code's lifetime). */
  resendAfterSeconds: z.number().int(),
});
export type TVerificationCodeSent = z.infer<typeof ZVerificationCodeSent>;

export const ZResetWalletPasswordRequest = z
  .object({
    code: z
      .string({ error: 'CODE_MISSING' })
      .trim()
      .min(1, { error: 'CODE_MISSING' })
      .regex(VERIFICATION_CODE_PATTERN, { error: 'CODE_INCORRECT' }),
    newPassword: ZWalletPassword,
    confirmPassword: z.string({ error: 'WALLET_PASSWORD_FORMAT' }),
  })
  .refine((d) => d.newPassword === d.confirmPassword, { error: 'PASSWORDS_MISMATCH', path: ['confirmPassword'] });
export type TResetWalletPasswordRequest = z.infer<typeof ZResetWalletPasswordRequest>;
