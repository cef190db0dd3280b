import { get, post, memberLogin } from './lib.mts';
const t = await memberLogin();
const h = { token: t, 'idempotency-key': 'k' + Math.random() };
console.log((await post('/web/member/wallet-password/set', { password: '135790', confirmPassword: '135790' }, h)).json);
const banks = (await get('/web/bank/banks', { token: t })).json.data; console.log(JSON.stringify(banks).slice(0, 300));
console.log(JSON.stringify((await post('/web/bank/accounts', { bankCode: banks[0].code, accountNumber: '0123456789', confirmAccountNumber: '0123456789', walletPassword: '135790' }, { ...h, 'idempotency-key': 'b' + Math.random() })).json).slice(0, 400));
console.log(JSON.stringify((await get('/web/bank/accounts', { token: t })).json).slice(0, 400));
