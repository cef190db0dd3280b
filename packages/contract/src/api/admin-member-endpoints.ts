import { z } from 'zod';
import { ZDailyReward } from './vip-reward-endpoints.ts';
import { adminReason } from './admin-reason.ts';
import type { TEndpoint } from './endpoints.ts';
import { ROLES } from './admin-access.ts';
import { ZAdminBankAccount, ZAdminDeposit, ZAdminWithdrawal } from './admin-wallet-endpoints.ts';
import { BILL_GROUPS, PAY_TYPES, ZBillEntry, ZPaged } from './wallet.ts';

// Back office, members (support; super admins; auditors read): search, the member page and its
// actions (lock, VIP level, multi-account flag, deposit channel black list); balance corrections
// (finance, two-person rule: one proposes, another approves). Spread into `endpoints`.

const V = { error: 'VALIDATION_FAILED' } as const;
const ZPageQuery = {
  page: z.coerce.number(V).int(V).min(1, V).default(1),
  pageSize: z.coerce.number(V).int(V).min(1, V).max(200, V).default(50),
};
const ZMemberIdQuery = z.object({ id: z.coerce.number({ error: 'NOT_FOUND' }).int({ error: 'NOT_FOUND' }).positive({ error: 'NOT_FOUND' }) });
const ZMemberIdPage = ZMemberIdQuery.extend(ZPageQuery);
const ZMemberId = z.number({ error: 'NOT_FOUND' }).int({ error: 'NOT_FOUND' }).positive({ error: 'NOT_FOUND' });
/** Every member action records why (the audit row keeps the request). */
const ZReason = adminReason(3, 300);

export const MEMBER_SEARCH_FIELDS = ['any', 'username', 'phone', 'uid', 'code'] as const;

export const ZMemberSearchQuery = z.object({
  /** username: starts with (case-insensitive); phone: the number (+234…, 0…, 234…); uid; invitation code (current or replaced). */
  q: z.string(V).trim().max(40, V).optional(),
  field: z.enum(MEMBER_SEARCH_FIELDS, V).default('any'),
  status: z.enum(['active', 'disabled'], V).optional(),
  flagged: z.enum(['true', 'false'], V).optional(),
  sort: z.enum(['id', 'createdAt', 'lastLoginAt', 'vipLevel'], V).default('id'),
  order: z.enum(['asc', 'desc'], V).default('desc'),
  ...ZPageQuery,
});

