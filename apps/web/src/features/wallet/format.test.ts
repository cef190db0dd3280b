import { describe, expect, it } from 'vitest';
import { operatorZoneNote } from '../../lib/operator-time.ts';
import { bankInitials, countdownText, filterBanks, formatDateTime, safeCheckoutUrl, shortAddress } from './format.ts';

describe('format helpers', () => {
  it('writes times as YYYY-MM-DD HH:mm (non-breaking hyphens, as wide as in any style) in Lagos time, whatever the device zone', () => {
    // With the zone's note when this device is not on Lagos time (the tests' machine may be on UTC).
    const zone = operatorZoneNote() ? ` ${operatorZoneNote()}` : '';
    expect(formatDateTime('2026-05-04T08:05:00Z')).toBe(`2026\u201105\u201104 09:05${zone}`);
    expect(formatDateTime('2026-05-04T23:30:00Z')).toBe(`2026\u201105\u201105 00:30${zone}`);
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('nonsense')).toBe('-');
  });

  it('counts down to an expiry', () => {
    const now = Date.parse('2026-05-14T12:00:00Z');
    expect(countdownText('2026-05-14T12:29:58Z', now)).toBe('29:58');
    expect(countdownText('2026-05-14T14:00:05Z', now)).toBe('2:00:05');
    expect(countdownText('2026-05-14T11:59:00Z', now)).toBeNull();
  });

  it('makes bank badges and searches banks', () => {
    expect(bankInitials('Guaranty Trust Bank')).toBe('GT');
    expect(bankInitials('First Bank of Nigeria')).toBe('FB');
    expect(bankInitials('OPay Digital Services Limited (OPay)')).toBe('OD');
    expect(bankInitials('')).toBe('?');
    const banks = [
      { name: 'Access Bank', code: '044' },
      { name: 'Guaranty Trust Bank', code: '058' },
    ];
    expect(filterBanks(banks, 'trust')).toEqual([banks[1]]);
    expect(filterBanks(banks, 'guarantytrust')).toEqual([banks[1]]);
    expect(filterBanks(banks, '044')).toEqual([banks[0]]);
    expect(filterBanks(banks, ' ')).toEqual(banks);
  });

  it('shortens addresses and lets only http(s) into the payment frame', () => {
    expect(shortAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe('TQn9Y2…cbLSE');
    expect(shortAddress('short')).toBe('short');
    expect(safeCheckoutUrl('/sandbox/checkout?ref=1', 'http://localhost:3100/')).toBe('http://localhost:3100/sandbox/checkout?ref=1');
    expect(safeCheckoutUrl('https://checkout.paystack.com/abc', 'http://x/')).toBe('https://checkout.paystack.com/abc');
    expect(safeCheckoutUrl('javascript:alert(1)', 'http://x/')).toBeNull();
    expect(safeCheckoutUrl('data:text/html,hi', 'http://x/')).toBeNull();
    expect(safeCheckoutUrl('', 'http://x/')).toBeNull();
  });
});
