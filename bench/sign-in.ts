// Sign-in and getLoginMember throughput, on PGlite and on PostgreSQL.
//   node --import tsx bench/sign-in.ts            (both)
//   BENCH_SECONDS=10 node --import tsx bench/sign-in.ts
// Sign-in = GET captcha + POST login (argon2id verify) per iteration, closed loop.
// getLoginMember = autocannon with one session token.
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.ts';
import { closedLoop, fmt } from './support/load.ts';
import { scratchDatabase } from '../e2e/support/scratch-database.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const members = 20;

// Members come from many addresses; the per-IP submit limit would otherwise cap the run at one
// IP's allowance. The server trusts x-forwarded-for here (TRUST_PROXY), as behind a balancer.
let ipCounter = 0;
const nextIp = () => `198.18.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

async function json(url: string, init?: RequestInit) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...(init?.headers ?? {}) };
  const res = await fetch(url, { ...init, headers });
  return (await res.json()) as { code: number; data: any };
}

async function captcha(base: string) {
  const c = await json(`${base}/web/member/captcha`);
  return { captchaId: c.data.captchaId as string, captcha: c.data.answer as string };
}

async function benchOne(label: string, env: Record<string, string>) {
  const server = await startServer({ ...env, LOG_LEVEL: 'error', DEMO_SEED: 'false', TRUST_PROXY: 'true' });
  try {
    const base = server.url;
    const accounts: { username: string; password: string; token: string }[] = [];
    for (let i = 0; i < members; i++) {
      const username = `bench_${i}_${Date.now() % 100000}`;
      const password = 'bench-password';
      const r = await json(`${base}/web/member/register`, {
        method: 'POST',
        body: JSON.stringify({ username, password, confirmPassword: password, ...(await captcha(base)) }),
      });
      if (r.code !== 200) throw new Error(`register failed: ${JSON.stringify(r)}`);
      accounts.push({ username, password, token: r.data.token });
    }

    let n = 0;
    const signIn = await closedLoop({
      concurrency: 8,
      seconds,
      op: async () => {
        const a = accounts[n++ % accounts.length]!;
        const r = await json(`${base}/web/member/login`, { method: 'POST', body: JSON.stringify({ account: a.username, password: a.password, ...(await captcha(base)) }) });
        if (r.code !== 200) throw new Error(String(r.code));
      },
    });

    const cannon = await autocannon({
      url: `${base}/web/ods/member/getLoginMember`,
      connections: 10,
      duration: seconds,
      headers: { token: accounts[0]!.token },
    });
    console.log(`${label}`);
    console.log(`  sign-in (captcha + login)  ${fmt(signIn)}`);
    console.log(
      `  getLoginMember             ${cannon.requests.average.toFixed(0).padStart(6)} req/s  p50 ${cannon.latency.p50} ms  p99 ${cannon.latency.p99} ms  (${cannon.non2xx} non-2xx, ${cannon.errors} errors)`,
    );
  } finally {
    await server.stop();
  }
}

async function main() {
  await benchOne('PGlite (embedded, one process)', {});
  const pg = await scratchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres', 'scoreline_bench');
  if (!pg) {
    console.log('PostgreSQL: skipped (no server answers at BENCH_DATABASE_URL or 127.0.0.1:5432)');
    return;
  }
  try {
    await benchOne('PostgreSQL (one process, pool 10)', { DATABASE_URL: pg.url });
  } finally {
    await pg.drop();
  }
}

await main();
