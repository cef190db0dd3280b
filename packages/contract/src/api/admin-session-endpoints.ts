import { z } from 'zod';
import type { TEndpoint } from './endpoints.ts';
import { ADMIN_ROLES, ROLES } from './admin-access.ts';

// Back-office sign-in in two steps (decision 010): the password gives a short-lived ticket, the
// 6-digit TOTP code from the admin's authenticator app turns it into a session (the token goes
// in the `admin-token` header). The first sign-in enrols: the answer carries the new secret and
// its QR code, and the first right code confirms it.

export const ZAdminLoginRequest = z.object({
  username: z.string({ error: 'ACCOUNT_REQUIRED' }).min(1, { error: 'ACCOUNT_REQUIRED' }).max(40, { error: 'WRONG_CREDENTIALS' }),
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, { error: 'PASSWORD_REQUIRED' }).max(128, { error: 'WRONG_CREDENTIALS' }),
});

export const ZAdminEnrolment = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  /** otpauth://totp/... (RFC 6238: SHA-1, 6 digits, 30-second steps). */
  otpauthUrl: z.string(),
  /** The otpauth URL as a PNG QR code (data: URL) to scan. */
  qrDataUrl: z.string(),
});

export const ZAdminLoginStage = z.object({
  /** 'enrol': no authenticator yet, scan `enrolment` first. 'totp': enter the app's code. */
  stage: z.enum(['totp', 'enrol']),
  /** Proves the password was right; send it with the code before `expiresAt` (5 minutes). */
  ticket: z.string(),
  expiresAt: z.string(),
  enrolment: ZAdminEnrolment.optional(),
});

export const ZAdminLoginTotpRequest = z.object({
  ticket: z.string({ error: 'NOT_LOGGED_IN' }).min(1, { error: 'NOT_LOGGED_IN' }).max(100, { error: 'NOT_LOGGED_IN' }),
  code: z.string({ error: 'CODE_INCORRECT' }).regex(/^\d{6}$/, { error: 'CODE_INCORRECT' }),
});

export const ZAdminIdentity = z.object({ id: z.number().int(), username: z.string(), role: z.enum(ADMIN_ROLES) });
export const ZAdminSession = z.object({ token: z.string(), expiresAt: z.string(), admin: ZAdminIdentity });

export const adminSessionEndpoints = {
  adminLogin: {
    method: 'POST',
    path: '/admin/api/login',
    summary: 'Back-office sign-in, step 1: username and password give a 5-minute ticket (and, the first time, the TOTP enrolment)',
    tag: 'admin',
    auth: 'none',
    audit: { target: 'admin' },
    body: ZAdminLoginRequest,
    response: ZAdminLoginStage,
    rateLimit: 'submit',
  },
  adminLoginTotp: {
    method: 'POST',
    path: '/admin/api/login/totp',
    summary: "Back-office sign-in, step 2: the ticket and the authenticator's current 6-digit code give the session",
    tag: 'admin',
    auth: 'none',
    audit: { target: 'admin' },
    body: ZAdminLoginTotpRequest,
    response: ZAdminSession,
    rateLimit: 'submit',
  },
  adminMe: {
    method: 'GET',
    path: '/admin/api/me',
    summary: 'The signed-in admin and when the session ends',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.any,
    response: ZAdminIdentity.extend({ expiresAt: z.string() }),
  },
  adminLogout: {
    method: 'POST',
    path: '/admin/api/logout',
    summary: 'End the current back-office session',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.any,
    audit: { target: 'admin' },
    response: z.null(),
  },
} as const satisfies Record<string, TEndpoint>;
