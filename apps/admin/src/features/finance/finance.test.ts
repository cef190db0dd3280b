import { describe, expect, it } from 'vitest';
import { ledgerSheet } from './ledger-model.ts';
import * as wallet from '@scoreline/contract/api/wallet';
import { BANK_APPROVAL, DEPOSIT_STATUS, statusOf, WITHDRAWAL_STATUS, WITHDRAWAL_STATUSES } from '../../lib/money-statuses.ts';
import { namesAgree, withdrawalActions } from './statuses.ts';

describe('status numbers', () => {
  it('are the contract\'s', () => {
    expect(WITHDRAWAL_STATUS).toEqual(wallet.WITHDRAWAL_STATUS);
    expect(DEPOSIT_STATUS).toEqual(wallet.DEPOSIT_STATUS);
    expect(BANK_APPROVAL).toEqual(wallet.BANK_APPROVAL);
  });
});

describe('withdrawal review actions', () => {
  it('offers approve and reject while pending review, mark paid for approved USDT, the sandbox outcome for payouts in flight', () => {
    expect(withdrawalActions({ status: 0, method: 'bank' })).toEqual({ approve: true, reject: true, markPaid: false, sandboxOutcome: false });
    expect(withdrawalActions({ status: 1, method: 'usdt' })).toEqual({ approve: false, reject: true, markPaid: true, sandboxOutcome: false });
    // An approved bank payout may already be with the provider: no reject.
    expect(withdrawalActions({ status: 1, method: 'bank' })).toEqual({ approve: false, reject: false, markPaid: false, sandboxOutcome: true });
    expect(withdrawalActions({ status: 6, method: 'bank' }).sandboxOutcome).toBe(true);
    expect(withdrawalActions({ status: 3, method: 'bank' })).toEqual({ approve: false, reject: false, markPaid: false, sandboxOutcome: false });
  });

  it('labels every status, unknown ones by number', () => {
    expect(statusOf(WITHDRAWAL_STATUSES, 0).label).toBe('Pending review');
    expect(statusOf(WITHDRAWAL_STATUSES, 42).label).toBe('Status 42');
  });
});

describe('resolved bank name beside the member name', () => {
  it('agrees across case, punctuation and word order; unknown without both', () => {
    expect(namesAgree('ADEBAYO, Tunde O.', 'tunde o adebayo')).toBe(true);
    expect(namesAgree('Tunde Adebayo', 'Tunde Adeyemi')).toBe(false);
    expect(namesAgree(null, 'Tunde')).toBeNull();
  });
});

describe('player funds against operator accounts', () => {
  it('balances money held and expenses against player funds and house income', () => {
    const sheet = ledgerSheet({
      memberAvailable: 700_000,
      memberFrozen: 100_000,
      operatorAccounts: { 'psp:sandbox:clearing': 900_000, 'house:betting': 150_000, 'house:fees': 10_000, 'expense:vip': 60_000, 'psp:usdt:clearing': 0 },
    });
    expect(sheet.playerFunds).toBe(800_000);
    expect(sheet.held.map((r) => r.code)).toEqual(['psp:sandbox:clearing', 'psp:usdt:clearing']);
    expect(sheet.income.map((r) => r.code)).toEqual(['house:betting', 'house:fees']);
    expect({ debit: sheet.debitSide, credit: sheet.creditSide, difference: sheet.difference }).toEqual({ debit: 960_000, credit: 960_000, difference: 0 });
    expect(ledgerSheet({ memberAvailable: 1, memberFrozen: 0, operatorAccounts: { 'suspense:x': 5 } }).other).toEqual([{ code: 'suspense:x', balance: 5 }]);
  });
});
