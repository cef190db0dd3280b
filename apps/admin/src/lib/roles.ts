// Back-office roles (product rules, "Back office roles"), as the server enforces them
// (contract admin-access.ts): super_admin may call everything; auditor every GET and nothing
// else; the others what an endpoint names. The app uses the same rule to hide what a role cannot use.

import { readableKey } from './readable-key.ts';

export const ADMIN_ROLES = ['super_admin', 'trader', 'finance', 'support', 'auditor'] as const;
export type TAdminRole = (typeof ADMIN_ROLES)[number];

/** What an endpoint names: roles besides super_admin (and auditor for reads), or any signed-in admin. */
export type TEndpointRoles = readonly ('trader' | 'finance' | 'support')[] | 'any';

export const ROLE_LABELS: Record<TAdminRole, string> = {
  super_admin: 'Super admin',
  trader: 'Trader',
  finance: 'Finance',
  support: 'Support',
  auditor: 'Auditor',
};

export function isAdminRole(role: string): role is TAdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(role);
}

/** A role's name; one this app does not know yet reads as words, not as its key. */
export function roleLabel(role: string): string {
  return isAdminRole(role) ? ROLE_LABELS[role] : readableKey(role);
}

export function mayCall(role: string, endpoint: { method: 'GET' | 'POST'; roles: TEndpointRoles }): boolean {
  if (role === 'super_admin' || endpoint.roles === 'any') return true;
  if (role === 'auditor') return endpoint.method === 'GET';
  return endpoint.roles.some((r) => r === role);
}
