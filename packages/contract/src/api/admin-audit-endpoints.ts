import { z } from 'zod';
import type { TEndpoint } from './endpoints.ts';
import { AUDIT_TARGETS, ROLES } from './admin-access.ts';
import { ZPaged } from './wallet.ts';

// The back-office audit log (every admin write: who, when, what, before and after), searched by
// super admins and auditors; spread into `endpoints` in endpoints.ts.

const ZInstant = z.iso.datetime({ offset: true, error: 'VALIDATION_FAILED' });

export const ZAuditQuery = z.object({
  adminId: z.coerce.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).optional(),
  /** The name as typed at sign-in, case-insensitive: also finds refused sign-ins of unknown names. */
  adminUsername: z.string().trim().min(1).max(40, { error: 'VALIDATION_FAILED' }).optional(),
  /** The endpoint's name in the contract, e.g. adminEnterResult. */
  action: z.string().trim().min(1).max(80, { error: 'VALIDATION_FAILED' }).optional(),
  targetType: z.enum(AUDIT_TARGETS, { error: 'VALIDATION_FAILED' }).optional(),
  targetId: z.string().trim().min(1).max(80, { error: 'VALIDATION_FAILED' }).optional(),
  /** From this instant (inclusive) ... */
  from: ZInstant.optional(),
  /** ... to this one (exclusive). */
  to: ZInstant.optional(),
  page: z.coerce.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(1, { error: 'VALIDATION_FAILED' }).default(1),
  pageSize: z.coerce.number({ error: 'VALIDATION_FAILED' }).int({ error: 'VALIDATION_FAILED' }).min(1, { error: 'VALIDATION_FAILED' }).max(200, { error: 'VALIDATION_FAILED' }).default(50),
});

export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** null: a refused sign-in with a name no admin has. */
  adminId: z.number().int().nullable(),
  adminUsername: z.string(),
  /** The role at the time ('none' for an unknown name). */
  role: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /**
   * The target row as loaded before and after the call (money in kobo, times ISO 8601). A write
   * with no one target row (a fixtures import) has as `after` what it answered.
   */
  before: z.unknown(),
  after: z.unknown(),
  /** The request body, passwords, codes and secrets replaced. */
  request: z.unknown(),
  /** The answer's catalogue code: 200, or the refusal's. */
  resultCode: z.number().int(),
  /** A refusal's values, to read its text whole (null: none, or kept before they were stored). */
  resultParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const adminAuditEndpoints = {
  adminAudit: {
    method: 'GET',
    path: '/admin/api/audit',
    summary: 'The audit log, newest first: by admin, action, target and time range; paged',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.superAdmin,
    query: ZAuditQuery,
    response: ZPaged(ZAuditEntry),
  },
} as const satisfies Record<string, TEndpoint>;
