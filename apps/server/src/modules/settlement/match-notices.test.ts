import { afterEach, describe, expect, it } from 'vitest';
import { winningAmounts } from '@scoreline/contract/odds/payout';
import { bettingFixtures, priceOf, type OpenedMatch } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectOk } from '../../test/wallet-fixtures.ts';
import { voidExpiredPostponements } from './void-match.ts';

// What happens to a match's bets reaches their members in their messages: a postponement (until
// when they stand), a void or abandon (their stakes back) and a correction that settled them
// again (winnings paid or taken back). One notice per member and event, in the reader's language.

const t = useTestApp(); // clock: 2026-11-21T12:00:00Z (13:00 in Lagos)
const f = bettingFixtures(t);
const MIN = 60_000;
const start = new Date('2026-11-21T12:00:00Z');
afterEach(() => t.clock.set(start));

type Inbox = { items: { title: string; body: string; read: boolean }[]; unread: number };
const inbox = async (token: string, lang = 'en') => expectOk(await t.call({ method: 'GET', url: '/web/messages', headers: { token, 'accept-language': lang } })) as Inbox;
const admin = async (url: string, payload: Record<string, unknown>) => expectOk(await f.adminPost(url, payload));

/** "Home 123-4 v Away 4": the match as notices name it (the OpenedMatch type keeps only id and state). */
const fixtureOf = (match: OpenedMatch) => {
  const m = match.match as unknown as { homeTeam: string; awayTeam: string };
  return `${m.homeTeam} v ${m.awayTeam}`;
};

async function bet(token: string, match: OpenedMatch, period: 'FT' | 'HT', selection: string, naira: number) {
  const r = await f.place(token, { matchId: match.match.id, period, selection, betType: 'correct', stake: naira * 100, odds: priceOf(match, period, selection).correct.odds });
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { id: number; stake: number; odds: number };
}

