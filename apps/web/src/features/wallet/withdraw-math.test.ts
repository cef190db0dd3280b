import { formatKobo } from '@scoreline/contract/display';
import { describe, expect, it } from 'vitest';
import { formatBps as formatBpsIn } from '@scoreline/contract/display';
import { formatBps } from '../../lib/percent.ts';
import {
  amountProblem,
  maxAmountText,
  previewableAmount,
  receiveView,
  resetsVip,
  rulesView,
  usdtWindowText,
  typedAmountProblem,
  withdrawProblem,
  withdrawWait,
  withdrawalKobo,
} from './withdraw-math.ts';
import type { TWithdrawalRules } from './wallet-types.ts';

const rules: TWithdrawalRules = {
  min: 100_000,
  max: 100_000_000,
  feeBps: 100,
  feeMin: 5_000,
  intervalMinutes: 10,
  dailyCount: 2,
  dailyAmount: 30_000_000,
  usedCountToday: 0,
  usedAmountToday: 0,
  maxWithdrawable: 2_500_000,
  hasOpenWithdrawal: false,
  retryAfterMinutes: 0,
  consecutiveWithdrawals: 0,
  vipResetAfter: 3,
  usdt: { rate: 160_000, minUsdt: 7, maxWithdrawable: 2_400_000, open: true, days: [1, 2, 3, 4, 5], hours: '10:00-20:00', arrivalHours: { from: 2, to: 72 } },
};

describe('fee and receive display', () => {
  it('writes basis points as a percentage, French with a non-breaking space before the sign', () => {
    expect([100, 150, 5, 0].map((bps) => formatBps(bps))).toEqual(['1%', '1.5%', '0.05%', '0%']);
    expect(formatBpsIn(150, 'fr')).toBe('1.5\u00a0%');
    expect(formatBpsIn(150, 'th')).toBe('1.5%');
  });

  it('charges the fee on top: the amount arrives, amount + fee leaves the wallet', () => {
    expect(receiveView({ amount: 1_000_000, fee: 10_000, receive: 1_000_000, usdtReceive: null }, 'bank')).toEqual({
      amount: '₦10,000.00',
      fee: '₦100.00',
      total: '₦10,100.00',
      receive: '₦10,000.00',
    });
  });

  it('shows the whole USDT that arrives for USDT', () => {
    expect(receiveView({ amount: 4_000_000, fee: 200_000, receive: 4_000_000, usdtReceive: 25 }, 'usdt')).toEqual({
      amount: '₦40,000.00',
      fee: '₦2,000.00',
      total: '₦42,000.00',
      receive: '₦40,000.00',
      receiveUsdt: '25.00 USDT',
    });
    expect(receiveView({ amount: 4_000_000, fee: 0, receive: 4_000_000, usdtReceive: 25 }, 'bank').receiveUsdt).toBeUndefined();
  });

  it('lists the rules with what is used today', () => {
    expect(rulesView({ ...rules, usedCountToday: 1, usedAmountToday: 500_000 }, 'bank')).toEqual({
      // What is left of the day tops one withdrawal.
      range: '₦1,000.00 – ₦295,000.00',
      fee: { percent: '1%', min: '₦50.00' },
      intervalMinutes: 10,
      count: { used: 1, total: 2 },
      amount: { used: '₦5,000.00', total: '₦300,000.00' },
      maxWithdrawable: '₦25,000.00',
    });
    // "Withdrawable now" by the method chosen: USDT's own most, its fee tiers counted (QA: it kept the bank's).
    expect(rulesView(rules, 'usdt').maxWithdrawable).toBe('₦24,000.00');
    // A daily amount below the per-withdrawal maximum tops the range.
    expect(rulesView({ ...rules, dailyAmount: 50_000_000 }, 'bank').range).toBe('₦1,000.00 – ₦500,000.00');
    // With less than the minimum left today, the day's own range (nothing fits today: "used today" says why).
    expect(rulesView({ ...rules, usedAmountToday: 29_950_000 }, 'bank').range).toBe('₦1,000.00 – ₦300,000.00');
  });
});

