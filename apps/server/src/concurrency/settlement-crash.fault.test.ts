import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../../e2e/support/server.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { assertLedgerInvariants } from '../modules/ledger/ledger-invariants.ts';
import { createAdminSession, createBulkMembers, expectedCredit, kickOffNow, marketOf, openMatchesOverHttp, placeBulkBets, realisticFtBets, type BulkBet } from './betting-fixtures-bulk.ts';
import { call, clusterEnv, createScratchDatabase, setSetting } from './cluster.ts';

// ledger.md "Faults": a process killed in the middle of settlement resumes and settles every bet
// exactly once. Process A enters a full-time result over 10,000 open bets and works the run in
// small chunks; it is SIGKILLed part-way; two fresh processes find the run once A's lease has
// expired and finish it.

const BETS = 10_000;
const MEMBERS = 1_000;
const FUND = 5_000_000n; // ₦50,000: covers ten bets of at most ₦2,000
const FT = { home: 2, away: 1 };
const LEASE_MS = '2000';

type Rows<T> = { rows: T[] };
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let db: Database;
const servers: RunningServer[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  db = openPostgres(scratch.url, 4);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  if (db) {
    await assertLedgerInvariants(db.db);
    await db.close();
  }
  await scratch?.drop();
});

const run = async (matchId: number) =>
  ((await db.db.execute(sql`select id, status, settled, lease_owner from settlement_runs where match_id = ${matchId}`)) as unknown as Rows<{ id: number; status: string; settled: number; lease_owner: string | null }>).rows;

/** The pid in a lease (host:pid:random), checked to be a server this test process started before it is killed. */
function ownChildPid(leaseOwner: string): number {
  const pid = Number(leaseOwner.split(':')[1]);
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  if (parent !== process.pid) throw new Error(`lease owner ${leaseOwner} is not a server started by this test`);
  return pid;
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null | undefined | false>, everyMs = 20): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

describe('a server killed in the middle of a settlement run', () => {
  it(`settles each of ${BETS} bets exactly once after other processes resume the run`, async () => {
    // A settles in chunks of 250 (40 transactions) and holds a short lease.
    const a = await startServer(clusterEnv(scratch.url, { SETTLEMENT_CHUNK: '250', SETTLEMENT_LEASE_MS: LEASE_MS }));
    servers.push(a);
    const adminToken = await createAdminSession(db.db, new Date());
    await setSetting(db, 'betting.handlingFeeBps', 500); // 5 % of profit, so fees move too
    const [matchId] = await openMatchesOverHttp(a.url, db.db, adminToken, 1);
    const members = await createBulkMembers(db.db, { count: MEMBERS, fundKobo: FUND, at: new Date(), vipLevel: (i) => i % 3 });
    const bets: BulkBet[] = await placeBulkBets(db.db, { matchId: matchId!, requests: realisticFtBets(await marketOf(db.db, matchId!), members, BETS / MEMBERS), at: new Date() });
    expect(bets).toHaveLength(BETS);
    await assertLedgerInvariants(db.db);
    await kickOffNow(db.db, matchId!);

    // The result's request never answers: A dies while working the run it started.
    const entered = call(a.url, '/admin/api/matches/result', { body: { matchId, period: 'FT', ...FT }, headers: { 'admin-token': adminToken } }).then(
      (r) => ({ answered: r.body.code }),
      () => ({ answered: 'died' as const }),
    );
    const midway = await until('A to settle a few chunks', 30_000, async () => {
      const [r] = await run(matchId!);
      return r && r.settled >= 1_000 && r.lease_owner ? r : null;
    });
    process.kill(ownChildPid(midway.lease_owner!), 'SIGKILL');
    expect(await entered).toEqual({ answered: 'died' });
    const [atKill] = await run(matchId!);
    expect(atKill!.status).toBe('pending');
    expect(atKill!.settled).toBeGreaterThan(0);
    expect(atKill!.settled).toBeLessThan(BETS);
    // The chunk in flight rolled back whole: the bets no longer waiting are exactly the ones counted.
    const left = (await db.db.execute(sql`select count(*)::int as n from bets where match_id = ${matchId} and status = 'waiting'`)) as unknown as Rows<{ n: number }>;
    expect(left.rows[0]!.n).toBe(BETS - atKill!.settled);

    // Two fresh processes: their periodic job claims the run when A's lease has expired.
    const resumed = await Promise.all(
      [0, 1].map(() => startServer(clusterEnv(scratch.url, { JOBS_INTERVAL_MS: '300', SETTLEMENT_LEASE_MS: LEASE_MS }))),
    );
    servers.push(...resumed);
    const done = await until('the run to finish', 60_000, async () => ((await run(matchId!))[0]?.status === 'done' ? (await run(matchId!))[0] : null), 200);
    expect(done!.settled).toBe(BETS);

    // Every bet settled once, as payout.ts says, and every member's balance adds up.
    const rows = (await db.db.execute(sql`
      select b.id, b.status, coalesce(b.actual_win_amount, 0)::text as paid, (select count(*)::int from ledger_transactions t
        where t.kind = 'bet_settle' and t.ref_type = 'bet_stake' and t.ref_id = b.id::text) as settlements
      from bets b where b.match_id = ${matchId}`)) as unknown as Rows<{ id: number; status: string; paid: string; settlements: number }>;
    const byId = new Map(rows.rows.map((r) => [Number(r.id), r]));
    const owed = new Map<number, bigint>();
    const wrongBets: unknown[] = [];
    for (const bet of bets) {
      const row = byId.get(bet.id)!;
      const expected = expectedCredit(bet, FT.home, FT.away);
      if (row.status !== (expected.won ? 'winning' : 'lost') || BigInt(row.paid) !== expected.credited || row.settlements !== 1) wrongBets.push({ bet: bet.id, row, expected });
      owed.set(bet.member.id, (owed.get(bet.member.id) ?? FUND) - bet.stake + expected.credited);
    }
    expect(wrongBets).toEqual([]);
    const balances = (await db.db.execute(sql`
      select member_id, sum(credits_posted - debits_posted) filter (where code like '%:available')::text as available,
             sum(credits_posted - debits_posted) filter (where code like '%:frozen')::text as frozen
      from ledger_accounts where member_id is not null group by member_id`)) as unknown as Rows<{ member_id: number; available: string; frozen: string }>;
    expect(balances.rows).toHaveLength(MEMBERS);
    const wrongBalances = balances.rows.filter((b) => BigInt(b.available) !== owed.get(Number(b.member_id)) || BigInt(b.frozen) !== 0n);
    expect(wrongBalances).toEqual([]);
    await assertLedgerInvariants(db.db);
  });
});
