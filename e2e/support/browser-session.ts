import { afterAll, beforeAll, beforeEach, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { openDesktop, reportFailure } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export type BrowserSession = { server: RunningServer; page: Page };

/**
 * One real server (fresh data dir) and one chromium opened by `open` for a test file; a failed
 * test leaves its screenshot and the server's log, and the page loaded afresh for the next test.
 * Read `session.page` / `session.server` inside hooks and tests.
 */
export function useBrowserSession(open: () => Promise<{ page: Page; close(): Promise<void> }>, env: Record<string, string> = {}): BrowserSession {
  const session = {} as BrowserSession;
  let browser: { close(): Promise<void> } | undefined;
  beforeAll(async () => {
    session.server = await startServer(env);
    const opened = await open();
    browser = opened;
    session.page = opened.page;
  });
  afterAll(async () => {
    await browser?.close();
    await session.server?.stop();
  });
  beforeEach(({ task }) => {
    onTestFailed(() => reportFailure(session.page, task.name, session.server.logs));
  });
  return session;
}

/** A laptop-sized chromium for a back-office test file (usePhoneSession is the member app's). */
export const useDesktopSession = (env: Record<string, string> = {}): BrowserSession => useBrowserSession(openDesktop, env);
