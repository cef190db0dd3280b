// The back-office endpoints this app calls — method, path and who may call them — restated from
// @scoreline/contract/api/endpoints: importing the contract's endpoint table would pull all of
// zod into the sign-in page. api-paths.test.ts fails the moment one drifts from the contract.

import type { TEndpointRoles } from './roles.ts';

type TApi = { method: 'GET' | 'POST'; path: string; roles: TEndpointRoles };

const trader = ['trader'] as const;
const finance = ['finance'] as const;
const support = ['support'] as const;
const bets = ['trader', 'finance', 'support'] as const;

export const ADMIN_API = {
  adminLogin: { method: 'POST', path: '/admin/api/login', roles: 'any' },
  adminLoginTotp: { method: 'POST', path: '/admin/api/login/totp', roles: 'any' },
  adminMe: { method: 'GET', path: '/admin/api/me', roles: 'any' },
  adminLogout: { method: 'POST', path: '/admin/api/logout', roles: 'any' },
  adminMatchList: { method: 'GET', path: '/admin/api/matches', roles: trader },
  adminMatchPrices: { method: 'GET', path: '/admin/api/matches/prices', roles: trader },
  adminImportFixtures: { method: 'POST', path: '/admin/api/matches/import', roles: trader },
  adminPriceMatch: { method: 'POST', path: '/admin/api/matches/price', roles: trader },
  adminOverridePrice: { method: 'POST', path: '/admin/api/matches/override', roles: trader },
  adminClearOverride: { method: 'POST', path: '/admin/api/matches/override/clear', roles: trader },
  adminSuspendSelection: { method: 'POST', path: '/admin/api/matches/suspend-selection', roles: trader },
  adminSuspendMatch: { method: 'POST', path: '/admin/api/matches/suspend', roles: trader },
  adminMatchLimits: { method: 'POST', path: '/admin/api/matches/limits', roles: trader },
  adminMatchExposure: { method: 'GET', path: '/admin/api/matches/exposure', roles: trader },
  adminPriceHistory: { method: 'GET', path: '/admin/api/matches/price-history', roles: trader },
  adminEnterResult: { method: 'POST', path: '/admin/api/matches/result', roles: trader },
  adminCorrectResult: { method: 'POST', path: '/admin/api/matches/correct', roles: trader },
  adminCorrectionPreview: { method: 'GET', path: '/admin/api/matches/correction-preview', roles: trader },
  adminPostponeMatch: { method: 'POST', path: '/admin/api/matches/postpone', roles: trader },
  adminVoidMatch: { method: 'POST', path: '/admin/api/matches/void', roles: trader },
  adminMatchSettlement: { method: 'GET', path: '/admin/api/matches/settlement', roles: trader },
  adminDeposits: { method: 'GET', path: '/admin/api/deposits', roles: finance },
  adminConfirmDeposit: { method: 'POST', path: '/admin/api/deposits/confirm', roles: finance },
  adminWithdrawals: { method: 'GET', path: '/admin/api/withdrawals', roles: finance },
  adminApproveWithdrawal: { method: 'POST', path: '/admin/api/withdrawals/approve', roles: finance },
  adminRejectWithdrawal: { method: 'POST', path: '/admin/api/withdrawals/reject', roles: finance },
  adminMarkUsdtPaid: { method: 'POST', path: '/admin/api/withdrawals/usdt-paid', roles: finance },
  adminSandboxPayoutOutcome: { method: 'POST', path: '/admin/api/withdrawals/sandbox-outcome', roles: finance },
  adminBankAccounts: { method: 'GET', path: '/admin/api/bank-accounts', roles: finance },
  adminReviewBankAccount: { method: 'POST', path: '/admin/api/bank-accounts/review', roles: finance },
  adminLedgerCheck: { method: 'GET', path: '/admin/api/ledger/check', roles: finance },
  // Members (support) and balance corrections (finance): features/members.
  adminMemberSearch: { method: 'GET', path: '/admin/api/members', roles: support },
  adminMember: { method: 'GET', path: '/admin/api/members/detail', roles: support },
  adminBets: { method: 'GET', path: '/admin/api/bets', roles: bets },
  adminBet: { method: 'GET', path: '/admin/api/bets/detail', roles: bets },
  adminMemberDeposits: { method: 'GET', path: '/admin/api/members/deposits', roles: support },
  adminMemberWithdrawals: { method: 'GET', path: '/admin/api/members/withdrawals', roles: support },
  adminMemberBankAccounts: { method: 'GET', path: '/admin/api/members/bank-accounts', roles: support },
  adminMemberBill: { method: 'GET', path: '/admin/api/members/bill', roles: support },
  adminMemberTeam: { method: 'GET', path: '/admin/api/members/team', roles: support },
  adminMemberLogins: { method: 'GET', path: '/admin/api/members/logins', roles: support },
  adminMemberRelated: { method: 'GET', path: '/admin/api/members/related', roles: support },
  adminSetMemberStatus: { method: 'POST', path: '/admin/api/members/status', roles: support },
  adminSetMemberVip: { method: 'POST', path: '/admin/api/members/vip', roles: support },
  adminFlagMultiAccount: { method: 'POST', path: '/admin/api/members/multi-account', roles: support },
  adminSetDepositChannelBlock: { method: 'POST', path: '/admin/api/members/deposit-block', roles: support },
  adminCorrectionMember: { method: 'GET', path: '/admin/api/balance-corrections/member', roles: finance },
  adminBalanceCorrections: { method: 'GET', path: '/admin/api/balance-corrections', roles: finance },
  adminProposeCorrection: { method: 'POST', path: '/admin/api/balance-corrections/propose', roles: finance },
  adminApproveCorrection: { method: 'POST', path: '/admin/api/balance-corrections/approve', roles: finance },
  adminRejectCorrection: { method: 'POST', path: '/admin/api/balance-corrections/reject', roles: finance },
  // Dashboard (every role), configuration and the audit log (super admin; auditors read), content (support), match editing (trader).
  adminDashboard: { method: 'GET', path: '/admin/api/dashboard', roles: ['trader', 'finance', 'support'] },
  adminSettings: { method: 'GET', path: '/admin/api/settings', roles: [] },
  adminChangeSetting: { method: 'POST', path: '/admin/api/settings/change', roles: [] },
  adminSettingHistory: { method: 'GET', path: '/admin/api/settings/history', roles: [] },
  adminAudit: { method: 'GET', path: '/admin/api/audit', roles: [] },
  adminAnnouncements: { method: 'GET', path: '/admin/api/announcements', roles: support },
  adminSaveAnnouncement: { method: 'POST', path: '/admin/api/announcements/save', roles: support },
  adminPublishAnnouncement: { method: 'POST', path: '/admin/api/announcements/publish', roles: support },
  adminMessages: { method: 'GET', path: '/admin/api/messages', roles: support },
  adminSendMessage: { method: 'POST', path: '/admin/api/messages/send', roles: support },
  adminCreateMatch: { method: 'POST', path: '/admin/api/matches/create', roles: trader },
  adminEditMatch: { method: 'POST', path: '/admin/api/matches/edit', roles: trader },
  adminMatchBetting: { method: 'POST', path: '/admin/api/matches/betting', roles: trader },
  // Admin accounts (super admin; auditors read): features/admins.
  adminAccounts: { method: 'GET', path: '/admin/api/admins', roles: [] },
  adminCreateAccount: { method: 'POST', path: '/admin/api/admins/create', roles: [] },
  adminChangeRole: { method: 'POST', path: '/admin/api/admins/role', roles: [] },
  adminSetDisabled: { method: 'POST', path: '/admin/api/admins/disable', roles: [] },
  adminResetTotp: { method: 'POST', path: '/admin/api/admins/reset-totp', roles: [] },
} as const satisfies Record<string, TApi>;

export type TAdminApiName = keyof typeof ADMIN_API;

/** Sign-in and session endpoints: public or any signed-in admin; the contract may not name roles on them. */
export const SESSION_API_NAMES: readonly TAdminApiName[] = ['adminLogin', 'adminLoginTotp', 'adminMe', 'adminLogout'];

/** Endpoints the server is still building (two-factor sign-in): the test does not require them in the contract yet. */
export const PENDING_API_NAMES: readonly TAdminApiName[] = ['adminLoginTotp', 'adminMe', 'adminLogout'];

/** The back office's session token header (the member app's is `token`). */
export const ADMIN_TOKEN_HEADER = 'admin-token';
