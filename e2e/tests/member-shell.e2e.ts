import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { openPhone, screenshot, solveCaptcha } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const locales = Object.fromEntries(
  ['en', 'fr', 'th'].map((l) => [
    l,
    JSON.parse(fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../apps/web/src/locales/${l}.json`), 'utf8')),
  ]),
) as Record<string, { tabs: Record<string, string> }>;

let server: RunningServer;
let phone: Awaited<ReturnType<typeof openPhone>>;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  phone = await openPhone();
  page = phone.page;
});

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

beforeEach(({ task }) => {
  onTestFailed(async () => {
    const file = await screenshot(page, `failed-${task.name}`);
    console.error(`screenshot of the failure: ${file}`);
  });
});

const hashOf = (p: Page) => new URL(p.url()).hash;
const username = `e2e_${Date.now() % 1_000_000}`;
const password = 'e2e-password-1';

describe('member app shell', () => {
  it('sends a new visitor to the sign-in page', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => location.hash.startsWith('#/pages/login'));
    await page.getByTestId('login-submit').waitFor();
    await screenshot(page, 'login');
  });

  it('registers a new member, who lands on home with ₦0.00', async () => {
    await page.getByTestId('login-to-register').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/register'));
    await page.getByTestId('register-username').locator('input').fill(username);
    await page.getByTestId('register-password').locator('input').fill(password);
    await page.getByTestId('register-confirm').locator('input').fill(password);
    await solveCaptcha(page, 'register');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('home-balance').waitFor();
    expect(hashOf(page)).toBe('#/');
    await expect(page.getByTestId('home-balance').textContent()).resolves.toContain('₦0.00');
  });

  it('signs out from the me page and back in with the captcha', async () => {
    await page.getByTestId('tab-me').click();
    await page.getByTestId('me-username').waitFor();
    await expect(page.getByTestId('me-username').textContent()).resolves.toContain(username);
    await page.getByTestId('me-logout').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/login'));
    expect(await page.evaluate(() => localStorage.getItem('token_mytrade'))).toBeNull();

    await page.getByTestId('login-account').locator('input').fill(username);
    await page.getByTestId('login-password').locator('input').fill(password);
    await solveCaptcha(page, 'login');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-balance').waitFor();
    await expect(page.getByTestId('home-balance').textContent()).resolves.toContain('₦0.00');
    expect(await page.evaluate(() => localStorage.getItem('token_mytrade'))).toBeTruthy();
  });

  it('switches all four tabs in order', async () => {
    const expected: [string, string][] = [
      ['tab-match', '#/pages/match/match'],
      ['tab-results', '#/pages/results/results'],
      ['tab-me', '#/pages/me/me'],
      ['tab-home', '#/'],
    ];
    const order = await page.locator('[data-testid^="tab-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(order).toEqual(['tab-home', 'tab-match', 'tab-results', 'tab-me']);
    for (const [tab, hash] of expected) {
      await page.getByTestId(tab).click();
      await page.waitForFunction((h) => location.hash === h, hash);
    }
    await page.getByTestId('home-balance').waitFor();
  });

  it('changes the language to French and Thai through the popup menu', async () => {
    for (const lang of ['fr', 'th', 'en']) {
      await page.getByTestId('menu-toggle').click();
      await page.getByTestId('menu-language').click();
      await page.getByTestId(`lang-${lang}`).click();
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await expect(page.getByTestId('tab-home').textContent()).resolves.toContain(locales[lang]!.tabs.home);
      await expect(page.getByTestId('tab-results').textContent()).resolves.toContain(locales[lang]!.tabs.results);
      if (lang === 'fr') await screenshot(page, 'home-fr');
      if (lang === 'th') await screenshot(page, 'home-th');
    }
  });

  it('keeps a signed-in member on the page after a reload, and a signed-out one out of protected pages', async () => {
    await page.goto(`${server.url}/#/pages/me/me`);
    await page.getByTestId('me-username').waitFor();
    await page.evaluate(() => localStorage.removeItem('token_mytrade'));
    await page.goto(`${server.url}/#/pages/home/wallet`);
    await page.reload();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/login'));
  });
});
