import { describe, expect, it } from 'vitest';
import { BANK_APPROVAL, DEPOSIT_STATUS, PAY_TYPES, WITHDRAWAL_STATUS } from '@scoreline/contract/api/wallet';
import { CORRECTION_STATUSES, MEMBER_SEARCH_FIELDS } from '@scoreline/contract/api/admin-member-endpoints';
import {
  bettingStatus,
  channelStates,
  CORRECTION_STATUS,
  correctionActions,
  correctionAmount,
  correctionImpact,
  dailyRewardLine,
  DEPOSIT_CHANNELS,
  memberStatus,
  memberTab,
  SEARCH_FIELDS,
  shortDeviceId,
  shortUserAgent,
} from './member-model.ts';
import { BANK_STATUSES, DEPOSIT_STATUSES, statusOf, WITHDRAWAL_STATUSES } from '../../lib/money-statuses.ts';

describe('members screens: pure rules', () => {
  it('restates the contract’s search fields, deposit channels and correction statuses', () => {
    expect(SEARCH_FIELDS.map((f) => f.value)).toEqual([...MEMBER_SEARCH_FIELDS]);
    expect(DEPOSIT_CHANNELS.map((c) => c.value)).toEqual([...PAY_TYPES]);
    expect(Object.keys(CORRECTION_STATUS)).toEqual([...CORRECTION_STATUSES]);
    const labelled = (list: { value: number }[], v: number) => list.find((s) => s.value === v);
    for (const v of Object.values(WITHDRAWAL_STATUS)) expect(labelled(WITHDRAWAL_STATUSES, v), `withdrawal ${v}`).toBeDefined();
    for (const v of Object.values(DEPOSIT_STATUS)) expect(labelled(DEPOSIT_STATUSES, v), `deposit ${v}`).toBeDefined();
    for (const v of Object.values(BANK_APPROVAL)) expect(labelled(BANK_STATUSES, v), `bank ${v}`).toBeDefined();
    expect(statusOf(WITHDRAWAL_STATUSES, WITHDRAWAL_STATUS.reviewRejected).label).toBe('Rejected');
    expect(statusOf(DEPOSIT_STATUSES, 42).label).toBe('Status 42');
  });

  it('labels statuses and marks the blocked channels', () => {
    expect(memberStatus('disabled')).toEqual({ label: 'Locked', color: 'red' });
    expect(memberStatus('odd').label).toBe('odd');
    expect(channelStates(['usdt']).map((c) => [c.value, c.blocked])).toEqual([
      ['online', false],
      ['transfer', false],
      ['usdt', true],
    ]);
  });

  it('turns a typed amount and a direction into signed kobo; refuses zero, negatives and fractions of a kobo', () => {
    expect(correctionAmount('1,234.5', 'credit')).toBe(123450);
    expect(correctionAmount('₦50', 'debit')).toBe(-5000);
    expect(correctionAmount('0', 'credit')).toBeNull();
    expect(correctionAmount('-5', 'credit')).toBeNull();
    expect(correctionAmount('1.234', 'debit')).toBeNull();
    expect(correctionAmount('', 'debit')).toBeNull();
  });

  it('shows the balance after a correction and whether a debit overdraws', () => {
    expect(correctionImpact(10_000, -10_000)).toEqual({ after: 0, overdraws: false });
    expect(correctionImpact(10_000, -10_001)).toEqual({ after: -1, overdraws: true });
    expect(correctionImpact(0, 500)).toEqual({ after: 500, overdraws: false });
  });

  it('offers approve and reject only on a proposal, never to its proposer, never to a read-only role', () => {
    expect(correctionActions({ status: 'proposed', proposedById: 7 }, 8, true)).toEqual({ approve: true, reject: true, ownProposal: false });
    expect(correctionActions({ status: 'proposed', proposedById: 7 }, 7, true)).toEqual({ approve: false, reject: false, ownProposal: true });
    expect(correctionActions({ status: 'proposed', proposedById: 7 }, 8, false)).toEqual({ approve: false, reject: false, ownProposal: false });
    expect(correctionActions({ status: 'approved', proposedById: 7 }, 8, true)).toEqual({ approve: false, reject: false, ownProposal: false });
  });

  it('reads the member page tab from the URL', () => {
    expect(memberTab('team')).toBe('team');
    expect(memberTab('nonsense')).toBe('bets');
    expect(memberTab(null)).toBe('bets');
  });

  it('shortens device ids', () => {
    expect(shortDeviceId('3f2a9c00000000000000000000aab71e')).toBe('3f2a9c…b71e');
    expect(shortDeviceId('short')).toBe('short');
  });

  it('shortens user agents', () => {
    expect(shortUserAgent('Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36')).toBe('Chrome 120 on Android');
    expect(shortUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1')).toBe('Safari 17 on iPhone');
    expect(shortUserAgent(null)).toBe('-');
    expect(shortUserAgent('curl/8.0')).toBe('curl/8.0');
  });
  it('says a member flagged as multi-account may not bet, as placement refuses them', () => {
    expect(bettingStatus({ bettingEligible: true, multiAccountFlagged: false })).toEqual({ eligible: true, label: 'Eligible' });
    expect(bettingStatus({ bettingEligible: true, multiAccountFlagged: true })).toEqual({ eligible: false, label: 'Not eligible (multi-account flag)' });
    expect(bettingStatus({ bettingEligible: false, multiAccountFlagged: true }).label).toBe('Not eligible');
  });

  it('says where the member’s VIP reward stands today, with the stake as the reward counts it', () => {
    const base = { day: '2026-12-06', level: 2, amount: 15_000, minStake: 100_000, stakedToday: 60_000, stakeLeft: 40_000, claimedAt: null, nextDayAt: '2026-12-06T23:00:00.000Z' };
    expect(dailyRewardLine({ ...base, state: 'stake' })).toEqual({ text: '₦150.00 at VIP 2 once ₦400.00 more is staked (₦600.00 of ₦1,000.00 staked today)' });
    expect(dailyRewardLine({ ...base, state: 'ready', stakedToday: 100_000, stakeLeft: 0 })).toEqual({ text: '₦150.00 ready to claim at VIP 2 (₦1,000.00 of ₦1,000.00 staked today)', tone: 'gold' });
    expect(dailyRewardLine({ ...base, state: 'claimed', stakeLeft: 0, claimedAt: '2026-12-06T13:02:00.000Z' }).text).toMatch(/^Claimed ₦150\.00 at VIP 2, /);
    expect(dailyRewardLine({ ...base, state: 'none', level: 0, amount: 0 })).toEqual({ text: 'None at VIP 0 (₦600.00 of ₦1,000.00 staked today)' });
    expect(dailyRewardLine({ ...base, state: 'barred' }).tone).toBe('red');
  });
});
