import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { bettingFixtures, priceOf } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk } from '../../test/wallet-fixtures.ts';

const t = useTestApp(); // clock: 2026-11-21T12:00:00Z
const { openMatch, fundedMember, place, balances, adminPost } = bettingFixtures(t);

describe('pricing and the match detail', () => {
  it('prices both grids with correct and incorrect prices and opens the match', async () => {
    const d = await openMatch();
    expect(d.markets.map((m) => [m.period, m.selections.length])).toEqual([
      ['FT', 26],
      ['HT', 17],
    ]);
    const twoOne = priceOf(d, 'FT', '2-1');
    expect(twoOne.correct.odds).toBeGreaterThan(20_000);
    expect(twoOne.incorrect.odds).toBeGreaterThan(10_000);
    // The book is never in the member's favour: 1/c + 1/i >= 1 for every selection.
    for (const m of d.markets) for (const s of m.selections) expect(1 / s.correct.odds + 1 / s.incorrect.odds).toBeGreaterThanOrEqual(1 / 10_000);
    const m = await t.register();
    const detail = await t.call({ method: 'GET', url: `/web/match/detail?id=${d.match.id}`, headers: { token: m.token } });
    expect(detail.body.data.match).toMatchObject({ state: 'open', bettable: true });
  });
});

