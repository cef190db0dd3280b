import { z } from 'zod';
import type { TEndpoint } from './endpoints.ts';

// The help centre's rules and terms and VIP levels (spec 2: /pages/me/help/notice, vipLev) with
// the operator's current settings, so their texts state the values the server applies today.
// Public: the register page links to them and a visitor reads them before signing up.
// Spread into `endpoints` in endpoints.ts.

const ZKobo = z.number().int();
/** Basis points: 250 = 2.5 %. */
const ZBps = z.number().int();

/** One row of the VIP table (product rules, "VIP levels"). */
export const ZVipLevelRule = z.object({
  level: z.number().int(),
  /** Confirmed deposits since the last VIP reset that reach this level. */
  reachDeposits: ZKobo,
  /** Added to a winning bet's profit (the VIP award). */
  oddsBonusBps: ZBps,
  dailyReward: ZKobo,
  dailyBetLimit: ZKobo,
  dailyWithdrawCount: z.number().int(),
  dailyWithdrawAmount: ZKobo,
  dailyDepositLimit: ZKobo,
});
export type TVipLevelRule = z.infer<typeof ZVipLevelRule>;

export const ZPublishedRules = z.object({
  betting: z.object({
    /** Stake limits of a bet; a match may set its own, shown on its bet slip. */
    minStake: ZKobo,
    maxStake: ZKobo,
    /** What all members together may stake on one side of one score of one match. */
    selectionTotal: ZKobo,
    /** Taken from a winning bet's profit. */
    handlingFeeBps: ZBps,
    /** The lowest price offered, in ten-thousandths (1.01 -> 10100): a side the margin would put below it is not offered (decision 023). */
    minPrice: z.number().int(),
    /** Betting on an imported fixture closes this many minutes before kick-off (never after it). */
    closeMinutesBeforeKickoff: z.number().int(),
  }),
  settlement: z.object({
    /** Open bets on a postponed match stand if it resumes within this many hours of its first kick-off and finishes; otherwise they are void. */
    postponedGraceHours: z.number().int(),
    /** A match restarted late in that window has this many hours from its new kick-off to finish. */
    playAllowanceHours: z.number().int(),
  }),
  vip: z.object({
    levels: z.array(ZVipLevelRule),
    /** The daily reward is claimed only after the member has staked this much that operator day. */
    dailyRewardMinStake: ZKobo,
  }),
  deposit: z.object({ min: ZKobo, max: ZKobo, timeoutMinutes: z.number().int() }),
  withdrawal: z.object({
    min: ZKobo,
    max: ZKobo,
    feeBps: ZBps,
    feeMin: ZKobo,
    intervalMinutes: z.number().int(),
    /** Withdrawals a member may have in progress at once. */
    maxOpen: z.number().int(),
    /** More withdrawals than this in a row, with no bet between them, reset the VIP level to 0. */
    vipResetAfter: z.number().int(),
    usdt: z.object({
      minUsdt: z.number().int(),
      /** Fee by the whole-USDT amount: up to `upTo` pays `bps`; above the last tier, no fee. */
      feeTiers: z.array(z.object({ upTo: z.number().int(), bps: ZBps })),
      /** ISO weekdays (Monday 1 ... Sunday 7) and "HH:MM" hours of the operator's time zone. */
      openDays: z.array(z.number().int()),
      openFrom: z.string(),
      openTo: z.string(),
      arrivalHours: z.object({ from: z.number().int(), to: z.number().int() }),
    }),
  }),
  /** Betting is for members of this age or older. */
  minAge: z.number().int(),
});
export type TPublishedRules = z.infer<typeof ZPublishedRules>;

export const rulesEndpoints = {
  publishedRules: {
    method: 'GET',
    path: '/web/rules',
    summary: "The operator's current betting, VIP and wallet rules, for the help centre (public: read before signing up)",
    tag: 'member',
    auth: 'none',
    response: ZPublishedRules,
  },
} as const satisfies Record<string, TEndpoint>;
