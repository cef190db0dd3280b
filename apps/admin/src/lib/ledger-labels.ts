// What the ledger's bill groups (spec 4) and transaction kinds are called in the back office. The
// member app names the same kinds in each language (apps/web locales, wallet "kind").

export const BILL_GROUP_LABELS: Record<string, string> = {
  M: 'Member rewards',
  R: 'Deposits',
  W: 'Withdrawals',
  B: 'Bets',
  C: 'Rebates',
  X: 'Corrections',
  P: 'Promotions',
};

const LEDGER_KIND_LABELS: Record<string, string> = {
  deposit: 'Deposit',
  deposit_reversal: 'Deposit reversed',
  withdrawal_hold: 'Withdrawal requested',
  withdrawal_void: 'Withdrawal returned',
  withdrawal_post: 'Withdrawal paid',
  withdrawal_reversal: 'Withdrawal reversed',
  withdrawal_fee: 'Withdrawal fee',
  stake_hold: 'Bet placed, stake held',
  bet_settle: 'Bet settled',
  bet_void: 'Bet void, stake returned',
  bet_settle_reversal: 'Settlement reversed (result corrected)',
  bet_cancel: 'Bet cancelled, stake returned',
  rebate: 'Team rebate',
  vip_reward: 'VIP daily reward',
  promotion: 'Promotion',
  bonus: 'Bonus',
  balance_correction: 'Balance correction',
  correction_shortfall: 'Result correction: shortfall covered by the operator',
  correction_cover_recovery: 'Result correction: operator cover taken back (winnings paid again)',
  correction_cover_return: 'Result correction: operator cover taken back (a covered stake returned unplayed)',
  correction: 'Correction',
  reversal: 'Reversal',
  transfer: 'Transfer',
};

/** A ledger kind in words; an unknown one as it is stored, so nothing is hidden. */
export const ledgerKindLabel = (kind: string) => LEDGER_KIND_LABELS[kind] ?? kind;
