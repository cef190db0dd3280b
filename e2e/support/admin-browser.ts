import type { Page } from 'playwright-core';
import { totpCode, totpStep } from '../../apps/server/src/modules/admin/totp/totp.ts';
import { DEMO_ADMIN } from './admin-api.ts';

// The back office as a person uses it: the sign-in page, password then the 6-digit code of the
// authenticator (for the demo admin, computed from its published key).

/**
 * Signs an admin in on the sign-in page and waits for the signed-in layout. The code typed is
 * the next 30-second step's: adminSignIn (admin-api.ts) takes the previous step's, and the server
 * accepts each step once, so a test may sign the same admin in both ways.
 */
export async function signInAdminInBrowser(page: Page, baseUrl: string, admin: { username: string; password: string; totpSecret: string } = DEMO_ADMIN): Promise<void> {
  await page.goto(`${baseUrl}/admin/#/sign-in`);
  await page.getByTestId('sign-in-username').fill(admin.username);
  await page.getByTestId('sign-in-password').fill(admin.password);
  await page.getByTestId('sign-in-submit').click();
  const code = await totpCode(admin.totpSecret, new Date((totpStep(new Date()) + 1) * 30_000));
  const otp = page.getByTestId('sign-in-code');
  await otp.waitFor();
  await otp.locator('input').first().click();
  await page.keyboard.type(code);
  await page.getByTestId('sign-in-code-submit').click();
  await page.getByTestId('admin-identity').filter({ hasText: admin.username }).waitFor({ timeout: 15_000 });
}
