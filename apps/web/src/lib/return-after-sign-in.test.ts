import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetReturnPage, rememberReturnPage, takeReturnPage } from './return-after-sign-in.ts';

const any = () => true;

// The tests run in Node: a tab's sessionStorage, in memory.
beforeEach(() => {
  const stored = new Map<string, string>();
  vi.stubGlobal('sessionStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) });
});

describe('the page to come back to after signing in again', () => {
  it('is the page remembered, with its query (a slip keeps its selection and stake), once', () => {
    rememberReturnPage('/pages/match/order-detail?id=7&period=FT&selection=2-1&betType=correct&stake=1000');
    expect(takeReturnPage(any)).toBe('/pages/match/order-detail?id=7&period=FT&selection=2-1&betType=correct&stake=1000');
    expect(takeReturnPage(any)).toBeNull();
  });

  it('is none after half an hour (the member has moved on), or after signing out on purpose', () => {
    rememberReturnPage('/pages/match/order-detail?id=7', 0);
    expect(takeReturnPage(any, 30 * 60_000 + 1)).toBeNull();
    rememberReturnPage('/pages/match/order-detail?id=7');
    forgetReturnPage();
    expect(takeReturnPage(any)).toBeNull();
  });

  it('is none for an address that is not one of the app pages, or a page the caller does not allow', () => {
    for (const address of ['https://elsewhere.example/pages/x', '//elsewhere.example/pages/x', '/docs', '']) {
      rememberReturnPage(address);
      expect(takeReturnPage(any)).toBeNull();
    }
    rememberReturnPage('/pages/login?x=1');
    expect(takeReturnPage((path) => path !== '/pages/login')).toBeNull();
  });
});
