import { z } from 'zod';
import { vipLevelRow } from '@scoreline/contract/vip-levels';

// Wallet rules of product-rules.md ("Wallet" and the VIP table). Every one is an operator
// setting with history; these are the defaults of a fresh database. Money is kobo.

const ZVipLevel = z.object({
  level: z.number().int().min(0),
  /** Cumulative confirmed deposits that reach this level. */
  reachDepositsKobo: z.number().int().min(0),
  oddsBonusBps: z.number().int().min(0).max(10_000),
  /** Paid every day to every member of the level who claims it: capped at ₦1,000,000 so a slip of zeros is refused (QA took ₦80,000,000). */
  dailyRewardKobo: z.number().int().min(0).max(100_000_000),
  dailyBetLimitKobo: z.number().int().min(0),
  dailyWithdrawCount: z.number().int().min(0),
  dailyWithdrawKobo: z.number().int().min(0),
  dailyDepositKobo: z.number().int().min(0),
});
export type TVipLevel = z.infer<typeof ZVipLevel>;

const naira = (n: number) => n * 100;

export const walletSettingDefinitions = {
  'deposit.minKobo': { schema: z.number().int().min(1), default: naira(500) },
  'deposit.maxKobo': { schema: z.number().int().min(1), default: naira(5_000_000) },
  'deposit.timeoutMinutes': { schema: z.number().int().min(1).max(24 * 60), default: 30 },
  'deposit.payTypes': {
    schema: z.object({ online: z.boolean(), transfer: z.boolean(), usdt: z.boolean() }),
    default: { online: true, transfer: true, usdt: true },
  },
  /** Kobo per 1 USDT, for USDT deposits and withdrawals. */
  'deposit.usdtRateKobo': { schema: z.number().int().min(1), default: naira(1_600) },
  'deposit.usdtAddress': { schema: z.object({ address: z.string().min(10), network: z.string().min(2) }), default: { address: 'TXs4nd8oxScoreLineDemoUSDTaddr1', network: 'TRC20' } },
  'deposit.transferAccount': {
    schema: z.object({ bankName: z.string().min(2), accountNumber: z.string().regex(/^\d{10}$/), accountName: z.string().min(2) }),
    default: { bankName: 'Providus Bank', accountNumber: '9912345671', accountName: 'Scoreline Collections' },
  },
  /** "Do not resubmit": the same amount and type again within this many seconds while one is pending. */
  'deposit.resubmitSeconds': { schema: z.number().int().min(0).max(3600), default: 60 },
  /** "Frequency too fast": new deposits per member per minute. */
  'deposit.perMinute': { schema: z.number().int().min(1).max(100), default: 5 },
  /** "Gap limit": unpaid deposits a member may have open at once; beyond it, wait for the oldest to expire. */
  'deposit.maxPending': { schema: z.number().int().min(1).max(50), default: 3 },

  'withdrawal.minKobo': { schema: z.number().int().min(1), default: naira(1_000) },
  'withdrawal.maxKobo': { schema: z.number().int().min(1), default: naira(1_000_000) },
  'withdrawal.feeBps': { schema: z.number().int().min(0).max(10_000), default: 100 },
  'withdrawal.feeMinKobo': { schema: z.number().int().min(0), default: naira(50) },
  /** Withdrawals a member may have in progress at once (product rules: one). */
  'withdrawal.maxOpen': { schema: z.number().int().min(1).max(100), default: 1 },
  'withdrawal.intervalMinutes': { schema: z.number().int().min(0).max(24 * 60), default: 10 },
  /** More than this many withdrawals in a row with no bet between them resets the VIP level to 0. */
  'withdrawal.vipResetAfter': { schema: z.number().int().min(1).max(100), default: 3 },
  'withdrawal.usdt': {
    schema: z.object({
      minUsdt: z.number().int().min(1),
      /** Fee tiers by whole USDT: [upTo, bps]; amounts above the last tier pay nothing. */
      feeTiers: z.array(z.tuple([z.number().int(), z.number().int().min(0).max(10_000)])),
      openDays: z.array(z.number().int().min(1).max(7)),
      openFrom: z.string().regex(/^\d{2}:\d{2}$/),
      openTo: z.string().regex(/^\d{2}:\d{2}$/),
      /** When the USDT arrives, in whole hours after the request: [from, to]. Numbers, so each app says it in its member's language. */
      arrivalHours: z.tuple([z.number().int().min(0), z.number().int().min(1)]).refine(([from, to]) => from <= to, 'from must not be after to'),
    }),
    default: { minUsdt: 7, feeTiers: [[300, 500], [500, 300], [999, 200]] as [number, number][], openDays: [1, 2, 3, 4, 5], openFrom: '10:00', openTo: '20:00', arrivalHours: [2, 72] as [number, number] },
  },
  /** Betting closes this many minutes before kick-off for imported fixtures (never after kick-off). */
  'betting.closeMinutesBeforeKickoff': { schema: z.number().int().min(0).max(24 * 60), default: 0 },
  'bank.maxAccounts': { schema: z.number().int().min(1).max(20), default: 5 },
  'vip.levels': {
    schema: z.array(ZVipLevel).min(1),
    default: [
      { level: 0, reachDepositsKobo: 0, oddsBonusBps: 0, dailyRewardKobo: 0, dailyBetLimitKobo: naira(200_000), dailyWithdrawCount: 1, dailyWithdrawKobo: naira(100_000), dailyDepositKobo: naira(500_000) },
      { level: 1, reachDepositsKobo: naira(10_000), oddsBonusBps: 100, dailyRewardKobo: naira(50), dailyBetLimitKobo: naira(500_000), dailyWithdrawCount: 2, dailyWithdrawKobo: naira(300_000), dailyDepositKobo: naira(1_000_000) },
      { level: 2, reachDepositsKobo: naira(50_000), oddsBonusBps: 200, dailyRewardKobo: naira(150), dailyBetLimitKobo: naira(1_000_000), dailyWithdrawCount: 2, dailyWithdrawKobo: naira(600_000), dailyDepositKobo: naira(2_000_000) },
      { level: 3, reachDepositsKobo: naira(200_000), oddsBonusBps: 300, dailyRewardKobo: naira(400), dailyBetLimitKobo: naira(2_000_000), dailyWithdrawCount: 3, dailyWithdrawKobo: naira(1_000_000), dailyDepositKobo: naira(5_000_000) },
      { level: 4, reachDepositsKobo: naira(500_000), oddsBonusBps: 400, dailyRewardKobo: naira(1_000), dailyBetLimitKobo: naira(5_000_000), dailyWithdrawCount: 3, dailyWithdrawKobo: naira(2_000_000), dailyDepositKobo: naira(10_000_000) },
      { level: 5, reachDepositsKobo: naira(2_000_000), oddsBonusBps: 500, dailyRewardKobo: naira(3_000), dailyBetLimitKobo: naira(10_000_000), dailyWithdrawCount: 5, dailyWithdrawKobo: naira(5_000_000), dailyDepositKobo: naira(20_000_000) },
    ] as TVipLevel[],
  },
} as const;

/** The VIP row of a level (contract vip-levels.ts); the setting's schema keeps the table non-empty. */
export function vipRow(levels: TVipLevel[], level: number): TVipLevel {
  return vipLevelRow(levels, level)!;
}
