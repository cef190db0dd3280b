import { Suspense, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useNavigationType } from 'react-router';
import { connectAppBridge } from '../lib/app-bridge.ts';
import { onMoneyMovedElsewhere } from '../lib/money-moved.ts';
import { clearNetworkErrorToast, closePageDialogs } from '../lib/notify.ts';
import { pageQuery } from '../lib/search-param-state.ts';
import { isLoggedIn } from '../lib/session-token.ts';
import { AppRoutes } from './app-routes.tsx';
import { recordLocation } from './history-depth.ts';
import { launchRedirect } from './launch-guard.ts';
import { rememberReturnPage } from '../lib/return-after-sign-in.ts';
import { LoadingBar } from './loading-bar.tsx';
import { usePageHeadingFocus } from './page-heading-focus.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import { tabOfPath } from './route-table.ts';
import { SplashScreen } from './splash-screen.tsx';
import { AppTabBar } from './tab-bar.tsx';
import { RESET_STACK_STATE, isResetStackState } from './use-app-navigation.ts';
import { checkForUpgrade } from './version-check.ts';

/** The shell around every page: launch guard, loading bar, tab bar, history depth, upgrade check. */
export function RootLayout() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const redirect = launchRedirect(location.pathname, isLoggedIn());
  const tab = tabOfPath(location.pathname);
  const previousPath = useRef<string | undefined>(undefined);

  useEffect(() => {
    connectAppBridge({
      relaunch: (path) => void navigate(path, { replace: true, state: RESET_STACK_STATE }),
      onSessionEnded: () => queryClient.clear(),
    });
  }, [navigate, queryClient]);

  // Money moved in another tab of the app (a bet, a cancel, a deposit or withdrawal): this tab
  // reads what it shows again (lib/money-moved.ts). Every query, not the money ones by key: their
  // key modules would bring the betting and wallet code into every first screen (+7 KiB gzip).
  useEffect(() => onMoneyMovedElsewhere(() => void queryClient.invalidateQueries()), [queryClient]);

  useEffect(() => {
    recordLocation({ key: location.key, type: navigationType, reset: isResetStackState(location.state) });
    // A newly opened page starts at its top; going back keeps where the member was.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.state, navigationType]);

  // A dialog belongs to the page it was opened on (lib/page-dialogs.ts). The address counts as
  // well as the key: history entries the router did not make (a typed or bookmarked address, a
  // plain link) all have the key "default", and Back between two of them changed no key. Typed
  // text kept in the address (the slip's stake) does not make another page.
  const page = `${location.key} ${location.pathname}?${pageQuery(location.search)}`;
  useEffect(() => {
    closePageDialogs();
    clearNetworkErrorToast();
  }, [page]);
  usePageHeadingFocus(location.pathname);

  useEffect(() => {
    const arrivedOnTab = tab !== undefined && previousPath.current !== undefined && previousPath.current !== location.pathname;
    previousPath.current = location.pathname;
    // Spec 4: switching to a tab looks for a newer deploy.
    if (arrivedOnTab && !redirect) void checkForUpgrade();
  }, [tab, location.pathname, redirect]);

  // A visitor sent to sign in from a page of the app (a shared match link, a bookmark) comes
  // back to it after signing in, as a member whose session ended does (QA: they landed on Home).
  useEffect(() => {
    if (redirect) rememberReturnPage(`${location.pathname}${location.search}`);
  }, [redirect, location.pathname, location.search]);

  if (redirect) return <Navigate to={redirect} replace state={RESET_STACK_STATE} />;

  return (
    <>
      <LoadingBar />
      <RouteErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<SplashScreen />}>
          <AppRoutes />
        </Suspense>
      </RouteErrorBoundary>
      {tab && <AppTabBar active={tab} />}
    </>
  );
}
