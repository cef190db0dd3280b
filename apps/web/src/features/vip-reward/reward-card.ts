import type { TDailyReward, TDailyRewardState } from '@scoreline/contract/api/vip-reward-endpoints';
import { formatKobo } from '@scoreline/contract/display';
import { vipLevelRow } from '@scoreline/contract/vip-levels';
import { timeOfDay } from '../../lib/operator-time.ts';

// What the VIP levels page's "Today's reward" card says, worked out from the server's answer
// alone (a pure function: reward-card.test.ts reads the texts a member reads, state by state).

/** The help namespace's texts the card reads. */
export type TRewardTextKey =
  | 'reward.level'
  | 'reward.none'
  | 'reward.barred'
  | 'reward.noneFirst'
  | 'reward.staked'
  | 'reward.stakeMore'
  | 'reward.toMatches'
  | 'reward.ready'
  | 'reward.claim'
  | 'reward.claimed'
  | 'reward.next'
  | 'reward.paidAt'
  | 'reward.unsureLine'
  | 'reward.check';

export type TRewardText = (key: TRewardTextKey, values?: Record<string, string | number>) => string;

export type TRewardCardView = {
  state: TDailyRewardState;
  /** The level's reward, beside the card's title; null when the level has none. */
  amount: string | null;
  /** Whose reward it is ("Your VIP 2 daily reward"); null when there is none. */
  subtitle: string | null;
  /** The day's stake against the minimum (the stake state only). */
  progress: { percent: number; label: string } | null;
  /** The sentences under it, in reading order. */
  lines: string[];
  /** The claim button's label (the ready state only). */
  claimLabel: string | null;
  /** The way to the Matches tab (the stake state only). */
  toMatchesLabel: string | null;
};

/** The rows of the VIP table the card needs: which level first has a reward. */
export type TRewardLevel = { level: number; dailyReward: number };

export type TRewardCardContext = {
  /** The operator's VIP table (GET /web/rules), while it is known. */
  levels: readonly TRewardLevel[] | undefined;
  /** " GMT+1"-style note for a phone on another zone than the operator's (lib/operator-time.ts operatorZoneNote), else ''. */
  zoneNote: string;
  /** The member's level now, while known: a reward claimed at another level says so, and no next one is promised at a level without. */
  currentLevel?: number;
  /** The last claim's answer was lost: it may have been paid, and the card may be out of date until read again. */
  unsure?: boolean;
};

/** The lowest level above `level` with a reward, if the table has one. */
export function firstRewardedLevel(levels: readonly TRewardLevel[], level: number): TRewardLevel | undefined {
  return [...levels].sort((a, b) => a.level - b.level).find((row) => row.level > level && row.dailyReward > 0);
}

/** How much of the day's minimum stake is done, 0-100, whole. */
export function stakedPercent(stakedToday: number, minStake: number): number {
  if (minStake <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((stakedToday * 100) / minStake)));
}

// Held to its text by a no-break space: "GMT+1" alone on a line read as a stray (QA, French).
const withNote = (text: string, note: string) => (note ? `${text}\u00a0${note.trim()}` : text);

export function rewardCardView(reward: TDailyReward, context: TRewardCardContext, t: TRewardText): TRewardCardView {
  const amount = formatKobo(reward.amount);
  const base: TRewardCardView = {
    state: reward.state,
    amount,
    subtitle: t('reward.level', { level: reward.level }),
    progress: null,
    lines: [],
    claimLabel: null,
    toMatchesLabel: null,
  };
  switch (reward.state) {
    case 'none': {
      const first = context.levels && firstRewardedLevel(context.levels, reward.level);
      const lines = [t('reward.none', { level: reward.level })];
      if (first) lines.push(t('reward.noneFirst', { level: first.level, amount: formatKobo(first.dailyReward), minStake: formatKobo(reward.minStake) }));
      return { ...base, amount: null, subtitle: null, lines };
    }
    case 'barred':
      // Betting lost (identity, several accounts): the reward, earned by betting, with it.
      return { ...base, amount: null, subtitle: null, lines: [t('reward.barred')] };
    case 'stake':
      return {
        ...base,
        progress: {
          percent: stakedPercent(reward.stakedToday, reward.minStake),
          label: t('reward.staked', { staked: formatKobo(reward.stakedToday), minStake: formatKobo(reward.minStake) }),
        },
        // The server's figure: never less than one bet the member can place (decision 037).
        lines: [t('reward.stakeMore', { left: formatKobo(reward.stakeLeft) })],
        toMatchesLabel: t('reward.toMatches'),
      };
    case 'ready':
      // A claim whose answer was lost may have been paid: the card says so rather than "ready" (QA),
      // and the button sends the same claim again, which the server answers without paying twice.
      if (context.unsure) return { ...base, lines: [t('reward.unsureLine')], claimLabel: t('reward.check') };
      return { ...base, lines: [t('reward.ready', { staked: formatKobo(reward.stakedToday) })], claimLabel: t('reward.claim', { amount }) };
    case 'claimed': {
      const moved = context.currentLevel !== undefined && context.currentLevel !== reward.level;
      // No next reward is promised at a level without one (QA: after a cancel took the level to 0).
      const nowRow = context.currentLevel === undefined || !context.levels ? undefined : vipLevelRow(context.levels, context.currentLevel);
      const next = nowRow && nowRow.dailyReward <= 0 ? t('reward.none', { level: context.currentLevel! }) : withNote(t('reward.next'), context.zoneNote);
      return {
        ...base,
        subtitle: moved ? t('reward.paidAt', { level: reward.level }) : base.subtitle,
        lines: [
          // The time the operator's day knows it by, with the zone named on a phone elsewhere.
          t('reward.claimed', { amount, time: withNote(reward.claimedAt ? timeOfDay(reward.claimedAt) : '-', context.zoneNote) }),
          next,
        ],
      };
    }
  }
}
