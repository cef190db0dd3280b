// Spec 2: pinch zoom and a double tap within 300 ms are blocked, so the app feels like a
// native one on phones that ignore user-scalable=no (iOS Safari does).

export const DOUBLE_TAP_MS = 300;

export function isDoubleTap(previousTapAt: number, now: number): boolean {
  return previousTapAt > 0 && now - previousTapAt <= DOUBLE_TAP_MS;
}

/**
 * Where quick taps are the point, each one counts: the keys of a number keypad (the wallet
 * password's), and anything marked data-rapid-taps. The guard let one key in a run of keys typed
 * 180 ms apart (QA: a six-digit password filled one box). Elsewhere a second tap within 300 ms is
 * still swallowed, which also keeps it from landing on the page the first one opened.
 */
export const RAPID_TAP_TARGETS = '.adm-number-keyboard-key, [data-rapid-taps]';

function takesRapidTaps(target: EventTarget | null): boolean {
  const element = target as Partial<Pick<Element, 'closest'>> | null;
  return typeof element?.closest === 'function' && element.closest(RAPID_TAP_TARGETS) !== null;
}

let installed = false;

export function installZoomGuard(target: Document = document): void {
  if (installed) return;
  installed = true;
  const blockingOptions: AddEventListenerOptions = { passive: false };
  // Safari's proprietary pinch events.
  target.addEventListener('gesturestart', (event) => event.preventDefault(), blockingOptions);
  target.addEventListener(
    'touchmove',
    (event) => {
      if (event.touches.length > 1) event.preventDefault();
    },
    blockingOptions,
  );
  let lastTouchEnd = 0;
  target.addEventListener(
    'touchend',
    (event) => {
      const now = Date.now();
      if (takesRapidTaps(event.target)) {
        lastTouchEnd = 0;
        return;
      }
      if (isDoubleTap(lastTouchEnd, now)) event.preventDefault();
      lastTouchEnd = now;
    },
    blockingOptions,
  );
}
