import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { TBet, TPlaceBetRequest } from '@scoreline/contract/api/matches';
import { findSelection } from '@scoreline/contract/odds/selections';
import type { AppContext } from '../../app-context.ts';
import { coalescer, coalescerPer, success } from '../../db/coalescer.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { sendsTogether, transactionInFewRoundTrips, type FewTrips } from '../../db/few-round-trips.ts';
import { matches } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import { gateAnswers, gateStatement, type DeferredGate } from '../../http/request-gate.ts';
import { answerOnce, claimedOnes, claimNewKeysSql, releaseKeysSql, storeAnswersSql, type IdempotentRequest, type SentAnswer } from '../../http/idempotency.ts';
import { placeFreshHoldsSql } from '../ledger/holds.ts';
import { InsufficientFundsError, ledgerRefusal, newTransactionId } from '../ledger/post-transaction.ts';
import { vipRow, type TVipLevel } from '../settings/wallet-settings.ts';
import { betView } from './bet-view.ts';
import { placeBet } from './place-bet.ts';
import { betRefusal, memberRefusal, newBetReference, placedBetRow, placedBetValues, placementSettings, stakedTodaySql, stakeHold, startOfToday, type BetRow, type MatchRow, type PlacementSettings } from './placement-terms.ts';
import { retryingConflicts } from '../../db/retrying-conflicts.ts';
import { createShardsSql, type SelectionKey } from './selection-total.ts';

// Bet placement in batches (decision 011). The bets that arrive at one server process at the
// same moment are placed in one database transaction of two round trips on PostgreSQL
// (transactionInFewRoundTrips), whatever their number, instead of a transaction of ten round
// trips each. The batch places only the bets every rule plainly accepts —
// the same rules as placeBet, read for all bets at once — and only into selection shards it
// could lock at once. A bet whose selection has no shards yet (they are made in the batch) or
// whose shards other transactions held goes with the next batch; every other bet (a refusal, a
// retry of a bet already placed, shards without room, a member short of money) is placed on its
// own by placeBet right after, which stays the one judge of refusals and of the exact total.

/**
 * A bet to place: the member, what they asked for, the request's idempotency key (its scope and
 * body hash), and its request gate when the batch is to check it (session and submit limit, sent
 * with the batch's first message instead of a round trip of its own).
 */
export type BetRequest = { memberId: number; input: TPlaceBetRequest; idempotency: IdempotentRequest; gate?: DeferredGate | null };

/** A member's money ran short in the batch (another payment moved it meanwhile): that member's bets go one by one. */
class ShortOfMoney extends Error {
  constructor(readonly memberIds: Set<number>) {
    super(`members short of money in a batch: ${[...memberIds].join(', ')}`);
  }
}

type Candidate = { at: number; request: BetRequest; stake: bigint };
type Accepted = Candidate & { match: MatchRow; price: { odds: number; version: number }; vip: TVipLevel; newId: number; transactionId: number };
type Placed = { at: number; shard: number; transactionId: number; input: TPlaceBetRequest; idempotency: IdempotentRequest; match: MatchRow; bet: BetRow; view: TBet };
/** What the batch did with a bet: placed it, left it to the next batch, or left it to placeBet (null). */
export type BatchOutcome = TBet | 'next batch' | null;
type Outcomes = { placed: Placed[]; nextBatch: number[] };

const selectionId = (k: SelectionKey) => `${k.matchId}|${k.period}|${k.selection}|${k.betType}`;
const keyOf = (i: TPlaceBetRequest): SelectionKey => ({ matchId: i.matchId, period: i.period, selection: i.selection, betType: i.betType });

/** How many of a selection's shards a batch locks: enough to spread, while leaving others to the next batch. */
const SHARDS_PER_BATCH = 2;
/**
 * The shards a batch locks for each of its selections: one per bet on it, up to SHARDS_PER_BATCH.
 * A selection with one bet in the batch (most of them when bets spread) locks one shard: a lock
 * it would not use still writes the row (its xmax) and the WAL for it.
 */
