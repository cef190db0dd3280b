import { useMemo } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { decideBack, decideBackOr, decideHeaderBack, type TNavigationDecision } from './back-navigation.ts';
import { historyDepth } from './history-depth.ts';
import { currentHashLocation } from '../lib/app-bridge.ts';
import { afterOverlayEntries } from '../lib/back-closes.ts';

/** Navigation state that tells the depth counter a switchTab/relaunch started a new stack. */
export const RESET_STACK_STATE = { slResetStack: true } as const;

export function isResetStackState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { slResetStack?: unknown }).slResetStack === true;
}

export function performNavigation(navigate: NavigateFunction, decision: TNavigationDecision): void {
  // A sheet, menu or dialog open over the page holds a history entry of its own (lib/back-closes.ts).
  afterOverlayEntries(() => {
    switch (decision.kind) {
      case 'back':
        void navigate(-1);
        return;
      case 'open':
        // A second tap on what is already opening must not stack it twice: while a lazy page loads,
        // the address has moved but the old page (the grid cell tapped) is still on screen.
        if (decision.path === currentHashLocation()) return;
        void navigate(decision.path);
        return;
      case 'replace':
        void navigate(decision.path, { replace: true });
        return;
      // Tabs do not stack (as in a native tab bar): switching replaces the entry and starts a new stack.
      case 'switchTab':
      case 'relaunch':
        void navigate(decision.path, { replace: true, state: RESET_STACK_STATE });
        return;
    }
  });
}

export type TAppNavigation = {
  /** back(target?) of spec 2. */
  back: (target?: string) => void;
  /** The page header's back button. */
  headerBack: () => void;
  open: (path: string) => void;
  /** Replaces the current page (a finished flow: payment done, account added), keeping the depth. */
  replace: (path: string) => void;
  /** A finished flow: back to the page it came from, or `path` in its place when opened directly. */
  backOr: (path: string) => void;
  switchTab: (path: string) => void;
  relaunch: (path: string) => void;
};

export function useAppNavigation(): TAppNavigation {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      back: (target?: string) => performNavigation(navigate, decideBack(target, historyDepth())),
      headerBack: () => performNavigation(navigate, decideHeaderBack(historyDepth())),
      open: (path: string) => performNavigation(navigate, { kind: 'open', path }),
      replace: (path: string) => performNavigation(navigate, { kind: 'replace', path }),
      backOr: (path: string) => performNavigation(navigate, decideBackOr(path, historyDepth())),
      switchTab: (path: string) => performNavigation(navigate, { kind: 'switchTab', path }),
      relaunch: (path: string) => performNavigation(navigate, { kind: 'relaunch', path }),
    }),
    [navigate],
  );
}
