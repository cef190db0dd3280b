import type { TBet } from '@scoreline/contract/api/matches';
import { stateByClock } from '@scoreline/contract/match-state-by-clock';
import { winningAmounts } from '@scoreline/contract/odds/payout';
import type { bets, matches } from '../../db/schema.ts';
import { finishBy } from '../settlement/postponement-deadline.ts';
import { shownBetStatus } from './shown-status.ts';

type BetRow = typeof bets.$inferSelect;
type MatchRow = typeof matches.$inferSelect;

const n = (v: bigint | null) => (v === null ? null : Number(v));

export function betView(bet: BetRow, match: MatchRow, now: Date): TBet {
  // The terms were fixed at placement (product rules): a later fee or VIP change does not move them.
  const win = winningAmounts({ stakeKobo: bet.stake, odds: bet.odds, vipBonusBps: bet.vipBonusBps, handlingFeeBps: bet.handlingFeeBps });
  // Kept through a new kick-off until full time: the bet still depends on the match finishing in time.
  const postponedUntil = finishBy(match);
  const score = bet.period === 'HT' ? [match.htHome, match.htAway] : [match.ftHome, match.ftAway];
  return {
    id: bet.id,
    reference: bet.reference,
    matchId: match.id,
    league: match.league,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    kickOffAt: match.kickOffAt.toISOString(),
    closingAt: match.closingAt.toISOString(),
    period: bet.period as TBet['period'],
    selection: bet.selection,
    betType: bet.betType as TBet['betType'],
    stake: Number(bet.stake),
    odds: bet.odds,
    oddsVersion: bet.oddsVersion,
    status: shownBetStatus(bet, match, now),
    potentialWin: Number(win.winAmount),
    potentialActualWin: Number(win.actualWin),
    vipBonusBps: bet.vipBonusBps,
    handlingFeeBps: bet.handlingFeeBps,
    winAmount: n(bet.winAmount),
    vipAward: n(bet.vipAward),
    handlingFee: n(bet.handlingFee),
    actualWinAmount: n(bet.actualWinAmount),
    rebateFee: null,
    profitAndLoss: n(bet.profitAndLoss),
    score: score[0] === null || score[1] === null ? null : `${score[0]}-${score[1]}`,
    createdAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    cancellable: bet.status === 'waiting' && now.getTime() < match.closingAt.getTime(),
    // Filled in by withCorrections where a list or an order is read; a bet just placed has none.
    correction: null,
    voided: null,
    postponedUntil: postponedUntil?.toISOString() ?? null,
    postponedReason: postponedUntil ? match.postponedReason : null,
    movedSincePlaced: postponedUntil !== null && match.kickOffMovedAt !== null && bet.createdAt.getTime() < match.kickOffMovedAt.getTime(),
    matchState: stateByClock(match.state as TBet['matchState'], match.closingAt, match.kickOffAt, now.getTime()),
  };
}
