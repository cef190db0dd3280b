import { launch, login, axe, tabWalk, shot, BASE } from './lib.mts';
const { browser, page } = await launch();
await page.goto(BASE + '#/pages/login'); await page.waitForSelector('[data-testid=login-captcha-image]'); await page.waitForTimeout(500);
await shot(page, 'login'); await axe(page, 'login'); await tabWalk(page, 'login');
console.log('captcha src head', (await page.getAttribute('[data-testid=login-captcha-image]', 'src'))?.slice(0, 80));
// submit empty
await page.click('[data-testid=login-submit]'); await page.waitForTimeout(800);
await shot(page, 'login-errors');
console.log(await page.evaluate(() => [...document.querySelectorAll('input')].map(i => `${i.name} aria-invalid=${i.getAttribute('aria-invalid')} describedby=${i.getAttribute('aria-describedby')} label=${i.getAttribute('aria-label')}`).join('\n')));
console.log(await page.evaluate(() => [...document.querySelectorAll('[role=alert]')].map(e => e.textContent).join(' | ')));
await page.goto(BASE + '#/pages/register'); await page.waitForTimeout(1200);
await shot(page, 'register', true); await axe(page, 'register'); await tabWalk(page, 'register');
await login(page);
for (const [name, path] of [['home', ''], ['matches', 'pages/match/match'], ['results', 'pages/results/results'], ['me', 'pages/me/me'], ['wallet', 'pages/home/wallet'], ['recharge', 'pages/home/recharge'], ['withdraw', 'pages/home/withdraw'], ['bill', 'pages/me/report/bill'], ['myorder', 'pages/me/myorder']]) {
  await page.goto(BASE + '#/' + path); await page.waitForTimeout(1800);
  await shot(page, name); await shot(page, name + '-full', true);
  await axe(page, name);
  console.log('HEADINGS', await page.evaluate(() => [...document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]')].map(h => h.tagName + ':' + h.textContent?.trim().slice(0, 30)).join(' / ')));
  await tabWalk(page, name, 30);
}
await browser.close();
