import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { nubanCheckDigit } from '@scoreline/contract/nuban';
import { adminCall, adminSignIn } from '../support/admin-api.ts';
import { openPhone, screenshot, solveCaptcha } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// Issue 3's browser journey: sign in, add a bank account, deposit through the sandbox checkout,
// see the balance and the bill entry, set the wallet password, withdraw, the back office
// approves and the payout succeeds, the record shows success and the balance dropped by
// amount + fee.

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

const go = async (hash: string) => {
  await page.goto(`${server.url}/#${hash}`);
};
const input = (testId: string) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
const digits = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
let startBalance = 0;

describe('wallet journey (sandbox provider)', () => {
  it('signs in as the demo member', async () => {
    await go('/pages/login');
    await input('login-account').fill('demo_player');
    await input('login-password').fill('Scoreline2026');
    await solveCaptcha(page, 'login');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-balance').waitFor();
  });

  it('sets the wallet password', async () => {
    await go('/pages/me/security/fpmodification');
    await input('fp-new').fill('246810');
    await input('fp-confirm').fill('246810');
    // Listen before clicking: a fast answer must not slip past the wait.
    const saved = page.waitForResponse((r) => r.url().includes('/wallet-password/set') && r.status() === 200);
    await page.getByTestId('fp-submit').click();
    await saved;
    // Saved: the app takes the member back to the security centre by itself.
    await page.waitForFunction(() => location.hash.startsWith('#/pages/me/security/index'));
  });

  it('adds a bank account that is approved at once', async () => {
    await go('/pages/me/security/bankadd');
    // The name bank accounts must match; it may be stated (or corrected) while no account is bound.
    await input('bank-add-realname').fill('Demo Player');
    const serial = '123456789';
    const accountNumber = serial + nubanCheckDigit(serial, '058');
    await page.getByTestId('bank-add-bank').click();
    await page.getByText('Guaranty Trust Bank').first().click();
    await input('bank-add-number').fill(accountNumber);
    await input('bank-add-confirm').fill(accountNumber);
    await input('wallet-password-input').fill('246810');
    const answer = page.waitForResponse((r) => r.url().endsWith('/web/bank/accounts') && r.request().method() === 'POST');
    await page.getByTestId('bank-add-submit').click();
    const res = await answer;
    expect((await res.json()).data.approvalStatus).toBe(1);
    await screenshot(page, 'bank-added');
  });

  it('deposits ₦5,000 through the sandbox checkout and sees the balance and the bill entry', async () => {
    await go('/pages/home/wallet');
    await page.getByTestId('wallet-available').waitFor();
    startBalance = digits(await page.getByTestId('wallet-available').textContent());
    await go('/pages/home/recharge');
    await page.getByTestId('recharge-type-online').click();
    await input('recharge-amount').fill('5000');
    await page.getByTestId('recharge-submit').click();
    const frame = page.frameLocator('[data-testid="payweb-frame"]');
    await frame.getByTestId('sandbox-pay').click();
    await page.getByTestId('payweb-outcome').waitFor();
    await screenshot(page, 'payweb-success');
    await go('/pages/home/wallet');
    await page.waitForFunction(
      ([expected]) => document.querySelector('[data-testid="wallet-available"]')?.textContent?.replace(/[^\d.]/g, '') === expected,
      [(startBalance + 5000).toFixed(2)],
    );
    await go('/pages/me/report/bill');
    await page.getByTestId('bill-row').first().waitFor();
    await expect(page.getByTestId('bill-row').first().textContent()).resolves.toContain('5,000.00');
  });

  it('withdraws ₦2,000; the back office approves; the record succeeds and the balance dropped by amount + fee', async () => {
    await go('/pages/home/withdraw');
    await page.getByTestId('withdraw-bank').waitFor();
    await input('withdraw-amount').fill('2000');
    const answer = page.waitForResponse((r) => r.url().endsWith('/web/wallet/withdrawal') && r.request().method() === 'POST');
    await page.getByTestId('withdraw-submit').click();
    await input('wallet-password-input').fill('246810');
    const res = await answer;
    const withdrawal = (await res.json()).data;
    expect(withdrawal).toMatchObject({ amount: 200_000, fee: 5_000, status: 0 });

    const admin = await adminSignIn(server.url);
    await adminCall(server.url, admin, '/admin/api/withdrawals/approve', { id: withdrawal.id });
    const done = await adminCall(server.url, admin, '/admin/api/withdrawals/sandbox-outcome', { id: withdrawal.id, outcome: 'success' });
    expect(done.status).toBe(3);

    await go('/pages/me/withdrawrecord');
    await page.getByTestId('withdrawal-row').first().waitFor();
    await screenshot(page, 'withdraw-record');
    await expect(page.getByTestId('withdrawal-status').first().textContent()).resolves.toMatch(/success/i);
    await go('/pages/home/wallet');
    await page.getByTestId('wallet-available').waitFor();
    // + ₦5,000 deposited - ₦2,000 withdrawn - ₦50 fee
    await page.waitForFunction(
      ([expected]) => document.querySelector('[data-testid="wallet-available"]')?.textContent?.replace(/[^\d.]/g, '') === expected,
      [(startBalance + 5000 - 2000 - 50).toFixed(2)],
    );
    const check = await adminCall(server.url, admin, '/admin/api/ledger/check');
    expect(check.ok).toBe(true);
  });
});
