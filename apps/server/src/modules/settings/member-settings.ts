import { z } from 'zod';

// Rules of product-rules.md about members beyond the wallet ("VIP levels", "Identity and
// eligibility", "Inheritance", "Responsible gambling"). They are operator settings with history
// like the others; the features that follow them read them here when they are built (the
// Configuration screen already shows and edits them). Money is kobo.

/** Choices offered to a member, in whole units, each once, ascending. */
const ZChoices = z
  .array(z.number().int().min(1))
  .min(1)
  .max(10)
  .refine((a) => a.every((v, i) => i === 0 || v > a[i - 1]!), { error: 'ascending, each once' });

export const memberSettingDefinitions = {
  /** The daily VIP reward is claimed only after the member has staked this much that operator day. */
  // At least a kobo: the reward is earned by betting (decision 037); 0 paid it with no bet at all (QA).
  'vip.dailyRewardMinStakeKobo': { schema: z.number().int().min(1), default: 1_000 * 100 },
  /** Failed identity checks in a row that lock verification, and for how long. */
  'identity.maxFailures': { schema: z.number().int().min(1).max(100), default: 15 },
  'identity.lockHours': { schema: z.number().int().min(1).max(24 * 30), default: 24 },
  /** Betting needs a verified identity of this age or more. */
  'identity.minAge': { schema: z.number().int().min(18).max(30), default: 18 },
  /** The daily job opens an inheritance case for a balance above this with no activity for the months below. */
  'inheritance.minBalanceKobo': { schema: z.number().int().min(0), default: 500 * 100 },
  'inheritance.inactiveMonths': { schema: z.number().int().min(1).max(120), default: 8 },
  /** A member's higher deposit limit applies after this many hours (a lower one at once). */
  'responsible.limitRaiseDelayHours': { schema: z.number().int().min(0).max(24 * 30), default: 24 },
  /** Time-outs a member may choose, in hours (24 hours, 7 days, 30 days). */
  'responsible.timeOutHours': { schema: ZChoices, default: [24, 7 * 24, 30 * 24] as number[] },
  /** Self-exclusion periods a member may choose, in months (6 months, 1 year, 5 years). */
  'responsible.selfExclusionMonths': { schema: ZChoices, default: [6, 12, 60] as number[] },
  /** The reality check's interval (product rules: "every N minutes"; N is the operator's). */
  'responsible.realityCheckMinutes': { schema: z.number().int().min(5).max(24 * 60), default: 60 },
} as const;
