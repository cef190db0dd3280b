import crypto from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { winningAmounts } from '@scoreline/contract/odds/payout';
import { bettingFixtures, priceOf, type OpenedMatch } from '../../test/betting-fixtures.ts';
import { createSignedInAdmin, type TestAdmin } from '../../test/admin-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk, expectRefusal } from '../../test/wallet-fixtures.ts';

// The back office's bets: one list of every member's bets with filters and the sums of what it
// finds, and one bet with the ledger postings it caused (placed, settled, corrected, cancelled).

const t = useTestApp(); // clock: 2026-11-21T12:00:00Z (13:00 in Lagos)
const f = bettingFixtures(t);
const start = new Date('2026-11-21T12:00:00Z');
const MIN = 60_000;
let support: TestAdmin;
let finance: TestAdmin;
let auditor: TestAdmin;

beforeAll(async () => {
  support = await createSignedInAdmin(t, 'support');
  finance = await createSignedInAdmin(t, 'finance');
  auditor = await createSignedInAdmin(t, 'auditor');
});
afterEach(() => t.clock.set(start));

const get = (admin: TestAdmin, url: string) => t.call({ method: 'GET', url, headers: { 'admin-token': admin.token } });
type Bet = { id: number; reference: string; stake: number; odds: number; status: string; memberId: number; username: string; profitAndLoss: number | null };

async function bet(token: string, match: OpenedMatch, period: 'FT' | 'HT', selection: string, betType: 'correct' | 'incorrect', naira: number) {
  const r = await f.place(token, { matchId: match.match.id, period, selection, betType, stake: naira * 100, odds: priceOf(match, period, selection)[betType].odds });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return r.body.data as Bet;
}

