import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { bettingFixtures, priceOf } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createShards } from './selection-total.ts';

const t = useTestApp(); // clock: 2026-11-21T12:00:00Z
const { openMatch, fundedMember, place } = bettingFixtures(t);

async function shardsOf(matchId: number, selection: string) {
  const read = (await t.ctx.db.execute(sql`
    select count(*)::int as n, sum(cap)::text as caps, sum(staked)::text as staked from selection_shards
    where match_id = ${matchId} and period = 'FT' and selection = ${selection} and bet_type = 'correct'`)) as unknown as { rows: { n: number; caps: string; staked: string }[] };
  return read.rows[0]!;
}

describe('the total per selection when the shard count changes (decision 008)', () => {
  it('keeps a full selection full after the operator raises betting.selectionShards (QA: from 8 to 16 it took half its limit again)', async () => {
    const d = await openMatch();
    await t.ctx.db.execute(sql`update matches set selection_total_limit = 100000 where id = ${d.match.id}`); // ₦1,000
    const body = { matchId: d.match.id, period: 'FT', selection: '1-1', betType: 'correct', odds: priceOf(d, 'FT', '1-1').correct.odds };
    const m = await fundedMember();
    expect((await place(m.token, { ...body, stake: 100_000 })).body.code).toBe(200);
    await t.ctx.settings.set('betting.selectionShards', 16, 'test');
    try {
      for (let i = 0; i < 3; i++) expect((await place(m.token, { ...body, stake: 10_000 })).body.code).toBe(ERRORS.SELECTION_FULL.code);
      expect(await shardsOf(d.match.id, '1-1')).toEqual({ n: 8, caps: '100000', staked: '100000' });
      // A selection with no bet yet is made with the new count, its caps adding up to the limit.
      expect((await place(m.token, { ...body, selection: '2-2', odds: priceOf(d, 'FT', '2-2').correct.odds, stake: 10_000 })).body.code).toBe(200);
      expect(await shardsOf(d.match.id, '2-2')).toEqual({ n: 16, caps: '100000', staked: '10000' });
    } finally {
      await t.ctx.settings.set('betting.selectionShards', 8, 'test');
    }
  });

  it('makes a selection\'s shards once when two transactions with different counts make them together', async () => {
    const d = await openMatch();
    const key = { matchId: d.match.id, period: 'FT', selection: '3-3', betType: 'correct' };
    let second: Promise<unknown> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await createShards(tx, [{ key, limit: 100_000n }], 8);
      // On PostgreSQL the second waits on the first's shard 0 until it commits; on PGlite (one
      // connection) it runs after it.
      second = t.ctx.db.transaction((tx2) => createShards(tx2, [{ key, limit: 100_000n }], 16));
      await sleep(200);
    });
    await second;
    expect(await shardsOf(d.match.id, '3-3')).toEqual({ n: 8, caps: '100000', staked: '0' });
  });
});
