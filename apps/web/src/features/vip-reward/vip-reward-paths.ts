// Paths of the VIP daily reward endpoints (contract api/vip-reward-endpoints.ts), restated like
// lib/api-paths.ts so no zod reaches the bundle, and kept in this feature so only the VIP levels
// page carries them (the sign-in and home first screens have no byte to spare).
// vip-reward-paths.test.ts compares them with the contract.

export const VIP_REWARD_PATHS = {
  dailyReward: '/web/vip/reward',
  claimDailyReward: '/web/vip/reward/claim',
} as const;

export type TVipRewardPathName = keyof typeof VIP_REWARD_PATHS;

/** The POSTs that move money: they carry an Idempotency-Key (the contract marks them `idempotent: true`). */
export const VIP_REWARD_IDEMPOTENT: readonly TVipRewardPathName[] = ['claimDailyReward'];
