// Back office at scale (issue 5's figures): the APIs behind the withdrawals queue, the member
// search, the member page, the dashboard, the match list, the bets desk and the audit log, with 100,000
// members and 1,000,000 bets in PostgreSQL. Target: each answers in 200 ms or less.
//
// A scratch database is migrated by one server process (DATABASE_URL, DEMO_SEED=false), then
// filled set-based (untimed; bench/support/admin-scale-data.ts), vacuumed and analyzed; then the
// dashboard's daily rollup job runs once, as the periodic job would after such a history (timed
// and printed on its own, not part of the API figures). The bets,
// withdrawals and credited deposits are NOT backed by ledger rows (index and visibility load
// only): the ledger check is not run here. Each API: WARMUP calls, then CALLS sequential calls
// through HTTP with an admin session; p50 / p95 / max.
//
//   node --import tsx bench/admin-at-scale.ts
//   DAYS=400 node --import tsx bench/admin-at-scale.ts     (1,000,000 bets over 400 days: ~75,000 in the dashboard's 30)
//   PROPOSED_INDEXES=true node --import tsx bench/admin-at-scale.ts   (with the indexes it proposes; see admin-scale-data.ts)
//   MEMBERS=100000 BETS=1000000 DAYS=60 CALLS=30 BENCH_DATABASE_URL=postgres://... node --import tsx bench/admin-at-scale.ts
import os from 'node:os';
import { scratchDatabase } from '../e2e/support/scratch-database.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { systemClock } from '../apps/server/src/clock.ts';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { rollUpDashboardDays } from '../apps/server/src/modules/admin-dashboard/daily-rollup.ts';
import { applyProposedIndexes, codeOf, createBenchAdminSession, DEFAULT_SIZES, fillAdminScaleData, FIRST_MEMBER_ID, phoneOf, probeMemberIndex, usernameOf, type ScaleSizes } from './support/admin-scale-data.ts';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const CALLS = Number(process.env.CALLS ?? 30);
const WARMUP = Number(process.env.WARMUP ?? 3);
const TARGET_MS = 200;
const sizes: ScaleSizes = {
  ...DEFAULT_SIZES,
  members: Number(process.env.MEMBERS ?? DEFAULT_SIZES.members),
  bets: Number(process.env.BETS ?? DEFAULT_SIZES.bets),
  withdrawals: Number(process.env.WITHDRAWALS ?? DEFAULT_SIZES.withdrawals),
  deposits: Number(process.env.DEPOSITS ?? DEFAULT_SIZES.deposits),
  days: Number(process.env.DAYS ?? DEFAULT_SIZES.days),
};
/** The operator day (Africa/Lagos) `offset` days from today, YYYY-MM-DD. */
const lagosDay = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(Date.now() + offset * 86_400_000));
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');

async function timeCalls(base: string, token: string, path: string): Promise<{ p50: number; p95: number; max: number; rows: string }> {
  let rows = '';
  const call = async () => {
    const res = await fetch(`${base}${path}`, { headers: { 'admin-token': token } });
    const body = (await res.json()) as { code: number; msg?: string; data?: unknown };
    if (body.code !== 200) throw new Error(`${path}: code ${body.code} ${body.msg ?? ''}`);
    const data = body.data as { total?: number; items?: unknown[] } | undefined;
    rows = data && typeof data === 'object' && 'total' in data ? `${data.items?.length ?? 0} of ${data.total}` : '';
  };
  for (let i = 0; i < WARMUP; i++) await call();
  const ms: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    await call();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const pct = (p: number) => ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)]!;
  return { p50: pct(0.5), p95: pct(0.95), max: ms[ms.length - 1]!, rows };
}

