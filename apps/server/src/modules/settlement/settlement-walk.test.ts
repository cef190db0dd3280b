import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bettingFixtures, priceOf } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// The settlement walk goes member by member, then by bet id, in chunks (settlement-worker.ts).
// With chunks of 4, the members' 3 bets each straddle chunk boundaries, and the two chunks in
// flight take turns: every bet must still settle exactly once, with one ledger transaction.
const t = useTestApp({ env: { SETTLEMENT_CHUNK: '4' } }); // clock: 2026-11-21T12:00:00Z
const f = bettingFixtures(t);

type Rows<T> = { rows: T[] };

describe('the settlement walk', () => {
  it('settles each bet once when a member’s bets fall in different chunks', async () => {
    const members = [await f.fundedMember(10_000), await f.fundedMember(10_000), await f.fundedMember(10_000)];
    const match = await f.openMatch(60);
    const placed: number[] = [];
    // Interleaved as members bet in real life: each bet id follows another member's.
    for (const selection of ['1-0', '2-1', '0-0']) {
      for (const m of members) {
        const odds = priceOf(match, 'FT', selection).correct.odds;
        const r = await f.place(m.token, { matchId: match.match.id, period: 'FT', selection, betType: 'correct', stake: 100_00, odds });
        expect(r.body.code, JSON.stringify(r.body)).toBe(200);
        placed.push((r.body.data as { id: number }).id);
      }
    }
    t.clock.advance(100 * 60_000);

    const ft = await f.adminPost('/admin/api/matches/result', { matchId: match.match.id, period: 'FT', home: 2, away: 1 });
    expect(ft.body.code).toBe(200);
    expect(ft.body.data.runs).toEqual([expect.objectContaining({ period: 'FT', status: 'done', waiting: 0, settled: 9 })]);

    const bets = (await t.ctx.db.execute(sql`
      select b.id, b.status, b.settlement_tx_id, (select count(*)::int from ledger_transactions x where x.kind = 'bet_settle' and x.ref_id = b.id::text) as settlements
      from bets b where b.match_id = ${match.match.id} order by b.id`)) as unknown as Rows<{ id: number | string; status: string; settlement_tx_id: number | string; settlements: number }>;
    expect(bets.rows.map((b) => Number(b.id))).toEqual(placed);
    expect(bets.rows.map((b) => b.status)).toEqual(['lost', 'lost', 'lost', 'winning', 'winning', 'winning', 'lost', 'lost', 'lost']);
    expect(bets.rows.every((b) => b.settlements === 1)).toBe(true);
    expect(new Set(bets.rows.map((b) => Number(b.settlement_tx_id))).size).toBe(9);
    for (const m of members) expect((await f.balances(m.member.uid)).frozen).toBe(0);
  });
});
