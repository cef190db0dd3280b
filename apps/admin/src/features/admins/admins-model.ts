import { errorKeyOfCode } from '@scoreline/contract/errors/catalogue';
import { USERNAME_PATTERN } from '@scoreline/contract/validators';
import { ApiError } from '../../lib/api-client.ts';
import type { TAdminAccount } from '../../lib/api-types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ADMIN_ROLES, ROLE_LABELS, type TAdminRole } from '../../lib/roles.ts';
import { serverNow } from '../../lib/server-clock.ts';
import type { TFieldRefusal } from '../../lib/ui/action-modal.tsx';

// The Admins screen's rules: an account's state in words, what a super admin may do to it, the
// confirmations (each names the admin) and the create form's rules, restated from the contract's
// ZCreateAdminRequest (admins-model.test.ts compares them) so zod stays out of the bundle.

export { USERNAME_PATTERN };
/** Back-office passwords: 12 to 128 characters (members' are 8 to 32). */
export const ADMIN_PASSWORD_MIN = 12;
export const ADMIN_PASSWORD_MAX = 128;

export const USERNAME_RULE_TEXT = '5 to 16 letters, digits or underscores';
export const PASSWORD_RULE_TEXT = `${ADMIN_PASSWORD_MIN} to ${ADMIN_PASSWORD_MAX} characters`;

export const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const ROLE_COLORS: Record<TAdminRole, string> = { super_admin: 'gold', trader: 'blue', finance: 'cyan', support: 'purple', auditor: 'default' };

/** What each role works on (product rules, "Back office roles"), shown beside the role picker. */
export const ROLE_SCOPES: Record<TAdminRole, string> = {
  super_admin: 'Everything, including admin accounts and configuration.',
  trader: 'Matches: import, pricing, trading, results and settlement.',
  finance: 'Deposits, withdrawals, bank accounts, the ledger check and balance corrections.',
  support: 'Members, messages and announcements.',
  auditor: 'Reads every screen and the audit log; changes nothing.',
};

export type TAdminState = { key: 'active' | 'locked' | 'disabled'; label: string; color: string; detail?: string };

/** Disabled (by a super admin) outranks locked (wrong passwords or codes, until a time). */
export function adminState(a: Pick<TAdminAccount, 'disabled' | 'lockedUntil'>, now = serverNow()): TAdminState {
  if (a.disabled) return { key: 'disabled', label: 'Disabled', color: 'red' };
  if (a.lockedUntil && Date.parse(a.lockedUntil) > now) return { key: 'locked', label: 'Locked', color: 'orange', detail: `Wrong passwords or codes: locked until ${formatDateTime(a.lockedUntil)}` };
  return { key: 'active', label: 'Active', color: 'green' };
}

export type TAdminAction = 'role' | 'disable' | 'enable' | 'reset-totp';

/**
 * What the signed-in super admin may do to an account: nothing to their own (the server refuses
 * it, so the last super admin cannot lock everyone out by a slip); the authenticator can be reset
 * only once one is enrolled.
 */
export function adminActions(a: Pick<TAdminAccount, 'id' | 'disabled' | 'totpEnrolled'>, selfId: number): TAdminAction[] {
  if (a.id === selfId) return [];
  return ['role', a.disabled ? 'enable' : 'disable', ...(a.totpEnrolled ? (['reset-totp'] as const) : [])];
}

export type TConfirmation = { title: string; description: string; okText: string; danger: boolean };

/** The confirmation of a one-click action, naming the admin it changes. */
export function confirmation(action: Exclude<TAdminAction, 'role'>, username: string): TConfirmation {
  switch (action) {
    case 'disable':
      return { title: `Disable ${username}?`, description: 'They are signed out at once and cannot sign in until enabled again.', okText: 'Disable', danger: true };
    case 'enable':
      return { title: `Enable ${username}?`, description: 'They can sign in again with their password and authenticator.', okText: 'Enable', danger: false };
    case 'reset-totp':
      return {
        title: `Reset the authenticator of ${username}?`,
        description: 'For a lost phone: they are signed out, and their next sign-in shows a new QR code to scan.',
        okText: 'Reset authenticator',
        danger: true,
      };
  }
}

export type TCreateAdminForm = { username: string; password: string; role: TAdminRole };

/** A refused create, under the field it concerns (ADMIN_PASSWORD_INVALID is the 12-128 rule). */
export function createRefusal(error: unknown): TFieldRefusal<TCreateAdminForm> | null {
  if (!(error instanceof ApiError) || error.code === null) return null;
  switch (errorKeyOfCode(error.code)) {
    case 'ADMIN_EXISTS':
      return { name: 'username', message: 'An admin with this username already exists (in any case).' };
    case 'USERNAME_INVALID':
      return { name: 'username', message: `The username must be ${USERNAME_RULE_TEXT}.` };
    case 'ADMIN_PASSWORD_INVALID':
      return { name: 'password', message: `Back-office passwords are ${PASSWORD_RULE_TEXT}.` };
    default:
      return null;
  }
}