describe('the bets list', () => {
  it('finds bets by match, member (uid or username), reference, status, period, type and operator day, with sums over all it finds', async () => {
    const a = await f.fundedMember(20_000);
    const b = await f.fundedMember(20_000);
    const match = await f.openMatch(60);
    const other = await f.openMatch(90);
    const a1 = await bet(a.token, match, 'FT', '2-1', 'correct', 1_000);
    const a2 = await bet(a.token, match, 'HT', '1-0', 'correct', 500);
    const b1 = await bet(b.token, match, 'FT', '1-1', 'correct', 2_000);
    const elsewhere = await bet(b.token, other, 'FT', '0-0', 'correct', 300);

    const ofMatch = expectOk(await get(support, `/admin/api/bets?matchId=${match.match.id}`));
    // Newest first, each with who placed it; the sums cover every bet found.
    expect(ofMatch.items.map((x: Bet) => x.id)).toEqual([b1.id, a2.id, a1.id]);
    expect(ofMatch.items[0]).toMatchObject({ username: b.member.username, memberId: b.member.uid, reference: b1.reference, status: 'waiting', stake: 200_000 });
    expect(ofMatch).toMatchObject({ total: 3, sums: { stake: 350_000, returnedStake: 0, waitingStake: 350_000, profitAndLoss: 0 } });
    // Paged: the sums still cover all three.
    const page2 = expectOk(await get(finance, `/admin/api/bets?matchId=${match.match.id}&pageSize=2&page=2`));
    expect(page2).toMatchObject({ total: 3, items: [expect.objectContaining({ id: a1.id })], sums: { stake: 350_000 } });

    const ids = async (query: string) => expectOk(await get(support, `/admin/api/bets?${query}`)).items.map((x: Bet) => x.id);
    expect(await ids(`member=${b.member.uid}`)).toEqual([elsewhere.id, b1.id]);
    expect(await ids(`member=${a.member.username.toUpperCase()}`)).toEqual([a2.id, a1.id]);
    expect(await ids(`memberId=${a.member.uid}&period=HT`)).toEqual([a2.id]);
    expect(await ids(`reference=${b1.reference.toUpperCase()}`)).toEqual([b1.id]);
    expect(await ids(`matchId=${match.match.id}&betType=incorrect`)).toEqual([]);
    // Operator days: placed at 13:00 Lagos on 21 Nov.
    expect(await ids(`member=${a.member.uid}&from=2026-11-21&to=2026-11-21`)).toEqual([a2.id, a1.id]);
    expect(await ids(`member=${a.member.uid}&from=2026-11-22`)).toEqual([]);
    expect(await ids(`member=${a.member.uid}&to=2026-11-20`)).toEqual([]);
    expect(await ids('member=nobody-by-this-name')).toEqual([]);

    // Settled: the status filter, and the members' P&L in the sums.
    t.clock.advance(100 * MIN);
    expect((await f.adminPost('/admin/api/matches/result', { matchId: match.match.id, period: 'HT', home: 1, away: 0 })).body.code).toBe(200);
    expect((await f.adminPost('/admin/api/matches/result', { matchId: match.match.id, period: 'FT', home: 2, away: 1 })).body.code).toBe(200);
    const won = (x: Bet) => Number(winningAmounts({ stakeKobo: BigInt(x.stake), odds: x.odds, vipBonusBps: 0, handlingFeeBps: 0 }).actualWin) - x.stake;
    const settled = expectOk(await get(auditor, `/admin/api/bets?matchId=${match.match.id}`));
    expect(settled.sums).toEqual({ stake: 350_000, returnedStake: 0, waitingStake: 0, profitAndLoss: won(a1) + won(a2) - 200_000 });
    expect(await ids(`matchId=${match.match.id}&status=lost`)).toEqual([b1.id]);
    expect(await ids(`matchId=${match.match.id}&status=winning`)).toEqual([a2.id, a1.id]);
  });

  it('pages on over the list as its first page found it while bets keep arriving: no row twice, none skipped, and says how many came since', async () => {
    const a = await f.fundedMember(20_000);
    const match = await f.openMatch(60);
    const placed: Bet[] = [];
    for (const selection of ['0-0', '1-0', '0-1', '1-1']) placed.push(await bet(a.token, match, 'FT', selection, 'correct', 100));
    const list = (query: string) => get(support, `/admin/api/bets?matchId=${match.match.id}&pageSize=2${query}`).then(expectOk);
    const first = await list('');
    expect(first.items.map((x: Bet) => x.id)).toEqual([placed[3]!.id, placed[2]!.id]);
    expect(first).toMatchObject({ total: 4, newer: 0 });
    // Two bets arrive while support reads page 1.
    const late = [await bet(a.token, match, 'FT', '2-0', 'correct', 100), await bet(a.token, match, 'FT', '0-2', 'correct', 100)];
    const second = await list(`&page=2&upTo=${first.upTo}`);
    expect(second.items.map((x: Bet) => x.id)).toEqual([placed[1]!.id, placed[0]!.id]);
    expect(second).toMatchObject({ total: 4, upTo: first.upTo, newer: 2, sums: { stake: 40_000 } });
    // Without the first page's upTo, page 2 repeats what page 1 showed.
    expect((await list('&page=2')).items.map((x: Bet) => x.id)).toEqual([placed[3]!.id, placed[2]!.id]);
    // Page 1 read again is the list as it is now.
    expect((await list('')).items.map((x: Bet) => x.id)).toEqual([late[1]!.id, late[0]!.id]);
    expectRefusal(await get(support, '/admin/api/bets?upTo=0'), 'VALIDATION_FAILED');
  });

  it('refuses a filter it cannot read with VALIDATION_FAILED, and a caller without a back-office session with NOT_LOGGED_IN; traders read it too', async () => {
    for (const query of ['status=won', 'status=revoked_by_member', 'period=ET', 'betType=any', 'from=21-11-2026', 'matchId=abc', 'pageSize=500', `reference=${'x'.repeat(41)}`]) {
      expectRefusal(await get(support, `/admin/api/bets?${query}`), 'VALIDATION_FAILED');
    }
    // Days that do not exist, or in the wrong order, would quietly filter other days or none.
    const refused = (res: Awaited<ReturnType<typeof get>>, key: 'VALIDATION_FAILED') => {
      expectRefusal(res, key);
      return { field: res.body.data?.field, reason: res.body.data?.reason };
    };
    expect(refused(await get(support, '/admin/api/bets?from=2026-02-30'), 'VALIDATION_FAILED')).toEqual({ field: 'from', reason: 'not a real date' });
    expect(refused(await get(support, '/admin/api/bets?to=2026-13-01'), 'VALIDATION_FAILED')).toEqual({ field: 'to', reason: 'not a real date' });
    expect(refused(await get(support, '/admin/api/bets?from=2026-11-29&to=2026-11-27'), 'VALIDATION_FAILED')).toEqual({ field: 'to', reason: 'the last day is before the first' });
    expect(refused(await get(auditor, '/admin/api/matches?from=2026-11-29&to=2026-11-27'), 'VALIDATION_FAILED')).toEqual({ field: 'to', reason: 'the last day is before the first' });
    expectRefusal(await get(support, '/admin/api/bets/detail?id=abc'), 'ORDER_NOT_FOUND');
    expectRefusal(await get(support, '/admin/api/bets/detail?id=999999999'), 'ORDER_NOT_FOUND');
    expectRefusal(await t.call({ method: 'GET', url: '/admin/api/bets' }), 'NOT_LOGGED_IN');
    expect(expectOk(await f.adminGet('/admin/api/bets?status=waiting')).items).toEqual(expect.any(Array));
  });
});

