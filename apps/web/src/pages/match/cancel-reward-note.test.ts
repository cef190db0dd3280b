import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TDailyReward } from '@scoreline/contract/api/vip-reward-endpoints';
import bettingEn from '../../locales/betting/en.json';
import { cancelRewardNote } from './cancel-reward-note.ts';

async function bettingT(): Promise<TFunction<'betting'>> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { betting: bettingEn } }, interpolation: { escapeValue: false } });
  return i18n.getFixedT('en', 'betting') as TFunction<'betting'>;
}

const reward = (state: TDailyReward['state']): TDailyReward => ({
  day: '2026-12-06', state, level: 2, amount: 15_000, minStake: 100_000, stakedToday: 50_000, stakeLeft: 50_000, claimedAt: null, nextDayAt: '2026-12-06T23:00:00.000Z',
});

describe("'Cancel this bet?' on today's VIP reward, which the reset to VIP 0 takes (QA)", () => {
  it('says a reward waiting to be claimed is lost, and one not yet earned can no longer be', async () => {
    const t = await bettingT();
    expect(cancelRewardNote(t, reward('ready'), 2)).toBe('Today’s ₦150.00 VIP reward, not yet claimed, is lost with it: claim it first on the VIP levels page.');
    expect(cancelRewardNote(t, reward('stake'), 2)).toBe('Today’s ₦150.00 VIP reward can then no longer be earned.');
  });

  it('says it generally when the reward could not be read at a level that has one to lose; nothing once claimed or without one', async () => {
    const t = await bettingT();
    expect(cancelRewardNote(t, undefined, 2)).toBe('A VIP daily reward not yet claimed today is lost with it.');
    expect(cancelRewardNote(t, undefined, 0)).toBeNull();
    expect(cancelRewardNote(t, undefined, undefined)).toBeNull();
    expect(cancelRewardNote(t, reward('claimed'), 2)).toBeNull();
    expect(cancelRewardNote(t, reward('none'), 0)).toBeNull();
  });
});
