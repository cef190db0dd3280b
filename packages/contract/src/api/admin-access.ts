// Who may call a back-office endpoint, and what its audit row is about (product rules, "Back
// office roles"). The server enforces both; the admin app reads the same rule to hide what a
// role cannot use.

export const ADMIN_ROLES = ['super_admin', 'trader', 'finance', 'support', 'auditor'] as const;
export type TAdminRole = (typeof ADMIN_ROLES)[number];

/**
 * The roles an admin endpoint names. super_admin may call everything without being named;
 * auditor may call every GET (naming it is allowed, not needed) and no write, even if named.
 * 'any' is any signed-in admin (their own session: me, sign-out).
 */
export type TEndpointRoles = readonly ('trader' | 'finance' | 'support' | 'auditor')[] | 'any';

/** What an admin write changes; the server knows how to load each kind of row by id. */
export const AUDIT_TARGETS = ['match', 'deposit', 'withdrawal', 'bank_account', 'member', 'setting', 'admin', 'balance_correction', 'announcement', 'message'] as const;
export type TAuditTarget = (typeof AUDIT_TARGETS)[number];

/**
 * An admin POST's audit: the kind of row it changes and the field naming that row's id, read
 * from the request body or, for a write that creates the row, from the answer.
 */
export type TEndpointAudit = { target: TAuditTarget; id?: string };

export function mayCall(role: string, endpoint: { method: 'GET' | 'POST'; roles?: TEndpointRoles }): boolean {
  if (role === 'super_admin' || endpoint.roles === 'any') return true;
  if (role === 'auditor') return endpoint.method === 'GET';
  return (endpoint.roles ?? []).some((r) => r === role);
}

/** Shorthands for the contract's entries. */
export const ROLES = {
  trader: ['trader'],
  finance: ['finance'],
  support: ['support'],
  /** Only super_admin (and, for a GET, auditor). */
  superAdmin: [],
  any: 'any',
} as const satisfies Record<string, TEndpointRoles>;
