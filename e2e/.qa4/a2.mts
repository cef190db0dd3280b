import { launch, login, axe, tabWalk, shot, BASE } from './lib.mts';
const { browser, page } = await launch();
await login(page);
const focusDesc = () => page.evaluate(() => { const el = document.activeElement as HTMLElement; if (!el || el === document.body) return 'BODY'; return `${el.tagName} tid=${el.getAttribute('data-testid') ?? el.closest('[data-testid]')?.getAttribute('data-testid')} cls=${el.className?.toString().slice(0, 50)} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}" inDialog=${!!el.closest('[role=dialog],.adm-popup,.adm-center-popup-wrap,.adm-mask')}`; });
await page.goto(BASE + '#/pages/match/match'); await page.waitForTimeout(1500);
await page.click('[data-testid=match-card][data-bettable=true]'); await page.waitForTimeout(2000);
console.log('URL', page.url());
await shot(page, 'detail'); await shot(page, 'detail-full', true); await axe(page, 'detail');
console.log('HEADINGS', await page.evaluate(() => [...document.querySelectorAll('h1,h2,h3')].map(h => h.tagName + ':' + h.textContent?.trim().slice(0, 30)).join(' / ')));
console.log('CELLS', await page.evaluate(() => [...document.querySelectorAll('[data-testid^=odds-cell]')].map(c => `${c.getAttribute('aria-label')}|${c.getAttribute('data-state')}|dis=${(c as HTMLButtonElement).disabled}|${Math.round(c.getBoundingClientRect().width)}x${Math.round(c.getBoundingClientRect().height)}`).join('\n')));
console.log('GRID group label', await page.evaluate(() => document.querySelector('.sl-grid')?.getAttribute('aria-label')));
await tabWalk(page, 'detail', 60);
// countdown markup
console.log('COUNTDOWN', await page.evaluate(() => [...document.querySelectorAll('[data-testid=match-countdown]')].map(c => c.outerHTML.slice(0, 200) + ' live-anc=' + !!c.closest('[aria-live],[role=status],[role=timer],[role=alert]')).join('\n')));
// HT + incorrect
await page.click('[data-testid=detail-type-incorrect]'); await page.waitForTimeout(500); await shot(page, 'detail-incorrect');
await page.click('[data-testid=detail-type-correct]'); await page.waitForTimeout(300);
// open slip via keyboard
await page.focus('[data-testid^=odds-cell][data-state=open]'); await page.keyboard.press('Enter'); await page.waitForTimeout(2000);
console.log('SLIP URL', page.url(), 'focus after nav:', await focusDesc());
await shot(page, 'slip'); await shot(page, 'slip-full', true); await axe(page, 'slip');
console.log('HEADINGS', await page.evaluate(() => [...document.querySelectorAll('h1,h2,h3')].map(h => h.tagName + ':' + h.textContent?.trim().slice(0, 30)).join(' / ')));
await tabWalk(page, 'slip', 40);
console.log('stake input', await page.evaluate(() => { const i = document.querySelector('input[name=stake]')!; return `labelledby=${i.getAttribute('aria-labelledby')} label=${i.getAttribute('aria-label')} invalid=${i.getAttribute('aria-invalid')} describedby=${i.getAttribute('aria-describedby')}`; }));
// empty submit
await page.click('[data-testid=order-submit]'); await page.waitForTimeout(500);
console.log('ALERTS', await page.evaluate(() => [...document.querySelectorAll('[role=alert],[role=status],[aria-live]')].map(e => e.getAttribute('role') + ':' + e.textContent).join(' | ')));
console.log('focus after empty submit:', await focusDesc());
await shot(page, 'slip-error');
await page.click('[data-testid^=order-quick-]'); await page.waitForTimeout(500);
await shot(page, 'slip-filled');
// odds-changed: alter odds in request
let once = true;
await page.route('**/web/bet/place', async (route) => {
  if (!once) return route.continue(); once = false;
  const body = JSON.parse(route.request().postData()!); body.odds = body.odds + 7;
  await route.continue({ postData: JSON.stringify(body) });
});
await page.focus('[data-testid=order-submit]'); await page.keyboard.press('Enter'); await page.waitForTimeout(2000);
await shot(page, 'odds-changed');
console.log('DIALOG', await page.evaluate(() => [...document.querySelectorAll('[role=dialog]')].map(d => `${d.className} aria-modal=${d.getAttribute('aria-modal')} label=${d.getAttribute('aria-label')} labelledby=${d.getAttribute('aria-labelledby')} text=${d.textContent?.slice(0, 120)}`).join('\n')));
console.log('focus with dialog open:', await focusDesc());
await axe(page, 'odds-changed');
await page.keyboard.press('Escape'); await page.waitForTimeout(500);
console.log('dialog after Escape count', await page.locator('.adm-dialog').count(), await page.locator('.adm-center-popup-body:visible').count());
for (let i = 0; i < 4; i++) { await page.keyboard.press('Tab'); console.log('  tab in dialog', await focusDesc()); }
// accept via click
const btns = page.locator('.adm-dialog-button');
console.log('dialog buttons', await btns.allTextContents(), await page.evaluate(() => [...document.querySelectorAll('.adm-dialog-button')].map(b => b.tagName + ' ' + Math.round(b.getBoundingClientRect().height)).join(',')));
await btns.last().click(); await page.waitForTimeout(2500);
console.log('AFTER ACCEPT URL', page.url(), 'focus:', await focusDesc());
await shot(page, 'success'); await shot(page, 'success-full', true); await axe(page, 'success');
console.log('HEADINGS', await page.evaluate(() => [...document.querySelectorAll('h1,h2,h3')].map(h => h.tagName + ':' + h.textContent?.trim().slice(0, 30)).join(' / ')));
await tabWalk(page, 'success', 20);
console.log('title', await page.title());
await browser.close();
