import type { TFunction } from 'i18next';
import type { TDailyReward } from '@scoreline/contract/api/vip-reward-endpoints';
import { formatKobo } from '@scoreline/contract/display';

/**
 * What a cancel does to today's VIP reward, which the reset to VIP 0 takes (QA): one waiting to be
 * claimed is lost, one not yet earned can no longer be; not known (its read failed), the general
 * word, at a level that had one to lose. Nothing once claimed, or at a level without one.
 */
export function cancelRewardNote(t: TFunction<'betting'>, reward: TDailyReward | undefined, vipLevel: number | undefined): string | null {
  if (reward?.state === 'ready') return t('orders.cancelRewardReady', { amount: formatKobo(reward.amount) });
  if (reward?.state === 'stake') return t('orders.cancelRewardStake', { amount: formatKobo(reward.amount) });
  if (!reward && vipLevel !== undefined && vipLevel > 0) return t('orders.cancelRewardUnknown');
  return null;
}
