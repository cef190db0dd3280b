import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.ts';
import { gateStatement } from '../http/request-gate.ts';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { totpCode } from '../modules/admin/totp/totp.ts';
import { createBulkMembers, marketOf, openMatchesOverHttp, seededRandom } from './betting-fixtures-bulk.ts';
import { useTradingCluster } from './trading-cluster.ts';
import { call, waitForLockWait, type Answer } from './cluster.ts';

// Requests that take the same rows at the same moment must take them in one order: two
// transactions that wait on each other are aborted by PostgreSQL (a deadlock), and an aborted
// request that nobody runs again fails for no fault of the member. Each test sends, through every
// process at once, requests that once took shared rows in opposite orders, and expects every one
// of them to succeed.
const PROCESSES = 3;
const env = useTradingCluster(PROCESSES, 1_000_000);
const base = (i: number) => env.cluster.servers[i % PROCESSES]!.url;
const failures = (answers: Answer[]) => answers.filter((a) => a.body.code !== 200).map((a) => `${a.status} ${JSON.stringify(a.body)}`);

describe(`lock order (${PROCESSES} server processes, one PostgreSQL)`, () => {
  it('the submit-limit counters are taken in key order, whatever order the requests arrived in', async () => {
    // A process counts the requests that arrive together in one statement, two statements at a
    // time, and every process does: two statements holding shared counters in opposite orders
    // would wait on each other. Here one transaction holds counter A and then wants B, while a
    // gate statement for requests that arrived B first, then A, runs on another connection: it
    // must wait for A without holding B (in arrival order it took B and the two deadlocked).
    const ctx = { clock: { now: () => new Date() } } as unknown as AppContext;
    const tag = crypto.randomBytes(4).toString('hex');
    const [a, b] = [`POST:/test|${tag}-a`, `POST:/test|${tag}-b`];
    const gate = (keys: string[]) => gateStatement(ctx, keys.map((key) => ({ tokenHash: null, count: { key, windowStart: 0 } })));
    let holdingA!: () => void;
    const aHeld = new Promise<void>((resolve) => (holdingA = resolve));
    const first = env.cluster.db.db.transaction(async (tx) => {
      await tx.execute(gate([a]));
      holdingA();
      await waitForLockWait(env.cluster.db.db);
      await tx.execute(gate([b]));
    });
    const second = aHeld.then(() => env.cluster.db.db.execute(gate([b, a])));
    await Promise.all([first, second]);
    const counts = (await env.cluster.db.db.execute(sql`select key, hits from rate_limit_counters where key in (${a}, ${b}) order by key`)) as unknown as { rows: { key: string; hits: number }[] };
    expect(counts.rows).toEqual([{ key: a, hits: 2 }, { key: b, hits: 2 }]);
  });

  it('a member cancelling one bet while placing another, 40 members at once: every cancel and every bet goes through', async () => {
    const n = 40;
    const stake = 10_000n;
    const [matchId] = await openMatchesOverHttp(base(0), env.cluster.db.db, env.adminToken, 1);
    const market = (await marketOf(env.cluster.db.db, matchId!)).filter((p) => p.period === 'FT' && p.betType === 'correct');
    const members = await createBulkMembers(env.cluster.db.db, { count: n, fundKobo: 1_000_000n, at: new Date() });
    const bet = (i: number, token: string, pick: number) => {
      const price = market[pick % market.length]!;
      return call(base(i), '/web/bet/place', {
        body: { matchId, period: 'FT', selection: price.selection, betType: 'correct', stake: Number(stake), odds: price.odds, acceptAnyOdds: true },
        headers: { token, 'idempotency-key': crypto.randomUUID() },
      });
    };
    const first = await Promise.all(members.map((m, i) => bet(i, m.token, i)));
    expect(failures(first)).toEqual([]);

    // The cancel through one process, the new bet through the next, for every member at once.
    const raced = await Promise.all(
      members.map((m, i) =>
        Promise.all([
          call(base(i), '/web/bet/cancel', { body: { betId: first[i]!.body.data.id }, headers: { token: m.token, 'idempotency-key': crypto.randomUUID() } }),
          bet(i + 1, m.token, i + 7),
        ]),
      ),
    );
    expect(failures(raced.flat())).toEqual([]);
    expect(raced.map(([cancel]) => cancel.body.data.status)).toEqual(members.map(() => 'revoked'));
  });

  it('a cancel takes the member before the member\'s accounts, as placing a bet does', async () => {
    // Placing a bet (and asking for a withdrawal) locks the member row, then the member's
    // accounts. Here a transaction does exactly that, in two steps, around a cancel of the same
    // member's bet: the cancel must wait for the member row holding nothing (it once took the
    // accounts first, then waited for the member row, and the two deadlocked).
    const [matchId] = await openMatchesOverHttp(base(0), env.cluster.db.db, env.adminToken, 1);
    const price = (await marketOf(env.cluster.db.db, matchId!)).find((p) => p.period === 'FT' && p.selection === '2-1' && p.betType === 'correct')!;
    const [m] = await createBulkMembers(env.cluster.db.db, { count: 1, fundKobo: 1_000_000n, at: new Date() });
    const placed = await call(base(0), '/web/bet/place', {
      body: { matchId, period: 'FT', selection: '2-1', betType: 'correct', stake: 10_000, odds: price.odds, acceptAnyOdds: true },
      headers: { token: m!.token, 'idempotency-key': crypto.randomUUID() },
    });
    let cancel!: Promise<Answer>;
    await env.cluster.db.db.transaction(async (tx) => {
      await tx.execute(sql`select id from members where id = ${m!.id} for update`);
      cancel = call(base(1), '/web/bet/cancel', { body: { betId: placed.body.data.id }, headers: { token: m!.token, 'idempotency-key': crypto.randomUUID() } });
      await waitForLockWait(env.cluster.db.db);
      await tx.execute(sql`select id from ledger_accounts where member_id = ${m!.id} order by id for update`);
    });
    expect(failures([await cancel])).toEqual([]);
    expect((await cancel).body.data.status).toBe('revoked');
  });

  it('a bet arriving while a match is being voided waits for the void and is refused: no bet is left waiting on a void match', async () => {
    // QA: a bet read the match open just before a void committed and was placed after the void
    // run had revoked the match's bets; its stake stayed frozen with no run left to return it.
    // Here a transaction does what the void does first (lock the match, mark it void) around a bet.
    const [matchId] = await openMatchesOverHttp(base(0), env.cluster.db.db, env.adminToken, 1);
    const price = (await marketOf(env.cluster.db.db, matchId!)).find((p) => p.period === 'FT' && p.selection === '1-1' && p.betType === 'correct')!;
    const [m] = await createBulkMembers(env.cluster.db.db, { count: 1, fundKobo: 1_000_000n, at: new Date() });
    let placing!: Promise<Answer>;
    await env.cluster.db.db.transaction(async (tx) => {
      await tx.execute(sql`select id from matches where id = ${matchId!} for update`);
      placing = call(base(0), '/web/bet/place', {
        body: { matchId, period: 'FT', selection: '1-1', betType: 'correct', stake: 10_000, odds: price.odds },
        headers: { token: m!.token, 'idempotency-key': crypto.randomUUID() },
      });
      await waitForLockWait(env.cluster.db.db);
      await tx.execute(sql`update matches set state = 'void' where id = ${matchId!}`);
    });
    expect((await placing).body.code).toBe(ERRORS.MATCH_CLOSED.code);
    const left = (await env.cluster.db.db.execute(sql`select count(*)::int as n from bets where match_id = ${matchId!}`)) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });

  it('a trader changing a match\'s total per selection while bets arrive on it: every change and every bet goes through', async () => {
    const [matchId] = await openMatchesOverHttp(base(0), env.cluster.db.db, env.adminToken, 1);
    const market = (await marketOf(env.cluster.db.db, matchId!)).filter((p) => p.period === 'FT');
    const members = await createBulkMembers(env.cluster.db.db, { count: 60, fundKobo: 1_000_000n, at: new Date() });
    const random = seededRandom(5);
    const bets = members.flatMap((m, i) =>
      [0, 1, 2].map((k) => {
        const price = market[Math.floor(random() * market.length)]!;
        return call(base(i + k), '/web/bet/place', {
          body: { matchId, period: 'FT', selection: price.selection, betType: price.betType, stake: 10_000, odds: price.odds, acceptAnyOdds: true },
          headers: { token: m.token, 'idempotency-key': crypto.randomUUID() },
        });
      }),
    );
    // Limits far above what the bets stake, so every change and every bet is allowed.
    const changes = Array.from({ length: 9 }, (_, k) =>
      call(base(k), '/admin/api/matches/limits', { body: { matchId, selectionTotalLimit: 500_000_000 + k * 1_000_000 }, headers: { 'admin-token': env.adminToken } }),
    );
    const [placed, changed] = await Promise.all([Promise.all(bets), Promise.all(changes)]);
    expect(failures(changed)).toEqual([]);
    expect(failures(placed)).toEqual([]);
  });
  it('an admin\'s code step takes the admin row before the sign-in ticket, as a super admin\'s change does', async () => {
    // A super admin's change (role, disable, authenticator reset) locks the admin row, then ends
    // the admin's sessions, the sign-in ticket among them. Here a transaction does exactly that,
    // in two steps, around the admin's code step: the step must wait for the admin row holding
    // nothing, then find its ticket ended (it once took the ticket first and the two deadlocked).
    const username = `lock${crypto.randomBytes(3).toString('hex')}`;
    const password = 'Lock-Order-Admin-2026';
    const created = await call(base(0), '/admin/api/admins/create', { body: { username, password, role: 'trader' }, headers: { 'admin-token': env.adminToken } });
    expect(failures([created])).toEqual([]);
    const first = await call(base(0), '/admin/api/login', { body: { username, password } });
    expect(failures([first])).toEqual([]);
    const code = await totpCode(first.body.data.enrolment.secret, new Date());
    let step!: Promise<Answer>;
    await env.cluster.db.db.transaction(async (tx) => {
      await tx.execute(sql`select id from admins where id = ${created.body.data.id} for update`);
      step = call(base(1), '/admin/api/login/totp', { body: { ticket: first.body.data.ticket, code } });
      await waitForLockWait(env.cluster.db.db);
      await tx.execute(sql`update admin_sessions set revoked_at = now() where admin_id = ${created.body.data.id} and revoked_at is null`);
    });
    expect((await step).body.code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });
});
