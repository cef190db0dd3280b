import { get, memberLogin } from './lib.mts';
const t = await memberLogin();
const d = (await get('/web/match/detail?id=6', { token: t })).json.data;
console.log(Object.keys(d), JSON.stringify(d.limits), d.vipBonusBps, d.handlingFeeBps);
console.log(JSON.stringify(d.markets[0].selections.slice(0, 3)));
