import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatKobo } from '@scoreline/contract/display';
import { NoticeCard } from '../../app/notice-card.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { useDailyReward } from '../../features/vip-reward/vip-reward-queries.ts';

/**
 * Under a bet just placed: the bet that brought the day's stake to the minimum has made today's
 * VIP reward claimable, and it is claimed on the VIP levels page, which a member would not think
 * to open after a bet. Nothing shows in any other state.
 */
export function RewardReadyNote() {
  const { t } = useTranslation('betting');
  const { open } = useAppNavigation();
  const reward = useDailyReward().data;
  if (reward?.state !== 'ready') return null;
  const amount = formatKobo(reward.amount);
  return (
    <NoticeCard
      testId="order-success-reward"
      title={t('success.rewardTitle')}
      body={t('success.rewardBody', { staked: formatKobo(reward.stakedToday), amount })}
      action={
        <Button size="small" shape="rounded" color="primary" onClick={() => open(routePath('vipLevels'))} data-testid="order-success-reward-claim">
          {t('success.rewardClaim', { amount })}
        </Button>
      }
    />
  );
}
