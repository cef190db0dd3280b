import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
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
});
