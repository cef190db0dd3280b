import type { TDailyReward } from '@scoreline/contract/api/vip-reward-endpoints';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { unwrap } from '../../lib/api-envelope.ts';
import { VIP_REWARD_PATHS } from './vip-reward-paths.ts';

// The VIP daily reward endpoints. Each returns the answer's data or throws ApiError (a refusal) /
// NetworkError (no answer); the API client already reacted app-wide (401, 429, maintenance).

export async function fetchDailyReward(signal?: AbortSignal): Promise<TDailyReward> {
  return unwrap(await apiGet<TDailyReward>(VIP_REWARD_PATHS.dailyReward, { signal }));
}

/** Claims today's reward; `idempotencyKey`: the same for a retry of the same claim, so it is paid once. */
export async function claimDailyReward(idempotencyKey: string): Promise<TDailyReward> {
  return unwrap(await apiPost<TDailyReward>(VIP_REWARD_PATHS.claimDailyReward, {}, { idempotencyKey }));
}
