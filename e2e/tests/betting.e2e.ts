import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { openPhone, screenshot, solveCaptcha } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// The betting journey as far as the betting issue has come: the demo member opens a demo
// match, bets on full-time correct score 2-1, sees the bet confirmed and the stake frozen,
// then cancels it after the warning that the VIP level drops to 0. (Results and settlement
// join this journey when they exist.)

let server: RunningServer;
let phone: Awaited<ReturnType<typeof openPhone>>;
let page: Page;

beforeAll(async () => {
  server = await startServer({ DEMO_SEED: 'true' });
  phone = await openPhone();
  page = phone.page;
});

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

beforeEach(({ task }) => {
  onTestFailed(async () => console.error(`screenshot of the failure: ${await screenshot(page, `failed-${task.name}`)}`));
});

const input = (testId: string) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
let betId = 0;

describe('betting journey (demo matches)', () => {
  it('signs in as the demo member', async () => {
    await page.goto(`${server.url}/#/pages/login`);
    await input('login-account').fill('demo_player');
    await input('login-password').fill('Scoreline2026');
    await solveCaptcha(page, 'login');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-balance').waitFor();
  });

  it('opens a match and bets ₦1,000 on full-time correct score 2-1', async () => {
    await page.getByTestId('tab-match').click();
    await page.getByTestId('match-card').first().click();
    await page.getByTestId('detail-period-FT').click();
    await page.getByTestId('detail-type-correct').click();
    await page.getByTestId('odds-cell-2-1').click();
    await input('order-stake').fill('1000');
    const answer = page.waitForResponse((r) => r.url().endsWith('/web/bet/place'));
    await page.getByTestId('order-submit').click();
    const placed = await (await answer).json();
    expect(placed.code).toBe(200);
    expect(placed.data).toMatchObject({ period: 'FT', selection: '2-1', betType: 'correct', stake: 100_000, status: 'waiting' });
    betId = placed.data.id;
    await page.getByTestId('order-success').waitFor();
    await screenshot(page, 'order-success');
  });

  it('shows the stake frozen in the wallet', async () => {
    await page.goto(`${server.url}/#/pages/home/wallet`);
    await page.waitForFunction(() => document.querySelector('[data-testid="wallet-frozen"]')?.textContent?.includes('1,000.00'));
  });

  it('cancels the bet after the VIP warning, and the stake returns', async () => {
    await page.goto(`${server.url}/#/pages/match/order-view?id=${betId}`);
    await page.getByTestId('order-cancel').click();
    const answer = page.waitForResponse((r) => r.url().endsWith('/web/bet/cancel'));
    // The confirmation warns that the VIP level drops to 0; its confirm button is the last "Cancel order".
    await page.getByText('cancelling resets your VIP level to 0').first().waitFor();
    await page.getByRole('button', { name: 'Cancel order' }).last().click();
    expect((await (await answer).json()).data.status).toBe('revoked');
    await page.goto(`${server.url}/#/pages/home/wallet`);
    await page.waitForFunction(() => document.querySelector('[data-testid="wallet-frozen"]')?.textContent?.includes('0.00'));
    await page.goto(`${server.url}/#/pages/me/myorder`);
    await page.getByTestId('order-row').first().waitFor();
    await expect(page.getByTestId('order-status').first().textContent()).resolves.toMatch(/revoked|cancel/i);
    await screenshot(page, 'my-orders');
  });
});
