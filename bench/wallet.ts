// Wallet throughput on PGlite and PostgreSQL, one server process each.
//   node --import tsx bench/wallet.ts            (MEMBERS=200 by default)
// Deposits: each confirmation is the sandbox checkout completion — record the member's payment,
// signed webhook to our own route, verify with the provider, credit once (ledger write).
// Withdrawals: one request per member (VIP 0 allows one a day): wallet password check (argon2),
// rules, member lock, hold (ledger write). Members are prepared first, untimed.
import crypto from 'node:crypto';
import { nubanCheckDigit } from '@scoreline/contract/nuban';
import { startServer } from '../e2e/support/server.ts';
import { closedLoop, fmt } from './support/load.ts';
import { scratchDatabase } from '../e2e/support/scratch-database.ts';

const MEMBERS = Number(process.env.MEMBERS ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
let ip = 0;

async function call(base: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  ip++;
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${(ip >> 8) & 255}.${ip & 255}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: any };
}

async function prepareMember(base: string) {
  const c = await call(base, '/web/member/captcha');
  const username = `wb_${crypto.randomBytes(5).toString('hex')}`;
  const r = await call(base, '/web/member/register', { username, password: 'bench-pass-1', confirmPassword: 'bench-pass-1', captchaId: c.data.captchaId, captcha: c.data.answer });
  const token = r.data.token as string;
  await call(base, '/web/member/wallet-password/set', { password: '246810', confirmPassword: '246810' }, { token });
  await call(base, '/web/member/profile/real-name', { realName: 'Bench Member' }, { token });
  const serial = String(crypto.randomInt(100_000_000, 999_999_999));
  const accountNumber = serial + nubanCheckDigit(serial, '044');
  const bank = await call(base, '/web/bank/accounts', { bankCode: '044', accountNumber, confirmAccountNumber: accountNumber, walletPassword: '246810' }, { token });
  return { token, bankAccountId: bank.data.id as number };
}

async function benchOne(label: string, env: Record<string, string>) {
  const server = await startServer({ ...env, LOG_LEVEL: 'error', DEMO_SEED: 'false', TRUST_PROXY: 'true' });
  try {
    const base = server.url;
    const members: { token: string; bankAccountId: number }[] = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await prepareMember(base));
    // Untimed: open one deposit per member (the checkout), to be paid in the timed part.
    const references: string[] = [];
    for (const m of members) {
      const d = await call(base, '/web/wallet/deposit', { payType: 'online', amount: 500_000 }, { token: m.token, 'idempotency-key': crypto.randomUUID() });
      references.push(d.data.deposit.reference);
    }
    let next = 0;
    const deposits = await closedLoop({
      concurrency: CONCURRENCY,
      seconds: 120,
      maxOps: references.length,
      op: async () => {
        const reference = references[next++]!;
        const res = await fetch(`${base}/sandbox/checkout/complete`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ reference, outcome: 'pay' }).toString(),
        });
        if (res.status !== 200) throw new Error(String(res.status));
        await res.text();
      },
    });
    let w = 0;
    const withdrawals = await closedLoop({
      concurrency: CONCURRENCY,
      seconds: 120,
      maxOps: members.length,
      op: async () => {
        const m = members[w++]!;
        const r = await call(base, '/web/wallet/withdrawal', { method: 'bank', amount: 200_000, bankAccountId: m.bankAccountId, walletPassword: '246810' }, { token: m.token, 'idempotency-key': crypto.randomUUID() });
        if (r.code !== 200) throw new Error(String(r.code));
      },
    });
    const check = await fetch(`${base}/health`);
    console.log(label);
    console.log(`  deposits confirmed (checkout -> signed webhook -> verify -> credit)  ${fmt(deposits)}`);
    console.log(`  withdrawals requested (password, rules, lock, hold)                  ${fmt(withdrawals)}`);
    if (check.status !== 200) console.log('  health check failed after the run');
  } finally {
    await server.stop();
  }
}

await benchOne(`PGlite (embedded, one process), ${MEMBERS} members, ${CONCURRENCY} in flight`, {});
const pg = await scratchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres', 'scoreline_bench');
if (!pg) console.log('PostgreSQL: skipped (no server answers at BENCH_DATABASE_URL or 127.0.0.1:5432)');
else {
  try {
    await benchOne(`PostgreSQL (one process, pool 10), ${MEMBERS} members, ${CONCURRENCY} in flight`, { DATABASE_URL: pg.url });
  } finally {
    await pg.drop();
  }
}