type ShardsWanted = Map<string, { key: SelectionKey; want: number }>;
function shardsWanted(candidates: Candidate[], shards: number): ShardsWanted {
  const wants: ShardsWanted = new Map();
  for (const c of candidates) {
    const key = keyOf(c.request.input);
    const w = wants.get(selectionId(key)) ?? { key, want: 0 };
    w.want = Math.min(w.want + 1, SHARDS_PER_BATCH, shards);
    wants.set(selectionId(key), w);
  }
  return wants;
}

/** How many batches a bet goes with before it is placed on its own. */
const NEXT_BATCHES = 3;

/**
 * Places the bets that every rule accepts in one transaction, which also claims their requests'
 * idempotency keys and stores their answers; the answer for each request is its bet, 'next
 * batch', or null when it must be placed (or refused, or replayed) on its own.
 */
export async function placeBetsTogether(ctx: AppContext, requests: BetRequest[]): Promise<BatchOutcome[]> {
  const answers: BatchOutcome[] = requests.map(() => null);
  const terms = await placementSettings(ctx);
  const seen = new Set<string>();
  let candidates: Candidate[] = [];
  requests.forEach((request, at) => {
    // A request twice in one batch: the second goes its own way and finds the first (a replay).
    const id = `${request.memberId}\n${request.idempotency.key}`;
    if (seen.has(id) || request.gate?.refusal || !findSelection(request.input.period, request.input.selection)) return;
    seen.add(id);
    candidates.push({ at, request, stake: BigInt(request.input.stake) });
  });

  for (let attempt = 0; candidates.length && attempt < 3; attempt++) {
    try {
      const done = await retryingConflicts(() => transactionInFewRoundTrips(ctx.db, (trips) => placeAll(ctx, trips, terms, candidates)));
      for (const p of done.placed) answers[p.at] = p.view;
      for (const at of done.nextBatch) answers[at] = 'next batch';
      return answers;
    } catch (error) {
      if (!(error instanceof ShortOfMoney)) throw error;
      candidates = candidates.filter((c) => !error.memberIds.has(c.request.memberId));
    }
  }
  return answers;
}

/**
 * The batch's transaction, in two round trips whatever its size (on PostgreSQL; see
 * transactionInFewRoundTrips): (1) begin, claim the requests' keys, lock the members, read what
 * every rule needs, lock room in the selections' shards and number the new bets; (2) the ledger's
 * transaction rows with the hold rows, the bets, their shards' totals and their answers, the
 * ledger's postings, the keys given back, commit. The postings refuse inside the database, so a
 * member short of money rolls the batch back before its commit.
 */
async function placeAll(ctx: AppContext, trips: FewTrips, terms: PlacementSettings, all: Candidate[]): Promise<Outcomes> {
  const now = ctx.clock.now();
  const wants = shardsWanted(all, terms.shards);
  const { claimed, members, read } = await claimLockAndRead(ctx, trips, terms, all, wants, now, startOfToday(now, ctx.config.OPERATOR_TZ));
  const candidates = all.filter((_, i) => claimed[i]);
  if (!candidates.length) return { placed: [], nextBatch: [] };
  const { accepted, rooms } = acceptable(terms, all, claimed, members, read, now);

  // Each accepted bet goes whole into a locked shard of its selection with room. Without one:
  // a selection with no shards yet gets them now, and its bets go with the next batch, as do
  // bets whose shards other transactions held; shards that are there but full are placeBet's.
  const placed: Placed[] = [];
  const nextBatch: number[] = [];
  const unsharded = new Map<string, { key: SelectionKey; limit: bigint }>();
  for (const bet of accepted) {
    const key = keyOf(bet.request.input);
    const selection = rooms.get(selectionId(key))!;
    const room = selection.locked.find((r) => r.room >= bet.stake);
    if (!room) {
      if (selection.existing === 0) unsharded.set(selectionId(key), { key, limit: bet.match.selectionTotalLimit ?? terms.selectionTotal });
      if (selection.existing === 0 || selection.locked.length < Math.min(wants.get(selectionId(key))!.want, selection.existing)) nextBatch.push(bet.at);
      continue;
    }
    room.room -= bet.stake;
    const values = placedBetValues(
      { reference: newBetReference(), memberId: bet.request.memberId, requestKey: bet.request.idempotency.key, input: bet.request.input, stake: bet.stake },
      bet.match,
      bet.price,
      bet.vip,
      terms.feeBps,
      now,
    );
    const row = placedBetRow(values, bet.newId, [{ shard: room.shard, amount: bet.stake.toString() }]);
    placed.push({ at: bet.at, shard: room.shard, transactionId: bet.transactionId, input: bet.request.input, idempotency: bet.request.idempotency, match: bet.match, bet: row, view: betView(row, bet.match, now) });
  }
  // Keys claimed for bets that were not placed after all go back: those requests are answered on their own.
  const placedAt = new Set(placed.map((p) => p.at));
  const unplaced = candidates.filter((c) => !placedAt.has(c.at)).map((c) => c.request.idempotency);
  try {
    await trips.commit([
      ...(unsharded.size ? [createShardsSql([...unsharded.values()], terms.shards)] : []),
      // The bets, their shards' totals and their answers are written with the ledger's and the holds' rows.
      ...placeFreshHoldsSql(placed.map((p) => Object.assign(stakeHold(p.bet, p.match, p.input, now), { transactionId: p.transactionId })), { alongside: betWrites(placed) }),
      ...(unplaced.length ? [releaseKeysSql(unplaced)] : []),
    ]);
  } catch (error) {
    const refusal = ledgerRefusal(error);
    if (!(refusal instanceof InsufficientFundsError)) throw error;
    throw new ShortOfMoney(new Set(refusal.accounts.map((code) => Number(code.split(':')[1]))));
  }
  return { placed, nextBatch };
}

