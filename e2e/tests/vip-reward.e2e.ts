import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { memberCall } from '../support/member-api.ts';
import { openPhone, overlaysGone, screenshot, watchToasts } from '../support/browser.ts';
import { advanceServerClock } from '../support/server.ts';
import { signInAsDemoMember, usePhoneSession } from '../support/phone-session.ts';

// The VIP daily reward (product rules, "VIP levels") as the demo member (VIP 2, ₦150 a day) meets
// it on the VIP levels page: short of the day's stake, ready once ₦1,000 is staked, claimed into
// the available balance (the bill's "VIP daily reward"), once a day; and the next day's card
// when midnight passes with the page open.

const session = usePhoneSession({ DEMO_SEED: 'true', TEST_CLOCK_CONTROL: 'true' });
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.tmp/vip-reward');
const VIP_PAGE = '/pages/me/help/vipLev';

const token = () => session.page.evaluate(() => localStorage.getItem('token_mytrade'));
/** The member API as another device of the member's calls it, with the session the phone signed in with; the whole envelope. */
const call = async (pathname: string, body?: unknown) => memberCall(session.server.url, await token(), pathname, body);
/** The same, answering its data (and failing the test on a refusal). */
async function member(pathname: string, body?: unknown): Promise<any> {
  const answer = await call(pathname, body);
  if (answer.code !== 200) throw new Error(`${pathname}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A bet on FT 1-1 of the first match open for betting, placed from another device. */
async function placeBet(stake: number) {
  for (let day = 0; day <= 6; day++) {
    const match = (await member(`/web/match/list?day=${day}`)).leagues.flatMap((l: any) => l.matches).find((m: any) => m.bettable);
    if (!match) continue;
    const detail = await member(`/web/match/detail?id=${match.id}`);
    const odds = detail.markets.find((m: any) => m.period === 'FT').selections.find((s: any) => s.selection === '1-1').correct.odds;
    return member('/web/bet/place', { matchId: match.id, period: 'FT', selection: '1-1', betType: 'correct', stake, odds, acceptAnyOdds: true });
  }
  throw new Error('no match open for betting');
}

const card = (page: Page) => page.getByTestId('vip-reward');
const cardText = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();
const lines = (page: Page) => page.getByTestId('vip-reward-lines').locator('p').allTextContents();

/** Opens the VIP levels page afresh (a reload, as a member coming back to it) and waits for the card in `state`. */
async function openVipPage(page: Page, state: string) {
  await page.goto(`${session.server.url}/#${VIP_PAGE}`);
  await page.reload();
  await page.locator(`[data-testid="vip-reward"][data-state="${state}"]`).waitFor();
}

/** A picture of the card as the member sees it, under their level. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return screenshot(page, name, shots);
}

describe('the VIP daily reward on the VIP levels page', () => {
  it('signs in as the demo member', () => signInAsDemoMember(session));

  it('shows how far the day’s stake is from the minimum, and leads to the matches', async () => {
    const { page } = session;
    await openVipPage(page, 'stake');
    await expect(cardText(page, 'vip-reward-staked')).resolves.toBe('₦0.00 of ₦1,000.00 staked today');
    // Placed from another device: the page, opened again, counts it.
    await placeBet(600_00);
    await openVipPage(page, 'stake');
    await expect(cardText(page, 'vip-reward-amount')).resolves.toBe('₦150.00');
    await expect(cardText(page, 'vip-reward-staked')).resolves.toBe('₦600.00 of ₦1,000.00 staked today');
    await expect(lines(page)).resolves.toEqual(['Stake ₦400.00 more today to claim it.']);
    await expect(page.getByRole('progressbar', { name: 'Staked today towards the reward' }).getAttribute('aria-valuenow')).resolves.toBe('60');
    // Right under the member's level.
    const yours = (await page.getByTestId('vip-yours').boundingBox())!;
    const box = (await card(page).boundingBox())!;
    expect(box.y).toBeGreaterThan(yours.y + yours.height);
    expect(box.y - (yours.y + yours.height)).toBeLessThan(20);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await overlaysGone(page);
    await shoot(page, '1-stake');

    await page.getByTestId('vip-reward-matches').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/match/match'));
  });

  it('offers the claim once ₦1,000 is staked today; one tap pays ₦150.00 into the balance, once', async () => {
    const { page } = session;
    const bet = await placeBet(400_00);
    // The bet that reached the minimum says so where the member is, on its success page, and leads to the claim.
    await page.goto(`${session.server.url}/#/pages/match/order-success?id=${bet.id}`);
    const note = page.getByTestId('order-success-reward');
    await note.waitFor();
    await expect(note.textContent()).resolves.toBe('Your VIP daily reward is readyYou have staked ₦1,000.00 today: ₦150.00 is yours to claim on the VIP levels page.Go to claim');
    await overlaysGone(page);
    await screenshot(page, '0-success-note', shots);
    await page.getByTestId('order-success-reward-claim').click();
    await page.locator('[data-testid="vip-reward"][data-state="ready"]').waitFor();
    await openVipPage(page, 'ready');
    await expect(lines(page)).resolves.toEqual(['You have staked ₦1,000.00 today: your reward is ready.']);
    await expect(cardText(page, 'vip-reward-claim')).resolves.toBe('Claim ₦150.00');
    await overlaysGone(page);
    await shoot(page, '2-ready');

    const before = (await member('/web/wallet/summary')).available as number;
    // The answer held back a moment: the button shows it is working and takes no second tap.
    let claims = 0;
    await page.route('**/web/vip/reward/claim', async (route) => {
      claims++;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const toasts = await watchToasts(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/web/vip/reward/claim'));
    const button = page.getByTestId('vip-reward-claim');
    await button.click();
    await expect.poll(() => button.getAttribute('class')).toContain('adm-button-loading');
    await expect(button.isDisabled()).resolves.toBe(true);
    await button.click({ force: true }).catch(() => undefined);
    const claimed = (await (await answer).json()) as { code: number; data: { state: string; amount: number; claimedAt: string } };
    await page.unroute('**/web/vip/reward/claim');
    expect(claims).toBe(1);
    expect(claimed.code).toBe(200);
    expect(claimed.data).toMatchObject({ state: 'claimed', amount: 150_00 });

    await expect.poll(toasts).toContain('₦150.00 added to your balance');
    await page.locator('[data-testid="vip-reward"][data-state="claimed"]').waitFor();
    await shoot(page, '3-claimed-toast');
    const at = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Lagos' }).format(new Date(claimed.data.claimedAt));
    await expect(lines(page)).resolves.toEqual([`Claimed ₦150.00 at ${at}`, 'Next reward from midnight']);
    await expect(page.getByTestId('vip-reward-claim').count()).resolves.toBe(0);
    // The focus Claim held stays on the card, on what it says now (not dropped to the page's top).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('vip-reward-lines');
    await overlaysGone(page);
    await shoot(page, '4-claimed');

    const after = (await member('/web/wallet/summary')).available as number;
    expect(after - before).toBe(150_00);

    // A second claim, from anywhere, is refused: already claimed today.
    const again = await call('/web/vip/reward/claim', {});
    expect(again.code).toBe(7050);
  });

  it('lists the reward in the bill', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/#/pages/me/report/bill`);
    const line = page.locator('[data-testid="bill-row"][data-kind="vip_reward"]');
    await line.first().waitFor();
    await expect(line.count()).resolves.toBe(1);
    const text = (await line.textContent()) ?? '';
    expect(text).toContain('VIP daily reward');
    expect(text).toContain('+₦150.00');
    await overlaysGone(page);
    await screenshot(page, '5-bill', shots);
  });

  it('says when it was claimed in Lagos time on a phone elsewhere', async () => {
    const { server } = session;
    const phone = await openPhone('Asia/Tokyo');
    try {
      const sessionToken = await token();
      await phone.page.goto(`${server.url}/#/pages/me/me`);
      await phone.page.evaluate((value) => localStorage.setItem('token_mytrade', value ?? ''), sessionToken);
      await phone.page.goto(`${server.url}/#${VIP_PAGE}`);
      await phone.page.reload();
      await phone.page.locator('[data-testid="vip-reward"][data-state="claimed"]').waitFor();
      const shown = await lines(phone.page);
      expect(shown[0]).toMatch(/^Claimed ₦150\.00 at \d\d:\d\d\u00a0GMT\+1$/);
      expect(shown[1]).toBe('Next reward from midnight\u00a0GMT+1');
      await overlaysGone(phone.page);
      await screenshot(phone.page, '6-claimed-abroad', shots);
    } finally {
      await phone.close();
    }
  });

  it('turns into the next day’s card at midnight, the page left open', async () => {
    const { page, server } = session;
    await openVipPage(page, 'claimed');
    const today = await member('/web/vip/reward');
    // To three seconds before the operator's midnight; the app learns the server's time from the next answer.
    const serverNow = Date.parse((await member('/web/match/list?day=0')).serverTime);
    await advanceServerClock(server.url, Date.parse(today.nextDayAt) - serverNow - 3_000);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.locator('[data-testid="vip-reward"][data-state="stake"]').waitFor({ timeout: 20_000 });
    await expect(cardText(page, 'vip-reward-staked')).resolves.toBe('₦0.00 of ₦1,000.00 staked today');
    const tomorrow = await member('/web/vip/reward');
    expect(tomorrow.day).not.toBe(today.day);
    await overlaysGone(page);
    await shoot(page, '7-next-day');
    // The same card in French and Thai, whose texts run longer.
    try {
      for (const [language, staked] of [['fr', '₦0.00 misés sur ₦1,000.00 aujourd’hui'], ['th', 'วันนี้เดิมพันแล้ว ₦0.00 จาก ₦1,000.00']] as const) {
        await page.evaluate((value) => localStorage.setItem('language', value), language);
        await openVipPage(page, 'stake');
        // Thai words are held together by word joiners (lib/thai-words.ts): not part of what is read.
        await expect.poll(async () => (await cardText(page, 'vip-reward-staked'))?.replace(/\u2060/g, '')).toBe(staked);
        await overlaysGone(page);
        await shoot(page, `7-next-day-${language}`);
      }
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
    }
  });

  it('warns, before a bet is cancelled, that today’s reward not yet claimed goes with the VIP level (QA)', async () => {
    const { page, server } = session;
    const bet = await placeBet(1_000_00);
    await openVipPage(page, 'ready');
    await page.goto(`${server.url}/#/pages/match/order-view?id=${bet.id}`);
    await page.getByTestId('order-cancel').click();
    const note = page.locator('.adm-dialog').getByTestId('cancel-reward-note');
    await note.waitFor();
    await expect(note.textContent()).resolves.toBe('Today’s ₦150.00 VIP reward, not yet claimed, is lost with it: claim it first on the VIP levels page.');
    await screenshot(page, '9-cancel-warns', shots);
    // Kept: nothing cancelled, the reward still there.
    await page.locator('.adm-dialog').getByText('Keep it').click();
    await page.locator('.adm-dialog').waitFor({ state: 'hidden' });
    expect((await member('/web/vip/reward')).state).toBe('ready');
  });

  it('says a refusal in words and shows the truth: a bet cancelled elsewhere took the level to 0, which has no reward', async () => {
    const { page } = session;
    const bet = await placeBet(1_000_00);
    await openVipPage(page, 'ready');
    // From another device, the member cancels it: the day's stake goes back and the level goes to 0.
    await member('/web/bet/cancel', { betId: bet.id });
    const toasts = await watchToasts(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/web/vip/reward/claim'));
    await page.getByTestId('vip-reward-claim').click();
    expect(((await (await answer).json()) as { code: number }).code).toBe(7052);
    await expect.poll(toasts).toContain('VIP level 0 has no daily reward. Deposits raise your level.');
    await page.locator('[data-testid="vip-reward"][data-state="none"]').waitFor();
    await expect(lines(page)).resolves.toEqual(['VIP 0 has no daily reward.', 'VIP 1 is the first level with one: ₦50.00 a day, once ₦1,000.00 is staked that day. Your deposits raise your level.']);
    await expect(page.getByTestId('vip-reward-amount').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid="vip-reward"] button').count()).resolves.toBe(0);
    // The member's level above it, read again with it, agrees.
    await expect.poll(() => page.getByTestId('vip-yours').textContent()).toContain('VIP 0');
    await overlaysGone(page);
    await shoot(page, '8-none');
  });
});
