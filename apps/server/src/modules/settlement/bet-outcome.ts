import { winningAmounts, profitAndLoss, type TWinningAmounts } from '@scoreline/contract/odds/payout';
import { findSelection, settlesAs, type TBetKind, type TPeriod } from '@scoreline/contract/odds/selections';
import { sql, type SQL } from 'drizzle-orm';
import { memberAccountCode } from '../ledger/member-accounts.ts';

// How one bet settles on a period's score: the outcome, the amounts of product-rules "Winning
// amounts" (payout.ts does the arithmetic, so the order, the ledger and the back office agree to
// the kobo) and where the stake goes. Settlement, corrections and the exposure view all use it.

export type SettlingBet = {
  id: number;
  memberId: number;
  period: string;
  selection: string;
  betType: string;
  stake: bigint;
  odds: number;
  vipBonusBps: number;
  handlingFeeBps: number;
};

export type BetOutcome = {
  status: 'winning' | 'lost';
  amounts: TWinningAmounts;
  profitAndLoss: bigint;
  /** What the member's available balance receives (0 for a lost bet). */
  credited: bigint;
  /** Accounts debited besides the member's frozen stake, and accounts credited. */
  debits: { account: string; amount: bigint }[];
  credits: { account: string; amount: bigint }[];
};

export function betOutcome(bet: SettlingBet, home: number, away: number): BetOutcome {
  const selection = findSelection(bet.period as TPeriod, bet.selection);
  if (!selection) throw new Error(`bet ${bet.id} is on ${bet.period} ${bet.selection}, which is not on the market`);
  const won = settlesAs(selection, home, away, bet.betType as TBetKind);
  const amounts = winningAmounts({ stakeKobo: bet.stake, odds: bet.odds, vipBonusBps: bet.vipBonusBps, handlingFeeBps: bet.handlingFeeBps });
  if (!won) {
    return {
      status: 'lost',
      amounts,
      profitAndLoss: profitAndLoss(bet.stake, amounts, 'lost'),
      credited: 0n,
      debits: [],
      credits: [{ account: 'house:betting', amount: bet.stake }],
    };
  }
  // Dr frozen (stake), Dr house:betting (profit), Dr expense:vip (award) /
  // Cr available (actual win), Cr house:fees (fee): both sides add up to win amount + award.
  return {
    status: 'winning',
    amounts,
    profitAndLoss: profitAndLoss(bet.stake, amounts, 'won'),
    credited: amounts.actualWin,
    debits: [
      { account: 'house:betting', amount: amounts.profit },
      { account: 'expense:vip', amount: amounts.vipAward },
    ],
    credits: [
      { account: memberAccountCode(bet.memberId, 'available'), amount: amounts.actualWin },
      { account: 'house:fees', amount: amounts.handlingFee },
    ],
  };
}

/** The ledger key of a bet's settlement by one run: a correction's new settlement gets its own. */
export const settlementKey = (betId: number, runId: number) => `bet-settle:${betId}:${runId}`;
/** The run of a settlement's key (settlementKey), in SQL. */
export const runOfSettlementKey = (key: SQL) => sql`split_part(${key}, ':', 3)`;

/** The bet columns settlement reads, in the shape settlingBet() takes. */
export const SETTLING_BET_COLUMNS = sql.raw('id, member_id, period, selection, bet_type, stake::text as stake, odds, vip_bonus_bps, handling_fee_bps');

export function settlingBet(r: Record<string, unknown>): SettlingBet {
  return {
    id: Number(r.id),
    memberId: Number(r.member_id),
    period: String(r.period),
    selection: String(r.selection),
    betType: String(r.bet_type),
    stake: BigInt(r.stake as string),
    odds: Number(r.odds),
    vipBonusBps: Number(r.vip_bonus_bps),
    handlingFeeBps: Number(r.handling_fee_bps),
  };
}

/** The figures a settled bet's row records (bets.win_amount ...), and the transaction that settled it. */
export function settledFigures(betId: number, o: BetOutcome, transactionId: number) {
  const won = o.status === 'winning';
  const figure = (v: bigint) => (won ? v.toString() : '0');
  return {
    id: betId,
    s: o.status,
    w: figure(o.amounts.winAmount),
    v: figure(o.amounts.vipAward),
    f: figure(o.amounts.handlingFee),
    a: figure(o.amounts.actualWin),
    p: o.profitAndLoss.toString(),
    t: transactionId,
  };
}
