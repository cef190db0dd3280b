import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { postgresPool } from '../db/client.ts';
import { matchKey } from '../modules/matches/import-fixtures.ts';
import { createBulkMembers, kickOffNow, marketOf, openMatchesOverHttp, placeBulkBets, realisticFtBets, type BulkMember } from './betting-fixtures-bulk.ts';
import { useTradingCluster } from './trading-cluster.ts';
import { call, waitForLockWait, type Answer } from './cluster.ts';
import { CORRECTIONS_ACCOUNT } from '../modules/admin-members/balance-corrections.ts';
import { memberAccountCode } from '../modules/ledger/member-accounts.ts';
import { postTransaction } from '../modules/ledger/post-transaction.ts';
import { operatorCoversPaid } from '../test/correction-fixtures.ts';

// ledger.md "How correctness is proven", for bets: several server processes on one PostgreSQL
// placing, cancelling, voiding and settling at the same moment.
const PROCESSES = 3;
const FUND = 1_000_000n; // ₦10,000 each
const env = useTradingCluster(PROCESSES, 10_000);
const base = (i: number) => env.cluster.servers[i % PROCESSES]!.url;
const admin = (i: number, path: string, body: unknown) => call(base(i), path, { body, headers: { 'admin-token': env.adminToken } });

type Rows<T> = { rows: T[] };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rows = async <T,>(query: ReturnType<typeof sql>) => ((await env.cluster.db.db.execute(query)) as unknown as Rows<T>).rows;

async function balancesOf(memberIds: number[]) {
  const r = await rows<{ member_id: number; available: string; frozen: string }>(sql`
    select member_id, sum(credits_posted - debits_posted) filter (where code like '%:available')::text as available,
           sum(credits_posted - debits_posted) filter (where code like '%:frozen')::text as frozen
    from ledger_accounts where member_id in (select json_array_elements_text(${JSON.stringify(memberIds)}::json)::bigint) group by member_id`);
  return new Map(r.map((b) => [Number(b.member_id), { available: BigInt(b.available), frozen: BigInt(b.frozen) }]));
}

/** A member whose whole ₦10,000 won on FT 1-0 of a match that ended 1-0 (the result a correction will take back); what they won, all available. */
async function memberWithWin() {
  const db = env.cluster.db.db;
  const [matchId] = await openMatchesOverHttp(base(0), db, env.adminToken, 1);
  const [member] = await createBulkMembers(db, { count: 1, fundKobo: FUND, at: new Date() });
  const { id, token } = member!;
  await bet(token, matchId!, '1-0', Number(FUND));
  await kickOffNow(db, matchId!);
  expect((await admin(0, '/admin/api/matches/result', { matchId, period: 'FT', home: 1, away: 0 })).body.code).toBe(200);
  const won = (await balancesOf([id])).get(id)!.available;
  expect(won).toBeGreaterThan(FUND);
  return { matchId: matchId!, id, token, won };
}

/** An FT correct-score bet at the current price; its id. */
async function bet(token: string, matchId: number, selection: string, stake: number): Promise<number> {
  const price = (await marketOf(env.cluster.db.db, matchId)).find((p) => p.period === 'FT' && p.betType === 'correct' && p.selection === selection)!;
  const placed = await call(base(0), '/web/bet/place', { body: { matchId, period: 'FT', selection, betType: 'correct', stake, odds: price.odds, acceptAnyOdds: true }, headers: { token, 'idempotency-key': crypto.randomUUID() } });
  expect(placed.body.code).toBe(200);
  return Number(placed.body.data.id);
}

const correctionsPaid = () => operatorCoversPaid(env.cluster.db.db);

/**
 * Runs `first`, and `second` once `first` waits, while a transaction holds expense:corrections
 * (which every correction and every cover taken back posts to): each is stopped at its postings,
 * or at a lock the other holds, with everything it read and locked before in place; the hold is
 * let go once `waiters` statements wait.
 */
