import { chromium, type Page, type BrowserContext } from 'playwright-core';
import { signInAdmin } from '../../apps/server/src/test/admin-sign-in.ts';
export const BASE = 'http://localhost:3413';
export async function post(path: string, body: unknown, headers: Record<string,string> = {}) {
  const r = await fetch(BASE + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: r.status, json: await r.json().catch(() => null) as any, headers: r.headers };
}
export async function get(path: string, headers: Record<string,string> = {}) {
  const r = await fetch(BASE + path, { headers });
  return { status: r.status, json: await r.json().catch(() => null) as any };
}
export async function memberLogin(account = 'demo_player', password = 'Scoreline2026', hdr: Record<string,string> = {}) {
  const c = await get('/web/member/captcha', hdr);
  const r = await post('/web/member/login', { account, password, captchaId: c.json.data.captchaId, captcha: c.json.data.answer }, hdr);
  if (r.json?.code !== 200) throw new Error('login ' + JSON.stringify(r.json));
  return r.json.data.token as string;
}
export async function adminToken(at = new Date()) {
  const p = async (path: string, body: unknown) => (await post(path, body)).json;
  return (await signInAdmin(p, 'ops_admin', 'Scoreline-Ops-2026', 'KNRW64TFNRUW4ZJAMRSW23ZAMFSG22LO', at)).token;
}
export async function admin(token: string, path: string, body?: unknown) {
  const r = await fetch(BASE + path, { method: body === undefined ? 'GET' : 'POST', headers: { 'content-type': 'application/json', 'admin-token': token }, body: body === undefined ? undefined : JSON.stringify(body) });
  return await r.json() as any;
}
export async function browser(kind: 'phone' | 'desk' | 'desk1024' = 'phone') {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const vp = kind === 'phone' ? { width: 390, height: 844 } : kind === 'desk' ? { width: 1366, height: 900 } : { width: 1024, height: 800 };
  const ctx = await b.newContext(kind === 'phone' ? { viewport: vp, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' } : { viewport: vp, locale: 'en-US' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  return { b, ctx, page };
}
export async function phoneSignedIn(token?: string) {
  const t = token ?? (await memberLogin());
  const o = await browser('phone');
  await o.ctx.addInitScript((tok) => { if (!sessionStorage.getItem('qa_init')) { localStorage.setItem('token_mytrade', tok); sessionStorage.setItem('qa_init', '1'); } }, t);
  return { ...o, token: t };
}
export const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/qa3/shots/${name}.png` });
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export async function hist(page: Page) {
  return page.evaluate(() => ({ len: history.length, state: JSON.stringify(history.state), hash: location.hash }));
}
export async function serverNow() { const r = await fetch(BASE + '/web/member/captcha'); return new Date(r.headers.get('date')!); }
export async function adminTok() { return adminToken(await serverNow()); }