export const ZAdminMemberRow = z.object({
  id: z.number().int(),
  username: z.string(),
  phone: z.string().nullable(),
  realName: z.string().nullable(),
  vipLevel: z.number().int(),
  status: z.enum(['active', 'disabled']),
  multiAccountFlagged: z.boolean(),
  invitationCode: z.string().nullable(),
  inviterId: z.number().int().nullable(),
  /** Kobo. */
  available: z.number().int(),
  frozen: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TAdminMemberRow = z.infer<typeof ZAdminMemberRow>;

const ZMemberRef = z.object({ id: z.number().int(), username: z.string(), status: z.string(), vipLevel: z.number().int() });

export const ZAdminMemberDetail = ZAdminMemberRow.extend({
  email: z.string().nullable(),
  bettingEligible: z.boolean(),
  multiAccountFlaggedAt: z.string().nullable(),
  multiAccountNote: z.string().nullable(),
  depositBlockedChannels: z.array(z.string()),
  /** The password lockout (5 wrong tries), not the operator's lock (status). */
  lockedUntil: z.string().nullable(),
  vipResetAt: z.string().nullable(),
  /** The VIP levels the operator's table defines (what the level may be set to). */
  vipLevels: z.array(z.number().int()),
  /** The inviter chain: level 1 is the inviter (rebates go to levels 1 to 3). */
  upline: z.array(ZMemberRef.extend({ level: z.number().int() })),
  /** Invitees per level (1 to 3). */
  downlineCounts: z.array(z.object({ level: z.number().int(), count: z.number().int() })),
  devices: z.array(z.object({ deviceUid: z.string(), logins: z.number().int(), lastAt: z.string(), lastIp: z.string().nullable() })),
  /** Corrections proposed and not yet decided (finance decides them). */
  pendingCorrections: z.number().int(),
  stats: z.object({ bets: z.number().int(), deposits: z.number().int(), withdrawals: z.number().int(), depositedKobo: z.number().int(), withdrawnKobo: z.number().int() }),
  /** Today's VIP daily reward as the member's app shows it: support answers "why can't I claim?" from it. */
  dailyReward: ZDailyReward,
});
export type TAdminMemberDetail = z.infer<typeof ZAdminMemberDetail>;

export const ZMemberLogin = z.object({ id: z.number().int(), at: z.string(), kind: z.string(), ip: z.string().nullable(), deviceUid: z.string().nullable(), userAgent: z.string().nullable() });
export const ZTeamMember = ZMemberRef.extend({ level: z.number().int(), inviterId: z.number().int().nullable(), createdAt: z.string() });

export const RELATED_BY = ['device', 'bank', 'ip'] as const;
export const ZRelatedAccount = ZMemberRef.extend({
  multiAccountFlagged: z.boolean(),
  /** Why it is related: the shared device id, bank account (masked) or IP. */
  via: z.array(z.object({ kind: z.enum(RELATED_BY), value: z.string() })),
});
export type TRelatedAccount = z.infer<typeof ZRelatedAccount>;

export const ZAdminMemberBankAccount = ZAdminBankAccount.extend({ removedAt: z.string().nullable() });

export const CORRECTION_STATUSES = ['proposed', 'approved', 'rejected'] as const;
export const ZBalanceCorrection = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  /** Kobo: positive credits the member, negative debits. */
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  proposedById: z.number().int(),
  proposedBy: z.string(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  ledgerTransactionId: z.number().int().nullable(),
  /** The member's available balance now (kobo). */
  memberAvailable: z.number().int(),
});
export type TBalanceCorrection = z.infer<typeof ZBalanceCorrection>;

export const ZCorrectionMember = z.object({ id: z.number().int(), username: z.string(), status: z.string(), available: z.number().int(), frozen: z.number().int() });

/** The largest correction one proposal may carry (₦10,000,000), either way. */
export const MAX_CORRECTION_KOBO = 1_000_000_000;

const supportWrite = { tag: 'admin', auth: 'admin', roles: ROLES.support, audit: { target: 'member', id: 'memberId' } } as const;
const financeWrite = { tag: 'admin', auth: 'admin', roles: ROLES.finance } as const;

export const adminMemberEndpoints = {
  adminMemberSearch: {
    method: 'GET',
    path: '/admin/api/members',
    summary: 'Members by username (prefix), phone, uid or invitation code; status and flag filters; paged',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.support,
    query: ZMemberSearchQuery,
    response: ZPaged(ZAdminMemberRow),
  },
  adminMember: { method: 'GET', path: '/admin/api/members/detail', summary: 'The member page: profile, balances, VIP, up-line, down-line counts, devices', tag: 'admin', auth: 'admin', roles: ROLES.support, query: ZMemberIdQuery, response: ZAdminMemberDetail },
  adminMemberDeposits: { method: 'GET', path: '/admin/api/members/deposits', summary: "A member's deposits, newest first", tag: 'admin', auth: 'admin', roles: ROLES.support, query: ZMemberIdPage, response: ZPaged(ZAdminDeposit) },
  adminMemberWithdrawals: { method: 'GET', path: '/admin/api/members/withdrawals', summary: "A member's withdrawals, newest first", tag: 'admin', auth: 'admin', roles: ROLES.support, query: ZMemberIdPage, response: ZPaged(ZAdminWithdrawal) },
  adminMemberBankAccounts: { method: 'GET', path: '/admin/api/members/bank-accounts', summary: "A member's bank accounts, removed ones included", tag: 'admin', auth: 'admin', roles: ROLES.support, query: ZMemberIdQuery, response: z.array(ZAdminMemberBankAccount) },
  adminMemberBill: {
    method: 'GET',
    path: '/admin/api/members/bill',
    summary: "A member's bill: every posting to the available balance, newest first",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.support,
    query: ZMemberIdPage.extend({ group: z.enum(BILL_GROUPS, V).optional() }),
    response: ZPaged(ZBillEntry),
  },
  adminMemberTeam: {
    method: 'GET',
    path: '/admin/api/members/team',
    summary: "A member's down-line (invitees at levels 1 to 3)",
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.support,
    query: ZMemberIdPage.extend({ level: z.coerce.number(V).int(V).min(1, V).max(3, V).optional() }),
    response: ZPaged(ZTeamMember),
  },
  adminMemberLogins: { method: 'GET', path: '/admin/api/members/logins', summary: "A member's sign-in history (ip, device, browser)", tag: 'admin', auth: 'admin', roles: ROLES.support, query: ZMemberIdPage, response: ZPaged(ZMemberLogin) },
  adminMemberRelated: {
    method: 'GET',
    path: '/admin/api/members/related',
    summary: 'Accounts related to a member by the same device id, bank account number or IP',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.support,
    query: ZMemberIdQuery,
    response: z.object({ items: z.array(ZRelatedAccount), truncated: z.boolean() }),
  },
  adminSetMemberStatus: {
    ...supportWrite,
    method: 'POST',
    path: '/admin/api/members/status',
    summary: 'Lock (disabled: sign-in and sessions refused) or unlock a member',
    body: z.object({ memberId: ZMemberId, status: z.enum(['active', 'disabled'], V), reason: ZReason }),
    response: ZAdminMemberDetail,
  },
  adminSetMemberVip: {
    ...supportWrite,
    method: 'POST',
    path: '/admin/api/members/vip',
    summary: "Set a member's VIP level (one of the operator's table)",
    body: z.object({ memberId: ZMemberId, vipLevel: z.number(V).int(V).min(0, V), reason: ZReason }),
    response: ZAdminMemberDetail,
  },
  adminFlagMultiAccount: {
    ...supportWrite,
    method: 'POST',
    path: '/admin/api/members/multi-account',
    summary: 'Flag (or clear) a member as one of several accounts of one person',
    body: z.object({ memberId: ZMemberId, flagged: z.boolean(V), note: ZReason }),
    response: ZAdminMemberDetail,
  },
  adminSetDepositChannelBlock: {
    ...supportWrite,
    method: 'POST',
    path: '/admin/api/members/deposit-block',
    summary: 'Black-list (or clear) a deposit channel for a member: deposits there are refused (DEPOSIT_BLACK_ACCOUNT)',
    body: z.object({ memberId: ZMemberId, channel: z.enum(PAY_TYPES, V), blocked: z.boolean(V), reason: ZReason }),
    response: ZAdminMemberDetail,
  },

  adminCorrectionMember: {
    method: 'GET',
    path: '/admin/api/balance-corrections/member',
    summary: 'Finds the member a correction is for, by uid or username, with their balances',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.finance,
    query: z.object({ q: z.string(V).trim().min(1, V).max(40, V) }),
    response: ZCorrectionMember,
  },
  adminBalanceCorrections: {
    method: 'GET',
    path: '/admin/api/balance-corrections',
    summary: 'Balance corrections (bill group X): proposed ones first to decide; paged',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.finance,
    query: z.object({ status: z.enum(CORRECTION_STATUSES, V).optional(), memberId: z.coerce.number(V).int(V).optional(), ...ZPageQuery }),
    response: ZPaged(ZBalanceCorrection),
  },
  adminProposeCorrection: {
    ...financeWrite,
    method: 'POST',
    path: '/admin/api/balance-corrections/propose',
    summary: 'Propose a correction of a member’s available balance (another finance admin approves)',
    audit: { target: 'balance_correction', id: 'id' },
    // The three balance-correction writes are strict, as every back-office money write: a
    // misspelt field is refused by name, not dropped.
    body: z.strictObject({
      memberId: ZMemberId,
      amount: z.number(V).int(V).refine((n) => n !== 0 && Math.abs(n) <= MAX_CORRECTION_KOBO, V),
      reason: adminReason(10, 500),
    }),
    response: ZBalanceCorrection,
  },
  adminApproveCorrection: {
    ...financeWrite,
    method: 'POST',
    path: '/admin/api/balance-corrections/approve',
    summary: 'Approve another admin’s proposal: the ledger posting (group X) is made now',
    audit: { target: 'balance_correction', id: 'id' },
    body: z.strictObject({ id: z.number({ error: 'NOT_FOUND' }).int({ error: 'NOT_FOUND' }) }),
    response: ZBalanceCorrection,
  },
  adminRejectCorrection: {
    ...financeWrite,
    method: 'POST',
    path: '/admin/api/balance-corrections/reject',
    summary: 'Reject another admin’s proposal with a note (nothing moves)',
    audit: { target: 'balance_correction', id: 'id' },
    body: z.strictObject({ id: z.number({ error: 'NOT_FOUND' }).int({ error: 'NOT_FOUND' }), note: ZReason }),
    response: ZBalanceCorrection,
  },
} as const satisfies Record<string, TEndpoint>;
