import { z } from 'zod';
import type { TEndpoint } from './endpoints.ts';
import { ADMIN_ROLES, ROLES } from './admin-access.ts';
import { USERNAME_PATTERN, visibleLength } from '../validators.ts';
import { ZPaged } from './wallet.ts';

// Admin accounts, managed by super admins only (every change audited).

const ZAdminId = z.number({ error: 'NOT_FOUND' }).int({ error: 'NOT_FOUND' });
const ZRole = z.enum(ADMIN_ROLES, { error: 'VALIDATION_FAILED' });

export const ZAdminAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ADMIN_ROLES),
  disabled: z.boolean(),
  /** Has confirmed an authenticator; false until the first sign-in (or after a reset). */
  totpEnrolled: z.boolean(),
  /** Locked by wrong passwords or codes until then; null when not locked. */
  lockedUntil: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** When their newest back-office session began (password and code); null if they never signed in. */
  lastSignInAt: z.string().nullable(),
});
export type TAdminAccount = z.infer<typeof ZAdminAccount>;

export const ZCreateAdminRequest = z.object({
  username: z.string({ error: 'USERNAME_INVALID' }).regex(USERNAME_PATTERN, { error: 'USERNAME_INVALID' }),
  /** Back-office passwords are longer than members': 12 to 128 characters. */
  // Length counted in characters one can see: twelve spaces or zero-width spaces are no password (QA).
  password: z
    .string({ error: 'ADMIN_PASSWORD_INVALID' })
    .min(12, { error: 'ADMIN_PASSWORD_INVALID' })
    .max(128, { error: 'ADMIN_PASSWORD_INVALID' })
    .refine((password) => visibleLength(password) >= 12, { error: 'ADMIN_PASSWORD_INVALID' }),
  role: ZRole,
});

export const adminAccountEndpoints = {
  adminAccounts: {
    method: 'GET',
    path: '/admin/api/admins',
    summary: 'Admin accounts with role, state and whether they have enrolled an authenticator',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.superAdmin,
    query: z.object({ page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(200).default(50) }),
    response: ZPaged(ZAdminAccount),
  },
  adminCreateAccount: {
    method: 'POST',
    path: '/admin/api/admins/create',
    summary: 'Create an admin with a role; they enrol their authenticator at their first sign-in',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.superAdmin,
    audit: { target: 'admin', id: 'id' },
    body: ZCreateAdminRequest,
    response: ZAdminAccount,
  },
  adminChangeRole: {
    method: 'POST',
    path: '/admin/api/admins/role',
    summary: "Change an admin's role (not one's own); their open sessions end",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.superAdmin,
    audit: { target: 'admin', id: 'id' },
    body: z.object({ id: ZAdminId, role: ZRole }),
    response: ZAdminAccount,
  },
  adminSetDisabled: {
    method: 'POST',
    path: '/admin/api/admins/disable',
    summary: 'Disable an admin (not oneself; their sessions end at once) or enable them again',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.superAdmin,
    audit: { target: 'admin', id: 'id' },
    body: z.object({ id: ZAdminId, disabled: z.boolean({ error: 'VALIDATION_FAILED' }) }),
    response: ZAdminAccount,
  },
  adminResetTotp: {
    method: 'POST',
    path: '/admin/api/admins/reset-totp',
    summary: "Forget an admin's authenticator (a lost phone): they enrol again at their next sign-in; their sessions end",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.superAdmin,
    audit: { target: 'admin', id: 'id' },
    body: z.object({ id: ZAdminId }),
    response: ZAdminAccount,
  },
} as const satisfies Record<string, TEndpoint>;