type MemberRow = { id: number | string; vip_level: number; betting_eligible: boolean; flagged: boolean };
type ReadRow = {
  i: number;
  already: boolean;
  staked_today: string;
  available: string | null;
  rooms: [number, string][] | string | null;
  shards_there: number;
  new_id: number | string;
  new_transaction_id: number | string;
  /** The match's row, with the first of its bets in the batch only. */
  match: Record<string, unknown> | string | null;
  odds: number | null;
  odds_version: number | null;
  price_suspended: boolean | null;
  price_withheld: boolean | null;
};

/**
 * The batch's first round trip, two statements in one message: (1) claims the requests' keys (a
 * key already there — a retry, the same request in flight elsewhere — is answered on its own) and
 * locks the members' rows in id order (a placed bet restarts their withdrawals-in-a-row count,
 * written with the bets); (2) reads, with the members locked, what every rule needs for every
 * request (a request whose key was not claimed is dropped afterwards), takes a new bet id and
 * ledger transaction id for each, and locks up to SHARDS_PER_BATCH shards of each selection,
 * skipping shards other transactions hold (decision 008: nobody waits on a busy shard). Requests
 * whose gate the batch checks send it first in the same message, committed on its own as the
 * pre-handler's would be; a refused one is not placed (its key goes back with the unplaced).
 */
