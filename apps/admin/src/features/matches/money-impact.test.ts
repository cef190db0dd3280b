import { describe, expect, it } from 'vitest';
import type { TCorrectionPreview, TMatchExposure, TMatchSettlement } from '../../lib/api-types.ts';
import { balancesLine, changedBets, correctedBy, correctionBlocked, netToBalances, withdrawalsOpen, shortfallTotal, hasPendingRun, refundImpact, resultImpact, runHouseResult, runProgress } from './money-impact.ts';

const side = (openBets: number, openStake: number) => ({ staked: openStake, openStake, openBets });
const exposure = {
  periods: [
    {
      period: 'FT',
      openStake: 50_000,
      openBets: 3,
      selections: [{ selection: '2-1', correct: side(2, 30_000), incorrect: side(1, 20_000) }],
      outcomes: [
        { outcome: '2-1', payout: 240_000, houseResult: -190_000 },
        { outcome: '0-0', payout: 21_000, houseResult: 29_000 },
        { outcome: 'other', payout: 21_000, houseResult: 29_000 },
      ],
      worstCase: { outcome: '2-1', payout: 240_000, houseResult: -190_000 },
    },
    { period: 'HT', openStake: 5_000, openBets: 1, selections: [], outcomes: [{ outcome: '0-0', payout: 0, houseResult: 5_000 }], worstCase: { outcome: '0-0', payout: 0, houseResult: 5_000 } },
  ],
} as unknown as TMatchExposure;

const run = (over: Partial<TMatchSettlement['runs'][number]>) => ({
  id: 1,
  period: 'FT' as const,
  kind: 'settle' as const,
  score: '2-1',
  status: 'done' as const,
  waiting: 0,
  settled: 3,
  paidToMembers: 240_000,
  keptByHouse: 20_000,
  takenBack: 0,
  settledStakes: null,
  operatorCover: 0,
  createdBy: 'admin:t',
  reason: null,
  createdAt: '2026-11-21T12:00:00Z',
  finishedAt: '2026-11-21T12:00:05Z',
  ...over,
});

