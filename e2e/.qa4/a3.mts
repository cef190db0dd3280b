import { launch, login, axe, tabWalk, shot, BASE } from './lib.mts';
const { browser, page } = await launch();
await login(page);
const focusDesc = () => page.evaluate(() => { const el = document.activeElement as HTMLElement; if (!el || el === document.body) return 'BODY'; return `${el.tagName} role=${el.getAttribute('role')} tid=${el.getAttribute('data-testid') ?? el.closest('[data-testid]')?.getAttribute('data-testid')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}" inDialog=${!!el.closest('[role=dialog],.adm-popup,.adm-center-popup-wrap')}`; });
// 1. wallet password set via keyboard
await page.goto(BASE + '#/pages/me/security/fpmodification'); await page.waitForTimeout(1500);
await shot(page, 'fp'); await axe(page, 'fp'); await tabWalk(page, 'fp', 12);
console.log('passcode a11y', await page.evaluate(() => [...document.querySelectorAll('.adm-passcode-input')].map(p => `role=${p.getAttribute('role')} label=${p.getAttribute('aria-label')} tabindex=${p.getAttribute('tabindex')}`).join(' | ')));
await page.focus('[data-testid=fp-new] .adm-passcode-input'); await page.keyboard.type('135790');
await page.waitForTimeout(300);
console.log('after typing new, focus', await focusDesc());
console.log('passcode name after typing', await page.evaluate(() => { const s = (window as any); return document.querySelector('[data-testid=fp-new] .adm-passcode-input')?.textContent; }));
await shot(page, 'fp-typed');
await page.focus('[data-testid=fp-confirm] .adm-passcode-input'); await page.keyboard.type('135790'); await page.waitForTimeout(300);
await page.click('[data-testid=fp-submit]'); await page.waitForTimeout(2000);
console.log('after set url', page.url());
// 2. withdraw
await page.goto(BASE + '#/pages/home/withdraw'); await page.waitForTimeout(1500);
await page.click('[data-testid=withdraw-method-usdt]'); await page.waitForTimeout(600);
await shot(page, 'withdraw-usdt', true);
await page.click('[data-testid=withdraw-submit]'); await page.waitForTimeout(800);
await shot(page, 'withdraw-errors', true);
console.log('withdraw alerts', await page.evaluate(() => [...document.querySelectorAll('[role=alert]')].map(e => e.textContent).join(' | ')));
console.log('inputs', await page.evaluate(() => [...document.querySelectorAll('input')].map(i => `${i.name} label=${i.getAttribute('aria-label')} lb=${i.getAttribute('aria-labelledby')} invalid=${i.getAttribute('aria-invalid')} db=${i.getAttribute('aria-describedby')} id=${i.id} labelsEl=${(i as HTMLInputElement).labels?.length}`).join('\n')));
const snap = await page.locator('main').ariaSnapshot(); console.log('ARIA withdraw main\n' + snap.slice(0, 1800));
await page.fill('[data-testid=withdraw-usdt-address] input', 'TXYZabcdefghijkmnopqrstuvwxyz12345');
await page.fill('[data-testid=withdraw-amount] input', '20');
await page.waitForTimeout(800);
await page.focus('[data-testid=withdraw-submit]'); await page.keyboard.press('Enter'); await page.waitForTimeout(1500);
console.log('after submit focus', await focusDesc());
await shot(page, 'password-sheet');
console.log('dialogs', await page.evaluate(() => [...document.querySelectorAll('[role=dialog]')].map(d => `${d.className} modal=${d.getAttribute('aria-modal')} label=${d.getAttribute('aria-label')}`).join('\n')));
await axe(page, 'password-sheet');
for (let i = 0; i < 7; i++) { await page.keyboard.press('Tab'); console.log('  tab', await focusDesc()); }
await page.keyboard.press('Escape'); await page.waitForTimeout(800);
console.log('sheet after Esc visible:', await page.locator('[data-testid=withdraw-password]:visible, .sl-sheet:visible').count(), 'focus', await focusDesc());
await shot(page, 'password-sheet-after-esc');
// close with close button and check return focus
const closeBtn = page.locator('.sl-sheet__close:visible');
if (await closeBtn.count()) { await closeBtn.first().click(); await page.waitForTimeout(800); console.log('after close focus', await focusDesc()); }
// 3. me page language sheet
await page.goto(BASE + '#/pages/me/me'); await page.waitForTimeout(1500);
console.log('me list items', await page.evaluate(() => [...document.querySelectorAll('[data-testid^=me-menu]')].map(e => `${e.tagName} href=${e.getAttribute('href')} tabindex=${e.getAttribute('tabindex')} role=${e.getAttribute('role')}`).slice(0, 3).join(' | ')));
await page.click('[data-testid=me-menu-language]'); await page.waitForTimeout(800);
await shot(page, 'me-language-sheet');
console.log('focus after open lang sheet', await focusDesc());
console.log('sheet dom', await page.evaluate(() => { const s = document.querySelector('.adm-action-sheet'); const pop = s?.closest('.adm-popup'); return `popupRole=${pop?.getAttribute('role')} ${s?.outerHTML.slice(0, 600)}`; }));
await axe(page, 'me-language-sheet');
for (let i = 0; i < 4; i++) { await page.keyboard.press('Tab'); console.log('  tab', await focusDesc()); }
await page.keyboard.press('Escape'); await page.waitForTimeout(600);
console.log('after Esc action sheet visible', await page.locator('.adm-action-sheet:visible').count());
// choose French
if (!(await page.locator('.adm-action-sheet:visible').count())) { await page.click('[data-testid=me-menu-language]'); await page.waitForTimeout(600); }
await page.click('.adm-action-sheet-button-item:has-text("Français")'); await page.waitForTimeout(1500);
console.log('lang attr after FR', await page.evaluate(() => document.documentElement.lang));
await shot(page, 'me-fr');
// 4. home popup menu
await page.goto(BASE + '#/'); await page.waitForTimeout(1200);
await page.focus('[data-testid=menu-toggle]'); await page.keyboard.press('Enter'); await page.waitForTimeout(500);
console.log('menu open focus', await focusDesc());
await shot(page, 'home-menu');
await page.keyboard.press('Tab'); console.log('  tab', await focusDesc());
await page.keyboard.press('Escape'); await page.waitForTimeout(300); console.log('after esc focus', await focusDesc());
await browser.close();