async function claimLockAndRead(ctx: AppContext, trips: FewTrips, terms: PlacementSettings, candidates: Candidate[], wants: ShardsWanted, now: Date, from: Date) {
  const gates = candidates.flatMap((c) => (c.request.gate && !c.request.gate.settled ? [c.request.gate] : []));
  const gateCalls = gates.map((g) => g.call);
  const requests = candidates.map((c) => c.request.idempotency);
  const ids = JSON.stringify([...new Set(candidates.map((c) => c.request.memberId))]);
  const wanted = [...wants.values()].map(({ key, want }) => ({ mid: key.matchId, per: key.period, sel: key.selection, bt: key.betType, start: crypto.randomInt(terms.shards), n: terms.shards, want }));
  // The match's row comes once, with the first of its bets (fm): a batch's bets are on a few matches.
  const matchSeen = new Set<number>();
  const items = candidates.map((c, i) => {
    const mid = c.request.input.matchId;
    const fm = !matchSeen.has(mid);
    matchSeen.add(mid);
    return { i, mem: c.request.memberId, rk: c.request.idempotency.key, mid, per: c.request.input.period, sel: c.request.input.selection, bt: c.request.input.betType, fm };
  });
  const sent = await trips.send(
    [
      sql`
        with claimed as (${claimNewKeysSql(requests, now)}),
        m as (
          select id, vip_level, betting_eligible, multi_account_flagged_at is not null as flagged from members
          where id = any(array(select json_array_elements_text(${ids}::json)::bigint)) order by id for update)
        select scope, key, null::bigint as id, null::int as vip_level, null::boolean as betting_eligible, null::boolean as flagged from claimed
        union all
        select null, null, id, vip_level, betting_eligible, flagged from m`,
      sql`
        with
        -- The batch's matches, read as they stand when locked: a void, an abandonment or a result
        -- (which lock the match for update) waits for this transaction to commit its bets, and a
        -- batch arriving during one waits for it and reads its new state; unlocked, a bet read the
        -- match open just before a void committed and was placed after the void run had revoked
        -- the match's bets, waiting for ever (QA). Key share: batches do not wait on each other,
        -- nor on the trader's ordinary edits of the match.
        mts as (
          select * from matches where id = any(array(select json_array_elements_text(${JSON.stringify([...matchSeen])}::json)::bigint))
          order by id for key share),
        locked as (
          select k.mid, k.per, k.sel, k.bt, s.shard, (s.cap - s.staked)::text as room
          from json_to_recordset(${JSON.stringify(wanted)}::json) as k(mid bigint, per text, sel text, bt text, start int, n int, want int)
          cross join lateral (
            select x.shard, x.staked, x.cap from selection_shards x
            where x.match_id = k.mid and x.period = k.per and x.selection = k.sel and x.bet_type = k.bt
            order by (x.shard - k.start + k.n) % k.n
            limit k.want
            for update skip locked) s),
        -- Each selection's locked shards gathered once, not looked up in the whole list for every bet.
        rooms as (select mid, per, sel, bt, json_agg(json_build_array(shard, room)) as rooms from locked group by mid, per, sel, bt)
        select k.i,
          -- A scalar probe of the unique index (an EXISTS here may be planned as a scan of all bets, hashed).
          (select true from bets b where b.member_id = k.mem and b.request_key = k.rk limit 1) is not null as already,
          ${stakedTodaySql(sql`k.mem`, from)}::text as staked_today,
          (select (a.credits_posted - a.debits_posted)::text from ledger_accounts a where a.code = 'member:' || k.mem || ':available') as available,
          r.rooms,
          -- All the selection's shards, locked by anyone or not: none means its first bet.
          (select count(*)::int from selection_shards x where x.match_id = k.mid and x.period = k.per and x.selection = k.sel and x.bet_type = k.bt) as shards_there,
          -- The identity's sequence by name (as newTransactionId): resolved once, not per bet.
          nextval('bets_id_seq'::regclass) as new_id,
          ${newTransactionId} as new_transaction_id,
          case when k.fm then row_to_json(mt) end as match, p.odds, p.version as odds_version,
          p.suspended as price_suspended, p.withheld as price_withheld
        from json_to_recordset(${JSON.stringify(items)}::json) as k(i int, mem bigint, rk text, mid bigint, per text, sel text, bt text, fm boolean)
        left join mts mt on mt.id = k.mid
        left join market_prices p on p.match_id = k.mid and p.period = k.per and p.selection = k.sel and p.bet_type = k.bt
        left join rooms r on r.mid = k.mid and r.per = k.per and r.sel = k.sel and r.bt = k.bt`,
    ],
    { committedFirst: gates.length ? [gateStatement(ctx, gateCalls)] : [] },
  );
  // The gate's rows come first when it was sent.
  const [gateRows, claimRows = [], readRows = []] = (gates.length ? sent : [[], ...sent]) as unknown as [
    Record<string, unknown>[],
    ({ scope: string | null; key: string | null } & MemberRow)[],
    ReadRow[],
  ];
  if (gates.length) gateAnswers(ctx, gateRows, gateCalls).forEach((answer, i) => gates[i]!.settle(answer));
  return {
    claimed: claimedOnes(
      requests,
      claimRows.flatMap((r) => (r.key !== null ? [{ scope: r.scope!, key: r.key }] : [])),
    ),
    members: new Map(claimRows.filter((r) => r.key === null).map((m) => [Number(m.id), m])),
    read: readRows,
  };
}