describe('money a results action moves', () => {
  it('settles the period at the entered score: open bets, stake, payout and house result there', () => {
    expect(resultImpact(exposure, 'FT', 2, 1)).toEqual({ outcome: '2-1', openBets: 3, openStake: 50_000, payout: 240_000, houseResult: -190_000 });
    // 7-0 is off the FT grid: it settles as "any other score".
    expect(resultImpact(exposure, 'FT', 7, 0)).toMatchObject({ outcome: 'other', payout: 21_000 });
    // A score nobody backed pays nothing: the house keeps the open stakes.
    expect(resultImpact(exposure, 'HT', 1, 1)).toEqual({ outcome: '1-1', openBets: 1, openStake: 5_000, payout: 0, houseResult: 5_000 });
  });

  it('returns every open stake of both periods on abandon or void', () => {
    expect(refundImpact(exposure)).toEqual({ openBets: 4, openStake: 55_000 });
  });

  it('says what a correction changes and refuses to confirm one that leaves members short', () => {
    const preview: TCorrectionPreview = { from: '2-1', to: '1-1', changed: 3, toWinning: 2, toLost: 1, takenBack: 90_000, paidToMembers: 120_000, netToMembers: 30_000, keptByHouse: 10_000, membersShort: 0, short: [], coverTakenBack: 0 };
    expect(changedBets(preview)).toBe('3 (2 lost → winning, 1 winning → lost)');
    expect(changedBets({ ...preview, changed: 0, toWinning: 0, toLost: 0 })).toBe('0 (no outcome changes)');
    expect(correctionBlocked(preview)).toBeNull();
    const ada = { uid: 12, username: 'ada_bets', shortBy: 250_050, inOpenWithdrawal: 0, inOpenBets: 0 };
    expect(correctionBlocked({ ...preview, membersShort: 1, short: [ada] })).toMatch(/^1 member cannot cover the winnings taken back: ada_bets \(uid 12\) by ₦2,500\.50\. /);
    expect(correctionBlocked({ ...preview, membersShort: 1, short: [ada] })).toMatch(/Without the operator covering it, the correction is refused\.$/);
    expect(shortfallTotal({ ...preview, membersShort: 2, short: [ada, { ...ada, uid: 13, shortBy: 1_000 }] })).toBe(251_050);
    expect(correctionBlocked({ ...preview, membersShort: 2, short: [ada, { uid: 13, username: 'bola', shortBy: 100, inOpenWithdrawal: 0, inOpenBets: 0 }] })).toMatch(/^2 members cannot cover .*: ada_bets \(uid 12\) by ₦2,500\.50, bola \(uid 13\) by ₦1\.00\./);
    // Money still held by a withdrawal is not spent: the trader is told to decide the withdrawal first, not offered the cover.
    const held = { ...preview, membersShort: 1, short: [{ ...ada, inOpenWithdrawal: 797_029 }] };
    expect(correctionBlocked(held)).toMatch(/ada_bets has ₦7,970\.29 in a withdrawal not yet paid out: decide it first/);
    expect(correctionBlocked(held)).not.toMatch(/Without the operator covering it/);
    // Ticked, it says the operator covers it, not that the correction is refused (QA).
    expect(correctionBlocked({ ...preview, membersShort: 1, short: [ada] }, true)).toMatch(/The operator covers it, as ticked below\.$/);
    expect(withdrawalsOpen(held)).toHaveLength(1);
    // Money staked on bets still waiting may come back: the cover of it is said to be taken back then.
    const staked = { ...preview, membersShort: 1, short: [{ ...ada, inOpenBets: 900_000 }] };
    expect(correctionBlocked(staked)).toMatch(/refused\. Of the operator’s cover, ada_bets’s ₦2,500\.50 is in bets not yet settled: taken back from those stakes if they come back unplayed \(cancelled, void or abandoned\)\.$/);
  });

  it('gives what members\' balances move in all, the operator\'s covers counted (QA: the bets\' net alone read as what members lose)', () => {
    const preview: TCorrectionPreview = { from: '1-0', to: '0-0', changed: 2, toWinning: 0, toLost: 2, takenBack: 39_093_544, paidToMembers: 0, netToMembers: -39_093_544, keptByHouse: 0, membersShort: 1, short: [{ uid: 12, username: 'cat', shortBy: 33_500_000, inOpenWithdrawal: 0, inOpenBets: 0 }], coverTakenBack: 0 };
    expect(netToBalances(preview)).toBe(-5_593_544);
    // Back to 1-0: the members are paid again, less the cover taken back.
    expect(netToBalances({ ...preview, netToMembers: 39_093_544, membersShort: 0, short: [], coverTakenBack: 33_500_000 })).toBe(5_593_544);
  });

  it('says that net counts the operator\'s cover until the cover is ticked (QA: shown beside an empty box, the correction then refused)', () => {
    const preview: TCorrectionPreview = { from: '1-0', to: '0-0', changed: 2, toWinning: 0, toLost: 2, takenBack: 3_000_000, paidToMembers: 0, netToMembers: -3_000_000, keptByHouse: 0, membersShort: 1, short: [{ uid: 12, username: 'cat', shortBy: 1_056_980, inOpenWithdrawal: 0, inOpenBets: 0 }], coverTakenBack: 0 };
    expect(balancesLine(preview, false)).toEqual({ label: "Net to members’ balances if the operator covers", value: -1_943_020 });
    expect(balancesLine(preview, true)).toEqual({ label: "Net to members’ balances", value: -1_943_020 });
    // Only an earlier cover taken back: nothing to tick, the figure is what happens.
    expect(balancesLine({ ...preview, membersShort: 0, short: [], coverTakenBack: 100_000 }, false)).toEqual({ label: "Net to members’ balances", value: -3_100_000 });
    // No cover in play: the bets' net says it all.
    expect(balancesLine({ ...preview, membersShort: 0, short: [] }, false)).toBeNull();
  });

  it('marks the runs a correction reverses', () => {
    const settlement = { match: {}, runs: [run({}), run({ id: 2, period: 'HT', score: '1-0', settled: 1, paidToMembers: 0, keptByHouse: 5_000 }), run({ id: 3, kind: 'correction', score: '2-2', settled: 2, paidToMembers: 30_000, keptByHouse: 40_000, takenBack: 240_000 })] } as unknown as TMatchSettlement;
    expect([...correctedBy(settlement)]).toEqual([[1, 3]]);
  });

  it('gives a run’s house result where its figures hold it: a void nothing, a correction what it took back less what it paid', () => {
    expect(runHouseResult(run({ kind: 'void', paidToMembers: 125_000, keptByHouse: 0 }))).toBe(0);
    expect(runHouseResult(run({ kind: 'correction', paidToMembers: 5_733_700, takenBack: 1_166_036 }))).toBe(-4_567_664);
    // What the operator covered of winnings members had spent is the house's too, as on the dashboard (QA).
    expect(runHouseResult(run({ kind: 'correction', paidToMembers: 0, takenBack: 9_391_600, operatorCover: 3_724_290 }))).toBe(5_667_310);
    // A settle run: the stakes of every bet it settled less what it paid (₦1,000 staked, ₦2,500 paid: the house lost ₦1,500).
    expect(runHouseResult(run({ settledStakes: 100_000, paidToMembers: 250_000, keptByHouse: 40_000 }))).toBe(-150_000);
    // One from before the stakes were kept carries the losing stakes but not the winners': not known.
    expect(runHouseResult(run({}))).toBeNull();
    expect(runHouseResult(run({ paidToMembers: 0, keptByHouse: 123_456 }))).toBe(123_456);
  });

  it('reports run progress and whether any run is still working', () => {
    expect(runProgress({ status: 'pending', settled: 1, waiting: 2 })).toBe(33);
    expect(runProgress({ status: 'done', settled: 0, waiting: 0 })).toBe(100);
    expect(runProgress({ status: 'pending', settled: 0, waiting: 0 })).toBe(0);
    expect(hasPendingRun({ runs: [run({ status: 'pending' })] } as unknown as TMatchSettlement)).toBe(true);
    expect(hasPendingRun({ runs: [run({})] } as unknown as TMatchSettlement)).toBe(false);
    expect(hasPendingRun(undefined)).toBe(false);
  });
});
