import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TDailyReward } from '@scoreline/contract/api/vip-reward-endpoints';
import helpEn from '../../locales/help/en.json';
import helpFr from '../../locales/help/fr.json';
import helpTh from '../../locales/help/th.json';
import { firstRewardedLevel, rewardCardView, stakedPercent, type TRewardCardContext, type TRewardLevel, type TRewardText } from './reward-card.ts';

/** The help texts of one language, as the app's i18next reads them. */
async function helpT(lng: 'en' | 'fr' | 'th'): Promise<TRewardText> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { help: { en: helpEn, fr: helpFr, th: helpTh }[lng] } }, interpolation: { escapeValue: false } });
  const t = i18n.getFixedT(lng, 'help');
  return (key, values) => t(key, values);
}

// The product rules' default table.
const LEVELS: TRewardLevel[] = [0, 5_000, 15_000, 40_000, 100_000, 300_000].map((dailyReward, level) => ({ level, dailyReward }));
const inLagos: TRewardCardContext = { levels: LEVELS, zoneNote: '' };
const abroad: TRewardCardContext = { levels: LEVELS, zoneNote: 'GMT+1' };

const reward = (over: Partial<TDailyReward>): TDailyReward => ({
  day: '2026-12-06',
  state: 'stake',
  level: 2,
  amount: 15_000,
  minStake: 100_000,
  stakedToday: 0,
  stakeLeft: 100_000,
  claimedAt: null,
  nextDayAt: '2026-12-06T23:00:00.000Z',
  ...over,
});

