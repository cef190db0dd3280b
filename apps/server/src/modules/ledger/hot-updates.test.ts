import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postgresPool, type DbOrTx } from '../../db/client.ts';
import { bettingFixtures } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { placeHolds, resolveHolds } from './holds.ts';

const t = useTestApp();
const { fundedMember } = bettingFixtures(t);

// Decision 015: a hold's resolution and a posting's account totals are HOT updates (no new index
// entries), which is a third of the WAL a settlement chunk writes for them. That holds only while
// no index names the columns those updates change and the pages keep room (fillfactor 45 / 50): an
// index on holds.status, say, would quietly double the cost of every settlement again.

/** The updates of a table this backend counted and has not reported yet (PostgreSQL keeps them
 * until the connection is idle, so a transaction reads them before and after its work), and how many were HOT. */
async function updatesOf(tx: DbOrTx, table: 'holds' | 'ledger_accounts') {
  const r = (await tx.execute(sql`
    select pg_stat_get_xact_tuples_updated(${table}::regclass)::int as updated,
           pg_stat_get_xact_tuples_hot_updated(${table}::regclass)::int as hot`)) as unknown as { rows: { updated: number; hot: number }[] };
  return r.rows[0]!;
}

/**
 * Runs fn while another pooled connection holds a repeatable-read snapshot taken before it, as an
 * autovacuum's analyze may: no version fn leaves dead can be pruned meanwhile. Nothing is held on
 * PGlite (one connection, and no autovacuum).
 */
async function whileSnapshotHeld<T>(fn: () => Promise<T>): Promise<T> {
  const pool = postgresPool(t.ctx.db);
  if (!pool) return fn();
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read');
    await client.query('select 1');
    return await fn();
  } finally {
    await client.query('commit');
    client.release();
  }
}

describe('HOT updates of holds and ledger accounts', () => {
  it('resolves 40 holds and posts their money without a new index entry for any row it updates, even when no dead version can be pruned', async () => {
    // The worst case made certain: with a snapshot held, the updates are HOT only because the pages kept room.
    const { m, holds, accounts } = await whileSnapshotHeld(async () => {
      const m = await fundedMember(1_000);
      const at = t.clock.now();
      const refs = Array.from({ length: 40 }, (_, i) => `hot-${m.member.uid}-${i}`);
      // In one batch, as placement does: the member's accounts get one new version each. Placed one
      // by one, they left 80 dead versions on the page that only pruning could clear.
      await t.ctx.db.transaction((tx) => placeHolds(tx, refs.map((refId) => ({ purpose: 'bet_stake', refId, memberId: m.member.uid, amount: 1_000n, kind: 'stake_hold', billGroup: 'B', actor: 'test', at }))));

      return t.ctx.db.transaction(async (tx) => {
        const before = { holds: await updatesOf(tx, 'holds'), accounts: await updatesOf(tx, 'ledger_accounts') };
        // Half are lost to the house, half voided back to the member: both kinds of resolution.
        await resolveHolds(
          tx,
          refs.map((refId, i) =>
            i % 2 === 0
              ? { purpose: 'bet_stake', refId, outcome: 'post' as const, credits: [{ account: 'house:betting', amount: 1_000n }], kind: 'bet_settle', billGroup: 'B' as const, actor: 'test', at }
              : { purpose: 'bet_stake', refId, outcome: 'void' as const, kind: 'bet_void', billGroup: 'B' as const, actor: 'test', at },
          ),
        );
        const since = (a: { updated: number; hot: number }, b: { updated: number; hot: number }) => ({ updated: b.updated - a.updated, hot: b.hot - a.hot });
        return { m, holds: since(before.holds, await updatesOf(tx, 'holds')), accounts: since(before.accounts, await updatesOf(tx, 'ledger_accounts')) };
      });
    });

    expect(holds).toEqual({ updated: 40, hot: 40 });
    // The member's frozen and available accounts and house:betting, each once for the batch.
    expect(accounts).toEqual({ updated: 3, hot: 3 });
    const [row] = ((await t.ctx.db.execute(sql`
      select count(*) filter (where status = 'posted')::int as posted, count(*) filter (where status = 'voided')::int as voided
      from holds where member_id = ${m.member.uid}`)) as unknown as { rows: { posted: number; voided: number }[] }).rows;
    expect(row).toEqual({ posted: 20, voided: 20 });
  });
});