async function main() {
  const scratch = await scratchDatabase(PG_URL, 'scoreline_bench');
  if (!scratch) {
    console.log(`PostgreSQL: skipped (no server answers at ${PG_URL})`);
    return;
  }
  let server: RunningServer | undefined;
  try {
    // The server migrates the database at start.
    server = await startServer({ DATABASE_URL: scratch.url, DEMO_SEED: 'false', LOG_LEVEL: 'error' });
    const now = new Date();
    console.log(
      `back office at scale: ${sizes.members} members, ${sizes.matches} matches, ${sizes.bets} bets, ${sizes.withdrawals} withdrawals (${sizes.pendingWithdrawals} waiting review), ${sizes.deposits} deposits, all spread over the last ${sizes.days} days`,
    );
    console.log('filling (untimed; set-based SQL; bets, withdrawals and credited deposits are not backed by ledger rows: index/visibility load only, no ledger check):');
    const fill = await fillAdminScaleData(scratch.url, sizes, now);
    console.log(`data fill + vacuum analyze: ${fill.toFixed(1)} s`);
    if (process.env.PROPOSED_INDEXES === 'true') await applyProposedIndexes(scratch.url);
    const token = await createBenchAdminSession(scratch.url, now);
    // The dashboard's past days, rolled up by the job every server process runs (jobs/periodic-jobs.ts).
    const database = openPostgres(scratch.url, 2);
    let betProbe = { id: 0, reference: '', matchId: 0 };
    try {
      const t0 = performance.now();
      const rolled = await rollUpDashboardDays({ db: database.db, clock: systemClock, config: { OPERATOR_TZ: process.env.OPERATOR_TZ ?? 'Africa/Lagos' } });
      const t1 = performance.now();
      const again = await rollUpDashboardDays({ db: database.db, clock: systemClock, config: { OPERATOR_TZ: process.env.OPERATOR_TZ ?? 'Africa/Lagos' } });
      console.log(
        `dashboard daily rollup job, first run: ${rolled?.length ?? 0} days (${rolled?.[0]} .. ${rolled?.at(-1)}) in ${((t1 - t0) / 1000).toFixed(2)} s; next run: ${again?.length ?? 0} days in ${(performance.now() - t1).toFixed(0)} ms`,
      );
      // A finished match's bets (about BETS / MATCHES of them) and one bet, for the bets desk.
      const probe = (
        (await database.db.execute(sql`select b.id, b.reference, b.match_id from bets b where b.match_id = (select max(id) from matches) order by b.id limit 1`)) as unknown as {
          rows: { id: string; reference: string; match_id: string }[];
        }
      ).rows[0];
      betProbe = { id: Number(probe!.id), reference: probe!.reference, matchId: Number(probe!.match_id) };
    } finally {
      await database.close();
    }

    // A member in the middle with bets, a withdrawal and a deposit.
    const k = await probeMemberIndex(scratch.url, Math.floor(sizes.members * 0.7317));
    const memberId = FIRST_MEMBER_ID + k - 1;
    const probes: [string, string][] = [
      ['withdrawals queue: waiting review, page 1', '/admin/api/withdrawals?status=0&page=1&pageSize=50'],
      ['withdrawals: all statuses, page 1', '/admin/api/withdrawals?page=1&pageSize=50'],
      ['withdrawals: status 3 (success), page 20', '/admin/api/withdrawals?status=3&page=20&pageSize=50'],
      ['withdrawals: one member', `/admin/api/withdrawals?memberId=${memberId}&page=1&pageSize=50`],
      ['member search: username prefix', `/admin/api/members?field=username&q=${usernameOf(k).slice(0, 9)}`],
      ['member search: username prefix, any field', `/admin/api/members?q=${usernameOf(k).slice(0, 9)}`],
      ['member search: phone', `/admin/api/members?field=phone&q=${encodeURIComponent(phoneOf(k))}`],
      ['member search: uid', `/admin/api/members?field=uid&q=${memberId}`],
      ['member search: invitation code', `/admin/api/members?field=code&q=${codeOf(k)}`],
      ['member search: no query (newest)', '/admin/api/members'],
      ['member page: profile', `/admin/api/members/detail?id=${memberId}`],
      ['member page: bets page 1', `/admin/api/bets?memberId=${memberId}&page=1&pageSize=20`],
      ['member page: bill page 1', `/admin/api/members/bill?id=${memberId}&page=1`],
      ['member page: withdrawals page 1', `/admin/api/members/withdrawals?id=${memberId}&page=1`],
      ['member page: deposits page 1', `/admin/api/members/deposits?id=${memberId}&page=1`],
      ['dashboard', '/admin/api/dashboard'],
      ['deposits: page 1', '/admin/api/deposits?page=1&pageSize=50'],
      ['deposits: by amount (desc), page 1', '/admin/api/deposits?sort=amount&order=desc&page=1&pageSize=50'],
      ['deposits: oldest first, page 20', '/admin/api/deposits?sort=createdAt&order=asc&page=20&pageSize=50'],
      ['deposits: one operator day, by amount (asc)', `/admin/api/deposits?from=${lagosDay(-10)}&to=${lagosDay(-10)}&sort=amount&order=asc&page=1&pageSize=50`],
      ['withdrawals: by amount (desc), page 1', '/admin/api/withdrawals?sort=amount&order=desc&page=1&pageSize=50'],
      ['match list', '/admin/api/matches'],
      ['bets: last 7 operator days (the page), page 1', `/admin/api/bets?from=${lagosDay(-6)}&page=1&pageSize=50`],
      ['bets: one match, page 1', `/admin/api/bets?matchId=${betProbe.matchId}&page=1&pageSize=20`],
      ['bets: one match, lost, page 10', `/admin/api/bets?matchId=${betProbe.matchId}&status=lost&page=10&pageSize=20`],
      ['bets: one member by username', `/admin/api/bets?member=${usernameOf(k)}&page=1&pageSize=50`],
      ['bets: by reference', `/admin/api/bets?reference=${betProbe.reference}`],
      ['bets: every bet, no filter, page 1', '/admin/api/bets?page=1&pageSize=50'],
      ['bet: one with its postings', `/admin/api/bets/detail?id=${betProbe.id}`],
      ['audit log: page 1', '/admin/api/audit'],
    ];
    console.log(`\n${WARMUP} warm-ups then ${CALLS} sequential calls each; load average before: ${load()} (${os.cpus().length} cores)`);
    console.log(`${'API'.padEnd(46)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}  ≤${TARGET_MS} ms  rows`);
    let failed = 0;
    for (const [name, path] of probes) {
      try {
        const r = await timeCalls(server.url, token, path);
        const ok = r.p95 <= TARGET_MS;
        if (!ok) failed++;
        console.log(`${name.padEnd(46)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.max.toFixed(1).padStart(7)}  ${ok ? 'pass' : 'FAIL'}     ${r.rows}`);
      } catch (error) {
        failed++;
        console.log(`${name.padEnd(46)} error: ${(error as Error).message}`);
      }
    }
    console.log(`\nload average after: ${load()}; ${failed ? `${failed} over ${TARGET_MS} ms (p95) or failed` : `every API within ${TARGET_MS} ms (p95)`}`);
    if (failed) process.exitCode = 1;
  } finally {
    await server?.stop();
    if (process.env.KEEP_DATABASE === 'true') console.log(`KEEP_DATABASE: ${scratch.url} left in place (drop it when done)`);
    else await scratch.drop();
  }
}

await main();
// The scratch database's admin connection stays open when the database is kept.
if (process.env.KEEP_DATABASE === 'true') process.exit();