describe('the USDT window', () => {
  it('says its days with its hours, in the operator zone (QA: "closed now, accepted 10:00-20:00" read wrong on a Sunday at noon)', () => {
    expect(usdtWindowText(rules.usdt, 'en', new Date('2026-12-06T11:00:00Z'), 60)).toBe('Monday–Friday 10:00-20:00');
    expect(usdtWindowText(rules.usdt, 'fr', new Date('2026-12-06T11:00:00Z'), 420)).toBe('lundi–vendredi 10:00-20:00 GMT+1');
  });
});

describe('VIP reset confirmation', () => {
  it('is needed when the next withdrawal is one too many in a row', () => {
    expect(resetsVip({ consecutiveWithdrawals: 2, vipResetAfter: 3 }, 2)).toBe(false);
    expect(resetsVip({ consecutiveWithdrawals: 3, vipResetAfter: 3 }, 2)).toBe(true);
    expect(resetsVip({ consecutiveWithdrawals: 5, vipResetAfter: 3 }, 1)).toBe(true);
  });

  it('is not asked at VIP 0, where there is nothing to reset', () => {
    expect(resetsVip({ consecutiveWithdrawals: 3, vipResetAfter: 3 }, 0)).toBe(false);
  });
});

describe('withdrawal amount', () => {
  it('is naira for a bank and whole USDT at the rate for USDT', () => {
    expect(withdrawalKobo('bank', '1,500.50', rules)).toBe(150_050);
    expect(withdrawalKobo('usdt', '25', rules)).toBe(4_000_000);
    expect(withdrawalKobo('usdt', '2.5', rules)).toBeNull();
  });

  it('fills "max" with what can leave now', () => {
    expect(maxAmountText('bank', rules)).toBe('25000');
    expect(maxAmountText('bank', { ...rules, maxWithdrawable: 2_500_050 })).toBe('25000.50');
    expect(maxAmountText('usdt', rules)).toBe('15');
    expect(maxAmountText('bank', { ...rules, maxWithdrawable: 0 })).toBe('0');
    expect(maxAmountText('bank', { ...rules, maxWithdrawable: 90_000_000, dailyAmount: 30_000_000, usedAmountToday: 29_000_000 })).toBe('10000');
  });
});

