import type { Page } from 'playwright-core';
import { openPhone, solveCaptcha } from './browser.ts';
import { useBrowserSession, type BrowserSession } from './browser-session.ts';

export type PhoneSession = BrowserSession;

/**
 * One real server (fresh data dir) and one phone-sized chromium for a test file
 * (useBrowserSession). Read `session.page` / `session.server` inside tests.
 */
export function usePhoneSession(env: Record<string, string> = {}): PhoneSession {
  return useBrowserSession(() => openPhone(), env);
}

/** The input of a field whose test id sits on the input itself or on a label around it. */
export const fieldInput = (page: Page, testId: string) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

/** Signs in as the demo member through the sign-in form, captcha included. */
export async function signInAsDemoMember(session: PhoneSession) {
  const { page, server } = session;
  await page.goto(`${server.url}/#/pages/login`);
  await fieldInput(page, 'login-account').fill('demo_player');
  await fieldInput(page, 'login-password').fill('Scoreline2026');
  await solveCaptcha(page, 'login');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-balance').waitFor();
}
