import { afterAll, beforeAll, beforeEach, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { openPhone, reportFailure, solveCaptcha } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export type PhoneSession = { server: RunningServer; page: Page };

/**
 * One real server (fresh data dir) and one phone-sized chromium for a test file; a failed test
 * leaves its screenshot and the server's log, and the page loaded afresh for the next test. Read `session.page` / `session.server` inside tests.
 */
export function usePhoneSession(env: Record<string, string> = {}): PhoneSession {
  const session = {} as PhoneSession;
  let phone: Awaited<ReturnType<typeof openPhone>> | undefined;
  beforeAll(async () => {
    session.server = await startServer(env);
    phone = await openPhone();
    session.page = phone.page;
  });
  afterAll(async () => {
    await phone?.close();
    await session.server?.stop();
  });
  beforeEach(({ task }) => {
    onTestFailed(() => reportFailure(session.page, task.name, session.server.logs));
  });
  return session;
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
