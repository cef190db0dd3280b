import { z } from 'zod';
import type { TEndpoint } from './endpoints.ts';
import { ROLES } from './admin-access.ts';

// Configuration: every operator setting (product rules: each "not shown" number is one) with
// its value, default, description and validation; changed by super admins only, each change in
// the setting's history. Spread into `endpoints` in endpoints.ts.

export const SETTING_AREAS = ['limits', 'fees', 'vip', 'rebates', 'deposits', 'withdrawals', 'usdt', 'members', 'security', 'system'] as const;
export type TSettingArea = (typeof SETTING_AREAS)[number];

export const ZSettingInfo = z.object({
  key: z.string(),
  area: z.enum(SETTING_AREAS),
  label: z.string(),
  description: z.string(),
  /** How to show and edit numbers: kobo (₦), bps (%), or a plain count / text / switch / JSON. */
  unit: z.enum(['kobo', 'bps', 'odds', 'minutes', 'hours', 'seconds', 'count', 'text', 'switch', 'json']),
  value: z.unknown(),
  default: z.unknown(),
  /** The registry's zod schema as JSON Schema (minimum, maximum, pattern, shape). */
  schema: z.unknown(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TSettingInfo = z.infer<typeof ZSettingInfo>;

export const ZSettingChange = z.object({
  key: z.string({ error: 'VALIDATION_FAILED' }).min(1, { error: 'VALIDATION_FAILED' }).max(80, { error: 'VALIDATION_FAILED' }),
  value: z.unknown(),
});

export const ZSettingHistoryEntry = z.object({
  id: z.number().int(),
  key: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  changedBy: z.string(),
  changedAt: z.string(),
});
export type TSettingHistoryEntry = z.infer<typeof ZSettingHistoryEntry>;

export const adminSettingsEndpoints = {
  adminSettings: {
    method: 'GET',
    path: '/admin/api/settings',
    summary: 'Every operator setting: value, default, description and validation, by area',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.superAdmin,
    response: z.object({ items: z.array(ZSettingInfo) }),
  },
  adminChangeSetting: {
    method: 'POST',
    path: '/admin/api/settings/change',
    summary: "Change one setting (validated by the registry's schema; refused with VALIDATION_FAILED and the field); recorded in its history",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.superAdmin,
    audit: { target: 'setting', id: 'key' },
    body: ZSettingChange,
    response: ZSettingInfo,
  },
  adminSettingHistory: {
    method: 'GET',
    path: '/admin/api/settings/history',
    summary: "A setting's changes, newest first (?key=)",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.superAdmin,
    query: z.object({ key: z.string({ error: 'VALIDATION_FAILED' }).min(1, { error: 'VALIDATION_FAILED' }).max(80, { error: 'VALIDATION_FAILED' }).optional() }),
    response: z.object({ items: z.array(ZSettingHistoryEntry) }),
  },
} as const satisfies Record<string, TEndpoint>;
