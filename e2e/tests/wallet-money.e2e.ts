import { describe, expect, it } from 'vitest';
import { nubanCheckDigit } from '@scoreline/contract/nuban';
import { adminCall, adminSignIn } from '../support/admin-api.ts';
import { NETWORK_ERROR_TOAST, screenshot, slowPageFile, tapOffline, watchToasts } from '../support/browser.ts';
import { advanceServerClock } from '../support/server.ts';
import { fieldInput, signInAsDemoMember, usePhoneSession } from '../support/phone-session.ts';

// Issue 3's browser journey: sign in, add a bank account, deposit through the sandbox checkout,
// see the balance and the bill entry, set the wallet password, withdraw, the back office
// approves and the payout succeeds, the record shows success and the balance dropped by
// amount + fee.

const session = usePhoneSession({ DEMO_SEED: 'true', TEST_CLOCK_CONTROL: 'true' });

const go = async (hash: string) => {
  await session.page.goto(`${session.server.url}/#${hash}`);
};
const input = (testId: string) => fieldInput(session.page, testId);
const digits = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
let startBalance = 0;

/** The member's API as another device of theirs calls it, with the session the phone signed in with. */
const call = async (path: string, body?: unknown) => {
  const token = await session.page.evaluate(() => localStorage.getItem('token_mytrade'));
  const headers: Record<string, string> = { token: token ?? '' };
  if (body) Object.assign(headers, { 'content-type': 'application/json', 'idempotency-key': `e2e-${crypto.randomUUID()}` });
  const res = await fetch(`${session.server.url}${path}`, { method: body ? 'POST' : 'GET', headers, body: body ? JSON.stringify(body) : undefined });
  const answer = (await res.json()) as { code: number; data: any };
  if (answer.code !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
};

/** A bet on FT 1-1 of the first match open for betting, placed from another device. */
async function betFromElsewhere(stake: number) {
  let bet: { matchId: number; period: string; selection: string; betType: string; odds: number } | undefined;
  for (let day = 0; day <= 6 && !bet; day++) {
    const match = (await call(`/web/match/list?day=${day}`)).leagues.flatMap((l: any) => l.matches).find((m: any) => m.bettable);
    if (!match) continue;
    const detail = await call(`/web/match/detail?id=${match.id}`);
    const price = detail.markets.find((m: any) => m.period === 'FT').selections.find((x: any) => x.selection === '1-1').correct;
    bet = { matchId: match.id, period: 'FT', selection: '1-1', betType: 'correct', odds: price.odds };
  }
  return call('/web/bet/place', { ...bet, stake });
}

describe('wallet journey (sandbox provider)', () => {
  it('signs in as the demo member', () => signInAsDemoMember(session));

  it('sets the wallet password', async () => {
    await go('/pages/me/security/fpmodification');
    await input('fp-new').fill('246810');
    await input('fp-confirm').fill('246810');
    // The first answer is lost on its way back (the server saved the password); the retry's
    // "already set" is that first try, said as done (QA: a red "cannot be set again").
    const { page } = session;
    await page.route('**/wallet-password/set', async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    const lost = page.waitForEvent('requestfailed', (r) => r.url().includes('/wallet-password/set'));
    await page.getByTestId('fp-submit').click();
    await lost;
    await page.unroute('**/wallet-password/set');
    const toasts = await watchToasts(page);
    // Listen before clicking: a fast answer must not slip past the wait.
    const retried = page.waitForResponse((r) => r.url().includes('/wallet-password/set'));
    await page.getByTestId('fp-submit').click();
    expect((await (await retried).json()).code).toBe(2301);
    await expect.poll(toasts).toContain('Wallet password set: your earlier try went through');
    // Saved: the app takes the member back to the security centre by itself.
    await session.page.waitForFunction(() => location.hash.startsWith('#/pages/me/security/index'));
    // The demo member has a phone and no e-mail: each contact chip on a row of its own, not the
    // e-mail at half width beside nothing (QA).
    const width = async (id: string) => (await session.page.getByTestId(`security-check-${id}`).boundingBox())!.width;
    await expect.poll(() => session.page.getByTestId('security-check-mobile').getAttribute('data-done')).toBe('true');
    expect(await width('email')).toBe(await width('mobile'));
    expect(await width('email')).toBeGreaterThan(1.5 * (await width('password')));
  });

  it('does not mark the wallet password or the bank accounts as missing when they could not be read; it says so, with a retry', async () => {
    const { page } = session;
    const reads = ['**/web/member/wallet-password/status', '**/web/bank/accounts'];
    let failing = true;
    for (const read of reads) await page.route(read, (route) => (failing ? route.fulfill({ status: 502, contentType: 'text/html', body: 'Bad gateway' }) : route.continue()));
    try {
      await go('/pages/me/security/index');
      await page.reload();
      await page.getByTestId('load-failed').waitFor({ timeout: 20_000 });
      for (const id of ['password', 'bank']) await expect(page.getByTestId(`security-check-${id}`).locator('.sl-security-hero__mark').textContent()).resolves.not.toBe('!');
      failing = false;
      await page.getByTestId('load-failed').getByRole('button').click();
      await expect.poll(() => page.getByTestId('security-check-password').getAttribute('data-done')).toBe('true');
      expect(await page.getByTestId('load-failed').count()).toBe(0);
    } finally {
      for (const read of reads) await page.unroute(read);
    }
  });

  it('adds a bank account that is approved at once', async () => {
    await go('/pages/me/security/bankadd');
    // The name bank accounts must match; it may be stated (or corrected) while no account is bound.
    await input('bank-add-realname').fill('Demo Player');
    const serial = '123456789';
    const accountNumber = serial + nubanCheckDigit(serial, '058');
    // Sent with no bank chosen: asked to choose one (QA: it said "This bank is not supported").
    await session.page.getByTestId('bank-add-submit').click();
    await expect(session.page.getByTestId('bank-add-bank-error').textContent()).resolves.toBe('Choose your bank.');
    await session.page.getByTestId('bank-add-bank').click();
    await session.page.getByText('Guaranty Trust Bank').first().click();
    // First a number with a wrong check digit: refused, and the name stays editable beside the error.
    const typo = serial + String((nubanCheckDigit(serial, '058') + 1) % 10);
    await input('bank-add-number').fill(typo);
    await input('bank-add-confirm').fill(typo);
    await input('wallet-password-input').fill('246810');
    const refused = session.page.waitForResponse((r) => r.url().endsWith('/web/bank/accounts') && r.request().method() === 'POST');
    await session.page.getByTestId('bank-add-submit').click();
    expect((await (await refused).json()).code).not.toBe(200);
    // The page has taken the refusal in once it cleared the wallet password, the name still there.
    await expect.poll(() => input('wallet-password-input').inputValue(), { timeout: 15_000 }).toBe('');
    await expect.poll(() => input('bank-add-realname').inputValue(), { timeout: 15_000 }).toBe('Demo Player');
    // The right number from a page opened afresh: typed into the refused page, the confirmation box was
    // found empty at the tap twice in CI on a loaded machine, though the wait above had passed.
    await session.page.reload();
    await session.page.getByTestId('bank-add-bank').click();
    await session.page.getByText('Guaranty Trust Bank').first().click();
    await input('bank-add-number').fill(accountNumber);
    await input('bank-add-confirm').fill(accountNumber);
    // Tapped at the foot of the form, the boxes rise above the keypad that opens (QA: it covered
    // them, six digits typed unseen); antd-mobile's hidden input is no Tab stop of its own.
    const boxes = session.page.getByTestId('wallet-password-input').locator('.adm-passcode-input');
    await expect(session.page.getByTestId('wallet-password-input').locator('input').getAttribute('tabindex')).resolves.toBe('-1');
    await boxes.click();
    const keypad = session.page.locator('.adm-number-keyboard-wrapper');
    await keypad.waitFor();
    await expect.poll(async () => (await boxes.boundingBox())!.y + (await boxes.boundingBox())!.height <= (await keypad.boundingBox())!.y).toBe(true);
    // The phone's Back closes the keypad first, as Android's keyboard, and leaves the form as it was
    // (QA: it left the page, and everything typed with it).
    await session.page.goBack();
    await keypad.waitFor({ state: 'hidden' });
    await expect(input('bank-add-confirm').inputValue()).resolves.toBe(accountNumber);
    await boxes.click();
    await keypad.waitFor();
    // Filled, the boxes close the keypad and the focus goes on to the form's button, not to the page's body (QA).
    await session.page.keyboard.type('246810');
    await expect.poll(() => session.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe('bank-add-submit');
    await expect.poll(() => input('bank-add-confirm').inputValue()).toBe(accountNumber);
    const answer = session.page.waitForResponse((r) => r.url().endsWith('/web/bank/accounts') && r.request().method() === 'POST');
    await session.page.getByTestId('bank-add-submit').click();
    const res = await answer;
    expect((await res.json()).data.approvalStatus).toBe(1);
    await screenshot(session.page, 'bank-added');
  });

  it('deposits ₦5,000 through the sandbox checkout and sees the balance and the bill entry', async () => {
    await go('/pages/home/wallet');
    await session.page.getByTestId('wallet-available').waitFor();
    startBalance = digits(await session.page.getByTestId('wallet-available').textContent());
    await go('/pages/home/recharge');
    // The way to pay and the amount are kept over a reload, as on Withdraw and the slip (QA: the box came back empty, then the way to pay).
    await session.page.getByTestId('recharge-type-transfer').click();
    await input('recharge-amount').fill('5000');
    await session.page.reload();
    await expect.poll(() => input('recharge-amount').inputValue()).toBe('5000');
    await expect(session.page.getByTestId('recharge-type-transfer').getAttribute('class')).resolves.toContain('sl-paytype--on');
    await session.page.getByTestId('recharge-type-online').click();
    // The checkout page's code held back a second, as on a slow line: the order made, Deposit
    // stays busy until that page is there (QA: idle under an emptied form, inviting a second order).
    const fast = await slowPageFile(session.page, 'payweb-page', 1_000);
    try {
      const made = session.page.waitForResponse((r) => r.url().endsWith('/web/wallet/deposit'));
      await session.page.getByTestId('recharge-submit').click();
      await made;
      await session.page.waitForTimeout(300);
      expect(await session.page.getByTestId('payweb-frame').count()).toBe(0);
      await expect(session.page.getByTestId('recharge-submit').getAttribute('class')).resolves.toContain('adm-button-loading');
    } finally {
      await fast();
    }
    const frame = session.page.frameLocator('[data-testid="payweb-frame"]');
    await frame.getByTestId('sandbox-pay').click();
    await session.page.getByTestId('payweb-outcome').waitFor();
    await screenshot(session.page, 'payweb-success');
    // One Back leaves the outcome for the deposit form (QA: the checkout frame's own history
    // entry took the first press, which changed nothing on screen).
    await session.page.goBack();
    await session.page.getByTestId('recharge-page').waitFor({ timeout: 5_000 });
    // The order was made: the form is empty for another one, not holding the amount just paid.
    await expect(input('recharge-amount').inputValue()).resolves.toBe('');
    await go('/pages/home/wallet');
    await session.page.waitForFunction(
      ([expected]) => document.querySelector('[data-testid="wallet-available"]')?.textContent?.replace(/[^\d.]/g, '') === expected,
      [(startBalance + 5000).toFixed(2)],
    );
    // The wallet says how far the next VIP level is (deposits since the last reset reach levels).
    await expect(session.page.getByTestId('wallet-vip-next').textContent()).resolves.toMatch(/^Deposit ₦[\d,]+\.\d{2} more to reach VIP [1-5]$/);
    await screenshot(session.page, 'wallet-vip-next');
    await go('/pages/me/report/bill');
    await session.page.getByTestId('bill-row').first().waitFor();
    await expect(session.page.getByTestId('bill-row').first().textContent()).resolves.toContain('5,000.00');
  });

  it('reads the balance again when a withdrawal is refused because a bet from elsewhere took money meanwhile', async () => {
    // QA: the refusal said "at most ₦7,635.04" while Available still showed ₦12,711.40.
    const { page } = session;
    await go('/pages/home/withdraw');
    await page.getByTestId('withdraw-bank').waitFor();
    await page.getByTestId('withdraw-max').click();
    const shownBefore = await page.getByTestId('withdraw-available').textContent();
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('wallet-password-input').waitFor();
    // Another tab bets ₦1,000 while the password is being typed.
    await betFromElsewhere(100_000);
    const { available } = await call('/web/wallet/summary');
    await page.getByTestId('wallet-password-input').locator('.adm-passcode-input').click();
    // The keypad's delete key is named in the member's language for a screen reader, not antd-mobile's Chinese "删除" (QA).
    await expect.poll(() => page.locator('.adm-number-keyboard-key[role="button"]').evaluateAll((keys) => keys.map((key) => key.getAttribute('aria-label')))).toContain('backspace');
    expect(await page.locator('.adm-number-keyboard-key[aria-label="删除"]').count()).toBe(0);
    await page.keyboard.type('246810');
    await expect.poll(() => page.getByTestId('withdraw-available').textContent()).not.toBe(shownBefore);
    expect(digits(await page.getByTestId('withdraw-available').textContent())).toBe(available / 100);
    startBalance -= 1_000; // the bet stays on, holding its stake
  });

  it('shows on Home the balance read afresh when it opens, after money moved from another device', async () => {
    // QA: Wallet showed the new available balance, Home a second later the old one (read 15 s before).
    const { page } = session;
    await go('/');
    await page.getByTestId('home-balance').waitFor();
    const before = await page.getByTestId('home-balance').textContent();
    await betFromElsewhere(50_000);
    const { available } = await call('/web/wallet/summary');
    await go('/pages/home/wallet');
    await expect.poll(() => page.getByTestId('wallet-available').textContent().then(digits)).toBe(available / 100);
    await go('/');
    // Well inside the 15 s a read used to count as fresh, and the 30 s between quiet refreshes.
    await expect.poll(() => page.getByTestId('home-balance').textContent().then(digits), { timeout: 5_000 }).toBe(available / 100);
    expect(await page.getByTestId('home-balance').textContent()).not.toBe(before);
    startBalance -= 500;
  });

  it('withdraws ₦2,000; the back office approves; the record succeeds and the balance dropped by amount + fee', async () => {
    await go('/pages/home/withdraw');
    await session.page.getByTestId('withdraw-bank').waitFor();
    await input('withdraw-amount').fill('2000');
    // Kept in the page's address, as a signing-in again after the session ended comes back to it (QA: the amount was gone).
    await expect.poll(() => session.page.evaluate(() => location.hash)).toContain('amount=2000');
    await session.page.reload();
    await expect.poll(() => input('withdraw-amount').inputValue()).toBe('2000');
    // USDT and back (the arrow keys choose as they move along the methods): the naira amount typed stays (QA: it was wiped).
    await session.page.getByTestId('withdraw-method-usdt').click();
    await expect.poll(() => input('withdraw-amount').inputValue()).toBe('');
    await session.page.getByTestId('withdraw-method-bank').click();
    await expect.poll(() => input('withdraw-amount').inputValue()).toBe('2000');
    const posted = () => session.page.waitForResponse((r) => r.url().endsWith('/web/wallet/withdrawal') && r.request().method() === 'POST');
    await session.page.getByTestId('withdraw-submit').click();
    // The phone's Back closes the password sheet and keeps the form with what was typed in it
    // (it used to leave the withdraw page).
    await session.page.getByTestId('wallet-password-input').waitFor();
    // The form behind the sheet is inert while it is open: a screen reader stays in the sheet (QA).
    const pageInert = () => session.page.locator('#root').evaluate((root) => (root as HTMLElement).inert);
    await expect(pageInert()).resolves.toBe(true);
    await session.page.goBack();
    await session.page.getByTestId('wallet-password-input').waitFor({ state: 'detached' });
    await expect(pageInert()).resolves.toBe(false);
    await expect(input('withdraw-amount').inputValue()).resolves.toBe('2000');
    await session.page.getByTestId('withdraw-submit').click();
    // Typed on a physical keyboard into the focused boxes (the on-screen keypad is not the only way in).
    await session.page.getByTestId('wallet-password-input').locator('.adm-passcode-input').click();
    // A wrong password first: the boxes, cleared, keep the focus and their keypad for the next try
    // (QA: the keypad closed and nothing said to tap the boxes again).
    const refused = posted();
    await session.page.keyboard.type('135790');
    expect((await (await refused).json()).code).toBe(2302);
    await session.page.getByTestId('wallet-password-input-error').waitFor();
    await expect.poll(() => session.page.locator('.sl-number-keyboard').isVisible()).toBe(true);
    const answer = posted();
    await session.page.keyboard.type('246810');
    const res = await answer;
    const withdrawal = (await res.json()).data;
    expect(withdrawal).toMatchObject({ amount: 200_000, fee: 5_000, status: 0 });
    // Its dialog's OK, from the keyboard, opens the records with the focus on their heading, where a
    // screen reader starts reading them.
    const ok = session.page.locator('.adm-dialog').filter({ hasText: 'Withdrawal requested' }).getByRole('button', { name: 'OK' });
    await ok.focus();
    await session.page.keyboard.press('Enter');
    await session.page.waitForFunction(() => location.hash.startsWith('#/pages/me/withdrawrecord'));
    await expect.poll(() => session.page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    // While it waits for review the withdraw page says so up front, instead of a balance "at most ₦0.00".
    await go('/pages/home/withdraw');
    await expect.poll(() => session.page.getByTestId('withdraw-wait').textContent(), { timeout: 15_000 }).toContain('A withdrawal is on its way');
    await expect(session.page.getByTestId('withdraw-submit').isDisabled()).resolves.toBe(true);
    await go('/pages/me/withdrawrecord');
    // Pending, it is still to receive; received only once paid.
    await expect.poll(() => session.page.getByTestId('withdrawal-row').first().textContent(), { timeout: 15_000 }).toContain('To receive');

    const admin = await adminSignIn(session.server.url);
    await adminCall(session.server.url, admin, '/admin/api/withdrawals/approve', { id: withdrawal.id });
    const done = await adminCall(session.server.url, admin, '/admin/api/withdrawals/sandbox-outcome', { id: withdrawal.id, outcome: 'success' });
    expect(done.status).toBe(3);

    // The member stays on the record: a list with a withdrawal on its way asks again by itself
    // (every 20 s), so the success shows without leaving the page.
    await expect.poll(() => session.page.getByTestId('withdrawal-status').first().textContent(), { timeout: 30_000, interval: 1_000 }).toMatch(/success/i);
    await expect(session.page.getByTestId('withdrawal-row').first().textContent()).resolves.toContain('Received');
    await screenshot(session.page, 'withdraw-record');
    await go('/pages/home/wallet');
    await session.page.getByTestId('wallet-available').waitFor();
    // + ₦5,000 deposited - ₦2,000 withdrawn - ₦50 fee
    await session.page.waitForFunction(
      ([expected]) => document.querySelector('[data-testid="wallet-available"]')?.textContent?.replace(/[^\d.]/g, '') === expected,
      [(startBalance + 5000 - 2000 - 50).toFixed(2)],
    );
    const check = await adminCall(session.server.url, admin, '/admin/api/ledger/check');
    expect(check.ok).toBe(true);
  });
  it('a withdrawal whose answer was lost says so in view, at the top of the page the password sheet closed over', async () => {
    const { page, server } = session;
    const serverNow = await advanceServerClock(server.url, 11 * 60_000); // past the interval since the last withdrawal
    const serverAhead = serverNow.getTime() - Date.now();
    await go('/pages/home/withdraw');
    await page.getByTestId('withdraw-bank').waitFor();
    await input('withdraw-amount').fill('1500');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('wallet-password-input').locator('.adm-passcode-input').click();
    await page.route('**/web/wallet/withdrawal', async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    try {
      await page.keyboard.type('246810');
      // Unsure, or already "on its way" once the records read again find it (the server made it):
      // the unsure card can be replaced before a look at the page catches it.
      await page.locator('[data-testid="unsure-withdrawal"], [data-testid="withdraw-wait"]').first().waitFor();
      await page.getByTestId('wallet-password-input').waitFor({ state: 'detached' });
      // Still at the top once the sheet's closing has settled, with what the page says: unsure, or
      // (the records read again) on its way.
      await page.waitForTimeout(600);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = await page.locator('[data-testid="unsure-withdrawal"], [data-testid="withdraw-wait"]').first().boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    } finally {
      await page.unroute('**/web/wallet/withdrawal');
    }
    // The server made it: refused by the back office, so the pages after this one find none open.
    const admin = await adminSignIn(server.url, new Date(Date.now() + serverAhead)); // its code by the server's clock
    const { uid } = await call('/web/ods/member/getLoginMember');
    const pending = (await adminCall(server.url, admin, `/admin/api/withdrawals?status=0&memberId=${uid}`)).items as { id: number }[];
    expect(pending).toHaveLength(1);
    await adminCall(server.url, admin, '/admin/api/withdrawals/reject', { id: pending[0]!.id, reason: 'test: answer lost' });
  });

  it('a deposit left unpaid holds its part of the daily limit, shown apart from what was deposited', async () => {
    await go('/pages/home/recharge');
    await input('recharge-amount').fill('1000');
    await session.page.getByTestId('recharge-submit').click();
    await session.page.getByTestId('payweb-frame').waitFor();
    // The member leaves the checkout without paying.
    await go('/pages/home/recharge');
    await expect.poll(() => session.page.getByTestId('recharge-daily-waiting').textContent(), { timeout: 15_000 }).toContain('₦1,000.00 waiting for payment');
    // Deposited today: only the ₦5,000 paid; what is left counts the waiting ₦1,000 too.
    const daily = await session.page.getByTestId('recharge-daily').textContent();
    expect(daily).toMatch(/Deposited today₦5,000\.00 of ₦([\d,]+)\.00/);
    const limit = Number(/of ₦([\d,]+)\.00/.exec(daily ?? '')![1]!.replace(/,/g, ''));
    await expect(session.page.getByTestId('recharge-daily-left').textContent()).resolves.toContain(`₦${(limit - 6000).toLocaleString('en-US')}.00 left today`);
    await screenshot(session.page, 'recharge-daily-waiting');
  });
  it('a deposit tapped offline says the network is down, not that an order may have been made (QA)', async () => {
    const { page } = session;
    await go('/pages/home/recharge');
    await input('recharge-amount').fill('700');
    const toasts = await watchToasts(page);
    await page.context().setOffline(true);
    try {
      await page.getByTestId('recharge-submit').click();
      await expect.poll(toasts).toContain(NETWORK_ERROR_TOAST);
      expect(await page.getByTestId('unsure-deposit').count()).toBe(0);
      // Low on the screen, off the page's middle where its notices are (QA: a ✕ over "Bet placed").
      const box = await page.locator('.adm-toast-main').boundingBox();
      expect(box && box.y).toBeGreaterThan(844 / 2);
    } finally {
      await page.context().setOffline(false);
    }
    // Gone before the next step, which counts the toasts it sees.
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
  });

  it('a deposit whose answer was lost says so until its retry, which the server answers as the first attempt', async () => {
    // QA: only a two-second toast, an empty amount after a reload, and a second order for another amount.
    const { page } = session;
    await go('/pages/home/recharge');
    await input('recharge-amount').fill('1200');
    await page.route('**/web/wallet/deposit', async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    const toasts = await watchToasts(page);
    await page.getByTestId('recharge-submit').click();
    await page.getByTestId('unsure-deposit').waitFor();
    // The lasting notice says it all: no "Network Access Error!" flashing beside it.
    expect((await toasts()).filter((text) => text.startsWith('Network Access Error!'))).toEqual([]);
    await page.unroute('**/web/wallet/deposit');
    await page.reload();
    await page.getByTestId('unsure-deposit').waitFor();
    expect(await input('recharge-amount').inputValue()).toBe('1200');
    // "Try again" tapped while still offline sends nothing: the unsure order stays said, and its
    // retry keeps its key (QA: the notice went, and the next tap made a second order).
    await tapOffline(page, 'recharge-submit');
    await page.getByTestId('unsure-deposit').waitFor();
    expect(await input('recharge-amount').inputValue()).toBe('1200');
    const answered = page.waitForResponse((r) => r.url().endsWith('/web/wallet/deposit'));
    await page.getByTestId('recharge-submit').click();
    expect((await answered).headers()['idempotent-replayed']).toBe('true');
    await page.getByTestId('payweb-frame').waitFor();
  });
  it('a bank transfer left for the bank app is paid from Deposit records: the same account and reference, and the checkout of an online one', async () => {
    const { page } = session;
    await go('/pages/home/recharge');
    await page.getByTestId('recharge-type-transfer').click();
    await input('recharge-amount').fill('2000');
    const created = page.waitForResponse((r) => r.url().endsWith('/web/wallet/deposit'));
    await page.getByTestId('recharge-submit').click();
    const { data } = (await (await created).json()) as { data: { deposit: { id: number; reference: string }; transfer: { accountNumber: string } } };
    await page.getByTestId('recharge-instructions').waitFor();
    // Off to the bank's app; the app is reopened on Home, the instructions gone.
    await go('/pages/home/index');
    await page.getByTestId('home-balance').waitFor();
    await go('/pages/me/rechargerecord');
    await page.locator(`[data-testid="deposit-row"][data-id="${data.deposit.id}"]`).click();
    await page.getByTestId('deposit-pay').click();
    await page.getByTestId('recharge-instructions').waitFor();
    const rows = await page.getByTestId('recharge-detail').allTextContents();
    expect(rows.join(' ')).toContain(data.transfer.accountNumber);
    expect(rows.join(' ')).toContain(data.deposit.reference);
    expect(await page.getByTestId('recharge-expiry').textContent()).toMatch(/Expires in/);
    await screenshot(page, 'recharge-resumed-transfer');
    // The online deposit left at its checkout (the earlier ₦1,000): its sheet goes back to the checkout.
    await go('/pages/me/rechargerecord');
    await page.getByTestId('deposit-row').filter({ hasText: '₦1,000.00' }).first().click();
    expect(await page.getByTestId('deposit-pay').textContent()).toBe('Continue to payment');
    await page.getByTestId('deposit-pay').click();
    await page.getByTestId('payweb-frame').waitFor();
    // The strip names the deposit once it has read it.
    await expect.poll(() => page.getByTestId('payweb-waiting').textContent()).toContain('₦1,000.00');

    // An address kept from earlier, for a deposit there is nothing to pay on: said, and the form for a new one.
    await go('/pages/home/recharge?deposit=987654');
    await page.getByTestId('recharge-resume-missing').waitFor();
    await go('/pages/home/recharge?deposit=abc');
    await page.getByTestId('recharge-resume-missing').waitFor();
    // One paid: said with its status.
    const paid = (await (await fetch(`${session.server.url}/web/wallet/deposits?status=1`, { headers: { token: (await page.evaluate(() => localStorage.getItem('token_mytrade'))) ?? '' } })).json()).data.items[0];
    await go(`/pages/home/recharge?deposit=${paid.id}`);
    await expect.poll(() => page.getByTestId('recharge-resume-over').textContent()).toContain(`Deposit ${paid.reference}: Success.`);
    await page.getByTestId('recharge-submit').waitFor();
  });
});


describe('a sheet open when the member reloads', () => {
  it('leaves no Back that changes nothing, and the next sheet opened still closes on Back', async () => {
    const { page } = session;
    await go('/pages/home/index');
    await page.getByTestId('home-balance').waitFor();
    await go('/pages/me/rechargerecord');
    await page.getByTestId('deposit-row').first().click();
    await page.getByTestId('deposit-detail').waitFor();
    await page.reload();
    await page.getByTestId('deposit-row').first().waitFor();
    // The sheet's entry, left by the reload, is stepped over: the next sheet is closed by one Back.
    await page.getByTestId('deposit-row').first().click();
    await page.getByTestId('deposit-detail').waitFor();
    await page.goBack();
    await page.getByTestId('deposit-detail').waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('#/pages/me/rechargerecord');
    // And one more Back is Home, not the same list again.
    await page.goBack();
    await page.getByTestId('home-balance').waitFor();
  });

  it('takes the focus into a sheet and gives it back to the row that opened it when Escape closes it', async () => {
    const { page } = session;
    await go('/pages/me/rechargerecord');
    const row = page.getByTestId('deposit-row').first();
    await row.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('deposit-detail').waitFor();
    const inSheet = () => page.evaluate(() => document.activeElement?.closest('[data-testid="deposit-detail"]') !== null);
    await expect.poll(inSheet).toBe(true);
    // Tab and Shift+Tab go round the sheet's own controls, never to the list behind it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect(inSheet()).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('deposit-detail').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe('deposit-row');
    expect(new URL(page.url()).hash).toBe('#/pages/me/rechargerecord');
  });
});

describe('a record page opened with a filter in its address', () => {
  it('shows the chosen chip, scrolled into view when it sits past the edge of the phone', async () => {
    await go('/pages/home/wallet');
    await go('/pages/me/report/bill?group=P');
    const chip = session.page.getByTestId('bill-group-P');
    await expect(chip.getAttribute('aria-checked')).resolves.toBe('true');
    const box = await chip.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });

  it('opens the bet a line is about, with the reference its order shows', async () => {
    await go('/pages/me/report/bill?group=B');
    const line = session.page.locator('[data-testid="bill-row"][data-kind="stake_hold"]').first();
    await line.click();
    await session.page.getByTestId('order-view-page').waitFor();
    await expect(session.page.getByTestId('order-field-reference').locator('dd').textContent()).resolves.toMatch(/^bet_[0-9a-f]+$/);
  });
});

describe('the bill scrolled while money moves', () => {
  it('shows every line once: bets placed elsewhere while the first page is open do not repeat its last lines on the next', async () => {
    // QA: paged by number, two bets placed meanwhile brought the first page's last two lines back
    // at the top of the second; they stayed doubled until the page was left.
    const { page } = session;
    // More lines than a page holds.
    while ((await call('/web/wallet/bill?range=-29')).total <= 22) await betFromElsewhere(10_000);
    await go('/pages/me/report/bill?range=-29');
    const rows = page.getByTestId('bill-row');
    await expect.poll(() => rows.count()).toBe(20);
    const firstPage = await rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-entry-id')));
    await betFromElsewhere(10_000);
    await betFromElsewhere(10_000);
    await rows.last().scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count()).toBeGreaterThan(20);
    const shown = await rows.evaluateAll((list) => list.map((row) => row.getAttribute('data-entry-id')));
    expect(shown.slice(0, 20)).toEqual(firstPage);
    expect(new Set(shown).size).toBe(shown.length);
  });
});

describe('a record list that cannot load', () => {
  it('blames the connection only when nothing answered, not when the server refused', async () => {
    const { page } = session;
    const failed = page.getByTestId('load-failed');
    const bill = '**/web/wallet/bill?**';
    try {
      await page.route(bill, (route) => route.abort('internetdisconnected'));
      await go('/pages/me/report/bill?range=-6');
      await expect.poll(() => failed.textContent(), { timeout: 15_000 }).toContain('Could not load this. Check your connection and try again.');
      // The submit limit refuses the next read: the connection is fine (QA: the page blamed it under
      // the app's own "too many requests" dialog).
      await page.unroute(bill);
      await page.route(bill, (route) =>
        route.fulfill({ status: 429, contentType: 'application/json', headers: { 'retry-after': '30' }, body: JSON.stringify({ code: 429, msg: 'Too many requests', data: null }) }));
      await go('/pages/me/report/bill?range=-9');
      await expect.poll(() => failed.textContent(), { timeout: 15_000 }).toContain('This could not be loaded just now. Please try again in a moment.');
    } finally {
      await page.unroute(bill);
    }
  });
});

describe('a record page left open over the operator midnight', () => {
  it('shows the new day and asks for its records, instead of keeping the old day under the new label', async () => {
    // QA: the bill's range label moved to the new day while its list still held the old day's lines.
    const { page, server } = session;
    await page.clock.install(); // the device's clock moves with the server's below
    // The range is in the address (QA: the bill went back to 30 days), so the reload keeps today.
    await go('/pages/me/report/bill?range=0');
    await page.reload();
    await expect(page.getByTestId('range-0').getAttribute('aria-checked')).resolves.toBe('true');
    await page.getByTestId('bill-row').first().waitFor();
    const spanBefore = await page.getByTestId('range-span').textContent();
    const serverTime = await advanceServerClock(server.url, 1);
    // Lagos is UTC+1 all year: its midnight is 23:00 UTC. One minute past the next one.
    const midnight = new Date(serverTime);
    midnight.setUTCHours(23, 1, 0, 0);
    if (midnight.getTime() <= serverTime.getTime()) midnight.setUTCDate(midnight.getUTCDate() + 1);
    const ms = midnight.getTime() - serverTime.getTime();
    await advanceServerClock(server.url, ms);
    await page.clock.fastForward(ms);
    await expect.poll(() => page.getByTestId('range-span').textContent(), { timeout: 10_000 }).not.toBe(spanBefore);
    // The new day has no money movements yet: its list is asked for again, and is empty.
    await page.getByTestId('bill-list-empty').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('bill-row').count()).toBe(0);
  });
});

describe('a forgotten wallet password', () => {
  it('forgotten wallet password: a code dead of wrong entries lets the member ask for a new one at once; after three in a day, the page says none is sent and offers no Send code', async () => {
    const { page } = session;
    await go('/pages/me/security/rfpassword');
    await page.getByTestId('rf-send').waitFor();
    for (const [testId, password] of [['rf-new', '135791'], ['rf-confirm', '135791']] as const) {
      await page.getByTestId(testId).locator('.adm-passcode-input').click();
      await page.keyboard.type(password);
    }
    const answered = (path: string) => page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');
    for (let dead = 0; dead < 3; dead++) {
      const sent = answered('/web/member/wallet-password/code');
      await page.getByTestId('rf-send').click();
      expect((await (await sent).json()).code).toBe(200);
      await page.getByTestId('rf-sent').waitFor();
      for (let wrong = 0; wrong < 5; wrong++) {
        await input('rf-code').fill('000001');
        const refused = answered('/web/member/wallet-password/reset');
        await page.getByTestId('rf-submit').click();
        expect((await (await refused).json()).code).toBe(wrong < 4 ? 2200 : 2210);
      }
      // Dead: "request a new code" is not said beside a countdown, nor beside "Code sent to …" (QA).
      await expect.poll(() => page.getByTestId('rf-send').isEnabled()).toBe(true);
      await expect(page.getByTestId('rf-sent').count()).resolves.toBe(0);
    }
    const paused = answered('/web/member/wallet-password/code');
    await page.getByTestId('rf-send').click();
    expect((await (await paused).json()).code).toBe(2212);
    // Said where it lasts, not in a passing toast, and Send code is off (QA: offered again, failing each time).
    await expect.poll(() => page.locator('.sl-wf__error[role="alert"]').first().textContent()).toContain('no new code is sent for 24 h');
    await expect(page.getByTestId('rf-send').isDisabled()).resolves.toBe(true);
    await page.getByTestId('rf-channel-sms').click();
    await expect(page.locator('.sl-wf__error[role="alert"]').first().textContent()).resolves.toContain('no new code is sent');
  });
});
