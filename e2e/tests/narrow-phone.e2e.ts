import { describe, expect, it } from 'vitest';
import { overlaysGone, screenshot } from '../support/browser.ts';
import { layoutFaults } from '../support/layout-probe.ts';
import { smallTouchTargets } from '../support/touch-targets.ts';
import { fieldInput, signInAsDemoMember, usePhoneSession } from '../support/phone-session.ts';

// The member app on a 360 px phone (the narrowest common Android width) in French and Thai (the
// longest words, and no spaces) and in English: no text cut short, no box out of its card, no page
// that scrolls sideways. A QA pass found 22 such faults here; this keeps them found. And no control
// a finger can miss: each takes a tap over 44 x 44 px (after the layout, as it scrolls the page).

const session = usePhoneSession({ DEMO_SEED: 'true' });
const go = (hash: string) => session.page.goto(`${session.server.url}/#${hash}`);

/** The faults of the page once `ready` is on screen, with a screenshot to look at. */
async function faultsOf(name: string, ready: string): Promise<string[]> {
  // Tab pages stay mounted (hidden) behind the one on screen: wait for the shown one.
  await session.page.locator(`[data-testid="${ready}"]:visible`).first().waitFor();
  // Fonts and lazily loaded styles settle before measuring.
  await session.page.evaluate(() => document.fonts.ready);
  await session.page.waitForTimeout(300);
  await screenshot(session.page, `narrow-${name}`);
  const layout = await layoutFaults(session.page);
  // A toast over the page would take the taps it covers.
  await overlaysGone(session.page);
  const taps = (await smallTouchTargets(session.page)).map((f) => `finger: ${f}`);
  return [...layout, ...taps].map((f) => `${name}: ${f}`);
}

async function useLanguage(lang: 'fr' | 'th' | 'en') {
  await go('/pages/home/index');
  await session.page.getByTestId('menu-toggle').click();
  await session.page.getByTestId('menu-language').click();
  await session.page.getByTestId(`lang-${lang}`).click();
  await session.page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

describe('member app at 360 x 740', () => {
  it('shows the sign-in and registration pages whole, every control a finger\'s size', async () => {
    await session.page.setViewportSize({ width: 360, height: 740 });
    await go('/pages/register');
    const faults = await faultsOf('register', 'register-submit');
    await go('/pages/login');
    faults.push(...(await faultsOf('login', 'login-submit')));
    expect(faults).toEqual([]);
  });

  it('signs in as the demo member', async () => {
    await signInAsDemoMember(session);
    await session.page.setViewportSize({ width: 360, height: 740 });
  });

  for (const lang of ['fr', 'th', 'en'] as const) {
    it(`shows every page whole in ${lang}`, async () => {
      await useLanguage(lang);
      const faults: string[] = [];
      const page = async (hash: string, name: string, ready: string) => {
        await go(hash);
        faults.push(...(await faultsOf(`${lang}-${name}`, ready)));
      };
      await page('/pages/home/index', 'home', 'home-balance');
      // The demo's open matches are on the next days (which, depends on the hour): the first day that has some.
      await go('/pages/match/match');
      const cards = session.page.locator('[data-testid="match-card"][data-bettable="true"]:visible');
      for (let day = 0; day < 4 && !(await cards.count()); day++) {
        await session.page.getByTestId(`match-day-${day}`).click();
        await cards.first().waitFor({ timeout: 3_000 }).catch(() => undefined);
      }
      faults.push(...(await faultsOf(`${lang}-match`, 'match-card')));
      await cards.first().click();
      await session.page.getByTestId('detail-period-FT').click();
      await session.page.getByTestId('detail-type-incorrect').click();
      faults.push(...(await faultsOf(`${lang}-detail-ft-incorrect`, 'odds-cell-4-4')));
      await session.page.getByTestId('detail-type-correct').click();
      faults.push(...(await faultsOf(`${lang}-detail-ft-correct`, 'odds-cell-4-4')));
      // An incorrect-score slip has the longest market name ("Temps réglementaire · Score incorrect").
      await session.page.getByTestId('detail-type-incorrect').click();
      await session.page.getByTestId('odds-cell-1-1').click();
      await fieldInput(session.page, 'order-stake').fill('50000');
      faults.push(...(await faultsOf(`${lang}-slip`, 'order-submit')));
      // The price stays beside the pick, not pushed under it.
      const [pick, odds] = await Promise.all(['.sl-pick__main', '.sl-pick__odds'].map((c) => session.page.locator(c).boundingBox()));
      expect(odds!.y, 'the slip\'s price sits beside the pick').toBeLessThan(pick!.y + pick!.height / 2);
      await page('/pages/me/me', 'me', 'me-username');
      await page('/pages/home/wallet', 'wallet', 'wallet-available');
      await page('/pages/home/recharge', 'recharge', 'recharge-daily');
      await page('/pages/home/withdraw', 'withdraw', 'withdraw-rules');
      await page('/pages/me/security/index', 'security', 'security-page');
      await page('/pages/me/security/fpmodification', 'fp', 'fp-submit');
      await page('/pages/me/myorder', 'myorder', 'order-row');
      await page('/pages/me/report/bill', 'bill', 'bill-row');
      await page('/pages/results/results', 'results', 'results-page');
      expect(faults).toEqual([]);
    });
  }
  it('sets a long word of a team\'s name smaller to keep it whole on a match\'s page (QA: "Mönchengladbach|er", "WOLVERHAMPT|ON")', async () => {
    const { page } = session;
    await page.route('**/web/match/detail?*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      Object.assign(body.data.match, { homeTeam: 'Mönchengladbacher Borussia', awayTeam: 'WOLVERHAMPTON Wanderers' });
      await route.fulfill({ response, json: body });
    });
    try {
      await go('/pages/match/match-detail?id=1');
      await expect.poll(() => page.locator('.sl-match-hero__team [data-testid="team-name"]').first().textContent()).toBe('Mönchengladbacher Borussia');
      await page.evaluate(() => document.fonts.ready);
      // Every word on one line: as tall as the shortest word (a word broken inside itself is two lines).
      const heights = await page.locator('.sl-match-hero__team .sl-team-name__word').evaluateAll((words) => words.map((w) => w.getBoundingClientRect().height));
      expect(heights).toHaveLength(4);
      expect(Math.max(...heights)).toBeLessThan(Math.min(...heights) + 2);
      await screenshot(page, 'narrow-detail-long-team-words');
    } finally {
      await page.unroute('**/web/match/detail?*');
    }
  });

  it('keeps a balance of ten million naira whole on a 320 px phone, and Withdraw beside its icon (QA: the last digit cut)', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.route('**/web/wallet/summary', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.available = 1_005_560_320;
      await route.fulfill({ response, json: body });
    });
    try {
      await go('/pages/home/wallet');
      const amount = page.getByTestId('wallet-available');
      await expect.poll(() => amount.textContent()).toBe('₦10,055,603.20');
      const fit = await amount.evaluate((el) => ({ needs: el.scrollWidth, has: el.clientWidth }));
      expect(fit.needs).toBeLessThanOrEqual(fit.has);
      // One line: icon and word (a wrapped label is two lines, about 44 px, in a 48 px button).
      const label = await page.getByTestId('wallet-withdraw').evaluate((el) => el.firstElementChild!.getBoundingClientRect().height);
      expect(label).toBeLessThan(30);
      await screenshot(page, 'narrow-320-wallet-ten-million');
    } finally {
      await page.unroute('**/web/wallet/summary');
      await page.setViewportSize({ width: 360, height: 740 });
    }
  });
});
