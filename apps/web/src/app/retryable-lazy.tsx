import { lazy, type ComponentType } from 'react';
import { startLoading, stopLoading } from '../lib/loading-state.ts';

// React.lazy keeps a rejected import for good: once a page's code failed to arrive (the network
// dropped), every later render of that page throws the same error, and "Try again" could only
// reload the whole app (the browser's offline page, if still offline). A retryable page notes its
// failure instead, and retryFailedPages() gives each failed page a fresh lazy component whose
// next render imports again. Not renewed at the failure itself: React retries a suspended tree at
// once, which would import again and again in a loop while offline.

const renewals = new Set<() => void>();

let settleFirstPage: () => void = () => undefined;
/**
 * Settles once the first page's code has arrived or failed to. The launch holds back what it
 * fetches only for later (error texts, Toast and Dialog) until then: on a slow network those
 * downloads shared the line with the first page's own files and delayed it (main.tsx).
 */
export const firstPageSettled = new Promise<void>((resolve) => {
  settleFirstPage = resolve;
});

/**
 * React.lazy whose failed import can be attempted again with retryFailedPages(). While a page's
 * code is on its way the loading bar runs: the router changes pages in a transition, so the page
 * tapped away from stays on screen until the new one's code arrives, and on a slow line a first
 * tap on a tab showed nothing at all for seconds (as if the tap was lost).
 */
export function retryableLazy<TProps extends object>(load: () => Promise<{ default: ComponentType<TProps> }>): ComponentType<TProps> {
  const create = () =>
    lazy(() => {
      startLoading();
      return load()
        .then(
          (module) => {
            settleFirstPage();
            return module;
          },
          (error: unknown) => {
            settleFirstPage();
            renewals.add(renew);
            throw error;
          },
        )
        .finally(stopLoading);
    });
  let Current = create();
  const renew = () => {
    Current = create();
  };
  return function RetryablePage(props: TProps) {
    return <Current {...props} />;
  };
}

/** Lets every page whose import failed import again on its next render; how many there were. */
export function retryFailedPages(): number {
  const count = renewals.size;
  for (const renew of renewals) renew();
  renewals.clear();
  return count;
}
