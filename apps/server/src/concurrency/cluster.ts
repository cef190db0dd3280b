import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { nubanCheckDigit } from '@scoreline/contract/nuban';
import { scratchDatabase } from '../../../../e2e/support/scratch-database.ts';
import { startServer, type RunningServer } from '../../../../e2e/support/server.ts';
import { openPostgres, type Database, type Db } from '../db/client.ts';

// Several real server processes on one fresh PostgreSQL database, and an HTTP client that
// spreads calls across them, for the concurrency and fault suites.

export type Cluster = { db: Database; url: string; servers: RunningServer[]; drop(): Promise<void> };

export function requireTestDatabase(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the concurrency suite needs TEST_DATABASE_URL (a PostgreSQL server); .ci/run sets it');
  return url;
}

export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const scratch = await scratchDatabase(requireTestDatabase(), 'scoreline_cc');
  if (!scratch) throw new Error('no PostgreSQL answers at TEST_DATABASE_URL');
  return scratch;
}

export const clusterEnv = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  DATABASE_URL: databaseUrl,
  TRUST_PROXY: 'true',
  DEMO_SEED: 'false',
  LOG_LEVEL: 'error',
  ...extra,
});

/** Starts `n` processes on a fresh database. They all migrate at once (the advisory lock serializes it). */
export async function startCluster(n: number, extra: Record<string, string> = {}): Promise<Cluster> {
  const scratch = await createScratchDatabase();
  const servers = await Promise.all(Array.from({ length: n }, () => startServer(clusterEnv(scratch.url, extra))));
  const db = openPostgres(scratch.url, 4);
  return {
    db,
    url: scratch.url,
    servers,
    async drop() {
      await Promise.all(servers.map((s) => s.stop()));
      await db.close();
      await scratch.drop();
    },
  };
}

let ipCounter = 0;
export type Answer = { status: number; body: { code: number; msg: string; data: any } };

/** JSON call; each call comes "from" its own address so per-IP submit limits do not interfere. */
export async function call(base: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  ipCounter++;
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${(ipCounter >> 8) & 255}.${ipCounter & 255}`, ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

export async function registerMember(base: string): Promise<{ token: string; memberId: number }> {
  const captcha = await call(base, '/web/member/captcha');
  const username = `cc_${crypto.randomBytes(4).toString('hex')}`;
  const r = await call(base, '/web/member/register', {
    body: { username, password: 'cluster-pass-1', confirmPassword: 'cluster-pass-1', captchaId: captcha.body.data.captchaId, captcha: captcha.body.data.answer },
  });
  if (r.body.code !== 200) throw new Error(`register failed: ${JSON.stringify(r.body)}`);
  return { token: r.body.data.token, memberId: r.body.data.member.uid };
}

/** A sandbox deposit paid on the sandbox checkout page: the full provider path. */
export async function fundBySandboxDeposit(base: string, token: string, amountKobo: number): Promise<{ reference: string; status: number }> {
  const created = await call(base, '/web/wallet/deposit', {
    body: { payType: 'online', amount: amountKobo },
    headers: { token, 'idempotency-key': crypto.randomUUID() },
  });
  if (created.body.code !== 200) throw new Error(`deposit failed: ${JSON.stringify(created.body)}`);
  const reference = created.body.data.deposit.reference as string;
  const res = await fetch(`${base}/sandbox/checkout/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ reference, outcome: 'pay' }).toString(),
  });
  return { reference, status: res.status };
}

/** Wallet password + real name + an approved bank account, so the member can withdraw. */
export async function prepareWithdrawals(base: string, token: string): Promise<number> {
  const headers = { token };
  await call(base, '/web/member/wallet-password/set', { body: { password: '135790', confirmPassword: '135790' }, headers });
  await call(base, '/web/member/profile/real-name', { body: { realName: 'Cluster Tester' }, headers });
  const serial = String(crypto.randomInt(100_000_000, 999_999_999));
  const accountNumber = serial + nubanCheckDigit(serial, '058');
  const bank = await call(base, '/web/bank/accounts', { body: { bankCode: '058', accountNumber, confirmAccountNumber: accountNumber, walletPassword: '135790' }, headers });
  if (bank.body.code !== 200) throw new Error(`bank account failed: ${JSON.stringify(bank.body)}`);
  return bank.body.data.id as number;
}

/** Waits until a statement of some connection waits for a row lock: the other side of a race is in place. */
export async function waitForLockWait(db: Db, statements = 1): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const r = (await db.execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)) as unknown as { rows: { n: number }[] };
    if (r.rows[0]!.n >= statements) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${statements} statements ever waited for a lock`);
}

/** Writes a setting the way the back office will (with history), then waits out the processes' 2 s cache. */
export async function setSetting(db: Database, key: string, value: unknown) {
  await db.db.execute(sql`
    insert into settings (key, value, updated_at, updated_by) values (${key}, ${JSON.stringify(value)}::jsonb, now(), 'concurrency-test')
    on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`);
}

export const waitForCaches = () => new Promise((r) => setTimeout(r, 2_200));
