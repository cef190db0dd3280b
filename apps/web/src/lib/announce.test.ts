import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// No DOM in these tests: the live region is a stand-in element the module makes and appends.
const region = { textContent: '', dataset: {} as Record<string, string>, className: '', setAttribute: () => undefined };

describe('announce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { createElement: () => region, body: { append: () => undefined } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says a text in the live region, then empties it: a screen reader reading the page later does not meet it (QA: "Signed in" beside "Your session has ended")', async () => {
    const { announce } = await import('./announce.ts');
    announce('Signed in');
    vi.advanceTimersByTime(50);
    expect(region.textContent).toBe('Signed in');
    vi.advanceTimersByTime(7_000);
    expect(region.textContent).toBe('');
  });

  it('keeps a newer text its full time', async () => {
    const { announce } = await import('./announce.ts');
    announce('Bet placed');
    vi.advanceTimersByTime(5_000);
    announce('Bet cancelled');
    vi.advanceTimersByTime(50 + 5_000);
    expect(region.textContent).toBe('Bet cancelled');
  });
});
