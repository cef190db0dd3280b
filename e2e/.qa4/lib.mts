import { chromium, type Page, type Browser } from 'playwright-core';
export const BASE = 'http://localhost:3414/';
export const SHOTS = '/tmp/qa4/shots/';
export async function launch(opts: { width?: number; height?: number } = {}) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true });
  const ctx = await browser.newContext({ viewport: { width: opts.width ?? 390, height: opts.height ?? 844 }, deviceScaleFactor: 1, bypassCSP: true });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  return { browser, ctx, page };
}
export async function login(page: Page, lang?: string) {
  await page.goto(BASE + '#/pages/login');
  if (lang) { await page.evaluate((l) => localStorage.setItem('language', l), lang); await page.reload(); }
  await page.waitForSelector('[data-testid=login-captcha-image][data-answer]');
  const ans = await page.getAttribute('[data-testid=login-captcha-image]', 'data-answer');
  await page.fill('[data-testid=login-account] input', 'demo_player');
  await page.fill('[data-testid=login-password] input', 'Scoreline2026');
  await page.fill('[data-testid=login-captcha] input', ans!);
  await page.click('[data-testid=login-submit]');
  await page.waitForURL((u) => !u.hash.includes('login'));
  await page.waitForTimeout(1500);
}
export async function axe(page: Page, label: string) {
  await page.addScriptTag({ path: '/tmp/qa4/node_modules/axe-core/axe.min.js' });
  const res: any = await page.evaluate(async () => (window as any).axe.run(document, { resultTypes: ['violations'] }));
  const out = res.violations.map((v: any) => `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})\n` + v.nodes.slice(0, 6).map((n: any) => `      ${n.target.join(' ')} :: ${(n.failureSummary || '').replace(/\n/g, ' | ').slice(0, 260)}`).join('\n')).join('\n');
  console.log(`=== AXE ${label}: ${res.violations.length} violations\n${out}`);
}
export async function tabWalk(page: Page, label: string, n = 40) {
  await page.evaluate(() => (document.activeElement as HTMLElement)?.blur());
  await page.evaluate(() => { document.body.tabIndex = -1; document.body.focus(); document.body.removeAttribute('tabindex'); });
  const seen: string[] = [];
  for (let i = 0; i < n; i++) {
    await page.keyboard.press('Tab');
    const d = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'BODY';
      const r = el.getBoundingClientRect();
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? '[role=' + el.getAttribute('role') + ']' : ''} tid=${el.getAttribute('data-testid') ?? el.closest('[data-testid]')?.getAttribute('data-testid')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(r.width)}x${Math.round(r.height)}`;
    });
    if (seen.length && d === seen[0]) break;
    seen.push(d);
  }
  console.log(`=== TAB ${label}\n` + seen.map((s, i) => `  ${i + 1}. ${s}`).join('\n'));
}
export async function shot(page: Page, name: string, full = false) { await page.screenshot({ path: SHOTS + name + '.png', fullPage: full }); }
