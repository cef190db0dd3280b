import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

type TLaunchOptions = NonNullable<Parameters<typeof chromium.launchPersistentContext>[1]>;

export const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
/** The README's and the docs' pictures (committed, unlike the test screenshots). */
export const docsScreenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

type TOpenBrowser = { context: BrowserContext; page: Page; close(): Promise<void> };

/**
 * Debian's chromium at the phone size the product is designed for (390x844), with its clock on
 * Lagos time as the members' phones are (a phone elsewhere is told the zone after each kick-off),
 * or on `timezoneId`'s: a member abroad.
 */
export function openPhone(timezoneId = 'Africa/Lagos'): Promise<TOpenBrowser> {
  return openChromium({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, timezoneId });
}

/** Debian's chromium at the laptop size the back office is designed for (1366x768). */
export function openDesktop(): Promise<TOpenBrowser> {
  return openChromium({ viewport: { width: 1366, height: 768 } });
}

async function openChromium(device: Pick<TLaunchOptions, 'viewport' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch' | 'timezoneId'>): Promise<TOpenBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    ...device,
    locale: 'en-US',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until no toast or dialog of the member app is on screen: a screenshot taken while one
 * fades out (the "Signed in" toast lasts 2.2 s) shows the page as a member sees it a moment later.
 */
export async function overlaysGone(page: Page): Promise<void> {
  await page.locator('.adm-toast-main, .adm-dialog').first().waitFor({ state: 'detached' });
}

/**
 * Starts noting every toast the member app shows on this page (until it reloads or navigates
 * away); the returned function gives their texts, after two frames so a toast on its way is in.
 */
/**
 * A slow network for one of the app's page files (`name`-<hash>.js: 'home-page', 'index' for the
 * app's own script): it arrives `ms` late, the page before it staying on screen. `onServed` is told
 * when it is let through. Returns the unroute.
 */
export async function slowPageFile(page: Page, name: string, ms: number, onServed?: () => void): Promise<() => Promise<void>> {
  const pattern = `**/assets/${name}-*.js`;
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    onServed?.();
    // Unrouted meanwhile (the test failed early): the browser has the request already.
    await route.continue().catch(() => undefined);
  });
  return () => page.unroute(pattern);
}

/** Spec 8's network failure toast with what to do, as the member app words it in English (lib/notify.ts toastNetworkError). */
export const NETWORK_ERROR_TOAST = 'Network Access Error! Check your connection and try again.';

/** Taps `testId` with the phone offline and waits for the network error's toast; back online after. */
export async function tapOffline(page: Page, testId: string): Promise<void> {
  const toasts = await watchToasts(page);
  await page.context().setOffline(true);
  try {
    await page.getByTestId(testId).click();
    await expect.poll(toasts).toContain(NETWORK_ERROR_TOAST);
  } finally {
    await page.context().setOffline(false);
  }
}

export async function watchToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('.adm-toast-main'))) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => new Promise<string[]>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { seenToasts: string[] }).seenToasts)))));
}

export async function screenshot(page: Page, name: string, dir = screenshotDir): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path: file });
  return file;
}

/**
 * On a failed test of a file whose tests share one page: the screen as it was, what the server
 * logged (warnings and errors: a CI run's only trace of a fault on its side), and a fresh load of
 * the page, so an open dialog does not fail every test after it.
 */
export async function reportFailure(page: Page, name: string, serverLogs: () => string): Promise<void> {
  console.error(`screenshot of the failure: ${await screenshot(page, `failed-${name}`)}`);
  console.error(`the server's log, its end:\n${serverLogs().slice(-4000) || '(empty)'}`);
  await page.reload().catch((e: unknown) => console.error(`reloading after the failure failed: ${String(e)}`));
}

/**
 * Taps the captcha image for a fresh one, as a member would, and types its answer (the server
 * exposes answers only in test mode). `form` is the test-id prefix: 'login' or 'register'.
 */
export async function solveCaptcha(page: Page, form: 'login' | 'register'): Promise<void> {
  // The answer is read from the picture on screen (data-answer, test servers only), after a fresh
  // one has replaced the old and no fetch is in flight: a response seen on the network may belong
  // to a fetch the app has already dropped for a newer one.
  const picture = page.locator(`img[data-testid="${form}-captcha-image"]`);
  const refresh = page.getByTestId(`${form}-captcha-image-refresh`);
  await picture.waitFor();
  const before = await picture.getAttribute('data-captcha-id');
  await refresh.click();
  await page.waitForFunction(
    ({ testId, old }) => {
      const img = document.querySelector<HTMLImageElement>(`img[data-testid="${testId}"]`);
      const button = img?.closest('button');
      return Boolean(img && img.dataset.captchaId && img.dataset.captchaId !== old && button?.getAttribute('aria-busy') !== 'true');
    },
    { testId: `${form}-captcha-image`, old: before },
  );
  const answer = await picture.getAttribute('data-answer');
  if (!answer) throw new Error('the captcha carries no answer: is the server running with CAPTCHA_EXPOSE_ANSWER?');
  await page.getByTestId(`${form}-captcha`).locator('input').fill(answer);
}
