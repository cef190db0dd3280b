import crypto from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { winningAmounts } from '@scoreline/contract/odds/payout';
import { bettingFixtures, priceOf, type OpenedMatch } from '../../test/betting-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { findLedgerViolations } from '../ledger/ledger-invariants.ts';

// ledger.md "How correctness is proven", for the betting flows: random sequences of bet, cancel,
// kick-off, result (HT, then FT) and void run through the real routes against a plain in-memory
// model, then both matches are played out so every open bet settles. After every step each member's available and frozen balances and each bet's status
// must equal the model's; at the end the ledger invariants must hold. fast-check prints the seed
// and the shrunk sequence of a failure, so `fc.assert(..., { seed, path })` replays it.

const t = useTestApp(); // clock: 2026-11-21T12:00:00Z, standing still
const { openMatch, fundedMember, place, balances, adminPost } = bettingFixtures(t);

const HANDLING_FEE_BPS = 500; // a fee on winnings, so the model checks it is taken once
const FUND_NAIRA = 5_000;
const SELECTIONS = { FT: ['0-0', '1-0', '2-1', '1-1', '0-2', 'other'], HT: ['0-0', '1-0', '0-1', 'other'] } as const;
const GRID_TOP = { FT: 4, HT: 3 }; // scores past it settle as "other"

type Period = 'FT' | 'HT';
type Op =
  | { op: 'bet'; m: number; match: number; period: Period; pick: number; betType: 'correct' | 'incorrect'; naira: number }
  | { op: 'cancel'; pick: number }
  | { op: 'kickoff'; match: number }
  | { op: 'void'; match: number }
  | { op: 'result'; match: number; home: number; away: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ op: fc.constant('bet' as const), m: fc.nat(2), match: fc.nat(1), period: fc.constantFrom<Period>('FT', 'HT'), pick: fc.nat(5), betType: fc.constantFrom('correct' as const, 'incorrect' as const), naira: fc.integer({ min: 100, max: 2_500 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat(40) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constantFrom('kickoff' as const, 'void' as const), match: fc.nat(1) }) as fc.Arbitrary<Op> },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('result' as const), match: fc.nat(1), home: fc.nat(4), away: fc.nat(4) }) },
);

type ModelMatch = { detail: OpenedMatch; kicked: boolean; voided: boolean; scores: Partial<Record<Period, [number, number]>> };
type ModelBet = { id: number; member: number; match: number; period: Period; selection: string; betType: 'correct' | 'incorrect'; stake: number; odds: number; status: 'waiting' | 'winning' | 'lost' | 'revoked'; byVoid: boolean };

/** Whether a bet on `selection` wins when `score` is the period's result (product rules). */
function wins(b: ModelBet, [home, away]: [number, number]) {
  const onGrid = home <= GRID_TOP[b.period] && away <= GRID_TOP[b.period];
  const hit = b.selection === 'other' ? !onGrid : b.selection === `${home}-${away}`;
  return b.betType === 'correct' ? hit : !hit;
}

