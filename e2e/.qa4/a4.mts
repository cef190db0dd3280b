import { launch, login, axe, tabWalk, shot, BASE } from './lib.mts';
const { browser, page } = await launch();
await login(page);
const focusDesc = () => page.evaluate(() => { const el = document.activeElement as HTMLElement; if (!el || el === document.body) return 'BODY'; return `${el.tagName} role=${el.getAttribute('role')} tid=${el.getAttribute('data-testid') ?? el.closest('[data-testid]')?.getAttribute('data-testid')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}" inDialog=${!!el.closest('[role=dialog],.adm-popup,.adm-center-popup-wrap')}`; });
await page.route('**/web/bank/accounts', async (route) => {
  if (route.request().method() !== 'GET') return route.continue();
  await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 200, msg: 'ok', data: [{ id: 999, bankCode: '058', bankName: 'GTBank', branchName: null, accountHolder: 'Demo Player', accountNumberMasked: '******1234', approvalStatus: 1, createdAt: '2026-11-01T10:00:00Z', approvedAt: '2026-11-01T11:00:00Z', refusalNote: null }] }) });
});
await page.goto(BASE + '#/pages/home/withdraw'); await page.waitForTimeout(1800);
await page.fill('[data-testid=withdraw-amount] input', '1000'); await page.waitForTimeout(1000);
await shot(page, 'withdraw-filled', true);
await page.focus('[data-testid=withdraw-submit]'); await page.keyboard.press('Enter'); await page.waitForTimeout(1500);
console.log('after submit focus', await focusDesc());
await shot(page, 'password-sheet');
console.log('dialogs', await page.evaluate(() => [...document.querySelectorAll('[role=dialog]')].map(d => `${d.className} modal=${d.getAttribute('aria-modal')} label=${d.getAttribute('aria-label')} visible=${(d as HTMLElement).offsetParent !== null}`).join('\n')));
await axe(page, 'password-sheet');
for (let i = 0; i < 8; i++) { await page.keyboard.press('Tab'); console.log('  tab', await focusDesc()); }
await page.keyboard.press('Escape'); await page.waitForTimeout(800);
console.log('sheet after Esc visible:', await page.locator('.sl-sheet__inner:visible').count());
await page.locator('.sl-sheet__close:visible').first().click().catch(() => {}); await page.waitForTimeout(800);
console.log('after close focus', await focusDesc());
// reopen, wrong password
await page.focus('[data-testid=withdraw-submit]'); await page.keyboard.press('Enter'); await page.waitForTimeout(1200);
await page.keyboard.type('000000'); await page.waitForTimeout(2500);
await shot(page, 'password-sheet-error');
console.log('sheet alerts', await page.evaluate(() => [...document.querySelectorAll('[role=alert]')].map(e => e.textContent).join(' | ')), 'focus', await focusDesc());
console.log('numkbd', await page.evaluate(() => { const k = document.querySelector('.adm-number-keyboard-popup, .sl-number-keyboard'); return k ? `${(k as HTMLElement).offsetHeight} keys=${[...k.querySelectorAll('[role=button]')].map(b => b.getAttribute('aria-label') + '/' + b.getAttribute('tabindex')).slice(0, 4).join(',')}` : 'none'; }));
await page.locator('.sl-sheet__close:visible').first().click().catch(() => {}); await page.waitForTimeout(600);
// order view cancel
await page.goto(BASE + '#/pages/me/myorder'); await page.waitForTimeout(1500);
await page.click('[data-testid=status-waiting]'); await page.waitForTimeout(1200);
await shot(page, 'myorder-waiting');
const row = page.locator('[data-testid=order-row]').first();
if (await row.count()) {
  await row.click(); await page.waitForTimeout(1500);
  console.log('order view url', page.url());
  await shot(page, 'order-view'); await shot(page, 'order-view-full', true); await axe(page, 'order-view');
  console.log('HEADINGS', await page.evaluate(() => [...document.querySelectorAll('h1,h2,h3')].map(h => h.tagName + ':' + h.textContent?.trim().slice(0, 30)).join(' / ')));
  await tabWalk(page, 'order-view', 15);
  const cancel = page.locator('button:has-text("Cancel")').last();
  console.log('cancel buttons', await page.locator('main button').allTextContents());
  const cb = page.locator('[data-testid*=cancel]').first();
  if (await cb.count()) {
    await cb.focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(1000);
    await shot(page, 'cancel-confirm');
    console.log('confirm dialog', await page.evaluate(() => [...document.querySelectorAll('[role=dialog]')].map(d => `modal=${d.getAttribute('aria-modal')} label=${d.getAttribute('aria-label')} text=${d.textContent?.slice(0, 150)}`).join('\n')), 'focus', await focusDesc());
    await page.keyboard.press('Escape'); await page.waitForTimeout(500);
    console.log('after esc dialog count', await page.locator('.adm-dialog-body:visible').count());
    await page.locator('.adm-dialog-button').first().click(); await page.waitForTimeout(800);
    console.log('after Keep focus', await focusDesc());
  }
}
// status chip contrast
await page.goto(BASE + '#/pages/me/myorder'); await page.waitForTimeout(1500);
console.log('CHIPS', await page.evaluate(() => [...new Set([...document.querySelectorAll('.sl-status')].map(s => { const cs = getComputedStyle(s); return `${s.getAttribute('data-tone')} "${s.textContent}" fg=${cs.color} bg=${cs.backgroundColor} fs=${cs.fontSize} fw=${cs.fontWeight} ${Math.round(s.getBoundingClientRect().height)}h`; }))].join('\n')));
await axe(page, 'myorder-all');
// results
await page.goto(BASE + '#/pages/results/results'); await page.waitForTimeout(1200);
await page.click('[data-testid=results-day--1]'); await page.waitForTimeout(1200);
await shot(page, 'results-yday'); await axe(page, 'results-yday');
console.log('RESULTS aria', (await page.locator('main').ariaSnapshot()).slice(0, 1500));
// tab bar + back
await page.goto(BASE + '#/pages/home/wallet'); await page.waitForTimeout(1200);
console.log('backbtn', await page.evaluate(() => { const b = document.querySelector('.adm-nav-bar-left'); const c = document.querySelector('.adm-nav-bar-back'); return `${b?.outerHTML.slice(0, 300)} tabindex=${c?.getAttribute('tabindex')}`; }));
console.log('tabbar', await page.evaluate(() => [...document.querySelectorAll('.adm-tab-bar-item')].map(t => `${t.tagName} role=${t.getAttribute('role')} tabindex=${t.getAttribute('tabindex')} aria-current=${t.getAttribute('aria-current')}`).join(' | ')));
await browser.close();
