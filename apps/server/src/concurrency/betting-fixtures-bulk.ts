import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { winningAmounts } from '@scoreline/contract/odds/payout';
import { findSelection, settlesAs, type TBetKind, type TPeriod } from '@scoreline/contract/odds/selections';
import { systemClock } from '../clock.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { memberAccountCode } from '../modules/ledger/member-accounts.ts';
import { postTransactions, type PostTransactionInput } from '../modules/ledger/post-transaction.ts';
import { hashToken } from '../modules/members/session-tokens.ts';
import { newReference } from '../random-references.ts';
import { createSettingsStore } from '../modules/settings/settings.ts';
import { vipRow } from '../modules/settings/wallet-settings.ts';
import { call } from './cluster.ts';

// Thousands of open bets, built fast and untimed for the settlement fault test and the
// settlement benchmark (one copy for both). Placing them over HTTP would take minutes; this
// writes what placeBet writes (place-bet.ts, selection-total.ts, holds.ts) in batches instead:
// members with their two ledger accounts and a session, funded through postTransactions; then
// per batch the selection shards, the bet rows and their stake holds, the holds' money moved
// by postTransactions, the ledger's one write path, so the invariants hold as after real bets.

type Rows<T> = { rows: T[] };

export type BulkMember = { id: number; token: string; vipLevel: number };

/**
 * `count` members, each with a live session (token) and `fundKobo` credited to available as a
 * deposit's postings; `vipLevel(i)` gives the i-th member's level (default 0).
 */
export async function createBulkMembers(db: Db, options: { count: number; fundKobo: bigint; at: Date; vipLevel?: (i: number) => number }): Promise<BulkMember[]> {
  const tag = crypto.randomBytes(4).toString('hex');
  const expires = new Date(options.at.getTime() + 24 * 3600_000).toISOString();
  const created: BulkMember[] = [];
  for (let start = 0; start < options.count; start += 1_000) {
    const n = Math.min(1_000, options.count - start);
    const rows = Array.from({ length: n }, (_, i) => ({ u: `bulk_${tag}_${start + i}`, v: options.vipLevel?.(start + i) ?? 0, t: crypto.randomBytes(32).toString('base64url') }));
    await db.transaction(async (tx) => {
      const ids = (await tx.execute(sql`
        insert into members (username, password_hash, vip_level, created_at)
        select r.u, 'bulk-fixture-no-login', r.v, ${options.at} from json_to_recordset(${JSON.stringify(rows)}::json) as r(u text, v int)
        returning id, username`)) as unknown as Rows<{ id: number | string; username: string }>;
      const idOf = new Map(ids.rows.map((r) => [r.username, Number(r.id)]));
      const members = rows.map((r) => ({ id: idOf.get(r.u)!, token: r.t, vipLevel: r.v }));
      const accounts = members.flatMap((m) => (['available', 'frozen'] as const).map((part) => ({ c: memberAccountCode(m.id, part), m: m.id })));
      await tx.execute(sql`
        insert into ledger_accounts (code, member_id, normal_side, created_at)
        select a.c, a.m, 'credit', ${options.at} from json_to_recordset(${JSON.stringify(accounts)}::json) as a(c text, m bigint)`);
      const sessions = members.map((m) => ({ m: m.id, h: hashToken(m.token) }));
      await tx.execute(sql`
        insert into member_sessions (member_id, token_hash, created_at, expires_at)
        select s.m, s.h, ${options.at}, ${expires}::timestamptz from json_to_recordset(${JSON.stringify(sessions)}::json) as s(m bigint, h text)`);
      await postTransactions(
        tx,
        members.map((m) => ({
          idempotencyKey: `bulk-fund-${m.id}`,
          kind: 'deposit',
          billGroup: 'R',
          actor: 'bulk-fixture',
          at: options.at,
          postings: [
            { account: 'psp:sandbox:clearing', side: 'debit', amount: options.fundKobo },
            { account: memberAccountCode(m.id, 'available'), side: 'credit', amount: options.fundKobo },
          ],
        })),
      );
      created.push(...members);
    });
  }
  return created;
}

