import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN, isValidPassword, isValidPhone } from '../validators.ts';

// Each refusal's message is a catalogue key (errors/catalogue.ts): the server turns the first
// failing rule into that key's own code, so "username too short" and "passwords differ" are
// different codes, not one generic "validation failed".

/**
 * The rule of every login password a member sets (registration is the only route today; a
 * change or reset of the login password must use this schema too). isValidPassword also counts
 * only visible characters towards the minimum, as the client's form does with the same function.
 */
const ZPassword = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, { error: 'PASSWORD_REQUIRED' })
  .min(PASSWORD_MIN, { error: 'PASSWORD_INVALID' })
  .max(PASSWORD_MAX, { error: 'PASSWORD_INVALID' })
  .refine(isValidPassword, { error: 'PASSWORD_INVALID' });

export const ZCaptchaResponse = z.object({
  captchaId: z.string(),
  /** An SVG image as a data URL. */
  image: z.string(),
  expiresAt: z.string(),
  /** Only when the server runs with CAPTCHA_EXPOSE_ANSWER (automated tests; refused in production). */
  answer: z.string().optional(),
});
export type TCaptchaResponse = z.infer<typeof ZCaptchaResponse>;

const ZCaptchaFields = {
  captchaId: z.string({ error: 'CAPTCHA_REQUIRED' }).min(1, { error: 'CAPTCHA_REQUIRED' }).max(64, { error: 'CAPTCHA_ERROR' }),
  captcha: z.string({ error: 'CAPTCHA_REQUIRED' }).min(1, { error: 'CAPTCHA_REQUIRED' }).max(12, { error: 'CAPTCHA_ERROR' }),
};

export const ZRegisterRequest = z
  .object({
    username: z.string({ error: 'USERNAME_INVALID' }).regex(USERNAME_PATTERN, { error: 'USERNAME_INVALID' }),
    password: ZPassword,
    confirmPassword: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }),
    inviteCode: z
      .string({ error: 'INVITE_CODE_NOT_FOUND' })
      .max(32, { error: 'INVITE_CODE_NOT_FOUND' })
      .optional(),
    phone: z
      .string({ error: 'PHONE_INVALID' })
      .refine((v) => v === '' || isValidPhone(v), { error: 'PHONE_INVALID' })
      .optional(),
    ...ZCaptchaFields,
  })
  .refine((d) => d.password === d.confirmPassword, { error: 'PASSWORDS_MISMATCH', path: ['confirmPassword'] });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  /** Username or mobile number. */
  account: z.string({ error: 'ACCOUNT_REQUIRED' }).trim().min(1, { error: 'ACCOUNT_REQUIRED' }).max(32, { error: 'WRONG_CREDENTIALS' }),
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }).max(PASSWORD_MAX, { error: 'WRONG_CREDENTIALS' }),
  ...ZCaptchaFields,
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginMember = z.object({
  uid: z.number().int(),
  username: z.string(),
  avatar: z.string(),
  /** Available balance in kobo. */
  balance: z.number().int(),
  /** Frozen balance (open bets, pending withdrawals) in kobo. */
  frozen: z.number().int(),
  vipLevel: z.number().int(),
  /** The name bank accounts must match, or null while the member has not stated it. */
  realName: z.string().nullable(),
  inviteCode: z.string(),
  /** Masked E.164 mobile number, or null. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TLoginMember = z.infer<typeof ZLoginMember>;

export const ZSessionResponse = z.object({
  token: z.string(),
  expiresAt: z.string(),
  member: ZLoginMember,
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/** Environment report of spec 3, sent when the app version changes. */
export const ZEnvReport = z.object({
  uuid: z.string().min(1).max(80),
  timeZone: z.string().max(64),
  language: z.string().max(35),
  screenWidth: z.string().max(8),
  screenHeight: z.string().max(8),
  userAgent: z.string().max(1024),
  version: z.string().max(64),
});
export type TEnvReport = z.infer<typeof ZEnvReport>;