describe('placing a bet', () => {
  it('holds the stake at the current price and records the bet as waiting', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    const p = priceOf(d, 'FT', '2-1');
    const res = await place(m.token, { matchId: d.match.id, period: 'FT', selection: '2-1', betType: 'correct', stake: 100_000, odds: p.correct.odds });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'waiting', stake: 100_000, odds: p.correct.odds, oddsVersion: p.correct.version, cancellable: true });
    expect(res.body.data.potentialWin).toBe(Math.trunc((100_000 * p.correct.odds) / 10_000));
    expect(await balances(m.member.uid)).toEqual({ available: 900_000, frozen: 100_000 });
  });

  it('promises the win with the VIP award and the handling fee fixed at placement, which a later change does not move', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    await t.ctx.db.execute(sql`update members set vip_level = 2 where id = ${m.member.uid}`); // 2 % on profit
    await t.ctx.settings.set('betting.handlingFeeBps', 500, 'test');
    try {
      const p = priceOf(d, 'FT', '2-1');
      const bet = expectOk(await place(m.token, { matchId: d.match.id, period: 'FT', selection: '2-1', betType: 'correct', stake: 77_777, odds: p.correct.odds }));
      const win = Math.trunc((77_777 * p.correct.odds) / 10_000);
      const profit = win - 77_777;
      expect(bet.potentialActualWin).toBe(win + Math.trunc((profit * 200) / 10_000) - Math.trunc((profit * 500) / 10_000));
      await t.ctx.settings.set('betting.handlingFeeBps', 0, 'test');
      const again = expectOk(await t.call({ method: 'GET', url: `/web/bet/detail?id=${bet.id}`, headers: { token: m.token } }));
      expect(again.potentialActualWin).toBe(bet.potentialActualWin);
    } finally {
      await t.ctx.settings.set('betting.handlingFeeBps', 0, 'test');
    }
  });

  it('gives the member the higher current price, refuses a lower one unless any change is accepted', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    const p = priceOf(d, 'HT', '0-0');
    const better = await place(m.token, { matchId: d.match.id, period: 'HT', selection: '0-0', betType: 'correct', stake: 10_000, odds: p.correct.odds - 500 });
    expect(better.body.data.odds).toBe(p.correct.odds);
    const worse = await place(m.token, { matchId: d.match.id, period: 'HT', selection: '0-0', betType: 'correct', stake: 10_000, odds: p.correct.odds + 500 });
    expect(worse.body.code).toBe(ERRORS.ODDS_CHANGED.code);
    expect(worse.body.data.currentOdds).toBe(p.correct.odds);
    const accepted = await place(m.token, { matchId: d.match.id, period: 'HT', selection: '0-0', betType: 'correct', stake: 10_000, odds: p.correct.odds + 500, acceptAnyOdds: true });
    expect(accepted.body.data.odds).toBe(p.correct.odds);
  });

  it('refuses a bet whose VIP bonus fell or fee rose since the slip showed them, with the terms now; better terms are taken (QA)', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    const p = priceOf(d, 'FT', '1-1');
    const body = { matchId: d.match.id, period: 'FT', selection: '1-1', betType: 'correct', stake: 10_000, odds: p.correct.odds };
    // The slip showed VIP 1's bonus; a cancel elsewhere took the member to VIP 0 meanwhile.
    const shown = expectOk(await t.call({ method: 'GET', url: `/web/match/detail?id=${d.match.id}`, headers: { token: m.token } }));
    const seen = { vipBonusBps: 100, handlingFeeBps: shown.handlingFeeBps };
    const refused = await place(m.token, { ...body, terms: seen });
    expect(refused.body).toMatchObject({ code: ERRORS.BET_TERMS_CHANGED.code, data: { vipBonusBps: 0, handlingFeeBps: shown.handlingFeeBps } });
    expect(refused.body.msg).toBe(`This bet’s terms changed since your slip was shown: now a VIP award of 0% and a handling fee of ${Number((shown.handlingFeeBps / 100).toFixed(2))}% of the profit. Check the slip and place the bet again.`);
    // The rates come as figures: each language writes the sign its own way (French: "0 %", QA).
    expect(refused.body.data.params).toEqual({ bonus: '0', fee: String(Number((shown.handlingFeeBps / 100).toFixed(2))) });
    const french = await t.call({ method: 'POST', url: '/web/bet/place', headers: { token: m.token, 'idempotency-key': crypto.randomUUID(), 'accept-language': 'fr' }, payload: { ...body, terms: seen } });
    expect(french.body.msg).toContain('un bonus VIP de 0\u00a0% et des frais de traitement de');
    // "Accept any odds" is about the price, not the terms.
    expect((await place(m.token, { ...body, terms: seen, acceptAnyOdds: true })).body.code).toBe(ERRORS.BET_TERMS_CHANGED.code);
    // A fee raised by the operator while the slip was open.
    await t.ctx.settings.set('betting.handlingFeeBps', shown.handlingFeeBps + 100, 'test');
    try {
      expect((await place(m.token, { ...body, terms: { vipBonusBps: 0, handlingFeeBps: shown.handlingFeeBps } })).body.code).toBe(ERRORS.BET_TERMS_CHANGED.code);
    } finally {
      await t.ctx.settings.set('betting.handlingFeeBps', shown.handlingFeeBps, 'test');
    }
    expect((await balances(m.member.uid)).frozen).toBe(0);
    // The terms shown, or better: placed.
    expect(expectOk(await place(m.token, { ...body, terms: { vipBonusBps: 0, handlingFeeBps: shown.handlingFeeBps + 50 } }))).toMatchObject({ vipBonusBps: 0 });
  });

  it('refuses a bet exactly at closing time by the clock, and after kick-off', async () => {
    const d = await openMatch(60, 10); // closes 10 minutes before kick-off
    const m = await fundedMember();
    const p = priceOf(d, 'FT', '1-1');
    const body = { matchId: d.match.id, period: 'FT', selection: '1-1', betType: 'correct', stake: 10_000, odds: p.correct.odds };
    t.clock.advance(50 * 60_000);
    expect((await place(m.token, body)).body.code).toBe(ERRORS.MATCH_CLOSED.code);
    t.clock.advance(10 * 60_000);
    expect((await place(m.token, body)).body.code).toBe(ERRORS.MATCH_STARTED.code);
    t.clock.advance(-60 * 60_000);
  });

  it('says a match the trader has not opened yet is not open, not closed (QA)', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    await t.ctx.db.execute(sql`update matches set state = 'scheduled' where id = ${d.match.id}`);
    const p = priceOf(d, 'FT', '1-1');
    const res = await place(m.token, { matchId: d.match.id, period: 'FT', selection: '1-1', betType: 'correct', stake: 10_000, odds: p.correct.odds });
    expect(res.body).toMatchObject({ code: ERRORS.MATCH_NOT_OPEN.code, msg: 'Betting on this match has not opened yet.' });
    expect((await balances(m.member.uid)).frozen).toBe(0);
  });

  it.each([
    ['an unknown match', { matchId: 999_999 }, 'MATCH_NOT_FOUND'],
    ['a stake under the minimum', { stake: 9_999 }, 'STAKE_BELOW_MIN'],
    ['a stake over the maximum', { stake: 20_000_001 }, 'STAKE_ABOVE_MAX'],
    ['no stake', { stake: 0 }, 'ORDER_AMOUNT_REQUIRED'],
    ['a stake left out', { stake: undefined }, 'ORDER_AMOUNT_REQUIRED'],
    ['a stake of null', { stake: null }, 'ORDER_AMOUNT_REQUIRED'],
    // Given, but not a whole number of kobo at or above zero: malformed, not missing.
    ['a stake below zero', { stake: -10_000 }, 'VALIDATION_FAILED'],
    ['a stake in fractions of a kobo', { stake: 10_000.5 }, 'VALIDATION_FAILED'],
    ['a stake as text', { stake: '10000' }, 'VALIDATION_FAILED'],
    // Past any whole number a double holds exactly: above every maximum, and said so (QA).
    ['a stake beyond exact numbers', { stake: 1e20 }, 'STAKE_ABOVE_MAX'],
    ['a stake of 1e30', { stake: 1e30 }, 'STAKE_ABOVE_MAX'],
    ['more than the balance', { stake: 1_000_001 }, 'INSUFFICIENT_AVAILABLE_BALANCE'],
    // A score off its period's grid is not offered, as a withheld one is: not a malformed request (QA).
    ['a first-half score off its grid', { period: 'HT', selection: '5-0' }, 'SELECTION_NOT_OFFERED'],
    ['a full-time score off its grid', { selection: '9-9' }, 'SELECTION_NOT_OFFERED'],
  ] as const)('refuses %s with its own code and holds nothing', async (_label, override, key) => {
    const d = await openMatch();
    const m = await fundedMember();
    const p = priceOf(d, 'FT', '0-0');
    const res = await place(m.token, { matchId: d.match.id, period: 'FT', selection: '0-0', betType: 'correct', stake: 10_000, odds: p.correct.odds, ...override });
    expect(res.body.code).toBe(ERRORS[key].code);
    expect((await balances(m.member.uid)).frozen).toBe(0);
  });

  it('refuses a suspended selection and a member without betting rights', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    await t.ctx.db.execute(sql`update market_prices set suspended = true where match_id = ${d.match.id} and period = 'FT' and selection = '3-3'`);
    const p = priceOf(d, 'FT', '3-3');
    expect((await place(m.token, { matchId: d.match.id, period: 'FT', selection: '3-3', betType: 'correct', stake: 10_000, odds: p.correct.odds })).body.code).toBe(ERRORS.SELECTION_SUSPENDED.code);
    await t.ctx.db.execute(sql`update members set betting_eligible = false where id = ${m.member.uid}`);
    expect((await place(m.token, { matchId: d.match.id, period: 'FT', selection: '1-0', betType: 'correct', stake: 10_000, odds: 10_001 })).body.code).toBe(ERRORS.BETTING_NOT_ELIGIBLE.code);
    // A member flagged for holding several accounts loses betting (spec: only withdrawal remains).
    const flagged = await fundedMember(1_000);
    await t.ctx.db.execute(sql`update members set multi_account_flagged_at = now() where id = ${flagged.member.uid}`);
    const refused = await place(flagged.token, { matchId: d.match.id, period: 'FT', selection: '1-0', betType: 'correct', stake: 10_000, odds: 10_001, acceptAnyOdds: true });
    expect(refused.body.code).toBe(ERRORS.MULTI_ACCOUNT_RESTRICTED.code);
    expect(await balances(flagged.member.uid)).toEqual({ available: 100_000, frozen: 0 });
  });

  it('keeps the VIP daily betting limit', async () => {
    const d = await openMatch();
    const m = await fundedMember(300_000); // VIP 0: ₦200,000 a day
    const p = priceOf(d, 'FT', '1-0');
    const body = { matchId: d.match.id, period: 'FT', selection: '1-0', betType: 'correct', odds: p.correct.odds };
    expect((await place(m.token, { ...body, stake: 15_000_000 })).body.code).toBe(200);
    expect((await place(m.token, { ...body, stake: 5_000_000 })).body.code).toBe(200);
    const refused = await place(m.token, { ...body, stake: 100 * 100 });
    expect(refused.body.code).toBe(ERRORS.DAILY_BET_LIMIT.code);
    expect(refused.body.msg).toBe('This stake goes past your daily betting limit of ₦200,000.00: ₦0.00 left today.');
  });

  it('names what is left of the daily limit when a stake goes past it (QA: it said "reached" with ₦50,000 left)', async () => {
    const d = await openMatch();
    const m = await fundedMember(300_000);
    const p = priceOf(d, 'FT', '1-0');
    const body = { matchId: d.match.id, period: 'FT', selection: '1-0', betType: 'correct', odds: p.correct.odds };
    expect((await place(m.token, { ...body, stake: 15_000_000 })).body.code).toBe(200);
    const refused = await t.call({ method: 'POST', url: '/web/bet/place', headers: { token: m.token, 'idempotency-key': crypto.randomUUID(), 'accept-language': 'fr' }, payload: { ...body, stake: 6_000_000 } });
    expect(refused.body).toMatchObject({ code: ERRORS.DAILY_BET_LIMIT.code, msg: 'Cette mise dépasse votre limite de paris quotidienne de ₦200,000.00 : il vous reste ₦50,000.00 aujourd’hui.', data: { field: 'stake', left: 5_000_000 } });
    expect((await place(m.token, { ...body, stake: 5_000_000 })).body.code).toBe(200);
  });

  it('fills a selection exactly to its total limit across shards, then refuses with the room left', async () => {
    const d = await openMatch();
    await t.ctx.db.execute(sql`update matches set selection_total_limit = 100000 where id = ${d.match.id}`); // ₦1,000 in 8 shards of ₦125
    const p = priceOf(d, 'FT', '4-4');
    const body = { matchId: d.match.id, period: 'FT', selection: '4-4', betType: 'correct', odds: p.correct.odds };
    const a = await fundedMember();
    // ₦400 fits no single ₦125 shard: the slow path spreads it over several.
    expect((await place(a.token, { ...body, stake: 40_000 })).body.code).toBe(200);
    expect((await place(a.token, { ...body, stake: 50_000 })).body.code).toBe(200);
    const over = await place(a.token, { ...body, stake: 20_000 });
    expect(over.body.code).toBe(ERRORS.SELECTION_LIMIT_REACHED.code);
    expect(over.body.data.params.max).toBe('₦100.00');
    // Said of this stake, not of a selection that takes nothing more (QA: "has reached its limit. At most ₦100.00 more").
    expect(over.body.msg).toBe('This stake goes past the selection’s total limit: at most ₦100.00 more can be staked on it.');
    expect((await place(a.token, { ...body, stake: 10_000 })).body.code).toBe(200);
    const total = (await t.ctx.db.execute(sql`select sum(staked)::text as s from selection_shards where match_id = ${d.match.id}`)) as unknown as { rows: { s: string }[] };
    expect(total.rows[0]!.s).toBe('100000');
  });

  it('replays a retried placement instead of betting twice', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    const p = priceOf(d, 'FT', '2-0');
    const key = crypto.randomUUID();
    const body = { matchId: d.match.id, period: 'FT', selection: '2-0', betType: 'incorrect', stake: 50_000, odds: p.incorrect.odds };
    const first = await place(m.token, body, key);
    const again = await place(m.token, body, key);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await balances(m.member.uid)).frozen).toBe(50_000);
  });
});