/** A signed-in back-office session of a super admin (password and TOTP sign-in are not what these tests are about). */
export async function createAdminSession(db: Db, at: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const username = `bulk_admin_${crypto.randomBytes(4).toString('hex')}`;
  const admin = (await db.execute(sql`
    insert into admins (username, password_hash, role, created_at) values (${username}, 'bulk-fixture-no-login', 'super_admin', ${at}) returning id`)) as unknown as Rows<{ id: number | string }>;
  await db.execute(sql`
    insert into admin_sessions (admin_id, token_hash, kind, created_at, expires_at)
    values (${admin.rows[0]!.id}, ${hashToken(token)}, 'session', ${at}, ${new Date(at.getTime() + 8 * 3600_000)})`);
  return token;
}

export type MarketPrice = { period: TPeriod; selection: string; betType: TBetKind; odds: number; version: number };

export async function marketOf(db: DbOrTx, matchId: number): Promise<MarketPrice[]> {
  const r = (await db.execute(sql`
    select period, selection, bet_type, odds, version from market_prices where match_id = ${matchId} and not suspended and not withheld order by period, selection, bet_type`)) as unknown as Rows<{
    period: TPeriod;
    selection: string;
    bet_type: TBetKind;
    odds: number;
    version: number;
  }>;
  return r.rows.map((p) => ({ period: p.period, selection: p.selection, betType: p.bet_type, odds: Number(p.odds), version: Number(p.version) }));
}

export type BulkBetRequest = { member: BulkMember; period: TPeriod; selection: string; betType: TBetKind; stake: bigint };
export type BulkBet = BulkBetRequest & { id: number; odds: number; vipBonusBps: number; handlingFeeBps: number };

/** A small seeded generator, so a benchmark or a failing test builds the same bets again. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const STAKES_NAIRA = [100, 100, 200, 200, 500, 500, 1_000, 2_000];

/**
 * `perMember` FT bets for every member, the way a market is played: a score is picked with the
 * engine's probability (about 1/odds of its correct price), three bets in four on the score and
 * one against it where that is offered, stakes from ₦100 to ₦2,000. Both winners and losers of any result come out.
 */
export function realisticFtBets(market: MarketPrice[], members: BulkMember[], perMember: number, seed = 4): BulkBetRequest[] {
  const random = seededRandom(seed);
  const correct = market.filter((p) => p.period === 'FT' && p.betType === 'correct');
  const weights = correct.map((p) => 10_000 / p.odds);
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = () => {
    let x = random() * total;
    for (const [i, w] of weights.entries()) if ((x -= w) <= 0) return correct[i]!.selection;
    return correct[correct.length - 1]!.selection;
  };
  // Against a score only where that bet is offered (the engine withholds it for a long shot).
  const against = new Set(market.filter((p) => p.period === 'FT' && p.betType === 'incorrect').map((p) => p.selection));
  const bets: BulkBetRequest[] = [];
  for (let round = 0; round < perMember; round++) {
    for (const member of members) {
      const stake = BigInt(STAKES_NAIRA[Math.floor(random() * STAKES_NAIRA.length)]! * 100);
      const selection = pick();
      bets.push({ member, period: 'FT', selection, betType: random() < 0.75 || !against.has(selection) ? 'correct' : 'incorrect', stake });
    }
  }
  return bets;
}

type Batch = { requests: BulkBetRequest[]; prices: Map<string, MarketPrice>; match: { home: string; away: string; limit: bigint }; shards: number; at: Date };
const priceKey = (p: { period: string; selection: string; betType: string }) => `${p.period}|${p.selection}|${p.betType}`;

/**
 * Places `requests` on an open match as placeBet would have (odds at the current price, the
 * member's VIP bonus and the handling fee of the settings, stake in one shard of its selection,
 * stake held), `batchSize` bets per database transaction. The selection's shards refuse a
 * total over its limit with their CHECK, so the caller keeps the stakes within the limits.
 */
