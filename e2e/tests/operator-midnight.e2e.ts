import { describe, expect, it } from 'vitest';
import { advanceServerClock } from '../support/server.ts';
import { signInAsDemoMember, usePhoneSession } from '../support/phone-session.ts';

// The operator's day rolls over on every page at its midnight (Lagos), not at the next periodic
// reading: the results kept the old days under "Today" up to 44 s after midnight, and My bets
// its old "today" (QA), beside a match list that had rolled within a second.

const session = usePhoneSession({ DEMO_SEED: 'true', TEST_CLOCK_CONTROL: 'true' });
const LAGOS_OFFSET_MS = 3_600_000;

describe('the operator’s midnight', () => {
  it('rolls the results’ day chips within seconds of it', async () => {
    const { page, server } = session;
    await signInAsDemoMember(session);
    // The server's clock to 4 s before the next Lagos midnight.
    const now = await advanceServerClock(server.url, 0);
    const lagos = now.getTime() + LAGOS_OFFSET_MS;
    const nextMidnight = Math.ceil(lagos / 86_400_000) * 86_400_000 - LAGOS_OFFSET_MS;
    await advanceServerClock(server.url, nextMidnight - now.getTime() - 4_000);
    await page.goto(`${server.url}/#/pages/results/results`);
    const twoDaysBack = page.getByTestId('results-day--2');
    await twoDaysBack.waitFor();
    const before = await twoDaysBack.textContent();
    // The page has read the server's clock (its answers' Date) and waits for midnight itself.
    await expect.poll(() => twoDaysBack.textContent(), { timeout: 8_000 }).not.toBe(before);
  });
});
