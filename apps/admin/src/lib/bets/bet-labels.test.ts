import { describe, expect, it } from 'vitest';
import { ledgerKindLabel } from '../ledger-labels.ts';
import { betStatusLabel, pickLabel, resettledText, revokedBy, revokedText } from './bet-labels.ts';

describe('how the back office names a bet', () => {
  it('names the pick with its period, and a bet against a score as "not"', () => {
    expect(pickLabel({ period: 'FT', selection: '2-1', betType: 'correct' })).toBe('FT 2-1');
    expect(pickLabel({ period: 'HT', selection: 'other', betType: 'incorrect' })).toBe('HT not other');
  });

  it('tells a void (settled without a result) from a member’s cancel (never settled)', () => {
    expect(revokedBy({ status: 'revoked', settledAt: '2026-11-21T15:00:00Z' })).toBe('void');
    expect(revokedBy({ status: 'revoked', settledAt: null })).toBe('cancelled');
    expect(revokedBy({ status: 'lost', settledAt: '2026-11-21T15:00:00Z' })).toBeNull();
  });

  it('says how many times corrections settled a bet again, as its lines below show them', () => {
    expect(resettledText(0)).toBe('This bet’s outcome did not change: its settlement stands.');
    expect(resettledText(1)).toBe('This bet was settled again: see the reversal and the new settlement below.');
    expect(resettledText(3)).toBe('This bet was settled again 3 times: see each reversal and new settlement below.');
  });

  it('says what a ledger posting was in words, and shows an unknown kind as stored', () => {
    expect(ledgerKindLabel('bet_settle_reversal')).toBe('Settlement reversed (result corrected)');
    expect(ledgerKindLabel('stake_hold')).toBe('Bet placed, stake held');
    expect(ledgerKindLabel('something_new')).toBe('something_new');
  });

  it('reads a revoked bet as who gave its stake back, the same wherever its status shows', () => {
    expect(betStatusLabel({ status: 'revoked', settledAt: null })).toBe('Cancelled');
    expect(betStatusLabel({ status: 'revoked', settledAt: '2026-11-21T15:00:00Z' })).toBe('Void');
    expect(betStatusLabel({ status: 'winning', settledAt: '2026-11-21T15:00:00Z' })).toBe('Won');
  });
});

describe('why a revoked bet was returned, in the drawer', () => {
  it('names a postponement that ran out, whatever the match became, as the member reads it', () => {
    expect(revokedText({ matchState: 'void', voided: { reason: null, afterPostponement: true } }, 'void')).toBe('Match postponed and not played in time: stake returned');
    expect(revokedText({ matchState: 'abandoned', voided: { reason: null, afterPostponement: true } }, 'void')).toBe('Match postponed and not played in time: stake returned');
    expect(revokedText({ matchState: 'abandoned', voided: { reason: 'floodlights', afterPostponement: false } }, 'void')).toBe('Match abandoned: stake returned');
    expect(revokedText({ matchState: 'void', voided: { reason: null, afterPostponement: false } }, 'void')).toBe('Match void: stake returned');
    expect(revokedText({ matchState: 'open', voided: null }, 'cancelled')).toBe('Cancelled by the member before closing: stake returned');
  });
});
