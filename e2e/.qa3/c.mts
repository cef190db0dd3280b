import { post, get, memberLogin, BASE } from './lib.mts';
const cancel = (tok: string, i: number) => post('/web/bet/cancel', { betId: 999999 }, { token: tok, 'idempotency-key': 'k' + Math.random() });
// register member B
const c = await get('/web/member/captcha');
const uname = 'qa3b' + Math.floor(Math.random() * 1e5);
const reg = await post('/web/member/register', { username: uname, password: 'Scoreline2026', confirmPassword: 'Scoreline2026', captchaId: c.json.data.captchaId, captcha: c.json.data.answer });
console.log('register', reg.json?.code, reg.json?.msg, uname);
const A = await memberLogin();
const A2 = await memberLogin();
const B = await memberLogin(uname, 'Scoreline2026');
const codes: string[] = [];
for (let i = 0; i < 22; i++) { const r = await cancel(A, i); codes.push(`${r.status}/${r.json?.code}`); }
console.log('A x22', codes.join(' '));
let r = await cancel(B, 0); console.log('B after A limited', r.status, r.json?.code, r.json?.msg);
r = await cancel(A2, 0); console.log('A second session', r.status, r.json?.code, r.json?.msg);
r = await post('/web/bet/cancel', { betId: 999999 }, { token: 'garbage' + Math.random(), 'idempotency-key': 'x' + Math.random() }); console.log('garbage token', r.status, r.json?.code, r.json?.msg);
// sign-in per IP
const lc: string[] = [];
for (let i = 0; i < 20; i++) { const cc = await get('/web/member/captcha'); const rr = await post('/web/member/login', { account: i % 2 ? 'demo_player' : uname, password: 'wrong', captchaId: cc.json.data.captchaId, captcha: cc.json.data.answer }); lc.push(`${rr.status}/${rr.json?.code}`); }
console.log('logins', lc.join(' '));
const rr = await post('/web/member/login', { account: 'x', password: 'y', captchaId: 'z', captcha: 'q' }, { 'x-forwarded-for': '9.9.9.9' }); console.log('xff', rr.status, rr.json?.code, rr.headers.get('retry-after'));
