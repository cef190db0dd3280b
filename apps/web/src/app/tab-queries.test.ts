import { describe, expect, it } from 'vitest';
import { rememberTabQuery, tabTarget } from './tab-queries.ts';

describe('the tab bar gives a tab back as it was left', () => {
  it('opens a tab never visited on its own path', () => {
    expect(tabTarget('never', '/pages/match/match')).toBe('/pages/match/match');
  });
  it('opens a tab with the day and league the member left it on, and with none once they were cleared', () => {
    rememberTabQuery('match', '?day=2&league=NPFL');
    expect(tabTarget('match', '/pages/match/match')).toBe('/pages/match/match?day=2&league=NPFL');
    rememberTabQuery('match', '');
    expect(tabTarget('match', '/pages/match/match')).toBe('/pages/match/match');
    rememberTabQuery('results', '?');
    expect(tabTarget('results', '/pages/results/results')).toBe('/pages/results/results');
  });
});
