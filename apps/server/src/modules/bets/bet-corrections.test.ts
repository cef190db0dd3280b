import { describe, expect, it } from 'vitest';
import { latestCorrections } from './bet-corrections.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 14, minute));
const run = (matchId: number, period: string, kind: string, home: number, away: number, minute: number, reason: string | null = null) => ({ id: minute, matchId, period, kind, home, away, reason, by: `admin:trader${minute}`, at: at(minute) });

describe('latestCorrections', () => {
  it('gives the latest correction of each period with the score it replaced, the one before it', () => {
    const latest = latestCorrections([
      run(1, 'HT', 'settle', 0, 0, 0),
      run(1, 'FT', 'settle', 2, 1, 50),
      run(1, 'FT', 'correction', 1, 1, 55, 'VAR'),
      run(1, 'FT', 'correction', 2, 2, 58, 'late goal missed'),
      run(2, 'FT', 'settle', 0, 1, 50),
    ]);
    expect([...latest]).toEqual([['1:FT', { from: '1-1', to: '2-2', at: at(58).toISOString(), reason: 'late goal missed', by: 'admin:trader58', first: '2-1' }]]);
  });

  it('names no correction without a settlement before it', () => {
    expect(latestCorrections([run(1, 'FT', 'correction', 1, 0, 5)]).size).toBe(0);
  });
});
