import { describe, expect, it } from 'vitest';
import { memberCall } from '../support/member-api.ts';
import { adminCall, adminSignIn } from '../support/admin-api.ts';
import { openPhone, screenshot } from '../support/browser.ts';
import { signInAsDemoMember, usePhoneSession } from '../support/phone-session.ts';

// Pages a member leaves open while time moves on under them (QA, clocks): a question that no
// longer stands goes, and days are said to be the operator's on a phone whose clock is elsewhere.

const session = usePhoneSession({ DEMO_SEED: 'true' });

/** A member call with the session token the app stored at sign-in; its data. */
async function member(path: string, body?: unknown): Promise<any> {
  const token = await session.page.evaluate(() => localStorage.getItem('token_mytrade'));
  return (await memberCall(session.server.url, token, path, body)).data;
}

describe('a page left open', () => {
  it('closes "Cancel this bet?" at its match\'s closing, and says why, instead of a refusal about betting', async () => {
    const { page, server } = session;
    await signInAsDemoMember(session);
    const trader = await adminSignIn(server.url);
    const { serverTime } = await member('/web/match/list?day=0');
    const now = Date.parse(serverTime);
    const match = (await adminCall(server.url, trader, '/admin/api/matches/create', {
      league: 'E2E Late League', homeTeam: `Closing Soon ${process.pid}`, awayTeam: 'Left Open FC',
      kickOffAt: new Date(now + 30 * 60_000).toISOString(), closingAt: new Date(now + 15_000).toISOString(),
    })) as { id: number };
    await adminCall(server.url, trader, '/admin/api/matches/price', { matchId: match.id, rates: { home: 1.4, away: 1.1 } });
    const detail = await member(`/web/match/detail?id=${match.id}`);
    const odds = detail.markets.find((m: any) => m.period === 'FT').selections.find((s: any) => s.selection === '1-0').correct.odds;
    const bet = await member('/web/bet/place', { matchId: match.id, period: 'FT', selection: '1-0', betType: 'correct', stake: 100_00, odds });
    expect(bet.status).toBe('waiting');

    await page.goto(`${server.url}/#/pages/me/myorder?range=0&status=waiting`);
    const row = page.locator(`[data-testid="order-row"][data-id="${bet.id}"]`);
    await row.getByTestId('order-cancel').click();
    await page.getByRole('alertdialog', { name: /Cancel this bet\?/ }).waitFor();
    // Closing passes with the question open: it goes, unanswered, and the member is told the bet stands.
    await page.locator('.adm-dialog').waitFor({ state: 'detached', timeout: 25_000 });
    await expect.poll(() => page.locator('.adm-toast-main').textContent()).toContain('this bet can no longer be cancelled, and it stands');
    await expect(member(`/web/bet/detail?id=${bet.id}`)).resolves.toMatchObject({ status: 'waiting' });
    await expect(row.getByTestId('order-cancel').count()).resolves.toBe(0);
  });

  it('does not place a bet on a smaller VIP award than its slip showed: the slip says the new terms and takes the next tap (QA: ₦68.20 less, unsaid)', async () => {
    const { page, server } = session;
    // Matches open for betting on the first days that have any: today's have closed by the evening (CI ran at 19:27 in Lagos).
    const open: any[] = [];
    for (let day = 0; day <= 6 && open.length < 2; day++) {
      open.push(...(await member(`/web/match/list?day=${day}`)).leagues.flatMap((l: any) => l.matches).filter((m: any) => m.bettable));
    }
    const [first, second] = [open[0], open[1] ?? open[0]];
    const oddsOf = async (matchId: number, selection: string) =>
      (await member(`/web/match/detail?id=${matchId}`)).markets.find((m: any) => m.period === 'FT').selections.find((s: any) => s.selection === selection).correct.odds;
    // A bet to cancel "from another device" while the slip is open: the demo member is VIP 2.
    const other = await member('/web/bet/place', { matchId: first.id, period: 'FT', selection: '0-0', betType: 'correct', stake: 100_00, odds: await oddsOf(first.id, '0-0') });
    await page.goto(`${server.url}/#/pages/match/order-detail?id=${second.id}&period=FT&betType=correct&selection=2-1`);
    await page.locator('[data-testid="order-stake"] input, input[data-testid="order-stake"]').first().fill('1000');
    await expect.poll(() => page.locator('#root').textContent()).toMatch(/VIP award \(2%\)/);
    await member('/web/bet/cancel', { betId: other.id });
    const answer = page.waitForResponse((r) => r.url().endsWith('/web/bet/place'));
    await page.getByTestId('order-submit').click();
    expect((await (await answer).json()).code).toBe(7032);
    await expect.poll(() => page.locator('.adm-toast-main').textContent()).toContain('now a VIP award of 0%');
    // The slip, read again, shows the terms the next tap gets, and that tap places the bet.
    await expect.poll(() => page.locator('#root').textContent()).toMatch(/VIP award \(0%\)/);
    const placed = page.waitForResponse((r) => r.url().endsWith('/web/bet/place'));
    await page.getByTestId('order-submit').click();
    expect((await (await placed).json()).data).toMatchObject({ vipBonusBps: 0, status: 'waiting' });
  });

  it('names its days as the operator\'s (GMT+1) on a phone whose clock is in New York, as it does its times', async () => {
    const phone = await openPhone('America/New_York');
    try {
      const page = phone.page;
      await signInAsDemoMember({ server: session.server, page });
      await page.goto(`${session.server.url}/#/pages/me/myorder?range=0`);
      await expect.poll(() => page.getByTestId('range-span').textContent()).toMatch(/ GMT\+1$/);
      await page.goto(`${session.server.url}/#/pages/match/match`);
      await expect.poll(() => page.getByTestId('match-day-0').getByTestId('day-zone').textContent()).toBe('GMT+1');
      await expect(page.locator('.sl-days').first().getAttribute('aria-label')).resolves.toBe('Match day (GMT+1)');
      await screenshot(page, 'match-days-new-york');
    } finally {
      await phone.close();
    }
  });
});