describe('notices of what happens to a match’s bets', () => {
  it('tells each member with open bets that the match was postponed, why and until when they stand; a member without bets hears nothing', async () => {
    const a = await f.fundedMember(10_000);
    const b = await f.fundedMember(10_000);
    const bystander = await f.fundedMember(10_000);
    const match = await f.openMatch(60);
    await bet(a.token, match, 'FT', '2-1', 1_000);
    await bet(a.token, match, 'HT', '1-0', 250.5);
    await bet(b.token, match, 'FT', '0-0', 300);
    await admin('/admin/api/matches/postpone', { matchId: match.match.id, reason: 'waterlogged pitch' });
    const fixture = fixtureOf(match);
    // 48 hours after the 14:00 (Lagos) kick-off.
    expect((await inbox(a.token)).items).toEqual([
      expect.objectContaining({
        title: `Match postponed: ${fixture}`,
        body: 'Reason: waterlogged pitch. Your open bets on it (2 bets, ₦1,250.50 staked) stand if it is played and finished by 2026\u201111\u201123 14:00 GMT+1; if not, their stakes come back to your available balance.',
        read: false,
        // The inbox leads to the member's bets on it.
        matchId: match.match.id,
      }),
    ]);
    // Each language writes the fixture as its match pages do; Thai counts years as the others do (QA: 2569).
    expect((await inbox(b.token, 'th')).items[0]!.body).toContain('2026\u201111\u201123 14:00 GMT+1');
    expect((await inbox(b.token, 'fr')).items[0]).toMatchObject({ title: `Match reporté\u00a0: ${fixture.replace(' v ', ' contre ')}`, body: expect.stringContaining('(1 pari, ₦300.00 misés) tiennent s’il est joué et terminé avant le 2026\u201111\u201123 14:00 GMT+1') });
    expect((await inbox(bystander.token)).items).toEqual([]);

    // Not played in time: the job voids it, in words of its own (its reason is the system's, in English).
    t.clock.advance(49 * 60 * MIN);
    await voidExpiredPostponements(t.ctx);
    expect((await inbox(a.token)).items[0]).toMatchObject({ title: `Match void: ${fixture}`, body: 'It was postponed and not played in time. The stakes of your open bets on it (2 bets, ₦1,250.50) come back to your available balance.' });
    expect(await f.balances(a.member.uid)).toEqual({ available: 1_000_000, frozen: 0 });
  });

  it('tells members waiting on a match its new kick-off: rescheduled after a postponement, moved later or earlier by the desk', async () => {
    const a = await f.fundedMember(10_000);
    const bystander = await f.fundedMember(10_000);
    const postponed = await f.openMatch(60); // kicks off 14:00 in Lagos
    await bet(a.token, postponed, 'FT', '2-1', 500);
    await admin('/admin/api/matches/postpone', { matchId: postponed.match.id, reason: 'waterlogged pitch' });
    await admin('/admin/api/matches/edit', { matchId: postponed.match.id, kickOffAt: '2026-11-22T17:00:00Z' });
    // Its bets stand until the postponement's deadline, 48 hours after the first kick-off.
    expect((await inbox(a.token)).items[0]).toMatchObject({
      title: `New kick-off: ${fixtureOf(postponed)}`,
      body: 'It now kicks off at 2026\u201111\u201122 18:00 GMT+1 (was 2026\u201111\u201121 14:00 GMT+1). Your open bets on it (1 bet, ₦500.00 staked) stand if it is played and finished by 2026\u201111\u201123 14:00 GMT+1; if not, their stakes come back to your available balance.',
      read: false,
    });
    expect((await inbox(a.token, 'fr')).items[0]!.body).toMatch(/^Il commence désormais le 2026\u201111\u201122 18:00 GMT\+1 \(au lieu du 2026\u201111\u201121 14:00 GMT\+1\)\./);

    // An open match moved a day later takes the same deadline (decision 026), and says so.
    const later = await f.openMatch(60);
    const before = await bet(a.token, later, 'HT', '1-0', 100);
    t.clock.advance(MIN); // the move comes after that bet (so the match below kicks off at 17:01)
    await admin('/admin/api/matches/edit', { matchId: later.match.id, kickOffAt: '2026-11-22T13:00:00Z' });
    expect((await inbox(a.token)).items[0]).toMatchObject({ title: `New kick-off: ${fixtureOf(later)}`, body: expect.stringContaining('(was 2026\u201111\u201121 14:00 GMT+1). Your open bets on it (1 bet, ₦100.00 staked) stand if it is played and finished by 2026\u201111\u201123 14:00 GMT+1;') });
    // Both bets have the deadline; only the one placed before the move had its kick-off moved (QA:
    // "Kick-off moved" on a bet placed on the new kick-off).
    const after = await bet(a.token, later, 'HT', '1-0', 100);
    const betNow = async (id: number) => expectOk(await t.call({ method: 'GET', url: `/web/bet/detail?id=${id}`, headers: { token: a.token } }));
    expect(await betNow(before.id)).toMatchObject({ postponedUntil: '2026-11-23T13:00:00.000Z', movedSincePlaced: true });
    expect(await betNow(after.id)).toMatchObject({ postponedUntil: '2026-11-23T13:00:00.000Z', movedSincePlaced: false });

    // Moved earlier, no deadline binds it: the bets simply stand.
    const earlier = await f.openMatch(240);
    await bet(a.token, earlier, 'FT', '0-0', 200);
    await admin('/admin/api/matches/edit', { matchId: earlier.match.id, kickOffAt: '2026-11-21T15:00:00Z' });
    expect((await inbox(a.token)).items[0]).toMatchObject({ body: 'It now kicks off at 2026\u201111\u201121 16:00 GMT+1 (was 2026\u201111\u201121 17:01 GMT+1). Your open bets on it (1 bet, ₦200.00 staked) stand.' });
    // A closing time changed alone moves no kick-off: no notice.
    await admin('/admin/api/matches/edit', { matchId: earlier.match.id, closingAt: '2026-11-21T14:30:00Z' });
    expect((await inbox(a.token)).items).toHaveLength(4);
    expect((await inbox(bystander.token)).items).toEqual([]);

    // Postponed, then back on at the kick-off it had: not a "new kick-off" (QA: "at 12:00 (was 12:00)").
    const same = await f.openMatch(120);
    const onSame = await bet(a.token, same, 'FT', '1-1', 100);
    const kickOffAt = (same.match as unknown as { kickOffAt: string }).kickOffAt;
    await admin('/admin/api/matches/postpone', { matchId: same.match.id, reason: 'floodlights' });
    await admin('/admin/api/matches/edit', { matchId: same.match.id, kickOffAt });
    expect((await inbox(a.token)).items[0]).toMatchObject({
      title: `Back on: ${fixtureOf(same)}`,
      body: 'It kicks off at 2026\u201111\u201121 15:01 GMT+1, as first planned. Your open bets on it (1 bet, ₦100.00 staked) stand if it is played and finished by 2026\u201111\u201123 15:01 GMT+1; if not, their stakes come back to your available balance.',
    });
    expect((await inbox(a.token, 'fr')).items[0]!.title).toBe(`Match maintenu\u00a0: ${fixtureOf(same).replace(' v ', ' contre ')}`);
    // Its kick-off is the one it was placed for: the deadline binds it, nothing moved (QA: "Kick-off moved").
    expect(expectOk(await t.call({ method: 'GET', url: `/web/bet/detail?id=${onSame.id}`, headers: { token: a.token } }))).toMatchObject({ postponedUntil: expect.any(String), movedSincePlaced: false });
  });

  it('tells members of an abandoned match which stakes come back, after the first half settled', async () => {
    const a = await f.fundedMember(10_000);
    const match = await f.openMatch(60);
    await bet(a.token, match, 'HT', '1-0', 100);
    await bet(a.token, match, 'FT', '2-1', 400);
    t.clock.advance(100 * MIN);
    await admin('/admin/api/matches/result', { matchId: match.match.id, period: 'HT', home: 1, away: 0 });
    await admin('/admin/api/matches/void', { matchId: match.match.id, state: 'abandoned', reason: 'floodlights failed' });
    expect((await inbox(a.token)).items[0]).toMatchObject({
      title: `Match abandoned: ${fixtureOf(match)}`,
      body: 'Reason: floodlights failed. Bets on a half already settled stand; the stakes of your other open bets on it (1 bet, ₦400.00) come back to your available balance.',
    });
  });

  it('tells each member a correction settled again what it did to their winnings, in all', async () => {
    const winner = await f.fundedMember(10_000);
    const loser = await f.fundedMember(10_000);
    const both = await f.fundedMember(10_000);
    const bystander = await f.fundedMember(10_000);
    const match = await f.openMatch(60);
    const onTwoOne = await bet(winner.token, match, 'FT', '2-1', 1_000);
    const onOneOne = await bet(loser.token, match, 'FT', '1-1', 500);
    const bothWon = await bet(both.token, match, 'FT', '2-1', 300);
    const bothLost = await bet(both.token, match, 'FT', '1-1', 200);
    await bet(bystander.token, match, 'FT', '3-3', 200); // lost either way: not settled again
    t.clock.advance(100 * MIN);
    await admin('/admin/api/matches/result', { matchId: match.match.id, period: 'HT', home: 1, away: 0 });
    await admin('/admin/api/matches/result', { matchId: match.match.id, period: 'FT', home: 2, away: 1 });
    await admin('/admin/api/matches/correct', { matchId: match.match.id, period: 'FT', home: 1, away: 1, reason: 'goal disallowed by VAR' });
    const paid = (b: { stake: number; odds: number }) => winningAmounts({ stakeKobo: BigInt(b.stake), odds: b.odds, vipBonusBps: 0, handlingFeeBps: 0 }).actualWin;
    const fixture = fixtureOf(match);
    const naira = (kobo: bigint) => `₦${(Number(kobo) / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
    expect((await inbox(winner.token)).items[0]).toMatchObject({
      title: `Result corrected: ${fixture}`,
      body: `Full time: 2-1 → 1-1. Reason: goal disallowed by VAR. Your bets on it (1 bet) were settled again: ${naira(paid(onTwoOne))} of winnings taken back. Your bill shows each line.`,
      matchId: match.match.id,
    });
    expect((await inbox(loser.token)).items[0]).toMatchObject({ body: `Full time: 2-1 → 1-1. Reason: goal disallowed by VAR. Your bets on it (1 bet) were settled again: ${naira(paid(onOneOne))} of winnings paid to your available balance. Your bill shows each line.` });
    expect((await inbox(loser.token, 'th')).items[0]!.title).toBe(`แก้ไขผล: ${fixture.replace(' v ', ' พบ ')}`);
    // Some of each: both movements, not their net (QA).
    expect((await inbox(both.token)).items[0]).toMatchObject({
      body: `Full time: 2-1 → 1-1. Reason: goal disallowed by VAR. Your bets on it (2 bets) were settled again: ${naira(paid(bothWon))} of winnings taken back and ${naira(paid(bothLost))} paid to your available balance. Your bill shows each line.`,
    });
    expect((await inbox(bystander.token)).items).toEqual([]);
  });
});
