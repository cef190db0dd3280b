import { useEffect, useRef } from 'react';

/** How long a new page is waited for to show its heading (its code and first render). */
const WAIT_MS = 1_500;
const STEP_MS = 100;

/** Whether the focus is nowhere the member put it on this page: the body, an element gone with the old page, or the tab bar. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.closest('.sl-tab-bar') !== null;
}

/**
 * Moves the focus to a newly opened page's heading (its h1), so a screen reader says where the
 * member is and the keyboard goes on from the page's top: the focus fell to the page's body at
 * each page change, and nothing was said (QA; the document's title is the app's, locked, spec 2).
 * A page that put the focus somewhere itself (the bet's success page, on its own title) keeps it.
 */
export function usePageHeadingFocus(pageKey: string): void {
  const first = useRef(true);
  useEffect(() => {
    // The launch's first page: the browser starts at the top, and a screen reader reads the page.
    if (first.current) {
      first.current = false;
      return;
    }
    let timer: number | undefined;
    const deadline = Date.now() + WAIT_MS;
    const attempt = () => {
      if (!focusLost()) return;
      const heading = document.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      } else if (Date.now() < deadline) timer = window.setTimeout(attempt, STEP_MS);
    };
    const frame = requestAnimationFrame(attempt);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [pageKey]);
}
