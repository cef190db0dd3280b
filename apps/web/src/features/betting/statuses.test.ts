import { describe, expect, it } from 'vitest';
import { BET_STATUSES } from '@scoreline/contract/api/matches';
import { BET_STATUS_FILTERS, BET_STATUS_TONES, BET_STATUS_VALUE_TONES, canCancel, isSettled, matchStateAt, unavailableReason } from './statuses.ts';

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

describe('match state badge', () => {
  const match = { state: 'open' as const, closingAt: '2026-05-14T12:00:00Z', kickOffAt: '2026-05-14T12:30:00Z', bettable: true, suspended: false };
  it('reads closed once the closing time has passed on the server clock', () => {
    expect(matchStateAt(match, Date.parse('2026-05-14T11:59:59Z'))).toBe('open');
    expect(matchStateAt(match, Date.parse('2026-05-14T12:00:00Z'))).toBe('closed');
  });
  it('reads suspended while the trader pauses it (it may open again), closed once its closing time passes', () => {
    const paused = { ...match, bettable: false, suspended: true };
    expect(matchStateAt(paused, Date.parse('2026-05-14T11:00:00Z'))).toBe('suspended');
    expect(unavailableReason(paused, Date.parse('2026-05-14T11:00:00Z'))).toBe('paused');
    expect(matchStateAt(paused, Date.parse('2026-05-14T12:00:00Z'))).toBe('closed');
    expect(matchStateAt({ ...match, bettable: false }, Date.parse('2026-05-14T11:00:00Z'))).toBe('closed');
    expect(unavailableReason({ ...match, bettable: false }, Date.parse('2026-05-14T11:00:00Z'))).toBe('closed');
  });
  it('reads live from kick-off on the server clock, before the server marks it so at half time (QA: "Closed" for most of the first half)', () => {
    for (const state of ['open', 'closed', 'scheduled'] as const) {
      expect(matchStateAt({ ...match, state }, Date.parse('2026-05-14T12:29:59Z'))).not.toBe('live');
      expect(matchStateAt({ ...match, state }, Date.parse('2026-05-14T12:30:00Z'))).toBe('live');
    }
    expect(unavailableReason(match, Date.parse('2026-05-14T12:30:00Z'))).toBe('closed');
    // Not a postponed match: it is not being played.
    expect(matchStateAt({ ...match, state: 'postponed', bettable: false }, Date.parse('2026-05-14T13:00:00Z'))).toBe('postponed');
  });
  it('keeps every other state as the server sent it', () => {
    expect(matchStateAt({ ...match, state: 'live' }, Date.parse('2026-05-14T13:00:00Z'))).toBe('live');
    expect(matchStateAt({ ...match, state: 'scheduled' }, Date.parse('2026-05-14T11:00:00Z'))).toBe('scheduled');
  });
  it('says a scheduled match has not opened yet, suspended or not, until its closing time', () => {
    const scheduled = { ...match, state: 'scheduled' as const, bettable: false };
    for (const suspended of [false, true]) {
      expect(unavailableReason({ ...scheduled, suspended }, Date.parse('2026-05-14T11:59:59Z'))).toBe('notOpen');
      expect(unavailableReason({ ...scheduled, suspended }, Date.parse('2026-05-14T12:00:00Z'))).toBe('closed');
    }
    expect(unavailableReason({ ...match, state: 'finished', bettable: false }, Date.parse('2026-05-14T11:00:00Z'))).toBe('closed');
    expect(unavailableReason({ ...match, state: 'postponed', bettable: false }, Date.parse('2026-05-14T11:00:00Z'))).toBe('postponed');
  });
});
