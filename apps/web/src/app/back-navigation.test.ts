import { describe, expect, it } from 'vitest';
import { decideBack, decideBackOr, decideHeaderBack } from './back-navigation.ts';

describe('decideBack', () => {
  it('switches to a tab page given as target', () => {
    for (const tab of ['/', '/pages/match/match', '/pages/results/results', '/pages/me/me']) {
      expect(decideBack(tab, 3)).toEqual({ kind: 'switchTab', path: tab });
      expect(decideBack(tab, 1)).toEqual({ kind: 'switchTab', path: tab });
    }
  });

  it('recognises tab targets with a query, trailing slash or other case', () => {
    expect(decideBack('/pages/me/me?from=x', 2)).toEqual({ kind: 'switchTab', path: '/pages/me/me?from=x' });
    expect(decideBack('/Pages/Match/Match/', 2).kind).toBe('switchTab');
  });

  it('opens a non-tab target', () => {
    expect(decideBack('/pages/home/wallet', 1)).toEqual({ kind: 'open', path: '/pages/home/wallet' });
    expect(decideBack('/pages/me/security/index', 5)).toEqual({ kind: 'open', path: '/pages/me/security/index' });
  });

  it('goes back without a target when there is history', () => {
    expect(decideBack(undefined, 2)).toEqual({ kind: 'back' });
    expect(decideBack('', 4)).toEqual({ kind: 'back' });
  });

  it('goes to the home tab without a target when this is the only page', () => {
    expect(decideBack(undefined, 1)).toEqual({ kind: 'switchTab', path: '/' });
    expect(decideBack(undefined, 0)).toEqual({ kind: 'switchTab', path: '/' });
  });
});

describe('decideHeaderBack', () => {
  it('relaunches to the root when only one page is open', () => {
    expect(decideHeaderBack(1)).toEqual({ kind: 'relaunch', path: '/' });
  });

  it('pops the page otherwise', () => {
    expect(decideHeaderBack(2)).toEqual({ kind: 'back' });
  });
});

describe('decideBackOr', () => {
  it('goes back to the page a finished flow came from, else puts the given page in its place', () => {
    expect(decideBackOr('/pages/me/security', 2)).toEqual({ kind: 'back' });
    expect(decideBackOr('/pages/me/security', 1)).toEqual({ kind: 'replace', path: '/pages/me/security' });
  });
});
