import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../lib/api-envelope.ts';
import { createIdempotentAction } from '../../lib/idempotent-action.ts';
import en from '../../locales/wallet/en.json';
import fr from '../../locales/wallet/fr.json';
import th from '../../locales/wallet/th.json';
import { lostDepositOf, lostWithdrawalAmountText, lostWithdrawalOf, lostWithdrawalWentThrough, settleLostRequests } from './unsure-request.ts';

describe('the deposit whose answer was lost', () => {
  it('is the latest well-formed one', () => {
    expect(lostDepositOf([{ payType: 'online', amount: 500_00 }, { payType: 'transfer', amount: 2_000_00 }])).toEqual({ payType: 'transfer', amount: 2_000_00 });
  });

  it('skips what is not a deposit request', () => {
    expect(lostDepositOf([{ payType: 'online', amount: 500_00 }, { payType: 'cash', amount: 1 }, { payType: 'usdt', amount: 0 }, null, 'x'])).toEqual({ payType: 'online', amount: 500_00 });
    expect(lostDepositOf([])).toBeUndefined();
  });
});

describe('the withdrawal whose answer was lost', () => {
  it('keeps the fields that were sent, never a password', () => {
    expect(lostWithdrawalOf([{ method: 'bank', amount: 10_000_00, bankAccountId: 3, walletPassword: '123456' }])).toEqual({ method: 'bank', amount: 10_000_00, bankAccountId: 3 });
    expect(lostWithdrawalOf([{ method: 'usdt', amount: 15_000_00, usdtAddress: 'TXabc', acceptVipReset: true }])).toEqual({
      method: 'usdt',
      amount: 15_000_00,
      usdtAddress: 'TXabc',
      acceptVipReset: true,
    });
  });

  it('is the latest complete one', () => {
    const bank = { method: 'bank', amount: 5_000_00, bankAccountId: 1 };
    expect(lostWithdrawalOf([bank, { method: 'bank', amount: 6_000_00 }, { method: 'usdt', amount: 1 }])).toEqual(bank);
    expect(lostWithdrawalOf([{ method: 'card', amount: 1, bankAccountId: 1 }])).toBeUndefined();
  });

  it('shows its amount as typed: naira, or whole USDT at the rate', () => {
    expect(lostWithdrawalAmountText({ method: 'bank', amount: 12_345_50 }, 1_500_00)).toBe('12345.5');
    expect(lostWithdrawalAmountText({ method: 'usdt', amount: 20 * 1_500_00 }, 1_500_00)).toBe('20');
    expect(lostWithdrawalAmountText({ method: 'usdt', amount: 20 * 1_500_00 }, 0)).toBe('');
  });
});

describe('a lost withdrawal found on its way', () => {
  const fresh = { fetchedAfterMount: true, fetching: false };

  it('is known to have gone through only from a read of the server made since the page opened, and not being redone', () => {
    expect(lostWithdrawalWentThrough({ hasOpenWithdrawal: true, ...fresh })).toBe(true);
    // Nothing on its way, or nothing read yet: the lost request may still be the only trace.
    expect(lostWithdrawalWentThrough({ hasOpenWithdrawal: false, ...fresh })).toBe(false);
    expect(lostWithdrawalWentThrough({ hasOpenWithdrawal: undefined, ...fresh })).toBe(false);
    // A read from before (the cache when the page opened, or one being redone after the loss) is not enough.
    expect(lostWithdrawalWentThrough({ hasOpenWithdrawal: true, fetchedAfterMount: false, fetching: false })).toBe(false);
    expect(lostWithdrawalWentThrough({ hasOpenWithdrawal: true, fetchedAfterMount: true, fetching: true })).toBe(false);
  });

  it('is forgotten, so no "Try again" offers it; a request still on its first way keeps its key', () => {
    let n = 0;
    const action = createIdempotentAction(() => `key-${++n}`);
    const lost = { method: 'bank', amount: 5_000_00, bankAccountId: 1 };
    const older = { method: 'usdt', amount: 16_000_00, usdtAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' };
    const sending = { method: 'bank', amount: 7_000_00, bankAccountId: 1 };
    for (const body of [older, lost]) {
      action.keyFor(body);
      action.settle(body, new NetworkError(new Error('offline')));
    }
    action.keyFor(sending);
    expect(action.lostBodies()).toEqual([older, lost]);

    settleLostRequests(action);
    expect(action.lostBodies()).toEqual([]);
    expect(lostWithdrawalOf(action.lostBodies())).toBeUndefined();
    expect(action.pendingKey(lost)).toBeUndefined();
    expect(action.pendingKey(older)).toBeUndefined();
    expect(action.pendingKey(sending)).toBe('key-3');
  });

  it('leaves nothing to do when nothing was lost', () => {
    const action = createIdempotentAction(() => 'k');
    settleLostRequests(action);
    expect(action.lostBodies()).toEqual([]);
  });
});

describe('the notice of a lost request', () => {
  it('speaks of "Try again" only in the text for when that button is shown', () => {
    for (const texts of [en, fr, th]) {
      for (const kind of ['deposit', 'withdrawal'] as const) {
        expect(texts.unsure[`${kind}Body`]).toContain(texts.unsure.retry);
        expect(texts.unsure[`${kind}BodyNoRetry`]).not.toContain(texts.unsure.retry);
      }
    }
  });
});
