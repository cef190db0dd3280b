import { sql } from 'drizzle-orm';

/**
 * What a row of `bets` would credit if it won, in SQL over its own columns: the contract's
 * winningAmounts (odds/payout.ts) to the kobo — stake × odds, plus the VIP award, less the fee,
 * each truncated as integer division does on these non-negative amounts. The match's exposure and
 * the dashboard's open exposure sum it over waiting bets.
 */
export const actualWinIfWon = sql.raw(
  '((stake * odds) / 10000 + (((stake * odds) / 10000 - stake) * vip_bonus_bps) / 10000 - (((stake * odds) / 10000 - stake) * handling_fee_bps) / 10000)',
);
