import { FOCUS_BACK_WAIT_MS } from './focus-return.ts';

/**
 * Keeps the focus on the page when `control` takes itself away (Cancel, gone once its bet is
 * cancelled): once it has left the page and the focus fell with it, the focus goes to the first
 * of `candidates` on the page then (the bet's row, the next one when a filter drops it, its
 * notice, the page's heading; a selector, or an element found before). It fell to the
 * page's body, and a keyboard started again from the top (QA, accessibility).
 */
export function keepFocusWhenRemoved(control: Element | null, candidates: readonly (string | Element | null | undefined)[]): void {
  if (!(control instanceof HTMLElement) || control === document.body) return;
  const deadline = Date.now() + FOCUS_BACK_WAIT_MS;
  const attempt = () => {
    if (control.isConnected) {
      if (Date.now() < deadline) setTimeout(attempt, 50);
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const target = candidates
      .map((candidate) => (typeof candidate === 'string' ? document.querySelector(candidate) : candidate))
      .find((el): el is HTMLElement => el instanceof HTMLElement && el.isConnected);
    if (!target) return;
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  };
  attempt();
}
