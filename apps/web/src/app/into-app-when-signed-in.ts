import { useEffect, useRef } from 'react';
import { HOME_PATH } from '../lib/route-paths.ts';
import { takeReturnPage } from '../lib/return-after-sign-in.ts';
import { isLoggedIn } from '../lib/session-token.ts';
import { isPublicPath } from './launch-guard.ts';
import { useAppNavigation } from './use-app-navigation.ts';

/** Where a member goes once signed in: back to the member's page this tab was sent away from, else Home. */
export function pageAfterSignIn(): string {
  return takeReturnPage((path) => !isPublicPath(path)) ?? HOME_PATH;
}

/**
 * Sign-in and register are for visitors. A member already signed in who lands on one (this tab
 * reloaded after another tab signed in, an address typed or kept in history) goes on into the app
 * (QA: the forms were shown, and a signed-in member could register a second account).
 */
export function useIntoAppWhenSignedIn(): void {
  const { relaunch } = useAppNavigation();
  // Once: development's StrictMode runs effects twice, and the return page is taken as it is read.
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !isLoggedIn()) return;
    done.current = true;
    relaunch(pageAfterSignIn());
  }, [relaunch]);
}