describe('betting against an in-memory model', () => {
  it('agrees on balances and bet statuses after every step and keeps the ledger invariants', async () => {
    await t.ctx.settings.set('betting.handlingFeeBps', HANDLING_FEE_BPS, 'property-test');
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 30 }), fc.array(fc.nat(4), { minLength: 8, maxLength: 8 }), async (random, goals) => {
        // Then every match is played out (kick-off, HT, FT), so every bet still open settles.
        const ops: Op[] = [...random, ...[0, 1].flatMap((match): Op[] => [
          { op: 'kickoff', match },
          { op: 'result', match, home: goals[match * 4]!, away: goals[match * 4 + 1]! },
          { op: 'result', match, home: goals[match * 4 + 2]!, away: goals[match * 4 + 3]! },
        ])];
        const members = await Promise.all([0, 1, 2].map(() => fundedMember(FUND_NAIRA)));
        const wallet = new Map(members.map((m) => [m.member.uid, { available: FUND_NAIRA * 100, frozen: 0 }]));
        const matches: ModelMatch[] = [];
        for (let i = 0; i < 2; i++) matches.push({ detail: await openMatch(), kicked: false, voided: false, scores: {} });
        const bets: ModelBet[] = [];
        const admin = (path: string, body: Record<string, unknown>) => adminPost(path, body).then((r) => r.body.code as number);

        for (const [n, o] of ops.entries()) {
          if (o.op === 'bet') {
            const m = members[o.m]!;
            const match = matches[o.match]!;
            const selection = SELECTIONS[o.period][o.pick % SELECTIONS[o.period].length]!;
            const stake = o.naira * 100;
            const price = priceOf(match.detail, o.period, selection)[o.betType];
            const res = await place(m.token, { matchId: match.detail.match.id, period: o.period, selection, betType: o.betType, stake, odds: price.odds });
            const odds = price.odds;
            const w = wallet.get(m.member.uid)!;
            if (match.kicked) expect(res.body.code).toBe(ERRORS.MATCH_STARTED.code);
            else if (match.voided) expect(res.body.code).toBe(ERRORS.MATCH_CLOSED.code);
            // Not offered by the odds engine (an incorrect score of a long shot).
            else if (price.withheld) expect(res.body.code).toBe(ERRORS.SELECTION_NOT_OFFERED.code);
            else if (stake > w.available) expect(res.body.code).toBe(ERRORS.INSUFFICIENT_AVAILABLE_BALANCE.code);
            else {
              expect(res.body.code, JSON.stringify(res.body)).toBe(200);
              w.available -= stake;
              w.frozen += stake;
              bets.push({ id: res.body.data.id, member: m.member.uid, match: o.match, period: o.period, selection, betType: o.betType, stake, odds, status: 'waiting', byVoid: false });
            }
          } else if (o.op === 'cancel') {
            if (!bets.length) continue;
            const b = bets[o.pick % bets.length]!;
            const m = members.find((x) => x.member.uid === b.member)!;
            const res = await t.call({ method: 'POST', url: '/web/bet/cancel', headers: { token: m.token, 'idempotency-key': crypto.randomUUID() }, payload: { betId: b.id } });
            if (b.status === 'revoked' && !b.byVoid) expect(res.body.code).toBe(ERRORS.ORDER_STATE_ERROR.code);
            else if (b.status !== 'waiting') expect(res.body.code).toBe(ERRORS.ORDER_ALREADY_SETTLED.code);
            else if (matches[b.match]!.kicked) expect(res.body.code).toBe(ERRORS.MATCH_STARTED.code);
            else {
              expect(res.body.code, JSON.stringify(res.body)).toBe(200);
              const w = wallet.get(b.member)!;
              w.frozen -= b.stake;
              w.available += b.stake;
              b.status = 'revoked';
            }
          } else if (o.op === 'kickoff') {
            const match = matches[o.match]!;
            if (match.kicked) continue;
            // Time passes for this match only: kick-off and closing a minute or two ago.
            const now = t.clock.now().getTime();
            await t.ctx.db.execute(sql`update matches set kick_off_at = ${new Date(now - 60_000)}, closing_at = ${new Date(now - 120_000)} where id = ${match.detail.match.id}`);
            match.kicked = true;
          } else if (o.op === 'void') {
            const match = matches[o.match]!;
            const code = await admin('/admin/api/matches/void', { matchId: match.detail.match.id, state: 'void', reason: 'model' });
            // A match with a result entered was played: it is abandoned, never voided.
            if (match.voided || match.scores.HT || match.scores.FT) {
              expect(code).toBe(ERRORS.MATCH_STATE_ERROR.code);
              continue;
            }
            expect(code).toBe(200);
            match.voided = true;
            for (const b of bets.filter((x) => x.match === o.match && x.status === 'waiting')) {
              const w = wallet.get(b.member)!;
              w.frozen -= b.stake;
              w.available += b.stake;
              b.status = 'revoked';
              b.byVoid = true;
            }
          } else {
            const match = matches[o.match]!;
            if (match.scores.FT) continue;
            // HT first, then FT: the full-time score adds the second half's goals to the first.
            const period: Period = match.scores.HT ? 'FT' : 'HT';
            const score: [number, number] = period === 'HT' ? [o.home, o.away] : [match.scores.HT![0] + (o.home % 4), match.scores.HT![1] + (o.away % 4)];
            const code = await admin('/admin/api/matches/result', { matchId: match.detail.match.id, period, home: score[0], away: score[1] });
            if (match.voided) expect(code).toBe(ERRORS.MATCH_STATE_ERROR.code);
            else if (!match.kicked) expect(code).toBe(ERRORS.RESULT_BEFORE_KICKOFF.code);
            else {
              expect(code).toBe(200);
              match.scores[period] = score;
              for (const b of bets.filter((x) => x.match === o.match && x.period === period && x.status === 'waiting')) {
                const w = wallet.get(b.member)!;
                w.frozen -= b.stake;
                if (wins(b, score)) w.available += Number(winningAmounts({ stakeKobo: BigInt(b.stake), odds: b.odds, vipBonusBps: 0, handlingFeeBps: HANDLING_FEE_BPS }).actualWin);
                b.status = wins(b, score) ? 'winning' : 'lost';
              }
            }
          }
          for (const m of members) expect(await balances(m.member.uid), `member ${m.member.uid} after step ${n + 1} (${o.op})`).toEqual(wallet.get(m.member.uid));
          if (bets.length) {
            const ids = JSON.stringify(bets.map((b) => b.id));
            const r = (await t.ctx.db.execute(sql`select id, status from bets where id in (select json_array_elements_text(${ids}::json)::bigint)`)) as unknown as { rows: { id: number; status: string }[] };
            const actual = Object.fromEntries(r.rows.map((x) => [Number(x.id), x.status]));
            expect(actual, `bet statuses after step ${n + 1} (${o.op})`).toEqual(Object.fromEntries(bets.map((b) => [b.id, b.status])));
          }
        }
        // Nothing is left held: every stake went back, was lost or was paid out.
        for (const m of members) expect((await balances(m.member.uid)).frozen).toBe(0);
        expect(await findLedgerViolations(t.ctx.db)).toEqual([]);
      }),
      { numRuns: 15 },
    );
    // 15 whole histories of up to 36 steps each (about 10 s on a quiet machine): the suite's 30 s
    // per test is a hang guard, which a busy shared machine reached with nothing wrong.
  }, 180_000);
});
