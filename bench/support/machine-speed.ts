// How fast this machine's cores are right now, measured on fixed work, so that figures taken at
// different hours can be compared. On the shared 2-core machine the same commit settled 100,000
// bets in 8 s and in 14 s on the same day with no other process busy (bench/README.md): the
// cores themselves were slower, which /proc does not show. Each benchmark prints this line
// before its runs; a lower time means a faster machine.
import crypto from 'node:crypto';
import pg from 'pg';

const ROUNDS = 5;

/** The best of ROUNDS timings of `work`, in ms. */
async function best(work: () => unknown): Promise<number> {
  await work(); // compiled and cached before it counts
  let min = Infinity;
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await work();
    min = Math.min(min, performance.now() - t0);
  }
  return min;
}

/** Fixed JavaScript work of the kind the server does per bet: objects, JSON, a hash, BigInt sums. */
function jsWork() {
  let total = 0n;
  let digest = '';
  for (let i = 0; i < 20_000; i++) {
    const row = { id: i, account: `member:${i % 997}:frozen`, amount: BigInt(i) * 100n, side: i % 2 ? 'debit' : 'credit' };
    digest = crypto.hash('sha256', JSON.stringify([row.id, row.account, row.amount.toString(), row.side, digest]), 'hex');
    total += row.amount;
  }
  return total;
}

/** Fixed work inside PostgreSQL: rows produced, hashed and aggregated, touching no table. */
const PG_WORK = 'select count(distinct md5(i::text)) from generate_series(1, 30000) as i';

/** "JS 52 ms, PostgreSQL 61 ms": the machine's speed on fixed work now; PostgreSQL is left out when it does not answer. */
export async function machineSpeed(pgUrl: string | null): Promise<string> {
  const js = await best(jsWork);
  let db: number | null = null;
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl });
    try {
      await client.connect();
      db = await best(() => client.query(PG_WORK));
    } catch {
      db = null;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return `machine speed on fixed work (best of ${ROUNDS}, lower is faster): JS ${js.toFixed(0)} ms${db === null ? '' : `, PostgreSQL ${db.toFixed(0)} ms`}`;
}
