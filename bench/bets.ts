// Bet placement throughput (issue 4): POST /web/bet/place under autocannon, every request with
// its own member token, Idempotency-Key and client address, against
//   pg1     PostgreSQL, one server process, bets spread over many selections;
//   pg2     PostgreSQL, two server processes on the same database (connections split evenly),
//           one bet batch in flight each as README.md sets several processes up;
//   hot     PostgreSQL, one server process, every bet on one selection (decision 008's shards);
//   pglite  PGlite (embedded), one server process, spread;
//   ceiling the same work and SQL without HTTP: the route's request gate (session, submit limit)
//           and placeBetAnswered(ctx, ...) (batches, decision 011), called in-process on
//           PostgreSQL at the same concurrency, so "ratio" = what HTTP keeps of it;
//   bare    the ceiling without the gate (before the seventh session's decision 014: less SQL
//           than the HTTP path sends), for comparison with earlier figures.
// Each scenario gets a fresh database; preparation (members funded through the ledger's
// postTransaction, priced matches, raised limits) is untimed; a warm-up precedes the timed runs.
// The machine is shared: each run prints the CPU other processes took meanwhile, BENCH_REPEAT
// runs each scenario several times and the summary keeps the run least disturbed by them, and
// BENCH_QUIET=<seconds> waits up to that long for the machine to be idle before each timed run.
//   node --import tsx bench/bets.ts
//   SCENARIOS=ceiling,pg1 BENCH_SECONDS=10 BENCH_REPEAT=3 BENCH_QUIET=120 CONNECTIONS=24 MEMBERS=1000 DB_POOL_SIZE=10 node --import tsx bench/bets.ts
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { matchEndpoints } from '@scoreline/contract/api/match-endpoints';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { bodyHash, keyScope } from '../apps/server/src/http/idempotency.ts';
import { requestGate } from '../apps/server/src/http/request-gate.ts';
import { placeBetAnswered } from '../apps/server/src/modules/bets/place-bets-together.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';
import { scratchDatabase } from '../e2e/support/scratch-database.ts';
import { prepareBetting, type BenchSelection, type BettingFixture } from './support/betting-setup.ts';
import { cannon, type CannonRequest } from './support/cannon.ts';
import { cpuMeter, fmtCpu, waitForQuiet, type CpuReading } from './support/cpu-meter.ts';
import { machineSpeed } from './support/machine-speed.ts';
import { closedLoop } from './support/load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 1);
const QUIET_SECONDS = Number(process.env.BENCH_QUIET ?? 0);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 24);
const MEMBERS = Number(process.env.MEMBERS ?? 1000);
const POOL = Number(process.env.DB_POOL_SIZE ?? 10);
const LOG_LEVEL = process.env.SERVER_LOG_LEVEL ?? 'warn';
const MATCHES = 4;
const STAKE = 10_000; // ₦100, the default minimum
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const SCENARIOS = (process.env.SCENARIOS ?? 'ceiling,pg1,pg2,hot,pglite').split(',');

type Run = { perSecond: number; p50: number; p99: number; ok: number; refused: number; errors: number; placed: number | null; cpu: CpuReading | null };
type Scenario = { label: string; runs: Run[] };
const scenarios: Scenario[] = [];
const labels: Record<string, string> = {
  ceiling: 'ceiling: gate + placeBetAnswered in-process, PG',
  bare: 'bare: placeBetAnswered in-process, no gate, PG',
  pg1: 'HTTP, PostgreSQL, 1 process, spread',
  pg2: 'HTTP, PostgreSQL, 2 processes, spread',
  hot: 'HTTP, PostgreSQL, 1 process, one hot selection',
  pglite: 'HTTP, PGlite, 1 process, spread',
};

/** The run least disturbed by other processes (the fastest among equally quiet ones). */
const best = (s: Scenario) => [...s.runs].sort((a, b) => Math.round(((a.cpu?.othersCores ?? 0) - (b.cpu?.othersCores ?? 0)) * 10) || b.perSecond - a.perSecond)[0]!;
const ceiling = () => {
  const c = scenarios.find((s) => s.label === labels.ceiling);
  return c ? best(c).perSecond : null;
};

