import { z } from 'zod';
import type { TEndpoint } from './endpoints.ts';

// The back office's dashboard: today's money and members in the operator's day (OPERATOR_TZ),
// what is open and what waits for review, and the last 30 operator days; every admin role reads
// it. Spread into `endpoints` in endpoints.ts.

const ZCountAmount = z.object({ count: z.number().int(), amount: z.number().int() });

export const ZDashboardDay = z.object({
  /** An operator day, e.g. 2026-11-21. */
  day: z.string(),
  /** Confirmed deposits (kobo credited), by the day they were confirmed. */
  deposits: ZCountAmount,
  /** Successful withdrawals (kobo paid out, fee not included), by the day they completed. */
  withdrawals: ZCountAmount,
  /** Bets placed that day (revoked ones included: they were staked). */
  stakes: ZCountAmount,
  /** Winning bets settled that day: actual win amounts paid to members. */
  payouts: ZCountAmount,
  /** Stakes of the bets settled that day less what they paid, less the operator's covers of corrected results that day (net of covers taken back): the house's result (negative: members won). */
  houseResult: z.number().int(),
  /**
   * VIP daily rewards claimed that day (decision 037), by their claim time: the claims and the kobo
   * paid to members from the operator's rewards account (expense:rewards). Not part of the house
   * result, which stays the betting result; shown beside it so it does not read as the whole profit.
   */
  vipRewards: ZCountAmount,
  newMembers: z.number().int(),
});
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

export const ZDashboard = z.object({
  timeZone: z.string(),
  /** When the figures were read (server clock). */
  at: z.string(),
  today: ZDashboardDay,
  /** Bets still waiting for a result: count, stakes and what they would pay if all won. */
  openExposure: z.object({ count: z.number().int(), stake: z.number().int(), potentialPayout: z.number().int() }),
  pending: z.object({ withdrawals: z.number().int(), bankAccounts: z.number().int(), balanceCorrections: z.number().int() }),
  /** The last 30 operator days, oldest first, today last; days without activity are zeros. */
  series: z.array(ZDashboardDay),
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const adminDashboardEndpoints = {
  adminDashboard: {
    method: 'GET',
    path: '/admin/api/dashboard',
    summary: "Today's deposits, withdrawals, stakes, payouts, house result, VIP daily rewards paid, new members (operator day), open exposure, pending reviews and the last 30 days",
    tag: 'admin',
    auth: 'admin',
    roles: ['trader', 'finance', 'support'],
    response: ZDashboard,
  },
} as const satisfies Record<string, TEndpoint>;
