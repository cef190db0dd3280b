import { describe, expect, it } from 'vitest';
import { adminCall, adminSignIn } from '../support/admin-api.ts';
import { overlaysGone, screenshot } from '../support/browser.ts';
import { fieldInput, signInAsDemoMember, usePhoneSession } from '../support/phone-session.ts';

// The help centre's rules and terms and VIP levels: readable before signing up (from the register
// page's links, without losing the form), stating the operator's current values.

const session = usePhoneSession();

describe('help pages', () => {
  it('opens the rules from the register page signed out, with the values the operator set, and keeps the form', async () => {
    const { page, server } = session;
    const admin = await adminSignIn(server.url);
    await adminCall(server.url, admin, '/admin/api/settings/change', { key: 'betting.handlingFeeBps', value: 250 });
    await adminCall(server.url, admin, '/admin/api/settings/change', { key: 'betting.minStakeKobo', value: 25_000 });

    await page.goto(`${server.url}/#/pages/register`);
    await fieldInput(page, 'register-username').fill('help_reader');
    await fieldInput(page, 'register-password').fill('typed-password-1');
    await page.getByTestId('register-rules-link').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByTestId('register-rules-link').click();
    await page.waitForFunction(() => location.hash === '#/pages/register?read=rules');
    const sheet = page.locator('.sl-terms-sheet');
    await sheet.getByTestId('rules-limits').waitFor();
    await expect(sheet.getByTestId('rules-limit-handling-fee').textContent()).resolves.toBe('2.5%');
    await expect(sheet.getByTestId('rules-limit-min-stake').textContent()).resolves.toBe('₦250.00');
    await expect(sheet.getByTestId('rules-formula-fee').textContent()).resolves.toContain('2.5%');
    await screenshot(page, 'help-rules-from-register');
    // A modal named by its title, holding the focus: Tab never reaches the form behind it.
    await page.getByRole('dialog', { name: 'Rules and terms' }).waitFor();
    const inSheet = () => page.evaluate(() => document.activeElement?.closest('.sl-terms-sheet') !== null);
    await expect.poll(inSheet).toBe(true);
    for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab']) {
      await page.keyboard.press(key);
      await expect(inSheet()).resolves.toBe(true);
    }

    // The phone's Back closes the sheet: the visitor is on the form again, as they left it.
    await page.goBack();
    await sheet.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).hash).toBe('#/pages/register');
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrolled);
    await expect(fieldInput(page, 'register-username').inputValue()).resolves.toBe('help_reader');
    await expect(fieldInput(page, 'register-password').inputValue()).resolves.toBe('typed-password-1');
  });

  it('shows a visitor the VIP table, and a signed-in member their own level in it', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/#/pages/me/help/vipLev`);
    await page.getByTestId('vip-table').waitFor();
    expect(new URL(page.url()).hash).toBe('#/pages/me/help/vipLev');
    await expect(page.locator('li[data-testid^="vip-level-"]').count()).resolves.toBe(6);
    await expect(page.getByTestId('vip-level-1-reach').textContent()).resolves.toBe('₦10,000.00');
    await expect(page.getByTestId('vip-level-2-bonus').textContent()).resolves.toBe('2%');
    await expect(page.getByTestId('vip-level-5-deposit-limit').textContent()).resolves.toBe('₦20,000,000.00');
    await expect(page.getByTestId('vip-your-level').count()).resolves.toBe(0);

    // The demo member is VIP 2 (README): the Me page's Support entry opens the page with it marked.
    await signInAsDemoMember(session);
    await page.getByTestId('tab-me').click();
    await page.getByTestId('me-menu-vip-levels').click();
    await page.getByTestId('vip-level-2').getByTestId('vip-your-level').waitFor();
    await expect(page.getByTestId('vip-yours').textContent()).resolves.toContain('VIP 2');
    await overlaysGone(page);
    await screenshot(page, 'help-vip-signed-in');
  });
});
