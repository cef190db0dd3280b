import { describe, expect, it } from 'vitest';
import { lostDepositOf, lostWithdrawalAmountText, lostWithdrawalOf } from './unsure-request.ts';

describe('the deposit whose answer was lost', () => {
  it('is the latest well-formed one', () => {
    expect(lostDepositOf([{ payType: 'online', amount: 500_00 }, { payType: 'transfer', amount: 2_000_00 }])).toEqual({ payType: 'transfer', amount: 2_000_00 });
  });

  it('skips what is not a deposit request', () => {
    expect(lostDepositOf([{ payType: 'online', amount: 500_00 }, { payType: 'cash', amount: 1 }, { payType: 'usdt', amount: 0 }, null, 'x'])).toEqual({ payType: 'online', amount: 500_00 });
    expect(lostDepositOf([])).toBeUndefined();
  });
});

describe('the withdrawal whose answer was lost', () => {
  it('keeps the fields that were sent, never a password', () => {
    expect(lostWithdrawalOf([{ method: 'bank', amount: 10_000_00, bankAccountId: 3, walletPassword: '123456' }])).toEqual({ method: 'bank', amount: 10_000_00, bankAccountId: 3 });
    expect(lostWithdrawalOf([{ method: 'usdt', amount: 15_000_00, usdtAddress: 'TXabc', acceptVipReset: true }])).toEqual({
      method: 'usdt',
      amount: 15_000_00,
      usdtAddress: 'TXabc',
      acceptVipReset: true,
    });
  });

  it('is the latest complete one', () => {
    const bank = { method: 'bank', amount: 5_000_00, bankAccountId: 1 };
    expect(lostWithdrawalOf([bank, { method: 'bank', amount: 6_000_00 }, { method: 'usdt', amount: 1 }])).toEqual(bank);
    expect(lostWithdrawalOf([{ method: 'card', amount: 1, bankAccountId: 1 }])).toBeUndefined();
  });

  it('shows its amount as typed: naira, or whole USDT at the rate', () => {
    expect(lostWithdrawalAmountText({ method: 'bank', amount: 12_345_50 }, 1_500_00)).toBe('12345.5');
    expect(lostWithdrawalAmountText({ method: 'usdt', amount: 20 * 1_500_00 }, 1_500_00)).toBe('20');
    expect(lostWithdrawalAmountText({ method: 'usdt', amount: 20 * 1_500_00 }, 0)).toBe('');
  });
});
