// Spec 2: pinch zoom and a double tap within 300 ms are blocked, so the app feels like a
// native one on phones that ignore user-scalable=no (iOS Safari does).

export const DOUBLE_TAP_MS = 300;

export function isDoubleTap(previousTapAt: number, now: number): boolean {
  return previousTapAt > 0 && now - previousTapAt <= DOUBLE_TAP_MS;
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
      if (isDoubleTap(lastTouchEnd, now)) event.preventDefault();
      lastTouchEnd = now;
    },
    blockingOptions,
  );
}
