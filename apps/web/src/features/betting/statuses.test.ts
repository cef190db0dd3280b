import { describe, expect, it } from 'vitest';
import { BET_STATUSES } from '@scoreline/contract/api/matches';
import { BET_STATUS_FILTERS, BET_STATUS_TONES, BET_STATUS_VALUE_TONES, canCancel, isSettled } from './statuses.ts';

describe('bet statuses', () => {
  it('covers every status of the contract', () => {
    expect([...BET_STATUS_FILTERS].sort()).toEqual([...BET_STATUSES].sort());
    expect(Object.keys(BET_STATUS_TONES).sort()).toEqual([...BET_STATUSES].sort());
    expect(Object.keys(BET_STATUS_VALUE_TONES).sort()).toEqual([...BET_STATUSES].sort());
  });
  it('calls won, lost and revoked orders settled', () => {
    expect(BET_STATUSES.filter((status) => isSettled({ status }))).toEqual(['winning', 'lost', 'revoked']);
  });
  it('cancels only a cancellable waiting bet before closing', () => {
    const bet = { status: 'waiting' as const, cancellable: true, closingAt: '2026-05-14T12:00:00Z' };
    const before = Date.parse('2026-05-14T11:00:00Z');
    expect(canCancel(bet, before)).toBe(true);
    expect(canCancel(bet, Date.parse('2026-05-14T12:00:00Z'))).toBe(false);
    expect(canCancel({ ...bet, cancellable: false }, before)).toBe(false);
    expect(canCancel({ ...bet, status: 'lost' }, before)).toBe(false);
  });
});
