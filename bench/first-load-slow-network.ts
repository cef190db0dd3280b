// First load of the member app on a slow phone network: how long, with nothing cached, until a
// visitor sees the sign-in form, and until a signed-in member who opens the app sees the balance.
// Debian's chromium at 390x844 against the real server (PGlite, demo data), with the network
// throttled by Chrome's own emulation (the cache off, so every file comes over the line).
//
//   npm run build -w apps/web && node --import tsx bench/first-load-slow-network.ts
//
// NETWORKS=slow3g,fast3g picks the lines (default both); REPEAT=2 runs each case that many times;
// WEB_DIST=<dir> measures another build.
// Prints each run's figures and exits 0: there is no target in an issue yet, only figures to keep.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from 'playwright-core';
import { openPhone, solveCaptcha } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

// Chrome DevTools' presets: latency is the round trip the emulation adds to every request.
const NETWORKS = {
  slow3g: { latency: 2_000, kbit: 400 },
  fast3g: { latency: 563, kbit: 1_475 },
} as const;
type TNetwork = keyof typeof NETWORKS;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const networks = (process.env.NETWORKS ?? 'slow3g,fast3g').split(',') as TNetwork[];
const repeat = Number(process.env.REPEAT ?? 2);
// WEB_DIST: another build to compare (the server serves it as it would apps/web/dist).
const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');

type TRun = { shownMs: number; requests: number; kib: number; balanceReadMs?: number };

async function throttle(page: Page, network: TNetwork): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  const { latency, kbit } = NETWORKS[network];
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: (kbit * 1000) / 8, uploadThroughput: (kbit * 1000) / 8 });
  return cdp;
}

/** Loads `url` afresh over the throttled line and times `shown`; counts what came over it meanwhile. */
async function timeLoad(page: Page, network: TNetwork, url: string, shown: () => Promise<unknown>): Promise<TRun> {
  await page.goto('about:blank');
  const cdp = await throttle(page, network);
  let requests = 0;
  let bytes = 0;
  let balanceReadMs: number | undefined;
  const t0 = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests += 1;
    if (balanceReadMs === undefined && event.request.url.includes('/web/ods/member/getLoginMember')) balanceReadMs = Date.now() - t0;
  });
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  await page.goto(url);
  await shown();
  const shownMs = Date.now() - t0;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.detach();
  return { shownMs, requests, kib: bytes / 1024, balanceReadMs };
}

const line = (name: string, run: TRun) =>
  `  ${name.padEnd(44)} ${(run.shownMs / 1000).toFixed(1).padStart(5)} s  ${String(run.requests).padStart(3)} requests  ${run.kib.toFixed(0).padStart(4)} KiB` +
  (run.balanceReadMs === undefined ? '' : `  (balance asked for at ${(run.balanceReadMs / 1000).toFixed(1)} s)`);

const server = await startServer({ DEMO_SEED: 'true', WEB_DIST: webDist });
const phone = await openPhone();
try {
  const { page } = phone;
  console.log(`First load of the member app, nothing cached, chromium 390x844; ${path.relative(root, webDist)}; ${repeat} run(s) per case`);
  for (const network of networks) {
    const { latency, kbit } = NETWORKS[network];
    console.log(`\n${network}: ${latency} ms added per request, ${kbit} kbit/s`);
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    for (let i = 0; i < repeat; i += 1) {
      await page.goto(`${server.url}/#/pages/login`);
      await page.evaluate(() => localStorage.clear());
      const visitor = await timeLoad(page, network, `${server.url}/`, () => page.getByTestId('login-submit').waitFor({ timeout: 120_000 }));
      console.log(line('a visitor: the sign-in form', visitor));
    }
    // Signed in on a fast line, then opened again over the slow one.
    await page.goto(`${server.url}/#/pages/login`);
    await page.locator('[data-testid="login-account"] input').fill('demo_player');
    await page.locator('[data-testid="login-password"] input').fill('Scoreline2026');
    await solveCaptcha(page, 'login');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-balance').waitFor();
    for (let i = 0; i < repeat; i += 1) {
      const member = await timeLoad(page, network, `${server.url}/#/`, () =>
        page.waitForFunction(() => /\u20a6\d/.test(document.querySelector('[data-testid="home-balance"]')?.textContent ?? ''), undefined, { timeout: 120_000 }),
      );
      console.log(line('a signed-in member: Home with the balance', member));
    }
  }
} finally {
  await phone.close();
  await server.stop();
}
