import { sql, type SQL } from 'drizzle-orm';
import { formatKobo } from '@scoreline/contract/display';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';

// The total staked on one selection by all members, held exactly under its limit without one
// row every bet waits on (decision 008). The limit is split into N shards with caps adding up
// to the limit. A bet first tries to fit whole in one shard (one guarded single-row UPDATE, no
// lock kept on a miss), starting from a shard chosen by the bet so a rush spreads out. Only when
// no single shard has room does it lock all shards of the selection in order and take the stake
// from several: the total can never pass the limit, and a bet is refused only when the whole
// selection truly has less room than the stake.

export type SelectionKey = { matchId: number; period: string; selection: string; betType: string };
export type ShardAllocation = { shard: number; amount: string }[];

const keyWhere = (k: SelectionKey) => sql`match_id = ${k.matchId} and period = ${k.period} and selection = ${k.selection} and bet_type = ${k.betType}`;

async function ensureShards(tx: DbOrTx, k: SelectionKey, limit: bigint, shards: number) {
  await createShards(tx, [{ key: k, limit }], shards);
}

/**
 * Makes the shards of selections that have none yet, the limit in force now split over them (one
 * statement). A selection that has shards keeps them, however many the setting now asks for.
 */
export async function createShards(tx: DbOrTx, selections: { key: SelectionKey; limit: bigint }[], shards: number) {
  await tx.execute(createShardsSql(selections, shards));
}

/**
 * The statement of createShards, for a caller that sends it with others.
 *
 * Shard 0 is the gate: only the transaction whose insert of it goes in makes the other shards, with
 * its own count. Each shard's cap is the limit divided by the count the shards were made with, so
 * shards added with another count (betting.selectionShards raised, or two processes whose settings
 * disagree for a moment making a selection's first shards together) would add caps beyond the
 * limit: from 8 to 16, eight more shards of L/16 let a full selection take half its limit again (QA).
 * A second maker waits on the first's shard 0 (an insert's conflict waits for the other
 * transaction's end) and then makes nothing.
 */
export function createShardsSql(selections: { key: SelectionKey; limit: bigint }[], shards: number): SQL {
  const n = BigInt(shards);
  const rows = selections.map(({ key, limit }) => ({ mid: key.matchId, per: key.period, sel: key.selection, bt: key.betType, base: (limit / n).toString(), extra: Number(limit % n) }));
  const cap = (shard: SQL) => sql`k.base + case when ${shard} < k.extra then 1 else 0 end`;
  return sql`
    with k as (select * from json_to_recordset(${JSON.stringify(rows)}::json) as k(mid bigint, per text, sel text, bt text, base bigint, extra int)),
    gate as (
      insert into selection_shards (match_id, period, selection, bet_type, shard, staked, cap)
      select k.mid, k.per, k.sel, k.bt, 0, 0, ${cap(sql`0`)} from k
      -- The order rescale-shards.ts inserts in: two inserts of the same new shards wait for each
      -- other row by row, and in different orders they would wait in a cycle.
      order by k.mid, k.per, k.sel, k.bt
      on conflict do nothing
      returning match_id, period, selection, bet_type)
    insert into selection_shards (match_id, period, selection, bet_type, shard, staked, cap)
    select k.mid, k.per, k.sel, k.bt, s, 0, ${cap(sql`s`)}
    from k join gate g on g.match_id = k.mid and g.period = k.per and g.selection = k.sel and g.bet_type = k.bt
    cross join generate_series(1, ${shards - 1}::int) as s
    order by k.mid, k.per, k.sel, k.bt, s
    on conflict do nothing`;
}

/**
 * The fast path: one guarded single-row UPDATE puts the whole stake into one shard if it has room
 * (a miss keeps no lock). `andWhere` lets a caller fold it into a statement of its own (placing
 * a bet checks the bet's rules in the same statement); its columns must be qualified.
 */
