import { z } from 'zod';
import type { TEndpoint } from './endpoints.ts';

// The VIP daily reward (product rules, "VIP levels"): once a day, after the member has staked the
// operator's minimum that day, their level's reward is paid into the available balance from the
// operator's rewards account (bill group M). Spread into `endpoints` in endpoints.ts.

const ZKobo = z.number().int();

/**
 * Where today's reward stands for the signed-in member:
 *   claimed  paid today (claimedAt, amount, level: as paid);
 *   ready    the stake is reached and the level has a reward: it can be claimed now;
 *   stake    the level has a reward, the day's stake is short of `minStake`;
 *   none     the member's level has no reward (level 0 in the default table);
 *   barred   the member has lost betting (identity, one person's several accounts), and with it
 *            the reward, which betting earns.
 */
export const ZDailyRewardState = z.enum(['claimed', 'ready', 'stake', 'none', 'barred']);
export type TDailyRewardState = z.infer<typeof ZDailyRewardState>;

export const ZDailyReward = z.object({
  /** The operator's day (OPERATOR_TZ) the reward belongs to, e.g. 2026-12-06. */
  day: z.string(),
  state: ZDailyRewardState,
  /** The VIP level whose reward it is: the member's level now, or the level it was paid at. */
  level: z.number().int(),
  /** The reward of that level (paid, when claimed). */
  amount: ZKobo,
  /** What must be staked that day first. */
  minStake: ZKobo,
  /** Staked today so far: bets placed today that the member did not cancel (a void one counts). */
  stakedToday: ZKobo,
  /**
   * What is still to stake today before the reward can be claimed: at least one minimum bet, so
   * the member is never asked for ₦0.01 they cannot bet; 0 once the stake is reached.
   */
  stakeLeft: ZKobo,
  claimedAt: z.string().nullable(),
  /** When today ends and the next reward can be claimed (the operator's next midnight). */
  nextDayAt: z.string(),
});
export type TDailyReward = z.infer<typeof ZDailyReward>;

export const vipRewardEndpoints = {
  dailyReward: {
    method: 'GET',
    path: '/web/vip/reward',
    summary: "Today's VIP daily reward: its amount, the stake it needs and whether it is claimed",
    tag: 'member',
    auth: 'member',
    response: ZDailyReward,
  },
  claimDailyReward: {
    method: 'POST',
    path: '/web/vip/reward/claim',
    summary: "Claim today's VIP daily reward into the available balance (once a day, after the day's minimum stake)",
    tag: 'member',
    auth: 'member',
    body: z.object({}).strict(),
    response: ZDailyReward,
    idempotent: true,
    rateLimit: 'submit',
  },
} as const satisfies Record<string, TEndpoint>;
