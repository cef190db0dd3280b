// Settlement throughput (issue 4): a full-time result over 100,000 open bets on one match,
// settled in-process by enterResult (the back office's use case: score + run, then the run worked
// to the end in chunks of SETTLEMENT_CHUNK bets), then the ledger check over everything.
// Each chunk size gets a fresh PostgreSQL database; its preparation (members funded through the
// ledger, a priced match, the bets and their stake holds, built in bulk through postTransactions
// by the concurrency suite's fixture) is untimed. Target: 100,000 bets in 10 s or less.
//   node --import tsx bench/settlement.ts   (prints the machine speed first: support/machine-speed.ts)
//   BETS=100000 MEMBERS=5000 CHUNKS=1000,2000,5000 BENCH_DATABASE_URL=postgres://... node --import tsx bench/settlement.ts
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { createBulkMembers, kickOffNow, marketOf, placeBulkBets, realisticFtBets } from '../apps/server/src/concurrency/betting-fixtures-bulk.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { findLedgerViolations } from '../apps/server/src/modules/ledger/ledger-invariants.ts';
import { ensureOperatorAccounts } from '../apps/server/src/modules/ledger/operator-accounts.ts';
import { importFixtures } from '../apps/server/src/modules/matches/import-fixtures.ts';
import { priceMatch } from '../apps/server/src/modules/matches/price-match.ts';
import { enterResult } from '../apps/server/src/modules/settlement/enter-result.ts';
import { scratchDatabase } from '../e2e/support/scratch-database.ts';
import { cpuMeter, type CpuReading } from './support/cpu-meter.ts';
import { machineSpeed } from './support/machine-speed.ts';
import { walMeter } from './support/wal-meter.ts';

const BETS = Number(process.env.BETS ?? 100_000);
const MEMBERS = Number(process.env.MEMBERS ?? 5_000);
const CHUNKS = (process.env.CHUNKS ?? '1000,2000,5000').split(',').map(Number);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const FT = { home: 2, away: 1 };
const seconds = (t0: number) => (performance.now() - t0) / 1000;

/**
 * The CPU the settling took, in core-seconds: steadier than its wall time on a shared machine
 * (the same code settled in 8 s and in 11 s within the hour), and what a saving shows in first.
 */
const cpuSeconds = (r: CpuReading | null) =>
  r
    ? `; CPU ${((r.split.load + r.split.db) * r.seconds).toFixed(1)} core-s (PostgreSQL ${(r.split.db * r.seconds).toFixed(1)}, Node ${(r.split.load * r.seconds).toFixed(1)}), ` +
      `other processes ${r.othersCores.toFixed(2)} cores`
    : '';

async function benchChunk(chunk: number) {
  const scratch = await scratchDatabase(PG_URL, 'scoreline_bench');
  if (!scratch) {
    console.log(`PostgreSQL: skipped (no server answers at ${PG_URL})`);
    return false;
  }
  const database = openPostgres(scratch.url);
  try {
    await database.migrate();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DEMO_SEED: 'false', SETTLEMENT_CHUNK: String(chunk) });
    const { app, ctx } = await buildApp({ config, database, logger: false });
    await app.ready();

    // Untimed: a priced open match, members of VIP levels 0-2, a 5 % fee, a selection total far
    // above what any score takes, the bets; then kick-off moved into the past.
    const t0 = performance.now();
    const now = ctx.clock.now();
    await ensureOperatorAccounts(ctx.db, now);
    await ctx.settings.set('betting.handlingFeeBps', 500, 'bench');
    await ctx.settings.set('betting.selectionTotalKobo', 1_000_000_000_000, 'bench');
    const kickoff = new Date(now.getTime() + 24 * 3600_000).toISOString();
    await importFixtures(ctx, { format: 'json', content: JSON.stringify([{ league: 'Bench League', home: 'Bench Home', away: 'Bench Away', kickoff }]) }, 'bench');
    const [{ id: matchId }] = ((await ctx.db.execute(sql`select id from matches`)) as unknown as { rows: { id: number }[] }).rows as [{ id: number }];
    await priceMatch(ctx, { matchId: Number(matchId), rates: { home: 1.4, away: 1.1 }, open: true }, 'bench');
    const members = await createBulkMembers(ctx.db, { count: MEMBERS, fundKobo: 10_000_000n, at: now, vipLevel: (i) => i % 3 });
    const requests = realisticFtBets(await marketOf(ctx.db, Number(matchId)), members, Math.ceil(BETS / MEMBERS)).slice(0, BETS);
    await placeBulkBets(ctx.db, { matchId: Number(matchId), requests, at: now, batchSize: 5_000 });
    await kickOffNow(ctx.db, Number(matchId));
    // Production tables have planner statistics (autovacuum); freshly loaded ones do not yet.
    await ctx.db.execute(sql`analyze`);
    const prepared = seconds(t0);

    const wal = await walMeter(scratch.url);
    const meter = cpuMeter(new URL(scratch.url).pathname.slice(1));
    const t1 = performance.now();
    await enterResult(ctx, { matchId: Number(matchId), period: 'FT', ...FT }, 'bench');
    const settling = seconds(t1);
    const cpu = meter.stop();
    const written = await wal.stop();

    const [state] = ((await ctx.db.execute(sql`
      select (select count(*)::int from bets where status = 'waiting') as waiting,
             (select settled from settlement_runs where match_id = ${matchId}) as settled,
             (select count(*)::int from bets where status = 'winning') as won`)) as unknown as { rows: { waiting: number; settled: number; won: number }[] }).rows;
    const t2 = performance.now();
    const violations = await findLedgerViolations(ctx.db);
    const checking = seconds(t2);

    console.log(
      `chunk ${String(chunk).padStart(5)}: ${state!.settled} bets settled in ${settling.toFixed(2)} s = ${(state!.settled / settling).toFixed(0)} bets/s ` +
        `(${state!.won} won, ${state!.waiting} still waiting); ledger check ${checking.toFixed(2)} s, ${violations.length} violations; preparation ${prepared.toFixed(1)} s untimed${cpuSeconds(cpu)}${written}`,
    );
    if (violations.length || state!.waiting || state!.settled !== BETS) {
      console.log(violations.slice(0, 5));
      process.exitCode = 1;
    }
    await app.close();
    return true;
  } finally {
    await database.close().catch(() => undefined);
    await scratch.drop();
  }
}

console.log(`Settlement of a full-time result, ${BETS} open bets of ${MEMBERS} members on one match, PostgreSQL, in-process enterResult`);
console.log(await machineSpeed(PG_URL));
for (const chunk of CHUNKS) if (!(await benchChunk(chunk))) break;
