import { z } from 'zod';
import { adminReason } from './admin-reason.ts';
import type { TEndpoint } from './endpoints.ts';
import { ROLES } from './admin-access.ts';
import { daysInOrder, ZOperatorDay } from './operator-day.ts';
import { ZBankAccount, ZDeposit, ZPaged, ZStatusFilter, ZWithdrawal } from './wallet.ts';

// Back-office API of the money issue (sign-in: admin-session-endpoints.ts).

/**
 * The body of every write here, extended by each: strict, as the back office's money writes are,
 * so a misspelt field is refused by name instead of dropped and its rule skipped (QA: a result
 * correction's fromScore for from).
 */
const ZId = z.strictObject({ id: z.number({ error: 'NOT_FOUND' }).int({ error: 'NOT_FOUND' }) });
const ZAdminPage = { page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(200).default(50) };
const V = { error: 'VALIDATION_FAILED' } as const;

/** Sorts of the deposits and withdrawals lists: when created, or by amount (ties: newest id first in desc, oldest in asc). */
export const ADMIN_FINANCE_SORTS = ['createdAt', 'amount'] as const;
export type TAdminFinanceSort = (typeof ADMIN_FINANCE_SORTS)[number];
const ZFinanceSort = { sort: z.enum(ADMIN_FINANCE_SORTS, V).default('createdAt'), order: z.enum(['asc', 'desc'], V).default('desc') };

export const ZAdminDeposit = ZDeposit.extend({ memberId: z.number().int(), username: z.string(), channel: z.string(), failureReason: z.string().nullable(), evidence: z.string().nullable() });
export const ZAdminWithdrawal = ZWithdrawal.extend({ memberId: z.number().int(), username: z.string(), reviewedBy: z.string().nullable(), txHash: z.string().nullable() });
export const ZAdminBankAccount = ZBankAccount.extend({ memberId: z.number().int(), username: z.string(), memberRealName: z.string().nullable(), reviewNote: z.string().nullable() });

export const ZLedgerCheck = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  violations: z.array(z.object({ invariant: z.string(), detail: z.string() })),
  /** Player funds (sum of member balances) against the operator's accounts, in kobo. */
  totals: z.object({ memberAvailable: z.number().int(), memberFrozen: z.number().int(), operatorAccounts: z.record(z.string(), z.number().int()) }),
});

export const adminWalletEndpoints = {
  adminDeposits: {
    method: 'GET',
    path: '/admin/api/deposits',
    summary: 'Deposits by status, pay type, member (id, or uid or username) and operator days created; sorted by created time or amount',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.finance,
    query: z.object({
      status: ZStatusFilter.optional(),
      payType: z.enum(['online', 'transfer', 'usdt']).optional(),
      memberId: z.coerce.number().int().optional(),
      /** A member by uid or username (case-insensitive, whole name): "10000042" or "demo_player". */
      member: z.string(V).trim().min(1, V).max(32, V).optional(),
      /** Created from the start of this operator day ... */
      from: ZOperatorDay.optional(),
      /** ... to the end of this one (inclusive). */
      to: ZOperatorDay.optional(),
      ...ZFinanceSort,
      ...ZAdminPage,
    }).refine(...daysInOrder),
    response: ZPaged(ZAdminDeposit),
  },
  adminConfirmDeposit: {
    method: 'POST',
    path: '/admin/api/deposits/confirm',
    summary: 'Credit a bank-transfer or USDT deposit the operator has received',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.finance,
    audit: { target: 'deposit', id: 'id' },
    body: ZId.extend({ evidence: z.string({ error: 'VALIDATION_FAILED' }).min(4, { error: 'VALIDATION_FAILED' }).max(200) }),
    response: ZAdminDeposit,
  },
  adminWithdrawals: {
    method: 'GET',
    path: '/admin/api/withdrawals',
    summary: 'Withdrawals review queue; sorted by created time or amount',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.finance,
    query: z.object({ status: ZStatusFilter.optional(), memberId: z.coerce.number().int().optional(), ...ZFinanceSort, ...ZAdminPage }),
    response: ZPaged(ZAdminWithdrawal),
  },
  adminApproveWithdrawal: { method: 'POST', path: '/admin/api/withdrawals/approve', summary: 'Approve and pay out (bank) or queue for USDT', tag: 'admin', auth: 'admin', roles: ROLES.finance, audit: { target: 'withdrawal', id: 'id' }, body: ZId, response: ZAdminWithdrawal },
  adminRejectWithdrawal: {
    method: 'POST',
    path: '/admin/api/withdrawals/reject',
    summary: 'Reject with a reason; the money returns to the member',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.finance,
    audit: { target: 'withdrawal', id: 'id' },
    body: ZId.extend({ reason: adminReason(3, 300) }),
    response: ZAdminWithdrawal,
  },
  adminMarkUsdtPaid: {
    method: 'POST',
    path: '/admin/api/withdrawals/usdt-paid',
    summary: 'Mark a USDT withdrawal paid with its transaction hash',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.finance,
    audit: { target: 'withdrawal', id: 'id' },
    body: ZId.extend({ txHash: z.string({ error: 'VALIDATION_FAILED' }).regex(/^(0x)?[A-Fa-f0-9]{40,80}$/, { error: 'VALIDATION_FAILED' }) }),
    response: ZAdminWithdrawal,
  },
  adminSandboxPayoutOutcome: {
    method: 'POST',
    path: '/admin/api/withdrawals/sandbox-outcome',
    summary: 'Sandbox only: decide how a payout in operation ends (success, failed, reversed)',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.finance,
    audit: { target: 'withdrawal', id: 'id' },
    body: ZId.extend({ outcome: z.enum(['success', 'failed', 'reversed'], { error: 'VALIDATION_FAILED' }) }),
    response: ZAdminWithdrawal,
  },
  adminBankAccounts: {
    method: 'GET',
    path: '/admin/api/bank-accounts',
    summary: 'Bank accounts, e.g. those waiting for review, with the resolved name beside the member name',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.finance,
    query: z.object({ status: ZStatusFilter.optional(), ...ZAdminPage }),
    response: ZPaged(ZAdminBankAccount),
  },
  adminReviewBankAccount: {
    method: 'POST',
    path: '/admin/api/bank-accounts/review',
    summary: 'Approve or refuse a bank account waiting for review',
    tag: 'admin',
    auth: 'admin',
    roles: ROLES.finance,
    audit: { target: 'bank_account', id: 'id' },
    body: ZId.extend({ approve: z.boolean(), note: z.string().max(300).optional() }),
    response: ZAdminBankAccount,
  },
  adminLedgerCheck: { method: 'GET', path: '/admin/api/ledger/check', summary: 'Run the ledger invariants; player funds against operator accounts', tag: 'admin', auth: 'admin', roles: ROLES.finance, response: ZLedgerCheck },
} as const satisfies Record<string, TEndpoint>;
