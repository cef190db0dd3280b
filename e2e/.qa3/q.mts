import { get, memberLogin } from './lib.mts';
const t = await memberLogin();
for (const p of ['/web/bank/accounts', '/web/member/wallet-password/status', '/web/wallet/summary', '/web/wallet/withdrawal/rules', '/web/wallet/deposits', '/web/wallet/withdrawals', '/web/bet/list']) console.log(p, JSON.stringify((await get(p, { token: t })).json).slice(0, 600));