async function withCorrectionsHeld(first: () => Promise<Answer>, second: () => Promise<Answer>, waiters: number): Promise<[Answer, Answer]> {
  const db = env.cluster.db.db;
  let answers!: Promise<[Answer, Answer]>;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from ledger_accounts where code = ${CORRECTIONS_ACCOUNT} for update`);
    const a = first();
    await waitForLockWait(db);
    const b = second();
    // Until it waits too, or is done (it took nothing the correction held).
    await Promise.race([waitForLockWait(db, waiters), b]);
    answers = Promise.all([a, b]);
  });
  return answers;
}

describe(`bets under concurrency (${PROCESSES} server processes, one PostgreSQL)`, () => {
  it('200 parallel bets on one selection whose total allows 37: exactly 37 placed, the rest SELECTION_FULL, nobody charged for a refusal', async () => {
    const stake = 10_000n; // ₦100
    const allowed = 37; // 8 shards of 46,250: 32 bets fit whole, 5 more only split over several shards
    const [matchId] = await openMatchesOverHttp(base(0), env.cluster.db.db, env.adminToken, 1);
    expect((await admin(0, '/admin/api/matches/limits', { matchId, maxStake: Number(stake), selectionTotalLimit: allowed * Number(stake) })).body.code).toBe(200);
    const price = (await marketOf(env.cluster.db.db, matchId!)).find((p) => p.period === 'FT' && p.selection === '1-1' && p.betType === 'correct')!;
    const members = await createBulkMembers(env.cluster.db.db, { count: 200, fundKobo: FUND, at: new Date() });

    const answers = await Promise.all(
      members.map((m, i) =>
        call(base(i), '/web/bet/place', {
          body: { matchId, period: 'FT', selection: '1-1', betType: 'correct', stake: Number(stake), odds: price.odds },
          headers: { token: m.token, 'idempotency-key': crypto.randomUUID() },
        }),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(allowed);
    // The room is counted in whole stakes: a refused bet found none left, less than the minimum stake.
    expect([...new Set(codes.filter((c) => c !== 200))]).toEqual([ERRORS.SELECTION_FULL.code]);

    const [shards] = await rows<{ staked: string; bets: number }>(sql`
      select (select sum(staked) from selection_shards where match_id = ${matchId})::text as staked,
             (select count(*)::int from bets where match_id = ${matchId}) as bets`);
    expect(shards).toEqual({ staked: String(allowed * Number(stake)), bets: allowed });
    const balances = await balancesOf(members.map((m) => m.id));
    members.forEach((m, i) => {
      const placed = answers[i]!.body.code === 200;
      expect(balances.get(m.id), `member ${m.id}`).toEqual(placed ? { available: FUND - stake, frozen: stake } : { available: FUND, frozen: 0n });
    });
  });

  it('600 bets of 40 members sent at once to every process, each member funded for 7 of its 15: exactly 7 each placed and held, the rest INSUFFICIENT_AVAILABLE_BALANCE', async () => {
    // Bets arriving together are placed together (decision 011): a member's bets meet in one
    // process's batch and in other processes' batches at the same moment.
    const stake = 10_000n;
    const perMember = 15;
    const affordable = 7;
    const [matchId] = await openMatchesOverHttp(base(2), env.cluster.db.db, env.adminToken, 1);
    const prices = (await marketOf(env.cluster.db.db, matchId!)).filter((p) => p.period === 'FT');
    const members = await createBulkMembers(env.cluster.db.db, { count: 40, fundKobo: stake * BigInt(affordable), at: new Date() });
    const sends = members.flatMap((m, i) =>
      Array.from({ length: perMember }, (_, j) => {
        const p = prices[(i + j) % prices.length]!;
        return () =>
          call(base(i + j), '/web/bet/place', {
            body: { matchId, period: p.period, selection: p.selection, betType: p.betType, stake: Number(stake), odds: p.odds },
            headers: { token: m.token, 'idempotency-key': crypto.randomUUID() },
          });
      }),
    );
    const answers = await Promise.all(sends.map((send) => send()));
    members.forEach((m, i) => {
      const codes = answers.slice(i * perMember, (i + 1) * perMember).map((a) => a.body.code);
      expect(codes.filter((c) => c === 200), `member ${m.id}`).toHaveLength(affordable);
      expect([...new Set(codes.filter((c) => c !== 200))], `member ${m.id}`).toEqual([ERRORS.INSUFFICIENT_AVAILABLE_BALANCE.code]);
    });
    const balances = await balancesOf(members.map((m) => m.id));
    for (const m of members) expect(balances.get(m.id), `member ${m.id}`).toEqual({ available: 0n, frozen: stake * BigInt(affordable) });
    const [placed] = await rows<{ bets: number; staked: string }>(sql`
      select (select count(*)::int from bets where match_id = ${matchId}) as bets,
             (select sum(staked) from selection_shards where match_id = ${matchId})::text as staked`);
    expect(placed).toEqual({ bets: members.length * affordable, staked: String(BigInt(members.length * affordable) * stake) });
  });

  it('cancel and void fired at once on 30 open bets: each bet is revoked once, by exactly one of them (the cancel told when it lost), its stake returned once', async () => {
    const n = 30;
    const stake = 50_000n;
    const matchIds = await openMatchesOverHttp(base(1), env.cluster.db.db, env.adminToken, n);
    const members = await createBulkMembers(env.cluster.db.db, { count: n, fundKobo: FUND, at: new Date() });
    const price = (await marketOf(env.cluster.db.db, matchIds[0]!)).find((p) => p.period === 'FT' && p.selection === '1-0' && p.betType === 'correct')!;
    const betIds: number[] = [];
    for (const [i, m] of members.entries()) {
      const placed = await call(base(i), '/web/bet/place', {
        body: { matchId: matchIds[i], period: 'FT', selection: '1-0', betType: 'correct', stake: Number(stake), odds: price.odds, acceptAnyOdds: true },
        headers: { token: m.token, 'idempotency-key': crypto.randomUUID() },
      });
      expect(placed.body.code, JSON.stringify(placed.body)).toBe(200);
      betIds.push(placed.body.data.id as number);
    }

    // The settlement a cancel can race is a void: a result is refused before kick-off
    // (RESULT_BEFORE_KICKOFF) and a cancel from closing time on, and closing is never after kick-off.
    // Member i cancels through one process while the back office voids match i through another.
    // A void does more before it reaches the bet (sign-in check, match lock, run), so the cancels
    // set off 0-25 ms later, in turns, to let either side get there first.
    const raced = await Promise.all(
      members.map((m, i) =>
        Promise.all([
          sleep((i % 6) * 5).then(() => call(base(i), '/web/bet/cancel', { body: { betId: betIds[i] }, headers: { token: m.token, 'idempotency-key': crypto.randomUUID() } })),
          admin(i + 1, '/admin/api/matches/void', { matchId: matchIds[i], state: 'void', reason: 'fixture cancelled' }),
        ]),
      ),
    );
    // The void always succeeds (the match is void either way); the cancel succeeds only where it
    // revoked the bet itself, and otherwise is told the void settled it first.
    for (const [cancel, voided] of raced) {
      expect(voided.body.code).toBe(200);
      expect([200, ERRORS.ORDER_ALREADY_SETTLED.code]).toContain(cancel.body.code);
    }

    const outcome = await rows<{ id: number; status: string; hold: string; resolutions: number; kinds: string }>(sql`
      select b.id, b.status, h.status as hold,
        (select count(*)::int from ledger_transactions t where t.ref_type = 'bet_stake' and t.ref_id = b.id::text and t.kind <> 'stake_hold') as resolutions,
        (select string_agg(t.kind, ',') from ledger_transactions t where t.ref_type = 'bet_stake' and t.ref_id = b.id::text and t.kind <> 'stake_hold') as kinds
      from bets b join holds h on h.purpose = 'bet_stake' and h.ref_id = b.id::text
      where b.id in (select json_array_elements_text(${JSON.stringify(betIds)}::json)::bigint)`);
    expect(outcome).toHaveLength(n);
    const cancelAnswer = new Map(raced.map(([cancel], i) => [betIds[i]!, cancel.body.code as number]));
    for (const o of outcome) {
      expect({ status: o.status, hold: o.hold, resolutions: o.resolutions }).toEqual({ status: 'revoked', hold: 'voided', resolutions: 1 });
      // Exactly one side won each bet, and the member was told which.
      expect([o.kinds, cancelAnswer.get(Number(o.id))]).toEqual(o.kinds === 'bet_cancel' ? ['bet_cancel', 200] : ['bet_void', ERRORS.ORDER_ALREADY_SETTLED.code]);
    }
    const balances = await balancesOf(members.map((m) => m.id));
    for (const m of members) expect(balances.get(m.id)).toEqual({ available: FUND, frozen: 0n });
    // Every match ends void with one finished run, whichever side won its bet.
    const runs = await rows<{ n: number }>(sql`
      select count(*)::int as n from settlement_runs where kind = 'void' and status = 'done'
      and match_id in (select json_array_elements_text(${JSON.stringify(matchIds)}::json)::bigint)`);
    expect(runs[0]!.n).toBe(n);
    const won = outcome.filter((o) => o.kinds === 'bet_cancel').length;
    console.info(`cancel vs void: cancel won ${won} of ${n}, void ${n - won}`);
  });

  it('the same result entered through every process at once: one accepted, the others RESULT_ALREADY_ENTERED, every bet settled once', async () => {
    const [matchId] = await openMatchesOverHttp(base(2), env.cluster.db.db, env.adminToken, 1);
    const members: BulkMember[] = await createBulkMembers(env.cluster.db.db, { count: 100, fundKobo: FUND, at: new Date() });
    const bets = await placeBulkBets(env.cluster.db.db, { matchId: matchId!, requests: realisticFtBets(await marketOf(env.cluster.db.db, matchId!), members, 3), at: new Date() });
    await kickOffNow(env.cluster.db.db, matchId!);

    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => admin(i, '/admin/api/matches/result', { matchId, period: 'FT', home: 1, away: 1 })));
    const codes = answers.map((a) => a.body.code).sort((x, y) => x - y);
    expect(codes).toEqual([200, ...Array(5).fill(ERRORS.RESULT_ALREADY_ENTERED.code)]);

    const [settled] = await rows<{ runs: number; waiting: number; once: number }>(sql`
      select (select count(*)::int from settlement_runs where match_id = ${matchId}) as runs,
             (select count(*)::int from bets where match_id = ${matchId} and status = 'waiting') as waiting,
             (select count(*)::int from (select t.ref_id from ledger_transactions t join bets b on t.ref_id = b.id::text
                where t.kind = 'bet_settle' and b.match_id = ${matchId} group by t.ref_id having count(*) = 1) x) as once`);
    expect(settled).toEqual({ runs: 1, waiting: 0, once: bets.length });
  });
  it('a correction taking back a win the member is spending at that moment: refused with the amount short after the spending, or covered exactly, never a 500', async () => {
    const db = env.cluster.db.db;
    const { matchId, id, won } = await memberWithWin();

    // The member spends while the correction runs: their available balance is debited in a
    // transaction still open when the correction reads it (as a bet or a withdrawal in flight
    // would be), and committed once the correction waits for it.
    const spendingDuring = async (amount: bigint, correction: () => Promise<Answer>) => {
      let answer!: Promise<Answer>;
      await db.transaction(async (tx) => {
        await postTransaction(tx, {
          idempotencyKey: `spent-${crypto.randomUUID()}`,
          kind: 'balance_correction',
          billGroup: 'X',
          actor: 'concurrency-test',
          at: new Date(),
          postings: [
            { account: memberAccountCode(id, 'available'), side: 'debit', amount },
            { account: CORRECTIONS_ACCOUNT, side: 'credit', amount },
          ],
        });
        answer = correction();
        await waitForLockWait(db);
      });
      return answer;
    };
    const correct = (extra: Record<string, unknown>) => () => admin(1, '/admin/api/matches/correct', { matchId, period: 'FT', home: 0, away: 0, reason: 'wrong scorer', from: '1-0', ...extra });

    // All but ₦10 spent: the whole win less ₦10 is short (read before the spending, nothing was
    // short, and the ledger refused the take-back: 500).
    const refused = await spendingDuring(won - 1_000n, correct({}));
    expect(refused.body).toMatchObject({ code: ERRORS.CORRECTION_BALANCE_SHORT.code, data: { members: 1, short: [{ uid: id, shortBy: Number(won - 1_000n) }] } });
    // Covered by the operator while ₦5 more goes: the cover is what is short after it, to the kobo.
    const covered = await spendingDuring(500n, correct({ houseCoversShortfall: true }));
    expect(covered.body.code).toBe(200);
    const [cover] = await rows<{ amount: string }>(sql`
      select e.amount::text as amount from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
      where t.kind = 'correction_shortfall' and a.code = ${memberAccountCode(id, 'available')}`);
    expect(BigInt(cover!.amount)).toBe(won - 500n);
    expect((await balancesOf([id])).get(id)).toEqual({ available: 0n, frozen: 0n });
  });

  for (const returned of ['cancel', 'void'] as const)
  it(`a covered correction and a ${returned} of the bet holding the winnings at the same moment: the cover comes back with the stake, the member keeps neither twice`, async () => {
    const { matchId, id, token, won } = await memberWithWin();
    const [next] = await openMatchesOverHttp(base(0), env.cluster.db.db, env.adminToken, 1);
    const betId = await bet(token, next!, '0-0', Number(won));
    const paidBefore = await correctionsPaid();
    // The correction plans first (the member short, all of it in the bet) and is held at its
    // postings; the cancel or the void comes meanwhile through another process. Before, it found
    // no claim (not yet committed) and returned the stake: the member kept the cover and the
    // stake both (QA).
    const [corrected, gaveBack] = await withCorrectionsHeld(
      () => admin(1, '/admin/api/matches/correct', { matchId, period: 'FT', home: 0, away: 0, reason: 'wrong scorer', from: '1-0', houseCoversShortfall: true }),
      () => returned === 'cancel'
        ? call(base(2), '/web/bet/cancel', { body: { betId }, headers: { token, 'idempotency-key': crypto.randomUUID() } })
        : admin(2, '/admin/api/matches/void', { matchId: next, state: 'void', reason: 'fixture cancelled' }),
      2,
    );
    expect([corrected.body.code, gaveBack.body.code]).toEqual([200, 200]);
    // The ₦10,000 was lost on the corrected match: nothing is left, and the operator is even.
    expect((await balancesOf([id])).get(id)).toEqual({ available: 0n, frozen: 0n });
    expect(await correctionsPaid()).toBe(paidBefore);
  });

  it('a correction paying the win again and a cancel returning the covered stake at the same moment: the cover is taken back once', async () => {
    const { matchId, id, token, won } = await memberWithWin();
    const [next] = await openMatchesOverHttp(base(0), env.cluster.db.db, env.adminToken, 1);
    const betId = await bet(token, next!, '0-0', Number(won));
    const paidBefore = await correctionsPaid();
    expect((await admin(1, '/admin/api/matches/correct', { matchId, period: 'FT', home: 0, away: 0, reason: 'wrong scorer', from: '1-0', houseCoversShortfall: true })).body.code).toBe(200);
    // The cancel reaches the claim first and is held at its postings; the correction back to 1-0
    // comes meanwhile. Before, it read the cover as still standing and took it back from the win
    // the cancel had already taken it back from: the member lost the true win (QA).
    const [cancelled, corrected] = await withCorrectionsHeld(
      () => call(base(2), '/web/bet/cancel', { body: { betId }, headers: { token, 'idempotency-key': crypto.randomUUID() } }),
      () => admin(1, '/admin/api/matches/correct', { matchId, period: 'FT', home: 1, away: 0, reason: 'scorer confirmed', from: '0-0' }),
      2,
    );
    expect([cancelled.body.code, corrected.body.code]).toEqual([200, 200]);
    // 1-0 stands: the member has the win, their stake back, and the operator is even.
    expect((await balancesOf([id])).get(id)).toEqual({ available: won, frozen: 0n });
    expect(await correctionsPaid()).toBe(paidBefore);
  });

  it('two matches edited into the same one at the same moment: the edit that commits second is refused, naming the first, not answered 500', async () => {
    const [first, second] = await openMatchesOverHttp(base(0), env.cluster.db.db, env.adminToken, 2);
    const [a] = await rows<{ league: string; home_team: string; away_team: string; kick_off_at: Date }>(sql`select league, home_team, away_team, kick_off_at from matches where id = ${first}`);
    // Teams that play nowhere yet, a day later: neither edit meets a team already playing (that
    // check reads committed matches only), so it is the unique key that sees the two collide.
    const kickOffAt = new Date(new Date(a!.kick_off_at).getTime() + 86_400_000);
    const target = { league: a!.league, homeTeam: `Race Home ${first}`, awayTeam: `Race Away ${first}` };
    // Another trader's edit of the first match into the target, saved but not yet committed...
    const other = await postgresPool(env.cluster.db.db)!.connect();
    try {
      await other.query('begin');
      await other.query('update matches set home_team = $1, away_team = $2, kick_off_at = $3, external_key = $4 where id = $5', [
        target.homeTeam, target.awayTeam, kickOffAt, matchKey({ league: target.league, home: target.homeTeam, away: target.awayTeam, kickOffAt }), first]);
      // ...while the second match is edited into the same one through another process: its check
      // finds no twin yet, and its write waits on the first one's key.
      const editing = admin(1, '/admin/api/matches/edit', { matchId: second, ...target, kickOffAt: kickOffAt.toISOString() });
      await waitForLockWait(env.cluster.db.db);
      await other.query('commit');
      const answer = await editing;
      expect(answer.status).toBe(ERRORS.VALIDATION_FAILED.http);
      expect(answer.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { field: 'homeTeam', reason: `this match is already in the list (#${first}, open)` } });
    } finally {
      other.release();
    }
    const [b] = await rows<{ home_team: string }>(sql`select home_team from matches where id = ${second}`);
    expect(b!.home_team).not.toBe(target.homeTeam);
  });
  it('one team given six matches an hour apart through every process at once, by new match and by file: exactly one is scheduled, the others told which', async () => {
    const team = `Clash FC ${crypto.randomBytes(3).toString('hex')}`;
    const start = Date.now() + 3 * 86_400_000;
    // Six different matches (other opponents, other kick-offs), so no unique key stops any of
    // them: only the 12-hour team rule, which each save checks against committed matches.
    const fixture = (i: number) => ({ league: 'Concurrency League', homeTeam: team, awayTeam: `Opponent ${i}`, kickOffAt: new Date(start + i * 3_600_000).toISOString() });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? admin(i, '/admin/api/matches/create', fixture(i))
          : admin(i, '/admin/api/matches/import', { format: 'json', content: JSON.stringify([{ league: 'Concurrency League', home: team, away: `Opponent ${i}`, kickoff: fixture(i).kickOffAt }]) }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.body.code !== 200)) {
      expect(refused.body.code, JSON.stringify(refused.body)).toBeOneOf([ERRORS.VALIDATION_FAILED.code, ERRORS.FIXTURES_INVALID.code]);
      expect(JSON.stringify(refused.body.data)).toContain(`${team} already plays within 12 hours: match #`);
    }
    const [scheduled] = await rows<{ n: number }>(sql`select count(*)::int as n from matches where home_team = ${team}`);
    expect(scheduled!.n).toBe(1);
  });

  it("30 claims of the VIP daily reward and a cancel of the day's only bet at once, over every process: paid once at the level before the cancel, or not at all after it", async () => {
    const db = env.cluster.db.db;
    const [matchId] = await openMatchesOverHttp(base(0), db, env.adminToken, 1);
    const members = await createBulkMembers(db, { count: 6, fundKobo: FUND, at: new Date(), vipLevel: () => 2 });
    const outcomes: string[] = [];
    for (const [k, m] of members.entries()) {
      const betId = await bet(m.token, matchId!, '2-2', 100_000); // the day's ₦1,000 minimum
      // The claims set off after the cancel, a little later for each member (a claim is quicker), so either may get there first.
      const [cancel, ...claims] = await Promise.all([
        call(base(k), '/web/bet/cancel', { body: { betId }, headers: { token: m.token, 'idempotency-key': crypto.randomUUID() } }),
        ...Array.from({ length: 30 }, (_, i) =>
          sleep(k * 4).then(() => call(base(i), '/web/vip/reward/claim', { body: {}, headers: { token: m.token, 'idempotency-key': crypto.randomUUID() } })),
        ),
      ]);
      expect(cancel.body.code).toBe(200);
      const codes = claims.map((c) => c.body.code as number);
      const paid = codes.filter((c) => c === 200).length;
      expect(paid).toBeLessThanOrEqual(1);
      // Before the cancel: paid once, the rest already claimed; after it: the level is 0 (no reward) or, the stake gone, short.
      for (const code of codes) expect([200, ERRORS.REWARD_ALREADY_CLAIMED.code, ERRORS.REWARD_NONE_AT_LEVEL.code]).toContain(code);
      const [reward] = await rows<{ level: number; amount: string }>(sql`select level, amount::text as amount from vip_daily_rewards where member_id = ${m.id}`);
      expect(reward ? { paid, level: reward.level, amount: reward.amount } : { paid }).toEqual(paid ? { paid: 1, level: 2, amount: '15000' } : { paid: 0 });
      expect((await balancesOf([m.id])).get(m.id)).toEqual({ available: FUND + (paid ? 15_000n : 0n), frozen: 0n });
      outcomes.push(paid ? 'claim first' : 'cancel first');
    }
    console.info(`reward claims vs cancel: ${outcomes.join(', ')}`);
  });
});
