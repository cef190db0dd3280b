import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { loadingCount } from '../lib/loading-state.ts';
import { retryableLazy, retryFailedPages } from './retryable-lazy.tsx';

/** The page rendered to HTML, waiting for its lazy code. */
async function html(Page: ReturnType<typeof retryableLazy>): Promise<string> {
  const { prelude } = await prerender(createElement(Page), { onError: () => undefined });
  return new Response(prelude).text();
}

describe('retryableLazy', () => {
  it('imports a page again after retryFailedPages(), and only then', async () => {
    let online = false;
    let imports = 0;
    const Page = retryableLazy(async () => {
      imports += 1;
      if (!online) throw new TypeError('Failed to fetch dynamically imported module: /assets/order-success-page.js');
      return { default: () => createElement('p', null, 'Bet placed') };
    });

    await expect(html(Page)).rejects.toThrow(/dynamically imported module/);
    online = true;
    // As React.lazy: the failure stands until a retry is asked for (no import loop while offline).
    await expect(html(Page)).rejects.toThrow(/dynamically imported module/);
    expect(imports).toBe(1);

    expect(retryFailedPages()).toBe(1);
    expect(await html(Page)).toContain('Bet placed');
    expect(imports).toBe(2);
    expect(retryFailedPages()).toBe(0);
  });

  it('runs the loading bar while the code of a page is on its way, and stops it whether it came or failed', async () => {
    let arrive: (() => void) | undefined;
    const Page = retryableLazy(
      () =>
        new Promise<{ default: () => ReturnType<typeof createElement> }>((resolve) => {
          arrive = () => resolve({ default: () => createElement('p', null, 'Results') });
        }),
    );
    const rendered = html(Page);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A tab tapped on a slow line: the old page stays (the router's transition), the bar runs.
    expect(loadingCount()).toBe(1);
    arrive?.();
    expect(await rendered).toContain('Results');
    expect(loadingCount()).toBe(0);

    const Offline = retryableLazy<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/results-page.js')));
    await expect(html(Offline)).rejects.toThrow(/dynamically imported module/);
    expect(loadingCount()).toBe(0);
  });
});
