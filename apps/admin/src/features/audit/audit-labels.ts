import { errorKeyOfCode } from '@scoreline/contract/errors/catalogue';
import { errorMessagesEn } from '@scoreline/contract/errors/messages-en';
import { interpolate } from '@scoreline/contract/errors/messages';
import type { ADMIN_API, TAdminApiName } from '../../lib/api-paths.ts';
import { readableKey } from '../../lib/readable-key.ts';
import { roleLabel } from '../../lib/roles.ts';
import { EMPTY_VALUE } from '../../lib/format.ts';

// The audit log stores what the server knows: the endpoint's name as the action, the admin's role
// key, the answer's catalogue code and the target row's field names. The log shows them as people
// read them; the raw key stays beside each (smaller, or in a tooltip) for support, who search the
// server's logs and the CSV by it.

/** Every back-office write, which is every action the audit log records (admin GETs are not audited). */
type TAuditedAction = { [K in TAdminApiName]: (typeof ADMIN_API)[K]['method'] extends 'POST' ? K : never }[TAdminApiName];

export const ACTION_LABELS: Record<TAuditedAction, string> = {
  adminLogin: 'Sign in: password',
  adminLoginTotp: 'Sign in: authenticator code',
  adminLogout: 'Sign out',
  adminImportFixtures: 'Import fixtures',
  adminCreateMatch: 'Create match',
  adminEditMatch: 'Edit match',
  adminMatchBetting: 'Open or close betting',
  adminPriceMatch: 'Price match (odds engine)',
  adminOverridePrice: 'Override price',
  adminClearOverride: 'Clear price override',
  adminSuspendSelection: 'Suspend or lift a selection',
  adminSuspendMatch: 'Suspend or lift a match',
  adminMatchLimits: 'Change match limits',
  adminEnterResult: 'Enter result',
  adminCorrectResult: 'Correct result',
  adminPostponeMatch: 'Postpone match',
  adminVoidMatch: 'Abandon or void match',
  adminConfirmDeposit: 'Confirm deposit',
  adminApproveWithdrawal: 'Approve withdrawal',
  adminRejectWithdrawal: 'Reject withdrawal',
  adminMarkUsdtPaid: 'Mark USDT withdrawal paid',
  adminSandboxPayoutOutcome: 'Sandbox payout outcome',
  adminReviewBankAccount: 'Review bank account',
  adminSetMemberStatus: 'Lock or unlock member',
  adminSetMemberVip: 'Change member VIP level',
  adminFlagMultiAccount: 'Flag multiple accounts',
  adminSetDepositChannelBlock: 'Block or allow a deposit channel',
  adminProposeCorrection: 'Propose balance correction',
  adminApproveCorrection: 'Approve balance correction',
  adminRejectCorrection: 'Reject balance correction',
  adminChangeSetting: 'Change setting',
  adminSaveAnnouncement: 'Save announcement',
  adminPublishAnnouncement: 'Publish or unpublish announcement',
  adminSendMessage: 'Send member message',
  adminCreateAccount: 'Create admin',
  adminChangeRole: 'Change admin role',
  adminSetDisabled: 'Disable or enable admin',
  adminResetTotp: 'Reset admin authenticator',
};

/** The actions the filter offers: every write, by its label. */
export const ACTION_OPTIONS = (Object.keys(ACTION_LABELS) as TAuditedAction[]).map((value) => ({ value, label: ACTION_LABELS[value] })).sort((a, b) => a.label.localeCompare(b.label));

/** An action as people read it; one newer than this app reads as the words of its name. */
export function actionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action as TAuditedAction] : readableKey(action.replace(/^admin(?=[A-Z])/, ''));
}

/** The role at the time; 'none' is a refused sign-in with a name no admin has. */
export function auditRoleLabel(role: string): string {
  return role === 'none' ? 'No such admin' : roleLabel(role);
}

export type TResultLabel = { ok: boolean; label: string; key: string | null };

/**
 * The answer: OK, or the refusal in the contract's English text with the values it was refused
 * with (QA: "cannot be changed in its current state (…)"); a value not kept reads "…".
 */
export function resultLabel(code: number, params: Record<string, string | number> | null = null): TResultLabel {
  if (code === 200) return { ok: true, label: 'OK', key: null };
  const key = errorKeyOfCode(code) ?? null;
  const text = key ? interpolate(errorMessagesEn[key], params ?? {}).replace(/\{\{\s*\w+\s*\}\}/g, '…') : `Refused (code ${code})`;
  return { ok: false, label: text, key };
}

/** A stored key as words, other segments ("FT 1-0 incorrect", a setting's "withdrawal.feeBps" part) as they are. */
const segmentLabel = (segment: string, capitalise: boolean) => (/^[A-Za-z][A-Za-z0-9_]*$/.test(segment) ? readableKey(segment, { capitalise }) : segment);

/** A changed field's dotted path as words: "prices.FT 1-0 incorrect.odds" -> "Prices › FT 1-0 incorrect › Odds". */
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((s) => segmentLabel(s, true))
    .join(' › ');
}

/**
 * The Changed column: fields grouped under the row they belong to, a few groups at most
 * ("Prices › FT 1-0 incorrect: odds, overridden, version"), then how many more fields changed.
 */
export function changedSummary(paths: readonly string[], maxGroups = 3): string {
  if (paths.length === 0) return EMPTY_VALUE;
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const cut = path.lastIndexOf('.');
    const parent = cut < 0 ? '' : path.slice(0, cut);
    groups.set(parent, [...(groups.get(parent) ?? []), path.slice(cut + 1)]);
  }
  const shown = [...groups].slice(0, maxGroups);
  const text = shown.map(([parent, leaves]) => (parent ? `${fieldLabel(parent)}: ${leaves.map((l) => segmentLabel(l, false)).join(', ')}` : leaves.map((l) => segmentLabel(l, true)).join(', '))).join('; ');
  const more = paths.length - shown.reduce((n, [, leaves]) => n + leaves.length, 0);
  return more > 0 ? `${text} +${more} more` : text;
}
