import { describe, expect, it } from 'vitest';
import { canChangeArea, canSeeArea, homePathFor, leafForPath, menuFor } from './menu.ts';

const keys = (role: string) => menuFor(role).map((e) => e.key);

describe('side menu by role', () => {
  it('shows super admins and auditors every area', () => {
    const all = ['dashboard', 'matches', 'bets', 'finance', 'members', 'content', 'configuration', 'audit', 'admins'];
    expect(keys('super_admin')).toEqual(all);
    expect(keys('auditor')).toEqual(all);
  });

  it('shows every role the dashboard; traders the matches, finance the money screens, support members and content; all three the bets', () => {
    expect(keys('trader')).toEqual(['dashboard', 'matches', 'bets']);
    expect(keys('finance')).toEqual(['dashboard', 'bets', 'finance']);
    expect(keys('support')).toEqual(['dashboard', 'bets', 'members', 'content']);
    expect(keys('someone_else')).toEqual([]);
  });

  it('lets auditors change nothing and the others only their own areas', () => {
    expect(canSeeArea('auditor', 'finance')).toBe(true);
    expect(canChangeArea('auditor', 'finance')).toBe(false);
    expect(canChangeArea('auditor', 'matches')).toBe(false);
    expect(canChangeArea('super_admin', 'admins')).toBe(true);
    expect(canChangeArea('trader', 'matches')).toBe(true);
    expect(canSeeArea('trader', 'finance')).toBe(false);
    expect(canChangeArea('finance', 'matches')).toBe(false);
    expect(canSeeArea('support', 'content')).toBe(true);
  });

  it('lands each role on the dashboard', () => {
    expect(homePathFor('super_admin')).toBe('/dashboard');
    expect(homePathFor('trader')).toBe('/dashboard');
    expect(homePathFor('finance')).toBe('/dashboard');
    expect(homePathFor('support')).toBe('/dashboard');
    expect(homePathFor('nobody')).toBe('/no-access');
  });

  it('finds the menu entry of a nested path', () => {
    expect(leafForPath('/matches/12')?.key).toBe('matches');
    expect(leafForPath('/finance/deposits')?.key).toBe('deposits');
    expect(leafForPath('/matchesX')).toBeNull();
  });
});