describe("the VIP levels page's Today's reward card", () => {
  it('at a level without a reward: says so and names the first level with one, no amount and no button', async () => {
    const t = await helpT('en');
    expect(rewardCardView(reward({ state: 'none', level: 0, amount: 0 }), inLagos, t)).toEqual({
      state: 'none',
      amount: null,
      subtitle: null,
      progress: null,
      lines: ['VIP 0 has no daily reward.', 'VIP 1 is the first level with one: ₦50.00 a day, once ₦1,000.00 is staked that day. Your deposits raise your level.'],
      claimLabel: null,
      toMatchesLabel: null,
    });
    // The VIP table not known yet (or no level above has one): only what is sure.
    expect(rewardCardView(reward({ state: 'none', level: 0, amount: 0 }), { levels: undefined, zoneNote: '' }, t).lines).toEqual(['VIP 0 has no daily reward.']);
    expect(rewardCardView(reward({ state: 'none', level: 5, amount: 0 }), { levels: LEVELS.map((row) => ({ ...row, dailyReward: 0 })), zoneNote: '' }, t).lines).toEqual(['VIP 5 has no daily reward.']);
  });

  it("short of the day's stake: the amount, the stake against the minimum, what is left, and the way to the matches", async () => {
    const t = await helpT('en');
    expect(rewardCardView(reward({ state: 'stake', stakedToday: 60_000, stakeLeft: 40_000 }), inLagos, t)).toEqual({
      state: 'stake',
      amount: '₦150.00',
      subtitle: 'Your VIP 2 daily reward',
      progress: { percent: 60, label: '₦600.00 of ₦1,000.00 staked today' },
      lines: ['Stake ₦400.00 more today to claim it.'],
      claimLabel: null,
      toMatchesLabel: 'Browse matches',
    });
    expect(rewardCardView(reward({ state: 'stake', stakedToday: 0 }), inLagos, t).progress).toEqual({ percent: 0, label: '₦0.00 of ₦1,000.00 staked today' });
    // What is left is the server's: at least one bet the member can place, never "₦0.50 more".
    expect(rewardCardView(reward({ state: 'stake', stakedToday: 99_950, stakeLeft: 10_000 }), inLagos, t)).toMatchObject({
      progress: { percent: 99, label: '₦999.50 of ₦1,000.00 staked today' },
      lines: ['Stake ₦100.00 more today to claim it.'],
    });
  });

  it('barred from betting: says the reward went with it, no amount and no button', async () => {
    const t = await helpT('en');
    expect(rewardCardView(reward({ state: 'barred', stakedToday: 100_000, stakeLeft: 0 }), inLagos, t)).toEqual({
      state: 'barred',
      amount: null,
      subtitle: null,
      progress: null,
      lines: ['Betting is not available for this account, and the daily reward is earned by betting.'],
      claimLabel: null,
      toMatchesLabel: null,
    });
  });

  it('ready: the claim button names the amount', async () => {
    const t = await helpT('en');
    expect(rewardCardView(reward({ state: 'ready', stakedToday: 125_050, stakeLeft: 0 }), inLagos, t)).toEqual({
      state: 'ready',
      amount: '₦150.00',
      subtitle: 'Your VIP 2 daily reward',
      progress: null,
      lines: ['You have staked ₦1,250.50 today: your reward is ready.'],
      claimLabel: 'Claim ₦150.00',
      toMatchesLabel: null,
    });
  });

  it("claimed: when, on the operator's clock, and that the next comes at midnight; the zone named on a phone elsewhere", async () => {
    const t = await helpT('en');
    const claimed = reward({ state: 'claimed', stakedToday: 100_000, claimedAt: '2026-12-06T13:02:41.000Z' });
    expect(rewardCardView(claimed, inLagos, t)).toEqual({
      state: 'claimed',
      amount: '₦150.00',
      subtitle: 'Your VIP 2 daily reward',
      progress: null,
      lines: ['Claimed ₦150.00 at 14:02', 'Next reward from midnight'],
      claimLabel: null,
      toMatchesLabel: null,
    });
    expect(rewardCardView(claimed, abroad, t).lines).toEqual(['Claimed ₦150.00 at 14:02\u00a0GMT+1', 'Next reward from midnight\u00a0GMT+1']);
  });

  it('reads in French and Thai too, the French colon held to its word', async () => {
    const fr = await helpT('fr');
    expect(rewardCardView(reward({ state: 'stake', stakedToday: 60_000, stakeLeft: 40_000 }), inLagos, fr)).toMatchObject({
      progress: { label: '₦600.00 misés sur ₦1,000.00 aujourd’hui' },
      lines: ['Misez encore ₦400.00 aujourd’hui pour la réclamer.'],
      toMatchesLabel: 'Voir les matchs',
    });
    expect(rewardCardView(reward({ state: 'ready', stakedToday: 100_000 }), inLagos, fr)).toMatchObject({
      lines: ['Vous avez misé ₦1,000.00 aujourd’hui\u00a0: votre récompense est prête.'],
      claimLabel: 'Réclamer ₦150.00',
    });
    const th = await helpT('th');
    expect(rewardCardView(reward({ state: 'claimed', claimedAt: '2026-12-06T13:02:00.000Z' }), abroad, th).lines).toEqual(['รับ ₦150.00 แล้วเมื่อ 14:02\u00a0GMT+1', 'รางวัลถัดไปรับได้ตั้งแต่เที่ยงคืน\u00a0GMT+1']);
  });

  it('claimed at a level since lost: says the level it was paid at, and promises no next reward at a level without one (QA)', async () => {
    const t = await helpT('en');
    const claimed = reward({ state: 'claimed', stakeLeft: 0, claimedAt: '2026-12-06T13:02:00.000Z' });
    expect(rewardCardView(claimed, { ...inLagos, currentLevel: 0 }, t)).toMatchObject({ subtitle: 'Paid at VIP 2', lines: ['Claimed ₦150.00 at 14:02', 'VIP 0 has no daily reward.'] });
    expect(rewardCardView(claimed, { ...inLagos, currentLevel: 3 }, t)).toMatchObject({ subtitle: 'Paid at VIP 2', lines: ['Claimed ₦150.00 at 14:02', 'Next reward from midnight'] });
    expect(rewardCardView(claimed, { ...inLagos, currentLevel: 2 }, t).subtitle).toBe('Your VIP 2 daily reward');
  });

  it('after a claim whose answer was lost: says it may be paid and offers to check, not "ready" (QA)', async () => {
    const t = await helpT('en');
    expect(rewardCardView(reward({ state: 'ready', stakedToday: 100_000, stakeLeft: 0 }), { ...inLagos, unsure: true }, t)).toMatchObject({
      lines: ['The answer to your last claim did not arrive: it may have been paid. Check it: claiming again cannot pay it twice.'],
      claimLabel: 'Check my claim',
    });
  });

  it('fills the bar by the whole percent, never past full', () => {
    expect(stakedPercent(0, 100_000)).toBe(0);
    expect(stakedPercent(99_999, 100_000)).toBe(99);
    expect(stakedPercent(250_000, 100_000)).toBe(100);
    expect(stakedPercent(5, 0)).toBe(100);
  });

  it('finds the first level above with a reward', () => {
    expect(firstRewardedLevel(LEVELS, 0)?.level).toBe(1);
    expect(firstRewardedLevel([{ level: 2, dailyReward: 0 }, { level: 3, dailyReward: 10 }, { level: 1, dailyReward: 0 }], 1)?.level).toBe(3);
    expect(firstRewardedLevel(LEVELS, 5)).toBeUndefined();
  });
});
