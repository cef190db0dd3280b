import { get, memberLogin } from './lib.mts';
const t = await memberLogin();
const l = (await get('/web/match/list', { token: t })).json;
console.log(JSON.stringify(l).slice(0, 1500));
