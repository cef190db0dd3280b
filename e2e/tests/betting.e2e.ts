import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { fieldInput, signInAsDemoMember, usePhoneSession } from '../support/phone-session.ts';

// The betting journey as far as the betting issue has come: the demo member opens a demo
// match, bets on full-time correct score 2-1, sees the bet confirmed and the stake frozen,
// then cancels it after the warning that the VIP level drops to 0. (Results and settlement
// join this journey when they exist.)

const session = usePhoneSession({ DEMO_SEED: 'true' });
const input = (testId: string) => fieldInput(session.page, testId);
let betId = 0;

describe('betting journey (demo matches)', () => {
  it('signs in as the demo member', () => signInAsDemoMember(session));

  it('opens a match and bets ₦1,000 on full-time correct score 2-1', async () => {
    await session.page.getByTestId('tab-match').click();
    await session.page.getByTestId('match-card').first().click();
    await session.page.getByTestId('detail-period-FT').click();
    await session.page.getByTestId('detail-type-correct').click();
    await session.page.getByTestId('odds-cell-2-1').click();
    await input('order-stake').fill('1000');
    const answer = session.page.waitForResponse((r) => r.url().endsWith('/web/bet/place'));
    await session.page.getByTestId('order-submit').click();
    const placed = await (await answer).json();
    expect(placed.code).toBe(200);
    expect(placed.data).toMatchObject({ period: 'FT', selection: '2-1', betType: 'correct', stake: 100_000, status: 'waiting' });
    betId = placed.data.id;
    await session.page.getByTestId('order-success').waitFor();
    await screenshot(session.page, 'order-success');
  });

  it('shows the stake frozen in the wallet', async () => {
    await session.page.goto(`${session.server.url}/#/pages/home/wallet`);
    await session.page.waitForFunction(() => document.querySelector('[data-testid="wallet-frozen"]')?.textContent?.includes('1,000.00'));
  });

  it('cancels the bet after the VIP warning, and the stake returns', async () => {
    await session.page.goto(`${session.server.url}/#/pages/match/order-view?id=${betId}`);
    await session.page.getByTestId('order-cancel').click();
    const answer = session.page.waitForResponse((r) => r.url().endsWith('/web/bet/cancel'));
    // The confirmation warns that the VIP level drops to 0; its confirm button is the last "Cancel order".
    await session.page.getByText('cancelling resets your VIP level to 0').first().waitFor();
    await session.page.getByRole('button', { name: 'Cancel order' }).last().click();
    expect((await (await answer).json()).data.status).toBe('revoked');
    await session.page.goto(`${session.server.url}/#/pages/home/wallet`);
    await session.page.waitForFunction(() => document.querySelector('[data-testid="wallet-frozen"]')?.textContent?.includes('0.00'));
    await session.page.goto(`${session.server.url}/#/pages/me/myorder`);
    await session.page.getByTestId('order-row').first().waitFor();
    await expect(session.page.getByTestId('order-status').first().textContent()).resolves.toMatch(/revoked|cancel/i);
    await screenshot(session.page, 'my-orders');
  });
});
