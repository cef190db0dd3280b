import { launch, login, shot, BASE } from './lib.mts';
const pages: [string, string][] = [['home', ''], ['matches', 'pages/match/match'], ['detail', 'pages/match/match-detail?id=6'], ['slip', 'pages/match/order-detail?id=6&period=FT&selection=1-0&betType=correct'], ['success', 'pages/match/order-success?id=8&seen=112800'], ['myorder', 'pages/me/myorder'], ['orderview', 'pages/match/order-view?id=8'], ['wallet', 'pages/home/wallet'], ['recharge', 'pages/home/recharge'], ['withdraw', 'pages/home/withdraw'], ['bill', 'pages/me/report/bill'], ['results', 'pages/results/results'], ['me', 'pages/me/me']];
const names: Record<string, Record<string, string[]>> = {};
for (const lang of ['en', 'fr', 'th']) {
  const { browser, page } = await launch();
  await login(page, lang);
  for (const [name, path] of pages) {
    await page.goto(BASE + '#/' + path); await page.waitForTimeout(1600);
    await page.addScriptTag({ path: '/tmp/qa4/node_modules/axe-core/axe.min.js' });
    const r = await page.evaluate(() => {
      const ax = (window as any).axe; ax.setup(document);
      const els = [...document.querySelectorAll('button,a,input,select,textarea,[role=button],[role=radio],[role=tab],[role=option],[role=menuitem],[role=checkbox],[role=progressbar],[role=img],[role=dialog],nav,section[aria-label],[role=radiogroup],[role=group],[role=tablist]')];
      const out = els.filter(e => (e as HTMLElement).offsetParent !== null || e.tagName === 'INPUT').map(e => { const vn = ax.utils.getNodeFromTree(e); const n = vn ? ax.commons.text.accessibleTextVirtual(vn) : '?'; return `${e.tagName.toLowerCase()}${e.getAttribute('role') ? '[' + e.getAttribute('role') + ']' : ''}#${e.getAttribute('data-testid') ?? e.closest('[data-testid]')?.getAttribute('data-testid') ?? e.className.toString().slice(0, 25)}=${n.trim().slice(0, 60)}`; });
      ax.teardown(); return { out, lang: document.documentElement.lang, title: document.title };
    });
    (names[lang] ??= {})[name] = r.out;
    if (name === 'home' || name === 'slip') console.log(lang, name, 'html lang=', r.lang, 'title=', r.title);
    if (lang !== 'en' && ['detail', 'slip', 'me'].includes(name)) await shot(page, `${name}-${lang}`);
  }
  await browser.close();
}
for (const [name] of pages) {
  const en = names.en[name], fr = names.fr[name], th = names.th[name];
  const empties = new Set<string>();
  for (const l of ['en', 'fr', 'th']) for (const s of names[l][name]) if (/=$/.test(s)) empties.add(`${l}:${s}`);
  const same: string[] = [];
  fr.forEach((s, i) => { const e = en[i]; if (e && e === s && /=[^=]*[A-Za-z]{3,}/.test(s) && th[i] === s) same.push(s); });
  console.log(`--- ${name}: ${en.length}/${fr.length}/${th.length} controls. EMPTY: ${[...empties].join(' ; ') || 'none'}\n   SAME-IN-ALL-3: ${same.join(' ; ') || 'none'}`);
}
console.log('SAMPLE th detail', names.th.detail.slice(0, 12).join(' | '));
console.log('SAMPLE fr slip', names.fr.slip.join(' | '));
console.log('SAMPLE th me', names.th.me.join(' | '));
