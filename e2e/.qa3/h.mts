import type { Page } from 'playwright-core';
import { sleep, shot } from './lib.mts';
export async function st(page: Page, label: string) {
  await sleep(700);
  const s = await page.evaluate(`(() => {
    const vis = (sel) => [...document.querySelectorAll(sel)].some((e) => { const r = e.getBoundingClientRect(); const cs = getComputedStyle(e); return r.width > 0 && r.height > 0 && cs.visibility !== 'hidden' && cs.display !== 'none' && cs.opacity !== '0'; });
    const open = [];
    for (const [n, sel] of [['bankSheet', '[data-testid="withdraw-bank-sheet"]'], ['pwSheet', '.adm-popup-body [data-testid*="password"]'], ['popup', '.adm-popup-body'], ['dialog', '.adm-dialog-body'], ['menu', '[data-testid="menu-panel"]'], ['actionSheet', '.adm-action-sheet']] ) if (vis(sel)) open.push(n);
    const st = history.state;
    return { hash: location.hash, len: history.length, mark: st?.slOverlay ?? null, idx: st?.idx, key: st?.key, open: open.join(',') };
})()`) as any;
  console.log(label.padEnd(40), JSON.stringify(s));
  return s;
}
export async function back(page: Page, label = 'goBack') { await page.goBack({ timeout: 3000 }).catch(() => {}); return st(page, label); }
export async function fwd(page: Page, label = 'goForward') { await page.goForward({ timeout: 3000 }).catch(() => {}); return st(page, label); }