describe('one bet', () => {
  it('lists every posting it caused as it moved the member’s balances: held, settled, reversed and settled again', async () => {
    await t.ctx.settings.set('betting.handlingFeeBps', 500, 'test');
    const m = await f.fundedMember(10_000);
    const match = await f.openMatch(60);
    const placed = await bet(m.token, match, 'FT', '2-1', 'correct', 1_000);
    const held = expectOk(await get(support, `/admin/api/bets/detail?id=${placed.id}`));
    expect(held).toMatchObject({ id: placed.id, username: m.member.username, status: 'waiting', handlingFeeBps: 500, vipBonusBps: 0, matchState: 'open' });
    expect(held.postings).toEqual([expect.objectContaining({ kind: 'stake_hold', group: 'B', actor: `member:${m.member.uid}`, available: -100_000, frozen: 100_000, reversesId: null })]);

    t.clock.advance(100 * MIN);
    await f.adminPost('/admin/api/matches/result', { matchId: match.match.id, period: 'HT', home: 1, away: 0 });
    await f.adminPost('/admin/api/matches/result', { matchId: match.match.id, period: 'FT', home: 2, away: 1 });
    const pay = Number(winningAmounts({ stakeKobo: 100_000n, odds: placed.odds, vipBonusBps: 0, handlingFeeBps: 500 }).actualWin);
    const corrected = await f.adminPost('/admin/api/matches/correct', { matchId: match.match.id, period: 'FT', home: 1, away: 1, reason: 'goal disallowed by VAR' });
    expect(corrected.body.code).toBe(200);

    const detail = expectOk(await get(finance, `/admin/api/bets/detail?id=${placed.id}`));
    expect(detail).toMatchObject({ status: 'lost', profitAndLoss: -100_000, correction: { from: '2-1', to: '1-1', reason: 'goal disallowed by VAR', resettled: true } });
    const [hold, settle, reversal, resettle] = detail.postings;
    expect(detail.postings.map((p: { kind: string }) => p.kind)).toEqual(['stake_hold', 'bet_settle', 'bet_settle_reversal', 'bet_settle']);
    // Won: the stake leaves frozen and the win reaches available; the reversal undoes exactly that.
    expect(settle).toMatchObject({ available: pay, frozen: -100_000 });
    expect(reversal).toMatchObject({ available: -pay, frozen: 100_000, reversesId: settle.transactionId });
    expect(resettle).toMatchObject({ available: 0, frozen: -100_000 });
    // What the member's balances went through adds up to where they are.
    const sum = (side: 'available' | 'frozen') => detail.postings.reduce((s: number, p: Record<string, number>) => s + p[side]!, 0);
    expect({ available: 1_000_000 + sum('available'), frozen: sum('frozen') }).toEqual(await f.balances(m.member.uid));
    expect(hold!.transactionId).toBeLessThan(settle!.transactionId);
  });

  it('shows a cancelled bet’s stake coming back; cancelled and void bets are told apart and their stakes counted as returned', async () => {
    const m = await f.fundedMember(5_000);
    const match = await f.openMatch(60);
    const placed = await bet(m.token, match, 'FT', '1-0', 'correct', 700);
    const kept = await bet(m.token, match, 'FT', '2-1', 'correct', 300);
    const cancel = await t.call({ method: 'POST', url: '/web/bet/cancel', headers: { token: m.token, 'idempotency-key': crypto.randomUUID() }, payload: { betId: placed.id } });
    expect(cancel.body.code).toBe(200);
    const other = await f.openMatch(90);
    const voided = await bet(m.token, other, 'FT', '1-1', 'correct', 200);
    expect((await f.adminPost('/admin/api/matches/void', { matchId: other.match.id, state: 'void', reason: 'pitch waterlogged' })).body.code).toBe(200);
    const ids = async (query: string) => expectOk(await get(support, `/admin/api/bets?memberId=${m.member.uid}&${query}`)).items.map((x: Bet) => x.id);
    expect(await ids('status=cancelled')).toEqual([placed.id]);
    expect(await ids('status=void')).toEqual([voided.id]);
    expect(await ids('status=revoked')).toEqual([voided.id, placed.id]);
    expect(expectOk(await get(support, `/admin/api/bets?memberId=${m.member.uid}`))).toMatchObject({ total: 3, sums: { stake: 30_000, returnedStake: 90_000, waitingStake: 30_000 } });
    expect(expectOk(await get(support, `/admin/api/bets?reference=${kept.reference}`)).items[0].correction).toBeNull();
    const detail = expectOk(await get(support, `/admin/api/bets/detail?id=${placed.id}`));
    expect(detail.status).toBe('revoked');
    expect(detail.postings.map((p: { kind: string; available: number; frozen: number }) => [p.kind, p.available, p.frozen])).toEqual([
      ['stake_hold', -70_000, 70_000],
      ['bet_cancel', 70_000, -70_000],
    ]);
  });
});