describe('withdrawProblem', () => {
  const bank = { method: 'bank' as const, bankAccountId: 3 };

  it('accepts a withdrawal within every rule', () => {
    expect(withdrawProblem({ ...bank, amountText: '10000' }, rules)).toBeUndefined();
    expect(withdrawProblem({ method: 'usdt', amountText: '10', usdtAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }, rules)).toBeUndefined();
  });

  it('says first that one is still open, or how long until the next may go, whatever the amount', () => {
    // Before: maxWithdrawable 0 read as "Balance insufficient. You can withdraw at most ₦0.00".
    expect(withdrawProblem({ ...bank, amountText: '10000' }, { ...rules, hasOpenWithdrawal: true, maxWithdrawable: 0 })).toEqual({ field: 'amount', key: 'WITHDRAW_UNCOMPLETED' });
    expect(withdrawProblem({ ...bank, amountText: '10000' }, { ...rules, retryAfterMinutes: 6 })).toEqual({
      field: 'amount',
      key: 'WITHDRAW_INTERVAL',
      params: { minutes: 10, retryAfterMinutes: 6 },
    });
    expect(withdrawWait(rules)).toBeUndefined();
    // Today's count used up: that, before the interval (the next one is tomorrow), and before the amount.
    expect(withdrawProblem({ ...bank, amountText: '' }, { ...rules, usedCountToday: 2, retryAfterMinutes: 6 })).toEqual({ field: 'amount', key: 'WITHDRAW_DAILY_COUNT' });
  });

  it('names the rule that refuses it, with the catalogue params', () => {
    expect(withdrawProblem({ ...bank, amountText: '' }, rules)).toEqual({ field: 'amount', key: 'WITHDRAW_BELOW_MIN', params: { min: '₦1,000.00' } });
    expect(withdrawProblem({ ...bank, amountText: '999.99' }, rules)?.key).toBe('WITHDRAW_BELOW_MIN');
    expect(withdrawProblem({ ...bank, amountText: '1000001' }, rules)).toEqual({ field: 'amount', key: 'WITHDRAW_ABOVE_MAX', params: { max: '₦1,000,000.00' } });
    expect(withdrawProblem({ ...bank, amountText: '30000' }, rules)).toEqual({
      field: 'amount',
      key: 'WITHDRAW_BALANCE_INSUFFICIENT',
      params: { max: '₦25,000.00' },
    });
    expect(withdrawProblem({ ...bank, amountText: '5000' }, { ...rules, usedCountToday: 2 })?.key).toBe('WITHDRAW_DAILY_COUNT');
    expect(withdrawProblem({ ...bank, amountText: '5000' }, { ...rules, usedAmountToday: 29_800_000 })).toMatchObject({ key: 'WITHDRAW_DAILY_LIMIT', params: { left: formatKobo(rules.dailyAmount - 29_800_000) } });
    expect(withdrawProblem({ method: 'bank', amountText: '5000' }, rules)).toEqual({ field: 'bank', key: 'VALIDATION_FAILED' });
  });

  it('checks USDT hours, whole numbers, the minimum and the address', () => {
    expect(withdrawProblem({ method: 'usdt', amountText: '10', usdtAddress: 'x' }, { ...rules, usdt: { ...rules.usdt, open: false } })?.key).toBe('WITHDRAW_USDT_HOURS');
    expect(withdrawProblem({ method: 'usdt', amountText: '7.5', usdtAddress: 'x' }, rules)).toEqual({ field: 'amount', key: 'WITHDRAW_USDT_WHOLE', params: { min: 7 } });
    expect(withdrawProblem({ method: 'usdt', amountText: '6', usdtAddress: 'x' }, rules)?.key).toBe('WITHDRAW_USDT_WHOLE');
    expect(withdrawProblem({ method: 'usdt', amountText: '10', usdtAddress: 'short' }, rules)).toEqual({ field: 'address', key: 'VALIDATION_FAILED' });
    expect(withdrawProblem({ method: 'usdt', amountText: '10', usdtAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5Kc bLSE' }, rules)?.field).toBe('address');
  });

  it('leaves the naira range and the bank fee ceiling out of USDT withdrawals', () => {
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    // 7 USDT at ₦1,600 = ₦11,200: fine although "withdrawable now" (worked out with the bank fee) is lower.
    expect(withdrawProblem({ method: 'usdt', amountText: '7', usdtAddress: address }, { ...rules, maxWithdrawable: 1_000_000 })).toBeUndefined();
    expect(withdrawProblem({ method: 'usdt', amountText: '700', usdtAddress: address }, { ...rules, max: 100_000, dailyAmount: 200_000_000, usdt: { ...rules.usdt, maxWithdrawable: 120_000_000 } })).toBeUndefined();
  });
});

describe('the amount as it is typed', () => {
  // QA: ₦58,761.40 available; ₦58,179.61 + its ₦581.80 fee is ₦58,761.41, a kobo more than the wallet has.
  const wallet = { ...rules, maxWithdrawable: 5_817_960 };
  const typing = { settled: false };
  const paused = { settled: true };

  it('names the minimum, the maximum and the most the wallet pays with the fee, with the figures the server answers', () => {
    expect(amountProblem('bank', '999.99', rules)).toEqual({ field: 'amount', key: 'WITHDRAW_BELOW_MIN', params: { min: '₦1,000.00' } });
    expect(amountProblem('bank', '1000001', rules)).toEqual({ field: 'amount', key: 'WITHDRAW_ABOVE_MAX', params: { max: '₦1,000,000.00' } });
    expect(amountProblem('bank', '58179.61', wallet)).toEqual({ field: 'amount', key: 'WITHDRAW_BALANCE_INSUFFICIENT', params: { max: '₦58,179.60' } });
    expect(amountProblem('bank', '58179.60', wallet)).toBeUndefined();
    expect(amountProblem('bank', '1000', rules)).toBeUndefined();
    expect(amountProblem('bank', '1000000', { ...rules, maxWithdrawable: 100_000_000, dailyAmount: 200_000_000 })).toBeUndefined();
  });

  it('checks USDT in whole USDT, and past the most the server says USDT can take with its fee tiers (not the bank fee’s)', () => {
    // QA: ₦719,273 available; the bank's most (₦712,151.48) over the rate is 445 USDT, which the tiers' fee does not leave room for; 436 USDT is the most.
    const wallet = { ...rules, maxWithdrawable: 71_215_148, usdt: { ...rules.usdt, maxWithdrawable: 69_760_000 } };
    expect(amountProblem('usdt', '6', wallet)).toEqual({ field: 'amount', key: 'WITHDRAW_USDT_WHOLE', params: { min: 7 } });
    expect(amountProblem('usdt', '436', { ...wallet, dailyAmount: 100_000_000 })).toBeUndefined();
    expect(amountProblem('usdt', '437', { ...wallet, dailyAmount: 100_000_000 })).toEqual({ field: 'amount', key: 'WITHDRAW_BALANCE_INSUFFICIENT', params: { max: '₦697,600.00' } });
    expect(maxAmountText('usdt', wallet)).toBe('436');
  });

  it('says too much at once, and too little only once typing paused', () => {
    expect(typedAmountProblem('bank', '1000001', rules, typing)?.key).toBe('WITHDRAW_ABOVE_MAX');
    expect(typedAmountProblem('bank', '58179.61', wallet, typing)?.key).toBe('WITHDRAW_BALANCE_INSUFFICIENT');
    // "1" on its way to "1000" is not refused under the member's fingers...
    expect(typedAmountProblem('bank', '1', rules, typing)).toBeUndefined();
    expect(typedAmountProblem('usdt', '1', rules, typing)).toBeUndefined();
    // ...but it is once they stop.
    expect(typedAmountProblem('bank', '1', rules, paused)).toEqual({ field: 'amount', key: 'WITHDRAW_BELOW_MIN', params: { min: '₦1,000.00' } });
    expect(typedAmountProblem('usdt', '1', rules, paused)).toEqual({ field: 'amount', key: 'WITHDRAW_USDT_WHOLE', params: { min: 7 } });
    expect(typedAmountProblem('bank', '5000', rules, paused)).toBeUndefined();
  });

  it('says nothing for an empty field, nor while a withdrawal is still open (its notice says it)', () => {
    expect(typedAmountProblem('bank', '', rules, paused)).toBeUndefined();
    expect(typedAmountProblem('bank', '  ', rules, paused)).toBeUndefined();
    // An open withdrawal makes maxWithdrawable 0: not "at most ₦0.00" under every amount.
    expect(typedAmountProblem('bank', '5000', { ...rules, hasOpenWithdrawal: true, maxWithdrawable: 0 }, paused)).toBeUndefined();
    // The interval only delays the request: the amount is still judged.
    expect(typedAmountProblem('bank', '1000001', { ...rules, retryAfterMinutes: 4 }, typing)?.key).toBe('WITHDRAW_ABOVE_MAX');
  });

  it('names today’s limits before the balance, as the request does', () => {
    expect(typedAmountProblem('bank', '5000', { ...rules, usedCountToday: 2, maxWithdrawable: 0 }, typing)?.key).toBe('WITHDRAW_DAILY_COUNT');
    expect(typedAmountProblem('bank', '5000', { ...rules, usedAmountToday: 29_800_000 }, typing)?.key).toBe('WITHDRAW_DAILY_LIMIT');
  });

  it('asks the fee preview only for an amount nothing here refuses', () => {
    expect(previewableAmount('bank', '1000', rules)).toBe(true);
    expect(previewableAmount('bank', '', rules)).toBe(false);
    expect(previewableAmount('bank', '1', rules)).toBe(false);
    expect(previewableAmount('bank', '1000001', rules)).toBe(false);
    expect(previewableAmount('bank', '58179.61', wallet)).toBe(false);
    expect(previewableAmount('bank', '1000', { ...rules, hasOpenWithdrawal: true })).toBe(false);
    // USDT has no naira maximum: 700 USDT (₦1,120,000) is priced.
    expect(previewableAmount('usdt', '700', { ...rules, dailyAmount: 200_000_000, usdt: { ...rules.usdt, maxWithdrawable: 112_000_000 } })).toBe(true);
    expect(previewableAmount('usdt', '6', rules)).toBe(false);
  });

  it('is what the Withdraw tap checks too', () => {
    expect(withdrawProblem({ method: 'bank', amountText: '58179.61', bankAccountId: 3 }, wallet)?.key).toBe('WITHDRAW_BALANCE_INSUFFICIENT');
    expect(withdrawProblem({ method: 'usdt', amountText: '16', usdtAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }, rules)?.key).toBe('WITHDRAW_BALANCE_INSUFFICIENT');
  });
});
