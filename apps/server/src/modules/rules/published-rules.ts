import type { TPublishedRules } from '@scoreline/contract/api/rules-endpoints';
import type { AppContext } from '../../app-context.ts';
import { loadWithdrawalRules } from '../withdrawals/withdrawal-limits.ts';
import { PLAY_ALLOWANCE_MS } from '../settlement/postponement-deadline.ts';

/**
 * The rules the help centre states, read from the settings the use cases apply (the same keys,
 * the same 2 s cache): a text never promises a limit, fee or deadline the server has since changed.
 * The withdrawal rules come from the loader the withdrawal request itself uses.
 */
export async function publishedRules(ctx: AppContext): Promise<TPublishedRules> {
  const s = ctx.settings;
  const [minStake, maxStake, selectionTotal, handlingFeeBps, minPrice, closeMinutes, graceHours, rewardMinStake, depositMin, depositMax, depositTimeout, minAge, withdrawal] =
    await Promise.all([
      s.get('betting.minStakeKobo'),
      s.get('betting.maxStakeKobo'),
      s.get('betting.selectionTotalKobo'),
      s.get('betting.handlingFeeBps'),
      s.get('betting.minPrice'),
      s.get('betting.closeMinutesBeforeKickoff'),
      s.get('settlement.postponedGraceHours'),
      s.get('vip.dailyRewardMinStakeKobo'),
      s.get('deposit.minKobo'),
      s.get('deposit.maxKobo'),
      s.get('deposit.timeoutMinutes'),
      s.get('identity.minAge'),
      loadWithdrawalRules(ctx),
    ]);
  const { usdt } = withdrawal;
  return {
    betting: { minStake, maxStake, selectionTotal, handlingFeeBps, minPrice, closeMinutesBeforeKickoff: closeMinutes },
    settlement: { postponedGraceHours: graceHours, playAllowanceHours: PLAY_ALLOWANCE_MS / 3_600_000 },
    vip: {
      // In level order whatever order the back office saved them in: the table reads top to bottom.
      levels: [...withdrawal.levels]
        .sort((a, b) => a.level - b.level)
        .map((row) => ({
          level: row.level,
          reachDeposits: row.reachDepositsKobo,
          oddsBonusBps: row.oddsBonusBps,
          dailyReward: row.dailyRewardKobo,
          dailyBetLimit: row.dailyBetLimitKobo,
          dailyWithdrawCount: row.dailyWithdrawCount,
          dailyWithdrawAmount: row.dailyWithdrawKobo,
          dailyDepositLimit: row.dailyDepositKobo,
        })),
      dailyRewardMinStake: rewardMinStake,
    },
    deposit: { min: depositMin, max: depositMax, timeoutMinutes: depositTimeout },
    withdrawal: {
      min: withdrawal.min,
      max: withdrawal.max,
      feeBps: withdrawal.feeBps,
      feeMin: withdrawal.feeMinKobo,
      intervalMinutes: withdrawal.intervalMinutes,
      maxOpen: withdrawal.maxOpen,
      vipResetAfter: withdrawal.vipResetAfter,
      usdt: {
        minUsdt: usdt.minUsdt,
        feeTiers: [...usdt.feeTiers].sort((a, b) => a[0] - b[0]).map(([upTo, bps]) => ({ upTo, bps })),
        openDays: [...usdt.openDays].sort((a, b) => a - b),
        openFrom: usdt.openFrom,
        openTo: usdt.openTo,
        arrivalHours: { from: usdt.arrivalHours[0], to: usdt.arrivalHours[1] },
      },
    },
    minAge,
  };
}