function line(label: string, r: Run) {
  const c = ceiling();
  const ratio = c && label !== labels.ceiling && label !== labels.bare ? `  ${(r.perSecond / c).toFixed(2)} of ceiling` : '';
  const cpu = r.cpu ? `  [${fmtCpu(r.cpu)}; ours per bet ${((r.cpu.oursCores * 1000) / r.perSecond).toFixed(1)} ms]` : '';
  return (
    `${label.padEnd(48)} ${r.perSecond.toFixed(0).padStart(5)} bets/s  p50 ${r.p50.toFixed(1).padStart(5)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms${ratio}` +
    `  (${r.ok} ok, ${r.refused} refused, ${r.errors} errors${r.placed === null ? '' : `, ${r.placed} new bets`})${cpu}`
  );
}

/** Round-robin over members (one member's bets rarely overlap), random selection or the hot one. */
function picker(f: BettingFixture, hot: boolean) {
  let i = 0;
  const hotSelection = f.selections.find((s) => s.period === 'FT' && s.selection === '1-1' && s.betType === 'correct')!;
  return () => {
    const member = f.members[i++ % f.members.length]!;
    const s: BenchSelection = hot ? hotSelection : f.selections[crypto.randomInt(f.selections.length)]!;
    return { member, body: { matchId: s.matchId, period: s.period, selection: s.selection, betType: s.betType, stake: STAKE, odds: s.odds } };
  };
}

function httpRequests(f: BettingFixture, hot: boolean): () => CannonRequest {
  const pick = picker(f, hot);
  return () => {
    const { member, body } = pick();
    return { path: '/web/bet/place', headers: { token: member.token, 'idempotency-key': crypto.randomUUID(), 'x-forwarded-for': member.ip }, body: JSON.stringify(body) };
  };
}

async function betCount(f: BettingFixture) {
  const r = (await f.ctx.db.execute(sql`select count(*)::int as n from bets`)) as unknown as { rows: { n: number }[] };
  return Number(r.rows[0]!.n);
}

/** Warm-up once, then REPEAT timed runs of `measure`. */
async function scenario(key: string, database: string | null, warmUp: () => Promise<unknown>, measure: () => Promise<Omit<Run, 'cpu'>>) {
  const s: Scenario = { label: labels[key]!, runs: [] };
  scenarios.push(s);
  await warmUp();
  for (let i = 0; i < REPEAT; i++) {
    if (QUIET_SECONDS > 0 && !(await waitForQuiet(QUIET_SECONDS, database))) console.log(`  (the machine did not get quiet within ${QUIET_SECONDS} s)`);
    const meter = cpuMeter(database);
    const r = await measure();
    const run = { ...r, cpu: meter.stop() };
    s.runs.push(run);
    console.log(line(s.label, run));
  }
}

async function withPostgres(run: (url: string, f: BettingFixture, database: string) => Promise<void>) {
  const scratch = await scratchDatabase(PG_URL, 'scoreline_bench');
  if (!scratch) {
    console.log('PostgreSQL: skipped (no server answers at BENCH_DATABASE_URL or 127.0.0.1:5432)');
    return;
  }
  const f = await prepareBetting(openPostgres(scratch.url, POOL), { members: MEMBERS, matches: MATCHES, fundKobo: 100_000_000n });
  try {
    await run(scratch.url, f, new URL(scratch.url).pathname.slice(1));
  } finally {
    await f.close();
    await scratch.drop();
  }
}

const serverEnv = (extra: Record<string, string>) => ({ LOG_LEVEL, DEMO_SEED: 'false', TRUST_PROXY: 'true', DB_POOL_SIZE: String(POOL), ...extra });

async function httpOnPostgres(key: string, processes: number, hot: boolean) {
  await withPostgres(async (url, f, database) => {
    // Several processes run as README.md's "Several processes on PostgreSQL" sets them up: one bet
    // batch in flight each (decision 011), unless BET_BATCHES_IN_FLIGHT is given.
    const inFlight: Record<string, string> = processes > 1 ? { BET_BATCHES_IN_FLIGHT: process.env.BET_BATCHES_IN_FLIGHT ?? '1' } : {};
    const servers: RunningServer[] = await Promise.all(Array.from({ length: processes }, () => startServer(serverEnv({ DATABASE_URL: url, ...inFlight }))));
    try {
      const urls = servers.map((s) => s.url);
      const next = httpRequests(f, hot);
      await scenario(
        key,
        database,
        () => cannon({ urls, connections: CONNECTIONS, seconds: WARMUP, next }),
        async () => {
          const before = await betCount(f);
          const r = await cannon({ urls, connections: CONNECTIONS, seconds: SECONDS, next });
          const other = Object.entries(r.statuses).filter(([status]) => status !== '200');
          if (other.length) console.log(`  answers other than 200: ${other.map(([status, n]) => `${status} x${n}`).join(', ')}`);
          return { ...r, placed: (await betCount(f)) - before };
        },
      );
    } finally {
      if (process.env.SERVER_LOGS) console.log(servers.map((s) => s.logs()).join('\n'));
      await Promise.all(servers.map((s) => s.stop()));
    }
  });
}

