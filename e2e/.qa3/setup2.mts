import { get, post, memberLogin } from './lib.mts';
import { isValidNuban } from '@scoreline/contract/nuban';
const t = await memberLogin();
let n = 0; let acct = '';
for (let i = 1000000; ; i++) { acct = '012' + String(i); if (acct.length===10 && isValidNuban(acct, '044')) { if (++n === 1) break; } }
console.log(acct);
const r = await post('/web/bank/accounts', { bankCode: '044', accountNumber: acct, confirmAccountNumber: acct, walletPassword: '135790' }, { token: t, 'idempotency-key': 'b' + Math.random() });
console.log(JSON.stringify(r.json).slice(0, 400));