export async function placeBulkBets(db: Db, options: { matchId: number; requests: BulkBetRequest[]; at: Date; batchSize?: number }): Promise<BulkBet[]> {
  const settings = createSettingsStore(db, systemClock);
  const [totalDefault, shards, levels, feeBps] = await Promise.all([
    settings.get('betting.selectionTotalKobo'),
    settings.get('betting.selectionShards'),
    settings.get('vip.levels'),
    settings.get('betting.handlingFeeBps'),
  ]);
  const m = (await db.execute(sql`
    select home_team, away_team, selection_total_limit::text as lim from matches where id = ${options.matchId}`)) as unknown as Rows<{ home_team: string; away_team: string; lim: string | null }>;
  const match = { home: m.rows[0]!.home_team, away: m.rows[0]!.away_team, limit: BigInt(m.rows[0]!.lim ?? totalDefault) };
  const prices = new Map((await marketOf(db, options.matchId)).map((p) => [priceKey(p), p]));
  const size = options.batchSize ?? 2_000;
  const placed: BulkBet[] = [];
  for (let start = 0; start < options.requests.length; start += size) {
    const requests = options.requests.slice(start, start + size);
    const batch: Batch = { requests, prices, match, shards, at: options.at };
    const bets = await db.transaction((tx) => placeBatch(tx, options.matchId, batch, (level) => vipRow(levels, level).oddsBonusBps, feeBps, start));
    placed.push(...bets);
  }
  return placed;
}

async function placeBatch(tx: DbOrTx, matchId: number, b: Batch, vipBps: (level: number) => number, feeBps: number, offset: number): Promise<BulkBet[]> {
  // Shards: every selection's shards exist (ensureShards' caps), each bet's stake goes whole into
  // one of them, round robin, and the shard totals grow by what their bets took.
  const rows = b.requests.map((r, i) => {
    const price = b.prices.get(priceKey(r));
    if (!price || !findSelection(r.period, r.selection)) throw new Error(`no price for ${priceKey(r)} on match ${matchId}`);
    return { r, price, shard: (offset + i) % b.shards, reference: newReference('bet') };
  });
  const keys = [...new Map(rows.map((x) => [priceKey(x.r), { p: x.r.period, s: x.r.selection, t: x.r.betType }])).values()];
  await tx.execute(sql`
    insert into selection_shards (match_id, period, selection, bet_type, shard, staked, cap)
    select ${matchId}, k.p, k.s, k.t, n, 0, ${b.match.limit / BigInt(b.shards)}::bigint + case when n < ${b.match.limit % BigInt(b.shards)}::bigint then 1 else 0 end
    from json_to_recordset(${JSON.stringify(keys)}::json) as k(p text, s text, t text) cross join generate_series(0, ${b.shards - 1}) as n
    on conflict do nothing`);
  const taken = new Map<string, { p: string; s: string; t: string; n: number; x: bigint }>();
  for (const x of rows) {
    const k = `${priceKey(x.r)}|${x.shard}`;
    const t = taken.get(k) ?? { p: x.r.period, s: x.r.selection, t: x.r.betType, n: x.shard, x: 0n };
    t.x += x.r.stake;
    taken.set(k, t);
  }
  await tx.execute(sql`
    update selection_shards s set staked = s.staked + v.x
    from json_to_recordset(${JSON.stringify([...taken.values()].map((t) => ({ ...t, x: t.x.toString() })))}::json) as v(p text, s text, t text, n int, x bigint)
    where s.match_id = ${matchId} and s.period = v.p and s.selection = v.s and s.bet_type = v.t and s.shard = v.n`);

  const betRows = rows.map((x) => ({
    ref: x.reference,
    m: x.r.member.id,
    k: crypto.randomUUID(),
    p: x.r.period,
    s: x.r.selection,
    t: x.r.betType,
    x: x.r.stake.toString(),
    o: x.price.odds,
    ov: x.price.version,
    vb: vipBps(x.r.member.vipLevel),
    fb: feeBps,
    a: JSON.stringify([{ shard: x.shard, amount: x.r.stake.toString() }]),
  }));
  const inserted = (await tx.execute(sql`
    insert into bets (reference, member_id, request_key, match_id, period, selection, bet_type, stake, odds, odds_version, vip_bonus_bps, handling_fee_bps, shard_allocation, created_at)
    select b.ref, b.m, b.k, ${matchId}, b.p, b.s, b.t, b.x, b.o, b.ov, b.vb, b.fb, b.a, ${b.at}
    from json_to_recordset(${JSON.stringify(betRows)}::json) as b(ref text, m bigint, k text, p text, s text, t text, x bigint, o int, ov int, vb int, fb int, a text)
    returning id, reference`)) as unknown as Rows<{ id: number | string; reference: string }>;
  const idOf = new Map(inserted.rows.map((r) => [r.reference, Number(r.id)]));
  const bets: BulkBet[] = rows.map((x, i) => ({ ...x.r, id: idOf.get(x.reference)!, odds: x.price.odds, vipBonusBps: betRows[i]!.vb, handlingFeeBps: feeBps }));

  // The stake holds: placeHold's transaction for each bet, all through one postTransactions.
  const holds: PostTransactionInput[] = bets.map((bet) => ({
    idempotencyKey: `hold:bet_stake:${bet.id}`,
    kind: 'stake_hold',
    billGroup: 'B',
    refType: 'bet_stake',
    refId: String(bet.id),
    actor: `member:${bet.member.id}`,
    at: b.at,
    memo: `${b.match.home} v ${b.match.away} ${bet.period} ${bet.selection} (${bet.betType})`,
    postings: [
      { account: memberAccountCode(bet.member.id, 'available'), side: 'debit', amount: bet.stake },
      { account: memberAccountCode(bet.member.id, 'frozen'), side: 'credit', amount: bet.stake },
    ],
  }));
  const posted = await postTransactions(tx, holds);
  const holdRows = bets.map((bet, i) => ({ r: String(bet.id), m: bet.member.id, x: bet.stake.toString(), t: posted[i]!.transactionId }));
  await tx.execute(sql`
    insert into holds (purpose, ref_id, member_id, amount, created_tx_id, created_at)
    select 'bet_stake', h.r, h.m, h.x, h.t, ${b.at} from json_to_recordset(${JSON.stringify(holdRows)}::json) as h(r text, m bigint, x bigint, t bigint)`);
  return bets;
}