/**
 * The ceiling: the HTTP path's work and SQL without HTTP. Each bet goes through the route's own
 * request gate (session and submit limit; on a known session deferred into the batch's first
 * message, as over HTTP) and placeBetAnswered. `bare` leaves the gate out (the ceiling of the
 * fourth to sixth sessions: less SQL than the HTTP path sends).
 */
async function ceilingOnPostgres(key: 'ceiling' | 'bare') {
  await withPostgres(async (_url, f, database) => {
    const pick = picker(f, false);
    const endpoint = matchEndpoints.placeBet;
    const gate = requestGate(f.ctx, { method: endpoint.method, url: endpoint.path, member: 'required', limit: endpoint.rateLimit, deferrable: true });
    const reply = { header: () => reply } as unknown as FastifyReply;
    const op = async () => {
      const { member, body } = pick();
      const request = { headers: { token: member.token }, ip: member.ip, member: null, deferredGate: null } as unknown as FastifyRequest;
      if (key === 'ceiling') await gate(request, reply);
      // What the route hands over: the key with its scope and the body's hash (the answer is stored with the bet).
      const idempotency = { key: crypto.randomUUID(), scope: keyScope(member.id, 'POST', '/web/bet/place'), hash: bodyHash(body) };
      const answer = await placeBetAnswered(f.ctx, request, member.id, body, idempotency);
      if (answer.status !== 200) throw new Error(`bet refused: ${JSON.stringify(answer.body)}`);
    };
    await scenario(
      key,
      database,
      () => closedLoop({ concurrency: CONNECTIONS, seconds: WARMUP, op }),
      async () => {
        const before = await betCount(f);
        const r = await closedLoop({ concurrency: CONNECTIONS, seconds: SECONDS, op });
        return { perSecond: r.perSecond, p50: r.p50, p99: r.p99, ok: r.ops, refused: 0, errors: r.errors, placed: (await betCount(f)) - before };
      },
    );
  });
}

async function httpOnPglite() {
  // PGlite is one process's embedded database: prepare it here, close it, then the server opens it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-bench-pglite-'));
  const f = await prepareBetting(openPglite({ dataDir }), { members: MEMBERS, matches: MATCHES, fundKobo: 100_000_000n });
  await f.close();
  const server = await startServer(serverEnv({ DATA_DIR: dataDir }));
  try {
    const next = httpRequests(f, false);
    const urls = [server.url];
    // The data directory has one owner at a time, so bets are not counted here.
    await scenario(
      'pglite',
      null,
      () => cannon({ urls, connections: CONNECTIONS, seconds: WARMUP, next }),
      async () => ({ ...(await cannon({ urls, connections: CONNECTIONS, seconds: SECONDS, next })), placed: null }),
    );
  } finally {
    if (process.env.SERVER_LOGS) console.log(server.logs());
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Bet placement: ${MEMBERS} members, ${MATCHES} priced matches (${MATCHES * 86} selections), stake ₦${STAKE / 100}, ${CONNECTIONS} in flight, ` +
    `${SECONDS} s timed x ${REPEAT} after ${WARMUP} s warm-up, pool ${POOL} per process, server log level ${LOG_LEVEL}`,
);
console.log(`Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load generator, servers and PostgreSQL share it`);
console.log(`${await machineSpeed(PG_URL)}\n`);

for (const key of SCENARIOS) {
  if (key === 'ceiling' || key === 'bare') await ceilingOnPostgres(key);
  else if (key === 'pg1') await httpOnPostgres(key, 1, false);
  else if (key === 'pg2') await httpOnPostgres(key, 2, false);
  else if (key === 'hot') await httpOnPostgres(key, 1, true);
  else if (key === 'pglite') await httpOnPglite();
  else console.log(`unknown scenario ${key} (ceiling, bare, pg1, pg2, hot, pglite)`);
}

if (scenarios.length) {
  console.log(`\nSummary (per scenario the run least disturbed by other processes):`);
  for (const s of scenarios) console.log(line(s.label, best(s)));
  console.log('targets: PostgreSQL spread >= 1,500 bets/s, p99 <= 50 ms, >= 0.65 of the ceiling; one hot selection >= 1,000 bets/s; PGlite >= 500 bets/s');
}
