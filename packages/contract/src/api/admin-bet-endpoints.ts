import { z } from 'zod';
import type { TEndpoint } from './endpoints.ts';
import { BILL_GROUPS } from './wallet.ts';
import { BET_STATUSES, BET_TYPES, PERIODS, ZBet } from './matches.ts';
import { daysInOrder, ZOperatorDay } from './operator-day.ts';

// Back office, bets: every member's bets in one list (traders watch a match's book, support
// answers "where is my bet", finance follows the money) and one bet with every ledger posting
// it caused. Spread into `endpoints`.

const V = { error: 'VALIDATION_FAILED' } as const;
const ZBetsRoles = ['trader', 'finance', 'support'] as const;
/** A revoked bet was cancelled by its member (never settled) or voided with its match (settled without a result). */
export const REVOKED_KINDS = ['cancelled', 'void'] as const;

export const ZAdminBetsQuery = z.object({
  /** A bet's reference ("bet_3f9c…"), whole; any case. */
  reference: z.string(V).trim().min(1, V).max(40, V).optional(),
  /** A member by uid or username (case-insensitive, whole name). */
  member: z.string(V).trim().min(1, V).max(32, V).optional(),
  memberId: z.coerce.number(V).int(V).positive(V).optional(),
  matchId: z.coerce.number(V).int(V).positive(V).optional(),
  /** A status, or one of the two kinds of revoked: cancelled by the member, or void with its match. */
  status: z.enum([...BET_STATUSES, ...REVOKED_KINDS], V).optional(),
  period: z.enum(PERIODS, V).optional(),
  betType: z.enum(BET_TYPES, V).optional(),
  /** Placed from the start of this operator day ... */
  from: ZOperatorDay.optional(),
  /** ... to the end of this one (inclusive). */
  to: ZOperatorDay.optional(),
  /**
   * Bets up to this id only: the list as it stood when its first page was read, so paging on
   * while bets arrive neither repeats a row nor skips one (the answer's `upTo` to send back).
   */
  upTo: z.coerce.number(V).int(V).positive(V).optional(),
  page: z.coerce.number(V).int(V).min(1, V).default(1),
  pageSize: z.coerce.number(V).int(V).min(1, V).max(200, V).default(50),
}).refine(...daysInOrder);
export type TAdminBetsQuery = z.infer<typeof ZAdminBetsQuery>;

export const ZAdminBet = ZBet.extend({
  memberId: z.number().int(),
  username: z.string(),
});
export type TAdminBet = z.infer<typeof ZAdminBet>;

export const ZAdminBetList = z.object({
  items: z.array(ZAdminBet),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The newest bet id the list covers (the query's `upTo`, or the newest bet when it was read; 0: none yet). */
  upTo: z.number().int(),
  /** Bets the filter finds placed after `upTo` (only counted when the query gave one). */
  newer: z.number().int(),
  /** Over every bet the filter finds, not only this page (kobo). */
  sums: z.object({
    /** Stakes that stand: cancelled and void bets' stakes went back and are not counted. */
    stake: z.number().int(),
    /** Stakes given back: bets cancelled by their member or void with their match. */
    returnedStake: z.number().int(),
    /** Stakes of bets still waiting: the money members have in play. */
    waitingStake: z.number().int(),
    /** Members' profit and loss of the settled ones (the house's result is its negative). */
    profitAndLoss: z.number().int(),
  }),
});
export type TAdminBetList = z.infer<typeof ZAdminBetList>;

/** One ledger transaction about the bet, as it moved the member's two balances. */
export const ZBetPosting = z.object({
  transactionId: z.number().int(),
  at: z.string(),
  kind: z.string(),
  group: z.enum(BILL_GROUPS),
  actor: z.string(),
  memo: z.string().nullable(),
  /** The transaction this one reverses (a result corrected). */
  reversesId: z.number().int().nullable(),
  /** Signed change of the member's available balance, kobo. */
  available: z.number().int(),
  /** Signed change of the member's frozen balance (stakes held), kobo. */
  frozen: z.number().int(),
});
export type TBetPosting = z.infer<typeof ZBetPosting>;

export const ZAdminBetDetail = ZAdminBet.extend({
  memberVipLevel: z.number().int(),
  /** The bet's VIP odds bonus and handling fee, fixed when it was placed (basis points). */
  vipBonusBps: z.number().int(),
  handlingFeeBps: z.number().int(),
  postings: z.array(ZBetPosting),
});
export type TAdminBetDetail = z.infer<typeof ZAdminBetDetail>;

export const adminBetEndpoints = {
  adminBets: {
    method: 'GET',
    path: '/admin/api/bets',
    summary: 'Every member’s bets, newest first, by reference, member, match, status, period, bet type and operator days placed; with the sums of all it finds',
    tag: 'admin',
    auth: 'admin',
    roles: ZBetsRoles,
    query: ZAdminBetsQuery,
    response: ZAdminBetList,
  },
  adminBet: {
    method: 'GET',
    path: '/admin/api/bets/detail',
    summary: 'One bet with every ledger posting it caused (placed, settled, reversed, voided, cancelled)',
    tag: 'admin',
    auth: 'admin',
    roles: ZBetsRoles,
    query: z.object({ id: z.coerce.number({ error: 'ORDER_NOT_FOUND' }).int({ error: 'ORDER_NOT_FOUND' }).positive({ error: 'ORDER_NOT_FOUND' }) }),
    response: ZAdminBetDetail,
  },
} as const satisfies Record<string, TEndpoint>;