/**
 * Keeps the claimed bets that pass every rule, counting a member's bets in the batch together
 * against the daily limit and the balance; gives the shards locked for each selection.
 */
function acceptable(terms: PlacementSettings, candidates: Candidate[], claimed: boolean[], members: Map<number, MemberRow>, read: ReadRow[], now: Date) {
  const byIndex = new Map(read.map((r) => [Number(r.i), r]));
  // The shards locked for each selection (every item of a selection sees the same ones), and how many it has.
  const rooms = new Map<string, { locked: { shard: number; room: bigint }[]; existing: number }>();
  for (const r of read) {
    const id = selectionId(keyOf(candidates[Number(r.i)]!.request.input));
    const locked = (typeof r.rooms === 'string' ? (JSON.parse(r.rooms) as [number, string][]) : r.rooms) ?? [];
    if (!rooms.has(id)) rooms.set(id, { locked: locked.map(([shard, room]) => ({ shard: Number(shard), room: BigInt(room) })), existing: Number(r.shards_there) });
  }

  const stakedToday = new Map<number, bigint>();
  const available = new Map<number, bigint>();
  const accepted: Accepted[] = [];
  // Each match's row, read once for the batch's bets on it (with the first of them).
  const matchesById = new Map<number, MatchRow>();
  for (const r of read) if (r.match) matchesById.set(candidates[Number(r.i)]!.request.input.matchId, matchOfJson(r.match));
  candidates.forEach((c, i) => {
    const r = byIndex.get(i);
    const m = members.get(c.request.memberId);
    const match = matchesById.get(c.request.input.matchId);
    if (!claimed[i] || c.request.gate?.refusal || !r || !m || r.already || r.available === null || !match) return;
    if (memberRefusal({ eligible: m.betting_eligible, multiAccountFlagged: m.flagged })) return;
    const vip = vipRow(terms.levels, m.vip_level);
    const price = { odds: r.odds, version: r.odds_version, suspended: r.price_suspended, withheld: r.price_withheld };
    // placeBet's rules, with the member's bets earlier in this batch counted as staked today.
    const stakedBefore = stakedToday.get(c.request.memberId) ?? BigInt(r.staked_today);
    if (betRefusal(match, price, c.request.input, c.stake, stakedBefore, vip, terms, now)) return;
    const left = (available.get(c.request.memberId) ?? BigInt(r.available)) - c.stake;
    if (left < 0n) return;
    stakedToday.set(c.request.memberId, stakedBefore + c.stake);
    available.set(c.request.memberId, left);
    // Fields written out: a spread followed by more fields costs V8 ~7 µs an object (placedBetRow).
    accepted.push({ at: c.at, request: c.request, stake: c.stake, match, price: { odds: price.odds!, version: price.version! }, vip, newId: Number(r.new_id), transactionId: Number(r.new_transaction_id) });
  });
  return { accepted, rooms };
}

