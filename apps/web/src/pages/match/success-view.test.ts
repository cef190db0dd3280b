import { describe, expect, it } from 'vitest';
import { successView } from './success-view.ts';

const bet = (status: 'waiting' | 'winning' | 'lost' | 'revoked' | 'unconfirmed', settledAt: string | null = null, matchState: 'open' | 'finished' | 'abandoned' | 'void' = 'open') => ({ status, settledAt, matchState });

describe('successView', () => {
  it('says placed while the stake is held, or before the bet is known', () => {
    expect(successView(bet('waiting'), false)).toBe('placed');
    expect(successView(bet('unconfirmed'), false)).toBe('placed');
    expect(successView(undefined, true)).toBe('placed');
  });

  it('says nothing of a bet that could not be read: not there, another member\u2019s, or the network down', () => {
    expect(successView(undefined, false)).toBeNull();
  });

  it('says cancelled for a bet the member cancelled, never "placed"', () => {
    expect(successView(bet('revoked'), false)).toBe('cancelled');
  });

  it('tells a bet returned by an abandoned or void match from a cancelled one', () => {
    expect(successView(bet('revoked', '2026-06-01T20:00:00Z', 'abandoned'), false)).toBe('abandoned');
    expect(successView(bet('revoked', '2026-06-01T20:00:00Z', 'void'), false)).toBe('voided');
  });

  it('says settled for a bet won or lost', () => {
    expect(successView(bet('winning', '2026-06-01T20:00:00Z', 'finished'), false)).toBe('settled');
    expect(successView(bet('lost', '2026-06-01T20:00:00Z', 'finished'), false)).toBe('settled');
  });
});
