import { describe, expect, it } from 'vitest';
import type { TDashboardDay } from '../../lib/api-types.ts';
import { buildChartRows, compactNaira, dayLabel, windowTotals, windowTotalsLine } from './dashboard-model.ts';

const day = (d: string, deposits: number, houseResult = 0, vipRewards = { count: 0, amount: 0 }): TDashboardDay => ({
  day: d,
  deposits: { count: 1, amount: deposits },
  withdrawals: { count: 1, amount: 5_000 },
  stakes: { count: 2, amount: 20_000 },
  payouts: { count: 0, amount: 0 },
  houseResult,
  vipRewards,
  newMembers: 1,
});

describe('dashboard series', () => {
  it('turns days into chart rows in naira, oldest first, labelled by the operator day', () => {
    const rows = buildChartRows([day('2026-11-21', 150_050, -2_500, { count: 2, amount: 55_000 }), day('2026-10-31', 99)]);
    expect(rows.map((r) => r.label)).toEqual(['31 Oct', '21 Nov']);
    expect(rows[1]).toEqual({ day: '2026-11-21', label: '21 Nov', deposits: 1500.5, withdrawals: 50, stakes: 200, payouts: 0, houseResult: -25, vipRewards: 550, newMembers: 1 });
    expect(rows[0]!.deposits).toBe(0.99);
  });

  it('adds up the window in kobo, the VIP daily rewards apart from the house result', () => {
    expect(windowTotals([day('2026-11-20', 100, 10, { count: 1, amount: 15_000 }), day('2026-11-21', 300, -50, { count: 2, amount: 55_000 })])).toEqual({
      deposits: 400,
      withdrawals: 10_000,
      stakes: 40_000,
      payouts: 0,
      houseResult: -40,
      vipRewards: 70_000,
      newMembers: 2,
      netFlow: -9_600,
    });
  });

  it('says the window\'s stakes are of every bet placed, cancelled and void ones included (QA: ₦94,000 here, "Staked ₦89,000" on the Bets desk), and the VIP daily rewards paid beside the house result', () => {
    expect(windowTotalsLine(windowTotals([day('2026-11-20', 100, 10), day('2026-11-21', 300, -50, { count: 1, amount: 15_000 })]))).toBe(
      'Deposits ₦4.00 · withdrawals ₦100.00 · stakes placed ₦400.00 (later cancelled or void ones included) · house result -₦0.40 · VIP daily rewards paid ₦150.00',
    );
  });

  it('labels days and compact amounts', () => {
    expect(dayLabel('2026-01-05')).toBe('5 Jan');
    expect(compactNaira(1_250_000)).toBe('₦1.25M');
    expect(compactNaira(5_300)).toBe('₦5.3k');
    expect(compactNaira(-800)).toBe('-₦800');
    expect(compactNaira(2_000_000_000)).toBe('₦2B');
  });
});
