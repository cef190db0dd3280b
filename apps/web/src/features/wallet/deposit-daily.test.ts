import { describe, expect, it } from 'vitest';
import { dailyDeposits } from './deposit-daily.ts';

describe('the daily deposit limit', () => {
  it('shows paid and waiting deposits apart; both hold the limit', () => {
    expect(dailyDeposits({ dailyLimit: 500_000_00, depositedToday: 300_000_00, waitingToday: 100_000_00 })).toEqual({
      paid: 300_000_00,
      waiting: 100_000_00,
      left: 100_000_00,
      paidPercent: 60,
      waitingPercent: 20,
    });
  });

  it('never shows more than the limit, nor a negative amount left', () => {
    expect(dailyDeposits({ dailyLimit: 100_00, depositedToday: 90_00, waitingToday: 50_00 })).toMatchObject({ left: 0, paidPercent: 90, waitingPercent: 10 });
    expect(dailyDeposits({ dailyLimit: 0, depositedToday: 0, waitingToday: 0 })).toMatchObject({ left: 0, paidPercent: 0, waitingPercent: 0 });
  });
});