const matchColumns = Object.entries(getTableColumns(matches));
/** A match row read as row_to_json, typed as the query builder types it. */
function matchOfJson(json: Record<string, unknown> | string): MatchRow {
  const raw = typeof json === 'string' ? (JSON.parse(json) as Record<string, unknown>) : json;
  const row: Record<string, unknown> = {};
  for (const [field, column] of matchColumns) {
    const value = raw[column.name];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as MatchRow;
}

/** Adding the stakes to their shards, inserting the bets with the ids taken for them, storing their answers, the members' withdrawal count. */
function betWrites(placed: Placed[]): SQL[] {
  const deltas = new Map<string, { mid: number; per: string; sel: string; bt: string; shard: number; x: bigint }>();
  for (const p of placed) {
    const id = `${selectionId(keyOf(p.input))}|${p.shard}`;
    const d = deltas.get(id) ?? { mid: p.input.matchId, per: p.input.period, sel: p.input.selection, bt: p.input.betType, shard: p.shard, x: 0n };
    d.x += p.bet.stake;
    deltas.set(id, d);
  }
  const bets = placed.map(({ bet }) => ({
    id: bet.id,
    reference: bet.reference,
    member_id: bet.memberId,
    request_key: bet.requestKey,
    match_id: bet.matchId,
    period: bet.period,
    selection: bet.selection,
    bet_type: bet.betType,
    stake: bet.stake.toString(),
    odds: bet.odds,
    odds_version: bet.oddsVersion,
    vip_bonus_bps: bet.vipBonusBps,
    handling_fee_bps: bet.handlingFeeBps,
    shard_allocation: bet.shardAllocation,
    created_at: bet.createdAt.toISOString(),
  }));
  return [
    sql`update selection_shards s set staked = s.staked + u.x
      from ${jsonRows(
        [...deltas.values()].map((d) => ({ ...d, x: d.x.toString() })),
        'u',
        'mid bigint, per text, sel text, bt text, shard int, x bigint',
      )}
      where s.match_id = u.mid and s.period = u.per and s.selection = u.sel and s.bet_type = u.bt and s.shard = u.shard`,
    sql`insert into bets (id, reference, member_id, request_key, match_id, period, selection, bet_type, stake, odds, odds_version,
                          vip_bonus_bps, handling_fee_bps, status, shard_allocation, created_at)
      overriding system value
      select r.id, r.reference, r.member_id, r.request_key, r.match_id, r.period, r.selection, r.bet_type, r.stake, r.odds, r.odds_version,
             r.vip_bonus_bps, r.handling_fee_bps, 'waiting', r.shard_allocation, r.created_at
      from json_to_recordset(${JSON.stringify(bets)}::json) as r(id bigint, reference text, member_id bigint, request_key text, match_id bigint, period text,
                     selection text, bet_type text, stake bigint, odds int, odds_version int, vip_bonus_bps int, handling_fee_bps int, shard_allocation text, created_at timestamptz)`,
    storeAnswersSql(placed.map(({ idempotency: { key, scope, hash }, view }) => ({ key, scope, hash, answer: { status: 200, body: ok(view) } }))),
    // A placed bet restarts its member's withdrawals-in-a-row count (rows written only where it is not 0 already).
    sql`update members set withdrawals_since_bet = 0
      where id = any(array(select json_array_elements_text(${JSON.stringify([...new Set(placed.map((p) => p.bet.memberId))])}::json)::bigint)) and withdrawals_since_bet <> 0`,
  ];
}

// One batcher per server process (per app context), BET_BATCHES_IN_FLIGHT batches at a time on
// PostgreSQL (2: with its work per bet cut, a second batch overlaps one batch's round trips with
// the other's work; bench/README.md), one on PGlite (one connection: a second batch would only
// wait for the first, and both would be smaller); the bets that arrive while batches run make
// the next ones bigger. A second batch leaves with 16 bets or more, else when the first ends:
// over HTTP bets arrive a few at a time, and second batches of a handful each cost the
// database and this process nearly a full batch's statements (pg1 +5-15 %, bench/README.md).
const together = coalescerPer((ctx: AppContext) =>
  coalescer(async (requests: BetRequest[]) => (await placeBetsTogether(ctx, requests)).map(success), {
    maxBatch: 100,
    minBatchWhileBusy: 16,
    concurrency: sendsTogether(ctx.db) ? ctx.config.BET_BATCHES_IN_FLIGHT : 1,
  }),
);

/**
 * Places one bet as part of the batch that is leaving now and answers for its idempotency key; a
 * bet the batch did not place is placed (or refused with its own code, or replayed) on its own.
 */
export async function placeBetAnswered(
  ctx: AppContext,
  request: Pick<FastifyRequest, 'headers'> & { deferredGate?: DeferredGate | null },
  memberId: number,
  input: TPlaceBetRequest,
  idempotency: IdempotentRequest,
): Promise<SentAnswer> {
  const gate = request.deferredGate ?? null;
  // A bet left to the next batch (its selection's first bet, or busy shards) tries a few more.
  for (let attempt = 0; attempt < NEXT_BATCHES; attempt++) {
    const outcome = await together(ctx)({ memberId, input, idempotency, gate });
    // The gate's refusal comes first (the batch checked it, or it is checked now if the bet went another way).
    await gate?.check();
    if (outcome === null) break;
    if (outcome !== 'next batch') return { status: 200, body: ok(outcome), replayed: false };
  }
  return answerOnce(ctx, request, idempotency, async () => ok(await placeBet(ctx, memberId, input, idempotency.key)));
}
