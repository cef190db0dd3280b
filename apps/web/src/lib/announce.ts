// Said to a screen reader without being shown: antd-mobile's toasts sit inside a mask marked
// aria-hidden, so a refusal shown as a toast ("Betting on this match is closed") was never heard
// (QA, accessibility). One polite live region for the app; the text is set a moment after it is
// cleared, so the same message twice is said twice.

let region: HTMLElement | null = null;
let pending: ReturnType<typeof setTimeout> | undefined;

export function announce(text: string): void {
  if (!region) {
    region = document.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.className = 'sl-visually-hidden';
    region.dataset.testid = 'announcer';
    document.body.append(region);
  }
  const live = region;
  live.textContent = '';
  clearTimeout(pending);
  pending = setTimeout(() => {
    live.textContent = text;
    // Said, then gone, as the toast it doubles is: left in place, a screen reader reading the page
    // later met it as the page's text ("Signed in" beside "Your session has ended", QA).
    pending = setTimeout(() => {
      live.textContent = '';
    }, SAID_FOR_MS);
  }, 50);
}

/** Long enough for a screen reader to have said it, after the speech already under way. */
const SAID_FOR_MS = 7_000;