export function shardFitUpdate(k: SelectionKey, shard: number, stake: bigint, andWhere: SQL = sql`true`): SQL {
  // The shard is picked with SKIP LOCKED: a plain guarded UPDATE that waits for another bet's
  // lock and then finds no room still keeps its lock on the row, and a bet that then takes the
  // slow path (all shards, in shard order) while holding one out of order can deadlock with
  // another. Skipping a busy shard keeps a miss lock-free; the next shard is tried instead.
  return sql`
    update selection_shards set staked = staked + ${stake}
    where ${keyWhere(k)} and shard = (
      select shard from selection_shards
      where ${keyWhere(k)} and shard = ${shard} and staked + ${stake} <= cap and (${andWhere})
      for update skip locked)
    returning shard`;
}

/** The allocation of a stake that fitted whole in one shard. */
export const wholeInShard = (shard: number, stake: bigint): ShardAllocation => [{ shard, amount: stake.toString() }];

async function fitsInShard(tx: DbOrTx, k: SelectionKey, shard: number, stake: bigint) {
  const hit = (await tx.execute(shardFitUpdate(k, shard, stake))) as unknown as { rows: unknown[] };
  return hit.rows.length > 0;
}

export async function allocateStake(tx: DbOrTx, k: SelectionKey, stake: bigint, limit: bigint, shards: number, spreadSeed: number, minStake: bigint): Promise<ShardAllocation> {
  // The selection's shards exist after its first bet, so the first try goes straight to its
  // shard; only a miss (no rows yet, or that shard full) creates any missing shards, with the
  // limit in force now, and then tries every shard from the same start.
  const first = spreadSeed % shards;
  if (await fitsInShard(tx, k, first, stake)) return wholeInShard(first, stake);
  await ensureShards(tx, k, limit, shards);
  for (let i = 0; i < shards; i++) {
    const shard = (spreadSeed + i) % shards;
    if (await fitsInShard(tx, k, shard, stake)) return wholeInShard(shard, stake);
  }
  const locked = (await tx.execute(sql`
    select shard, staked::text as staked, cap::text as cap from selection_shards where ${keyWhere(k)} order by shard for update`)) as unknown as {
    rows: { shard: number; staked: string; cap: string }[];
  };
  const room = locked.rows.reduce((sum, r) => sum + (BigInt(r.cap) - BigInt(r.staked)), 0n);
  if (room < stake) {
    // Less room than the smallest bet: "at most ₦0.50 more" would name a stake nobody may place.
    throw room < minStake ? new AppError('SELECTION_FULL') : new AppError('SELECTION_LIMIT_REACHED', { max: formatKobo(room) });
  }
  const allocation: ShardAllocation = [];
  let left = stake;
  for (const r of locked.rows) {
    if (left === 0n) break;
    const take = BigInt(r.cap) - BigInt(r.staked) < left ? BigInt(r.cap) - BigInt(r.staked) : left;
    if (take <= 0n) continue;
    await tx.execute(sql`update selection_shards set staked = staked + ${take} where ${keyWhere(k)} and shard = ${r.shard}`);
    allocation.push({ shard: r.shard, amount: take.toString() });
    left -= take;
  }
  return allocation;
}

/**
 * What all members can still stake on a selection: its shards' room, or `limit` (the limit in
 * force now) before its first bet has made them. Shards keep the limit they were made or
 * rescaled with, so once they exist they are the truth a bet is checked against.
 */
export const selectionRoomSql = (k: SelectionKey, limit: SQL): SQL =>
  sql`coalesce((select sum(cap - staked) from selection_shards where ${keyWhere(k)}), ${limit})`;

/** Gives a cancelled or voided bet's stake back to the selection's room. */
export async function releaseStake(tx: DbOrTx, k: SelectionKey, allocation: ShardAllocation) {
  for (const a of allocation) {
    await tx.execute(sql`update selection_shards set staked = staked - ${BigInt(a.amount)} where ${keyWhere(k)} and shard = ${a.shard}`);
  }
}
