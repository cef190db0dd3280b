import { phoneSignedIn, BASE, shot, sleep, hist } from './lib.mts';
const { b, page } = await phoneSignedIn();
await page.goto(BASE + '/#/');
await sleep(2500);
await shot(page, 'home');
console.log(await hist(page));
console.log(await page.evaluate(() => [...document.querySelectorAll('[data-testid]')].map(e => e.getAttribute('data-testid')).join(' ')));
await b.close();