describe('cancelling a bet', () => {
  /** A VIP 2 member with ₦10,000 and one FT correct-score bet of `stake` on `selection`. */
  async function vipMemberWithBet(selection: string, stake: number) {
    const d = await openMatch();
    const m = await fundedMember();
    await t.ctx.db.execute(sql`update members set vip_level = 2 where id = ${m.member.uid}`);
    const p = priceOf(d, 'FT', selection);
    const bet = (await place(m.token, { matchId: d.match.id, period: 'FT', selection, betType: 'correct', stake, odds: p.correct.odds })).body.data;
    const cancel = (idempotencyKey = crypto.randomUUID()) => t.call({ method: 'POST', url: '/web/bet/cancel', headers: { token: m.token, 'idempotency-key': idempotencyKey }, payload: { betId: bet.id } });
    return { d, m, bet, cancel };
  }

  it('returns the stake, frees the selection room, revokes the bet and resets VIP to 0', async () => {
    const { d, m, cancel } = await vipMemberWithBet('0-1', 30_000);
    const key = crypto.randomUUID();
    const res = await cancel(key);
    expect(res.body.data).toMatchObject({ status: 'revoked', cancellable: false, profitAndLoss: 0 });
    expect(await balances(m.member.uid)).toEqual({ available: 1_000_000, frozen: 0 });
    const vip = (await t.ctx.db.execute(sql`select vip_level from members where id = ${m.member.uid}`)) as unknown as { rows: { vip_level: number }[] };
    expect(vip.rows[0]!.vip_level).toBe(0);
    const room = (await t.ctx.db.execute(sql`select sum(staked)::int as s from selection_shards where match_id = ${d.match.id} and selection = '0-1'`)) as unknown as { rows: { s: number }[] };
    expect(room.rows[0]!.s).toBe(0);
    // The same request again (a lost answer retried) is replayed; a second cancel is refused.
    expect((await cancel(key)).body).toEqual(res.body);
    expect((await cancel()).body.code).toBe(ERRORS.ORDER_STATE_ERROR.code);
    expect(await balances(m.member.uid)).toEqual({ available: 1_000_000, frozen: 0 });
  });

  it('is refused as already settled for a bet its match\'s void revoked, and gives nothing back twice', async () => {
    const { d, m, cancel } = await vipMemberWithBet('1-1', 20_000);
    expect((await adminPost('/admin/api/matches/void', { matchId: d.match.id, state: 'void', reason: 'fixture cancelled' })).body.code).toBe(200);
    expect((await cancel()).body.code).toBe(ERRORS.ORDER_ALREADY_SETTLED.code);
    expect(await balances(m.member.uid)).toEqual({ available: 1_000_000, frozen: 0 });
  });

  it('is refused with ORDER_FROZEN_INSUFFICIENT when the stake is no longer held, and changes nothing', async () => {
    const { m, bet, cancel } = await vipMemberWithBet('3-1', 40_000);
    // The bet's hold marked resolved under it (what a settlement that got there first leaves).
    const setHold = (resolved: boolean) =>
      t.ctx.db.execute(sql`update holds set status = ${resolved ? 'voided' : 'pending'}, resolved_tx_id = case when ${resolved} then created_tx_id end
                           where purpose = 'bet_stake' and ref_id = ${String(bet.id)}`);
    await setHold(true);
    expect((await cancel()).body.code).toBe(ERRORS.ORDER_FROZEN_INSUFFICIENT.code);
    const [after] = ((await t.ctx.db.execute(sql`
      select b.status, m.vip_level, (select sum(staked)::int from selection_shards where match_id = b.match_id and selection = '3-1') as staked
      from bets b join members m on m.id = b.member_id where b.id = ${bet.id}`)) as unknown as { rows: { status: string; vip_level: number; staked: number }[] }).rows;
    expect(after).toEqual({ status: 'waiting', vip_level: 2, staked: 40_000 });
    expect(await balances(m.member.uid)).toEqual({ available: 960_000, frozen: 40_000 });
    await setHold(false); // the ledger invariants are checked after the test
  });

  it('refuses placing and cancelling without an Idempotency-Key, writing nothing', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    const p = priceOf(d, 'FT', '0-0');
    const body = { matchId: d.match.id, period: 'FT', selection: '0-0', betType: 'correct', stake: 10_000, odds: p.correct.odds };
    const unkeyed = await t.call({ method: 'POST', url: '/web/bet/place', headers: { token: m.token }, payload: body });
    expect(unkeyed.body.code).toBe(ERRORS.IDEMPOTENCY_KEY_REQUIRED.code);
    expect(await balances(m.member.uid)).toEqual({ available: 1_000_000, frozen: 0 });
    const bet = (await place(m.token, body)).body.data;
    const cancel = await t.call({ method: 'POST', url: '/web/bet/cancel', headers: { token: m.token }, payload: { betId: bet.id } });
    expect(cancel.body.code).toBe(ERRORS.IDEMPOTENCY_KEY_REQUIRED.code);
    expect(await balances(m.member.uid)).toEqual({ available: 990_000, frozen: 10_000 });
  });

  it('is refused after closing, after kick-off, and for another member’s bet', async () => {
    const d = await openMatch(30, 10); // kick-off in 30 minutes, closing 10 before
    const m = await fundedMember();
    const p = priceOf(d, 'HT', '1-1');
    const bet = (await place(m.token, { matchId: d.match.id, period: 'HT', selection: '1-1', betType: 'correct', stake: 10_000, odds: p.correct.odds })).body.data;
    const other = await t.register();
    const byOther = await t.call({ method: 'POST', url: '/web/bet/cancel', headers: { token: other.token, 'idempotency-key': crypto.randomUUID() }, payload: { betId: bet.id } });
    expect(byOther.body.code).toBe(ERRORS.ORDER_NOT_FOUND.code);
    // Reading it, or an id that is not a number, finds no order either; the same for a match.
    for (const id of [String(bet.id), 'abc', '1.5', '']) {
      const read = await t.call({ method: 'GET', url: `/web/bet/detail?id=${id}`, headers: { token: other.token } });
      expect([read.status, read.body.code]).toEqual([404, ERRORS.ORDER_NOT_FOUND.code]);
    }
    for (const id of ['999999', 'abc']) expect((await t.call({ method: 'GET', url: `/web/match/detail?id=${id}`, headers: { token: other.token } })).body.code).toBe(ERRORS.MATCH_NOT_FOUND.code);
    const cancel = () => t.call({ method: 'POST', url: '/web/bet/cancel', headers: { token: m.token, 'idempotency-key': crypto.randomUUID() }, payload: { betId: bet.id } });
    t.clock.advance(20 * 60_000); // exactly at closing
    expect((await cancel()).body.code).toBe(ERRORS.MATCH_CLOSED.code);
    t.clock.advance(10 * 60_000); // exactly at kick-off
    expect((await cancel()).body.code).toBe(ERRORS.MATCH_STARTED.code);
    t.clock.advance(-30 * 60_000);
    const list = await t.call({ method: 'GET', url: '/web/bet/list?range=0', headers: { token: m.token } });
    expect(list.body.data.items.map((b: { id: number }) => b.id)).toEqual([bet.id]);
    // Two days on, an empty range is no range: the default 30 days, not today's (range=0).
    t.clock.advance(2 * 24 * 60 * 60_000);
    const ids = async (query: string) => (await t.call({ method: 'GET', url: `/web/bet/list?${query}`, headers: { token: m.token } })).body.data.items.map((b: { id: number }) => b.id);
    expect([await ids('range='), await ids('range=0')]).toEqual([[bet.id], []]);
    // Blank is empty too (QA: "range=%20" read as 0, today).
    expect([await ids('range=%20'), await ids('range=%20%20&status=%09')]).toEqual([[bet.id], [bet.id]]);
    t.clock.advance(-2 * 24 * 60 * 60_000);
  });

  it('gives the next page of My bets after the last bet shown, whatever was placed meanwhile (QA: by page, a new bet repeated the last row of each page)', async () => {
    const d = await openMatch();
    const m = await fundedMember();
    const other = await fundedMember();
    const body = { matchId: d.match.id, period: 'FT', selection: '1-0', betType: 'correct', stake: 10_000, odds: priceOf(d, 'FT', '1-0').correct.odds };
    const placed: number[] = [];
    for (let i = 0; i < 5; i++) {
      placed.push(expectOk(await place(m.token, body)).id);
      t.clock.advance(1_000);
    }
    const page = async (query: string, token = m.token) => expectOk(await t.call({ method: 'GET', url: `/web/bet/list?range=0&pageSize=2&${query}`, headers: { token } }));
    const first = await page('');
    expect(first.items.map((b: { id: number }) => b.id)).toEqual([placed[4], placed[3]]);
    // A bet placed from another phone meanwhile goes on top, not into the next page.
    expectOk(await place(m.token, body));
    const next = await page(`before=${placed[3]}`);
    expect(next.items.map((b: { id: number }) => b.id)).toEqual([placed[2], placed[1]]);
    expect(next.total).toBe(6);
    expect((await page(`before=${placed[1]}`)).items.map((b: { id: number }) => b.id)).toEqual([placed[0]]);
    // Another member's bet is after nothing of theirs; a cursor that is not an id is refused.
    expect((await page(`before=${placed[3]}`, other.token)).items).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/web/bet/list?before=abc', headers: { token: m.token } })).body.code).toBe(ERRORS.VALIDATION_FAILED.code);
  });

  it('lists the member’s bets on one match when asked (a match’s page and notices lead there), and nobody else’s', async () => {
    const d = await openMatch();
    const e = await openMatch();
    const m = await fundedMember();
    const other = await fundedMember();
    const on = (match: typeof d) => ({ matchId: match.match.id, period: 'FT', selection: '1-0', betType: 'correct', stake: 10_000, odds: priceOf(match, 'FT', '1-0').correct.odds });
    const onD = [expectOk(await place(m.token, on(d))).id, expectOk(await place(m.token, { ...on(d), period: 'HT', odds: priceOf(d, 'HT', '1-0').correct.odds })).id];
    expectOk(await place(m.token, on(e)));
    expectOk(await place(other.token, on(d)));
    const list = async (query: string, token = m.token) => expectOk(await t.call({ method: 'GET', url: `/web/bet/list?range=0&${query}`, headers: { token } }));
    const mine = await list(`matchId=${d.match.id}`);
    expect([mine.items.map((b: { id: number }) => b.id).sort(), mine.total]).toEqual([[...onD].sort(), 2]);
    expect((await list(`matchId=${d.match.id}&status=waiting&pageSize=1`)).total).toBe(2);
    expect((await list('matchId=999999')).items).toEqual([]);
    expect((await list('')).total).toBe(3);
    for (const bad of ['abc', '0', '-1', '1.5']) expect((await t.call({ method: 'GET', url: `/web/bet/list?matchId=${bad}`, headers: { token: m.token } })).body.code).toBe(ERRORS.VALIDATION_FAILED.code);
  });
});
