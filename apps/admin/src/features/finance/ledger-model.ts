import type { TLedgerCheck } from '../../lib/api-types.ts';

// Player funds against the operator's accounts. Every balance comes on its normal side:
// member wallets and house:* (the operator's income) are credit-normal, psp:* (money held at
// providers) and expense:* are debit-normal. Double entry makes the two sides equal:
//   money held at providers + expenses = player funds + house income.

export type TLedgerSheet = {
  playerFunds: number;
  memberAvailable: number;
  memberFrozen: number;
  held: { code: string; balance: number }[];
  expenses: { code: string; balance: number }[];
  income: { code: string; balance: number }[];
  other: { code: string; balance: number }[];
  debitSide: number;
  creditSide: number;
  /** debitSide - creditSide; 0 when the books balance (other accounts left out). */
  difference: number;
};

export function ledgerSheet(totals: TLedgerCheck['totals']): TLedgerSheet {
  const rows = Object.entries(totals.operatorAccounts)
    .map(([code, balance]) => ({ code, balance }))
    .sort((a, b) => a.code.localeCompare(b.code));
  const held = rows.filter((r) => r.code.startsWith('psp:'));
  const expenses = rows.filter((r) => r.code.startsWith('expense:'));
  const income = rows.filter((r) => r.code.startsWith('house:'));
  const other = rows.filter((r) => !held.includes(r) && !expenses.includes(r) && !income.includes(r));
  const sum = (list: { balance: number }[]) => list.reduce((s, r) => s + r.balance, 0);
  const playerFunds = totals.memberAvailable + totals.memberFrozen;
  const debitSide = sum(held) + sum(expenses);
  const creditSide = playerFunds + sum(income);
  return { playerFunds, memberAvailable: totals.memberAvailable, memberFrozen: totals.memberFrozen, held, expenses, income, other, debitSide, creditSide, difference: debitSide - creditSide };
}
