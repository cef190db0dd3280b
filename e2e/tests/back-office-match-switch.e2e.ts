import { memberCall } from '../support/member-api.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, adminSignIn } from '../support/admin-api.ts';
import { signInAdminInBrowser } from '../support/admin-browser.ts';
import { adminInput, dialogOpened } from '../support/admin-screens.ts';
import { screenshot } from '../support/browser.ts';
import { useDesktopSession } from '../support/browser-session.ts';
import { advanceServerClock } from '../support/server.ts';

// The back office going from one match to another by address, at 1366x768: the first match is
// priced from its Prices tab (its message clear of the drawer opened next), the demo member
// bets on its first half, and after kick-off its Results tab refuses a full time before the
// half time; the second match's Results tab, opened by address, starts empty, and the refusal
// goes once the first match is voided.

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

const session = useDesktopSession({ DEMO_SEED: 'true', TEST_CLOCK_CONTROL: 'true' });
let adminToken: string;
let memberToken: string;
const matchIds: number[] = [];

beforeAll(async () => {
  const { server, page } = session;
  // The API sign-in takes the previous 30-second step's code, the sign-in page the next one's.
  adminToken = await adminSignIn(server.url);
  await signInAdminInBrowser(page, server.url);
  const captcha = (await member('/web/member/captcha')).data;
  memberToken = (await member('/web/member/login', { account: 'demo_player', password: 'Scoreline2026', captchaId: captcha.captchaId, captcha: captcha.answer })).data.token;
  const now = await advanceServerClock(server.url, 0);
  for (const [home, away] of [['Switch Rovers', 'Address FC'], ['Switch United', 'Hash Athletic']]) {
    const created = await adminCall(server.url, adminToken, '/admin/api/matches/create', { league: 'E2E Switch League', homeTeam: `${home} ${process.pid}`, awayTeam: away, kickOffAt: new Date(now.getTime() + 10 * 60_000).toISOString() });
    matchIds.push(created.id);
  }
});

/** A member API call with the demo member's token (POSTs carry a fresh idempotency key). */
const member = (pathname: string, body?: unknown) => memberCall(session.server.url, memberToken, pathname, body);

const resultsOf = async (matchId: number) => {
  await session.page.goto(`${session.server.url}/admin/#/matches/${matchId}?tab=results`);
  await poll(() => session.page.getByTestId('match-title').textContent()).toContain(matchId === matchIds[0] ? 'Switch Rovers' : 'Switch United');
  await session.page.getByTestId('results-card').waitFor();
};

describe('back office from one match to another', () => {
  it('says "Match priced" below the price drawer’s title opened at once (QA: the message covered "Selection FT 1-1")', async () => {
    const [first] = matchIds as [number];
    await session.page.goto(`${session.server.url}/admin/#/matches/${first}`);
    await adminInput(session.page, 'rate-home').fill('1.4');
    await adminInput(session.page, 'rate-away').fill('1.1');
    await session.page.getByTestId('price-match').click();
    await session.page.locator('.ant-modal-confirm').getByRole('button', { name: 'Price' }).click();
    const message = session.page.locator('.ant-message-notice', { hasText: 'Match priced' });
    await message.waitFor();
    await session.page.getByTestId('odds-cell-1-1').click();
    const title = session.page.locator('.ant-drawer-title', { hasText: 'Selection FT 1-1' });
    await title.waitFor();
    // Both settled in place (the drawer slides in, the message drops down).
    await session.page.waitForTimeout(400);
    const [m, t] = [await message.boundingBox(), await title.boundingBox()];
    expect(m && t).toBeTruthy();
    const overlaps = m!.x < t!.x + t!.width && t!.x < m!.x + m!.width && m!.y < t!.y + t!.height && t!.y < m!.y + m!.height;
    await screenshot(session.page, 'back-office-priced-drawer');
    expect(overlaps, `message ${JSON.stringify(m)} over the title ${JSON.stringify(t)}`).toBe(false);
    await session.page.locator('.ant-drawer-close').click();
  });

  it('starts the next match’s Results tab empty, and forgets a refusal once the match it was about is voided (QA: #16 showed #15’s 1-0 and its refusal)', async () => {
    const [first, second] = matchIds as [number, number];
    const detail = await member(`/web/match/detail?id=${first}`);
    const selection = detail.data.markets.find((m: any) => m.period === 'HT').selections.find((s: any) => s.selection === '0-0');
    expect((await member('/web/bet/place', { matchId: first, period: 'HT', selection: '0-0', betType: 'correct', stake: 100_000, odds: selection.correct.odds, acceptAnyOdds: true })).code).toBe(200);
    await session.page.clock.setSystemTime(await advanceServerClock(session.server.url, 11 * 60_000));

    // The second match seen first: its page then comes back at once, from what was read of it.
    await resultsOf(second);
    await resultsOf(first);
    await adminInput(session.page, 'score-home').fill('1');
    await adminInput(session.page, 'score-away').fill('0');
    await session.page.getByTestId('enter-result').click();
    await poll(() => session.page.getByTestId('score-error').textContent()).toBe('Enter the half-time score first: 1 first-half bet is waiting for it');

    await resultsOf(second);
    await expect(adminInput(session.page, 'score-home').inputValue()).resolves.toBe('');
    await expect(adminInput(session.page, 'score-away').inputValue()).resolves.toBe('');
    expect(await session.page.getByTestId('score-error').count()).toBe(0);

    await resultsOf(first);
    await adminInput(session.page, 'score-home').fill('1');
    await adminInput(session.page, 'score-away').fill('0');
    await session.page.getByTestId('enter-result').click();
    await session.page.getByTestId('score-error').waitFor();
    await session.page.getByRole('button', { name: 'Void…' }).click();
    await dialogOpened(session.page);
    await expect(session.page.locator('.ant-modal .ant-form-item', { has: session.page.getByTestId('action-reason') }).textContent()).resolves.toContain('Reason, shown to members as typed');
    await session.page.getByTestId('action-reason').fill('the stadium was closed by the police');
    await session.page.getByTestId('action-ok').click();
    await poll(() => session.page.getByTestId('results-closed-state').textContent()).toContain('This match is void');
    expect(await session.page.getByTestId('score-error').count()).toBe(0);
    await screenshot(session.page, 'back-office-voided-after-refusal');
  });
});
