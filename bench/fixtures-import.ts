// A season's fixtures file through the back office's import, on PGlite and on PostgreSQL:
//   node --import tsx bench/fixtures-import.ts
//   ROWS=30000 node --import tsx bench/fixtures-import.ts
// Two files of ROWS fixtures each (~2 MB at 30,000, the import's limit), the second onto a table
// that holds the first. While each import runs, GET /health is asked every 50 ms: on PGlite the
// database shares the server's one thread, so the longest wait for it is how long every member
// waits while a trader imports.
import { adminCall, adminSignIn } from '../e2e/support/admin-api.ts';
import { scratchDatabase } from '../e2e/support/scratch-database.ts';
import { startServer } from '../e2e/support/server.ts';
import { machineSpeed } from './support/machine-speed.ts';

const rows = Number(process.env.ROWS ?? 30_000);
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/** ROWS fixtures of 50 leagues over about a month of hours, teams named apart by `side`. */
function fixturesFile(side: string): string {
  const start = Date.now() + 7 * 86_400_000;
  const lines = ['league,home,away,kickoff'];
  for (let i = 0; i < rows; i++) lines.push(`League ${i % 50},Home ${side} ${i},Away ${side} ${i},${new Date(start + (i % 700) * 3_600_000).toISOString()}`);
  return lines.join('\n');
}

async function importTimed(base: string, token: string, content: string) {
  let worstHealth = 0;
  let running = true;
  const pinger = (async () => {
    while (running) {
      const asked = performance.now();
      await fetch(`${base}/health`);
      worstHealth = Math.max(worstHealth, performance.now() - asked);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const started = performance.now();
  // adminCall throws on a refusal, naming it.
  const answer = (await adminCall(base, token, '/admin/api/matches/import', { format: 'csv', content }).finally(() => (running = false))) as { created: number };
  const took = performance.now() - started;
  await pinger;
  return `${String(answer.created).padStart(6)} created in ${(took / 1000).toFixed(2)} s; longest wait for /health meanwhile ${(worstHealth / 1000).toFixed(2)} s`;
}

async function benchOne(label: string, env: Record<string, string>) {
  const server = await startServer({ ...env, LOG_LEVEL: 'error' });
  try {
    const token = await adminSignIn(server.url);
    const first = fixturesFile('A');
    console.log(`${label}, ${rows} fixtures a file (${(Buffer.byteLength(first) / 1e6).toFixed(2)} MB)`);
    console.log(`  into a fresh table        ${await importTimed(server.url, token, first)}`);
    console.log(`  beside the first file's   ${await importTimed(server.url, token, fixturesFile('B'))}`);
  } finally {
    await server.stop();
  }
}

const pg = await scratchDatabase(pgAdminUrl, 'scoreline_bench_import');
console.log(await machineSpeed(pg?.url ?? null));
await benchOne('PGlite', {});
if (!pg) console.log('PostgreSQL: skipped (no server answers at BENCH_DATABASE_URL or 127.0.0.1:5432)');
else {
  try {
    await benchOne('PostgreSQL', { DATABASE_URL: pg.url });
  } finally {
    await pg.drop();
  }
}