/** What a bet credits to the member's available balance on a period's score (payout.ts's rules). */
export function expectedCredit(bet: BulkBet, home: number, away: number): { won: boolean; credited: bigint } {
  const won = settlesAs(findSelection(bet.period, bet.selection)!, home, away, bet.betType);
  if (!won) return { won, credited: 0n };
  return { won, credited: winningAmounts({ stakeKobo: bet.stake, odds: bet.odds, vipBonusBps: bet.vipBonusBps, handlingFeeBps: bet.handlingFeeBps }).actualWin };
}

/** Moves a match's kick-off (and closing) into the past: results are taken only after kick-off, and the real clock cannot wait. */
export async function kickOffNow(db: DbOrTx, matchId: number) {
  await db.execute(sql`update matches set kick_off_at = now() - interval '1 minute', closing_at = now() - interval '2 minutes' where id = ${matchId}`);
}

/** `count` matches kicking off in two days, imported and priced through the back office's routes, so open for betting. */
export async function openMatchesOverHttp(base: string, db: Db, adminToken: string, count: number): Promise<number[]> {
  const tag = crypto.randomBytes(4).toString('hex');
  const kickoff = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
  const fixtures = Array.from({ length: count }, (_, i) => ({ league: 'Concurrency League', home: `Home ${tag} ${i}`, away: `Away ${tag} ${i}`, kickoff }));
  const headers = { 'admin-token': adminToken };
  const imported = await call(base, '/admin/api/matches/import', { body: { format: 'json', content: JSON.stringify(fixtures) }, headers });
  if (imported.body.code !== 200 || imported.body.data.created !== count) throw new Error(`import failed: ${JSON.stringify(imported.body)}`);
  const r = (await db.execute(sql`select id from matches where home_team like ${`Home ${tag} %`} order by id`)) as unknown as Rows<{ id: number | string }>;
  const ids = r.rows.map((x) => Number(x.id));
  for (const matchId of ids) {
    const priced = await call(base, '/admin/api/matches/price', { body: { matchId, rates: { home: 1.5, away: 1.1 } }, headers });
    if (priced.body.code !== 200) throw new Error(`pricing failed: ${JSON.stringify(priced.body)}`);
  }
  return ids;
}
