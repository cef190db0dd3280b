// lib/ cannot import the router (it lives in app/), yet the API client must send the member to
// the login page on a 401. The app registers how to do that here at start-up.

type TBridge = {
  /** Replaces the whole page stack with `path`. */
  relaunch: (path: string) => void;
  /** The session is gone: drop cached member data. */
  onSessionEnded: () => void;
};

let bridge: TBridge = {
  relaunch: (path) => {
    window.location.replace(`#${path}`);
  },
  onSessionEnded: () => undefined,
};

export function connectAppBridge(next: TBridge): void {
  bridge = next;
}

export function relaunch(path: string): void {
  bridge.relaunch(path);
}

export function endSession(): void {
  bridge.onSessionEnded();
}

/**
 * The route path and query of the current hash URL ("#/pages/login?x=1" -> "/pages/login?x=1"),
 * read from the address itself: up to date before the router re-renders.
 */
export function currentHashLocation(): string {
  return typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, '');
}

/** The route path of the current hash URL ("#/pages/login?x=1" -> "/pages/login"). */
export function currentRoutePath(): string {
  return (currentHashLocation().split('?')[0] ?? '') || '/';
}
