import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDailyReward } from '@scoreline/contract/api/vip-reward-endpoints';
import { idempotentAction, outcomeIsUnknown, runIdempotent } from '../../lib/idempotent-action.ts';
import { announceMoneyMoved } from '../../lib/money-moved.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { useServerTimePassing } from '../../lib/use-server-now.ts';
import { claimDailyReward, fetchDailyReward } from './vip-reward-api.ts';

export const vipRewardKeys = {
  daily: ['vip-reward', 'daily'] as const,
};

/**
 * Asked again this often while the answer still names a day the server's clock has left: the
 * day's end was asked for a moment early (the app's idea of the server's time a little ahead).
 */
const DAY_TURN_RETRY_MS = 5_000;

const dayOver = (reward: TDailyReward | undefined) => reward !== undefined && serverNow() >= Date.parse(reward.nextDayAt);

/** Today's reward for the signed-in member (GET /web/vip/reward): read afresh each time the page opens. */
export function useDailyReward() {
  const query = useQuery({
    queryKey: vipRewardKeys.daily,
    queryFn: ({ signal }) => fetchDailyReward(signal),
    staleTime: 0,
    refetchInterval: (current) => (dayOver(current.state.data) ? DAY_TURN_RETRY_MS : false),
  });
  // The day can end with the page open: at the operator's midnight, by the server's clock, the
  // card asks again, so a claimed card becomes the new day's.
  const nextDayAt = query.data ? Date.parse(query.data.nextDayAt) : Number.NaN;
  const now = useServerTimePassing(Number.isNaN(nextDayAt) ? [] : [nextDayAt]);
  const { refetch } = query;
  const askedFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (Number.isNaN(nextDayAt) || now < nextDayAt || askedFor.current === nextDayAt) return;
    askedFor.current = nextDayAt;
    void refetch();
  }, [now, nextDayAt, refetch]);
  return query;
}

export type TClaimOutcome =
  | { kind: 'claimed'; reward: TDailyReward }
  /** Refused (already claimed, stake short, no reward at the level...) or failed for sure: nothing was paid. */
  | { kind: 'failed'; failure: unknown }
  /** No answer: it may have been paid. A retry replays it with the same key. */
  | { kind: 'unsure'; failure: unknown };

/**
 * Claims today's reward once per tap (a second tap while one is on its way does nothing).
 * `refreshMoney`: what else shows the balance (the wallet and the bill, the signed-in member),
 * which this feature does not know by name. Both it and the reward are read again after every
 * outcome, so the page shows the truth.
 */
export function useClaimDailyReward(refreshMoney: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [claiming, setClaiming] = useState(false);
  const refreshReward = () => queryClient.invalidateQueries({ queryKey: vipRewardKeys.daily });
  const claim = async (reward: TDailyReward): Promise<TClaimOutcome | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setClaiming(true);
    try {
      // Its pending key kept in the tab with the other money actions' (lib/idempotent-action.ts): a
      // claim whose answer was lost is sent again with the same key, even after a reload, and paid
      // once; forgotten at sign-out as theirs are. One intent is one day's claim.
      const claimed = await runIdempotent(idempotentAction('vip-reward'), { day: reward.day }, (key) => claimDailyReward(key));
      queryClient.setQueryData(vipRewardKeys.daily, claimed);
      announceMoneyMoved();
      void Promise.all([refreshReward(), refreshMoney()]);
      return { kind: 'claimed', reward: claimed };
    } catch (failure) {
      const unsure = outcomeIsUnknown(failure);
      if (unsure) announceMoneyMoved();
      // A refusal says the app's copy was behind (a bet cancelled elsewhere took the level and the
      // day's stake): the member's level and balance are read again with the reward, so they agree.
      void Promise.all([refreshReward(), refreshMoney()]);
      return { kind: unsure ? 'unsure' : 'failed', failure };
    } finally {
      inFlight.current = false;
      setClaiming(false);
    }
  };
  return { claim, claiming };
}
