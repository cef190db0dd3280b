import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { bettingFixtures, priceOf } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { TBet, TPlaceBetRequest } from '@scoreline/contract/api/matches';
import { bodyHash, keyScope } from '../../http/idempotency.ts';
import { placeBetsTogether, type BetRequest } from './place-bets-together.ts';

const t = useTestApp(); // clock: 2026-11-21T12:00:00Z
const { openMatch, fundedMember, place, balances } = bettingFixtures(t);

/** A bet request as the route hands it over: with its key's scope and body hash. */
const request = (memberId: number, input: TPlaceBetRequest, key: string = crypto.randomUUID()): BetRequest => ({
  memberId,
  input,
  idempotency: { key, scope: keyScope(memberId, 'POST', '/web/bet/place'), hash: bodyHash(input) },
});

const rows = async <T,>(q: ReturnType<typeof sql>) => ((await t.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('bets placed together (decision 011)', () => {
  it('places a batch of bets of several members in one go, each held and counted in its selection', async () => {
    const d = await openMatch();
    const members = await Promise.all([fundedMember(), fundedMember(), fundedMember()]);
    // Every selection gets its shards from a first bet placed on its own.
    for (const s of ['1-0', '2-1']) expect((await place(members[0]!.token, { matchId: d.match.id, period: 'FT', selection: s, betType: 'correct', stake: 10_000, odds: priceOf(d, 'FT', s).correct.odds })).body.code).toBe(200);

    const requests: BetRequest[] = members.flatMap((m, i) =>
      ['1-0', '2-1'].map((s) => request(m.member.uid, { matchId: d.match.id, period: 'FT', selection: s, betType: 'correct', stake: 20_000 + i * 1_000, odds: priceOf(d, 'FT', s).correct.odds })),
    );
    // Two withdrawals in a row since their last bet: a placed bet starts the count again (product rules' withdrawal streak).
    await t.ctx.db.execute(sql`update members set withdrawals_since_bet = 2 where id = ${members[1]!.member.uid}`);
    const placed = await placeBetsTogether(t.ctx, requests);
    expect(placed.every((b) => b !== null && b !== 'next batch')).toBe(true);
    expect(await rows<{ n: number }>(sql`select withdrawals_since_bet as n from members where id = ${members[1]!.member.uid}`)).toEqual([{ n: 0 }]);
    placed.forEach((b, i) => expect(b).toMatchObject({ status: 'waiting', stake: requests[i]!.input.stake, selection: requests[i]!.input.selection, odds: requests[i]!.input.odds, cancellable: true }));

    expect(await balances(members[0]!.member.uid)).toEqual({ available: 1_000_000 - 20_000 - 40_000, frozen: 60_000 });
    expect(await balances(members[2]!.member.uid)).toEqual({ available: 1_000_000 - 44_000, frozen: 44_000 });
    const staked = await rows<{ selection: string; s: string }>(sql`select selection, sum(staked)::text as s from selection_shards where match_id = ${d.match.id} group by selection order by selection`);
    expect(staked).toEqual([
      { selection: '1-0', s: String(10_000 + 20_000 + 21_000 + 22_000) },
      { selection: '2-1', s: String(10_000 + 20_000 + 21_000 + 22_000) },
    ]);
    // Each bet is in the member's bill with its hold, as a bet placed alone is.
    const bill = await rows<{ memo: string }>(sql`select memo from ledger_transactions where kind = 'stake_hold' and ref_id = ${String((placed[0] as TBet).id)}`);
    expect(bill[0]!.memo).toContain('FT 1-0 (correct)');
  });

  it('makes the shards of a selection’s first bets and places them with the next batch', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    const input = { matchId: d.match.id, period: 'HT' as const, selection: '1-1', betType: 'incorrect' as const, stake: 10_000, odds: priceOf(d, 'HT', '1-1').incorrect.odds };
    const first = [request(m.member.uid, input), request(m.member.uid, input)];
    expect(await placeBetsTogether(t.ctx, first)).toEqual(['next batch', 'next batch']);
    const shards = await rows<{ n: number; cap: string }>(sql`select count(*)::int as n, sum(cap)::text as cap from selection_shards where match_id = ${d.match.id} and selection = '1-1'`);
    expect(shards).toEqual([{ n: 8, cap: '200000000' }]); // the default ₦2,000,000 split in 8
    expect(await balances(m.member.uid)).toEqual({ available: 1_000_000, frozen: 0 });
    const again = await placeBetsTogether(t.ctx, first);
    expect(again.map((b) => (b as TBet).status)).toEqual(['waiting', 'waiting']);
    expect(await balances(m.member.uid)).toEqual({ available: 980_000, frozen: 20_000 });
  });

  it('leaves to the one-by-one path every bet it cannot plainly place, which then answers each with its own code', async () => {
    const d = await openMatch();
    const closing = await openMatch();
    await t.ctx.db.execute(sql`update matches set closing_at = ${t.clock.now()} where id = ${closing.match.id}`); // closed by the clock
    const rich = await fundedMember(300_000); // VIP 0: ₦200,000 a day
    const poor = await fundedMember(150);
    const p = priceOf(d, 'FT', '0-0');
    await place(rich.token, { matchId: d.match.id, period: 'FT', selection: '0-0', betType: 'correct', stake: 10_000, odds: p.correct.odds });
    await place(rich.token, { matchId: d.match.id, period: 'FT', selection: '0-0', betType: 'incorrect', stake: 10_000, odds: p.incorrect.odds });
    const base = { matchId: d.match.id, period: 'FT' as const, selection: '0-0', betType: 'correct' as const, odds: p.correct.odds };
    const repeated = crypto.randomUUID();
    const cases: [string, BetRequest, keyof typeof ERRORS | 'placed'][] = [
      ['within every rule', request(rich.member.uid, { ...base, stake: 10_000_000 }), 'placed'],
      ['over the daily limit with the bet before it in the batch', request(rich.member.uid, { ...base, stake: 10_000_000 }), 'DAILY_BET_LIMIT'],
      ['a first bet within the balance', request(poor.member.uid, { ...base, stake: 10_000 }, repeated), 'placed'],
      ['the same request again', request(poor.member.uid, { ...base, stake: 10_000 }, repeated), 'placed'],
      ['more than the balance', request(poor.member.uid, { ...base, stake: 10_000 }), 'INSUFFICIENT_AVAILABLE_BALANCE'],
      ['a lower price than seen', request(rich.member.uid, { ...base, stake: 10_000, odds: p.correct.odds + 1 }), 'ODDS_CHANGED'],
      ['a closed match', request(rich.member.uid, { ...base, matchId: closing.match.id, stake: 10_000 }), 'MATCH_CLOSED'],
      ['an unknown match', request(rich.member.uid, { ...base, matchId: 999_999, stake: 10_000 }), 'MATCH_NOT_FOUND'],
      ['under the minimum', request(rich.member.uid, { ...base, stake: 9_999 }), 'STAKE_BELOW_MIN'],
    ];
    const together = await placeBetsTogether(
      t.ctx,
      cases.map((c) => c[1]),
    );
    // Only the two plain bets go in the batch; the rest are left to placeBet.
    expect(together.map((b) => b !== null)).toEqual([true, false, true, false, false, false, false, false, false]);
    // Their answers are stored with them; the keys of the bets left over are free for their own path.
    const records = await rows<{ key: string; status: string; response_body: string }>(
      sql`select key, status, response_body from idempotency_records where key in (select json_array_elements_text(${JSON.stringify(cases.map((c) => c[1].idempotency.key))}::json))`,
    );
    expect(records.map((r) => [r.key, r.status]).sort()).toEqual([[cases[0]![1].idempotency.key, 'done'], [repeated, 'done']].sort());
    expect(JSON.parse(records.find((r) => r.key === repeated)!.response_body).data.id).toBe((together[2] as TBet).id);

    // Over HTTP, all at once: each request gets what it would get alone.
    const answers = await Promise.all(cases.map(([, r]) => t.call({ method: 'POST', url: '/web/bet/place', headers: { token: r.memberId === rich.member.uid ? rich.token : poor.token, 'idempotency-key': crypto.randomUUID() }, payload: { ...r.input } })));
    // The first bets of the list were placed directly above: the daily limit and the balance are spent now.
    const expected = ['DAILY_BET_LIMIT', 'DAILY_BET_LIMIT', 'INSUFFICIENT_AVAILABLE_BALANCE', 'INSUFFICIENT_AVAILABLE_BALANCE', ...cases.slice(4).map((c) => c[2])] as const;
    expect(answers.map((a) => a.body.code)).toEqual(expected.map((k) => ERRORS[k as keyof typeof ERRORS].code));
    expect(await balances(poor.member.uid)).toEqual({ available: 5_000, frozen: 10_000 });
  });

  it('places many bets sent at once over HTTP, exactly once each, and replays a retried one', async () => {
    const d = await openMatch();
    const m = await Promise.all(Array.from({ length: 8 }, () => fundedMember()));
    const p = priceOf(d, 'HT', '1-1');
    const body = { matchId: d.match.id, period: 'HT', selection: '1-1', betType: 'correct', stake: 10_000, odds: p.correct.odds };
    await place(m[0]!.token, body);
    const keys = m.flatMap(() => [crypto.randomUUID(), crypto.randomUUID()]);
    const sent = keys.map((key, i) => place(m[i % 8]!.token, body, key));
    // A client retrying a request while the first is still being placed.
    const retried = place(m[0]!.token, body, keys[0]);
    const answers = await Promise.all([...sent, retried]);
    const codes = answers.map((a) => a.body.code);
    expect(codes.slice(0, 16)).toEqual(Array(16).fill(200));
    expect([200, ERRORS.IDEMPOTENCY_IN_FLIGHT.code]).toContain(codes[16]);
    if (codes[16] === 200) expect(answers[16]!.body.data.id).toBe(answers[0]!.body.data.id);
    const [count] = await rows<{ n: number; s: string }>(sql`select count(*)::int as n, sum(stake)::text as s from bets where match_id = ${d.match.id}`);
    expect(count).toEqual({ n: 17, s: '170000' });
    expect(await balances(m[1]!.member.uid)).toEqual({ available: 980_000, frozen: 20_000 });
  });

  it('counts bets sent together against the submit limit one by one: exactly the limit goes through', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    const p = priceOf(d, 'FT', '3-1');
    const body = { matchId: d.match.id, period: 'FT', selection: '3-1', betType: 'correct', stake: 10_000, odds: p.correct.odds };
    await place(m.token, body); // the selection's first bet makes its shards
    await t.ctx.settings.set('limits.submitPerMinute', 3, 'test');
    try {
      // A fresh window (the file's earlier requests counted in the current one); the manual clock then stands still.
      t.clock.advance(60_000);
      const answers = await Promise.all(Array.from({ length: 6 }, () => place(m.token, body)));
      expect(answers.map((a) => a.body.code).sort()).toEqual([200, 200, 200, 429, 429, 429]);
      expect(answers.find((a) => a.status === 429)!.headers['retry-after']).toBeDefined();
      // Another member on the same address (a mobile carrier's shared one) has a window of their own.
      const other = await fundedMember();
      expect((await place(other.token, body)).body.code).toBe(200);
    } finally {
      await t.ctx.settings.set('limits.submitPerMinute', 10_000, 'test');
    }
    expect(await balances(m.member.uid)).toEqual({ available: 960_000, frozen: 40_000 });
  });
});
