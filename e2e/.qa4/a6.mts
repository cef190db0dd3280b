import { launch, login, shot, BASE } from './lib.mts';
{
  const { browser, page } = await launch();
  await login(page);
  // text zoom via root font size
  await page.goto(BASE + '#/pages/match/order-detail?id=6&period=FT&selection=1-0&betType=correct'); await page.waitForTimeout(1800);
  const before = await page.evaluate(() => getComputedStyle(document.querySelector('[data-testid=order-submit]')!).fontSize);
  await page.evaluate(() => { document.documentElement.style.fontSize = '200%'; });
  await page.waitForTimeout(300);
  const after = await page.evaluate(() => getComputedStyle(document.querySelector('[data-testid=order-submit]')!).fontSize);
  console.log('root 200% -> submit font', before, '->', after);
  await shot(page, 'slip-rootfont200');
  // touch targets on main pages
  for (const [name, path] of [['home', ''], ['detail', 'pages/match/match-detail?id=6'], ['slip', 'pages/match/order-detail?id=6&period=FT&selection=1-0&betType=correct'], ['myorder', 'pages/me/myorder'], ['me', 'pages/me/me'], ['orderview', 'pages/match/order-view?id=8'], ['bill', 'pages/me/report/bill'], ['login', 'pages/login']] as const) {
    await page.goto(BASE + '#/' + path); await page.waitForTimeout(1500);
    const small = await page.evaluate(() => [...document.querySelectorAll('button,a,input[type=checkbox],[role=button],[role=radio],[role=tab],.adm-tab-bar-item,.sl-stake__chip')].filter(e => (e as HTMLElement).offsetParent !== null).map(e => { const r = e.getBoundingClientRect(); return { t: (e.getAttribute('data-testid') ?? e.className.toString().slice(0, 30)) + ' "' + (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 20) + '"', w: Math.round(r.width), h: Math.round(r.height) }; }).filter(x => x.w < 44 || x.h < 44).map(x => `${x.t} ${x.w}x${x.h}${x.w < 24 || x.h < 24 ? ' <24!' : ''}`));
    console.log(`TARGETS<44 ${name}:`, [...new Set(small)].join(' ; '));
  }
  await page.goto(BASE + '#/'); await page.waitForTimeout(1200);
  console.log('tabbar', await page.evaluate(() => [...document.querySelectorAll('.adm-tab-bar-item')].map(t => `${t.tagName} role=${t.getAttribute('role')} tabindex=${t.getAttribute('tabindex')} aria-current=${t.getAttribute('aria-current')} ${Math.round(t.getBoundingClientRect().width)}x${Math.round(t.getBoundingClientRect().height)}`).join(' | ')));
  // login page: lang switch popup menu focus
  await browser.close();
}
{
  const { browser, page } = await launch({ width: 195, height: 422 });
  await login(page);
  for (const [name, path] of [['home', ''], ['detail', 'pages/match/match-detail?id=6'], ['slip', 'pages/match/order-detail?id=6&period=FT&selection=1-0&betType=correct'], ['myorder', 'pages/me/myorder'], ['withdraw', 'pages/home/withdraw'], ['bill', 'pages/me/report/bill'], ['orderview', 'pages/match/order-view?id=8']] as const) {
    await page.goto(BASE + '#/' + path); await page.waitForTimeout(1600);
    await shot(page, `z195-${name}`, true);
    const r = await page.evaluate(() => {
      const hs = document.documentElement.scrollWidth;
      const clipped = [...document.querySelectorAll('main *')].filter(e => { const el = e as HTMLElement; if (!el.offsetParent || el.children.length) return false; const cs = getComputedStyle(el); return (el.scrollWidth > el.clientWidth + 1 && (cs.overflow.includes('hidden') || cs.textOverflow === 'ellipsis')) || el.getBoundingClientRect().right > window.innerWidth + 1; }).slice(0, 10).map(e => `${e.className.toString().slice(0, 30)}:"${e.textContent?.slice(0, 25)}"`);
      return { hs, clipped };
    });
    console.log(`195 ${name}: scrollWidth=${r.hs} clipped/overflow: ${r.clipped.join(' ; ')}`);
  }
  await browser.close();
}
