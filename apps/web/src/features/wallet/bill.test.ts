import { describe, expect, it } from 'vitest';
import { BILL_GROUPS as CONTRACT_BILL_GROUPS } from '@scoreline/contract/api/wallet';
import en from '../../locales/wallet/en.json';
import { signedAmount } from '../../lib/signed-amount.ts';
import { BILL_GROUPS, fixtureWithVersus, humanizeKind } from './bill.ts';

describe('bill', () => {
  it('has the contract groups, each with a name', () => {
    expect([...BILL_GROUPS]).toEqual([...CONTRACT_BILL_GROUPS]);
    for (const group of BILL_GROUPS) expect(en.bill.group[group], group).toBeTruthy();
  });

  it('signs amounts: green plus for credits, red minus for debits', () => {
    expect(signedAmount(50_000)).toEqual({ text: '+₦500.00', sign: 'credit' });
    expect(signedAmount(-5_050)).toEqual({ text: '\u2212₦50.50', sign: 'debit' });
    expect(signedAmount(0)).toEqual({ text: '₦0.00', sign: 'zero' });
  });

  it("names a bet's teams with the member's word between them", () => {
    expect(fixtureWithVersus('Enyimba v Rangers International', 'contre')).toBe('Enyimba contre Rangers International');
    expect(fixtureWithVersus('Arsenal v Chelsea', 'v')).toBe('Arsenal v Chelsea');
  });

  it('makes unknown kinds readable', () => {
    expect(humanizeKind('withdrawal_fee')).toBe('Withdrawal fee');
    expect(humanizeKind('VIP.reward')).toBe('Vip reward');
    expect(humanizeKind('')).toBe('-');
  });
});
