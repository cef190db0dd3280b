import { phoneSignedIn, BASE, shot, sleep, adminTok, admin } from './lib.mts';
import { st, back } from './h.mts';
const A = await adminTok();
const { b, page } = await phoneSignedIn();
const input = (id: string) => page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();
const slip = async (sel = '1-0', id = 6) => { await page.goto(BASE + '/#/'); await page.getByTestId('home-balance').waitFor(); await page.evaluate(`location.hash = '#/pages/match/match-detail?id=${id}'`); await page.getByTestId(`odds-cell-${sel}`).click(); await page.getByTestId('order-detail-page').waitFor(); await sleep(1000); };
const preview = async () => page.evaluate(`Object.fromEntries([...document.querySelectorAll('[data-testid^="order-preview-"]')].map(e=>[e.getAttribute('data-testid').replace('order-preview-',''), e.textContent]))`);
await slip('1-0');
await st(page, 'slip');
for (const v of ['๑๐๐', '５００', '１，０００', '１００．５０', '๑,๐๐๐.๕๐', '1000,50']) {
  await input('order-stake').fill(v); await sleep(400);
  console.log(JSON.stringify(v), '->', await input('order-stake').inputValue(), JSON.stringify(await preview()), 'hash', await page.evaluate('location.hash'));
}
await input('order-stake').fill(''); await page.keyboard.type('๑๒๓'); await sleep(300); console.log('typed ๑๒๓ ->', await input('order-stake').inputValue());
await input('order-stake').fill('100'); await sleep(500); await shot(page, 'b1-slip-profit');
const quick = async () => page.evaluate(`[...document.querySelectorAll('[data-testid^="order-quick-"]')].map(e=>e.getAttribute('data-testid')+':'+(e.disabled?'D':'E')).join(' ')`);
console.log('quick', await quick(), 'odds', await page.locator('[data-testid="order-odds"]').count());
console.log('suspend', (await admin(A, '/admin/api/matches/suspend', { matchId: 6, suspended: true, reason: 'qa test' })).code);
await page.reload(); await sleep(2000);
console.log('suspended: quick', await quick(), 'odds shown', await page.locator('[data-testid="order-odds"]').count(), 'lock', await page.locator('.sl-pick__locked').count(), await page.locator('[data-testid="order-unavailable"]').textContent().catch(() => null));
await shot(page, 'b1-slip-suspended');
console.log('unsuspend', (await admin(A, '/admin/api/matches/suspend', { matchId: 6, suspended: false, reason: 'qa test' })).code);
// selection full: selectionTotalLimit tiny
console.log('limits', JSON.stringify(await admin(A, '/admin/api/matches/limits', { matchId: 6, selectionTotalLimit: 10000 })).slice(0, 200));
await page.reload(); await sleep(2000);
console.log('limit 100: quick', await quick(), 'blocked', await page.locator('[data-testid="order-blocked"]').textContent().catch(() => null));
await shot(page, 'b1-slip-limit100');
await b.close();
