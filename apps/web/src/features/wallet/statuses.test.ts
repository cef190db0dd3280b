import { describe, expect, it } from 'vitest';
import { BANK_APPROVAL, DEPOSIT_STATUS, WITHDRAWAL_STATUS } from '@scoreline/contract/api/wallet';
import en from '../../locales/wallet/en.json';
import walletFr from '../../locales/wallet/fr.json';
import walletTh from '../../locales/wallet/th.json';
import {
  BANK_APPROVED,
  BANK_REFUSED,
  TONE_COLORS,
  bankApprovalView,
  depositFailureTexts,
  depositOutcome,
  depositRecordView,
  depositStatusAt,
  depositStatusView,
  withdrawalPayoutKey,
  withdrawalStatusView,
  DEPOSIT_STATUS_FILTERS,
  WITHDRAWAL_STATUS_FILTERS,
} from './statuses.ts';

describe('deposit status', () => {
  it('is timed out once its expiry has passed by the server clock, before the job marks it', () => {
    const deposit = { status: 0, expiresAt: '2026-12-02T10:30:00.000Z' };
    expect(depositStatusAt(deposit, Date.parse('2026-12-02T10:29:59Z'))).toBe(0);
    expect(depositStatusView(depositStatusAt(deposit, Date.parse('2026-12-02T10:30:00Z'))).key).toBe('timeout');
    expect(depositStatusAt({ ...deposit, status: 1 }, Date.parse('2026-12-03T00:00:00Z'))).toBe(1);
  });

  it('reads a payment left at the checkout as cancelled on its record, as the payment page says it (QA)', () => {
    const deposit = { status: 2, expiresAt: '2026-12-02T10:30:00.000Z', cancelledAtCheckout: true };
    const now = Date.parse('2026-12-02T10:00:00Z');
    expect(depositRecordView(deposit, now)).toEqual({ key: 'cancelled', tone: 'muted' });
    expect(depositFailureTexts(deposit).title).toBe('cancelled');
    expect(depositRecordView({ ...deposit, cancelledAtCheckout: false }, now)).toEqual({ key: 'paymentFailed', tone: 'danger' });
    expect(depositRecordView({ ...deposit, status: 0 }, Date.parse('2026-12-02T10:30:00Z'))).toEqual({ key: 'timeout', tone: 'muted' });
  });

  it('maps every spec number to its label and colour', () => {
    expect([0, 1, 2, 3, 4, 8, 9].map((s) => depositStatusView(s))).toEqual([
      { key: 'pending', tone: 'pending' },
      { key: 'success', tone: 'success' },
      { key: 'paymentFailed', tone: 'danger' },
      { key: 'failed', tone: 'danger' },
      { key: 'timeout', tone: 'muted' },
      { key: 'success', tone: 'success' },
      { key: 'success', tone: 'success' },
    ]);
    expect(depositStatusView(5)).toEqual({ key: 'unknown', tone: 'muted' });
  });

  it('agrees with the contract constants', () => {
    expect(depositStatusView(DEPOSIT_STATUS.pending).key).toBe('pending');
    expect(depositStatusView(DEPOSIT_STATUS.success).key).toBe('success');
    expect(depositStatusView(DEPOSIT_STATUS.paymentFailed).key).toBe('paymentFailed');
    expect(depositStatusView(DEPOSIT_STATUS.failed).key).toBe('failed');
    expect(depositStatusView(DEPOSIT_STATUS.timeout).key).toBe('timeout');
    expect([...DEPOSIT_STATUS_FILTERS].sort()).toEqual(Object.values(DEPOSIT_STATUS).sort());
  });

  it('tells the payweb page when waiting is over', () => {
    expect([0, 1, 2, 3, 4, 8, 9].map(depositOutcome)).toEqual(['waiting', 'success', 'failed', 'failed', 'timeout', 'success', 'success']);
  });

  it('words an unpaid deposit by what happened: nothing charged (2), cancelled at the checkout (2), or money that may have left the card or bank (3)', () => {
    const unpaid = (status: number, cancelledAtCheckout = false) => depositFailureTexts({ status, cancelledAtCheckout });
    expect(unpaid(DEPOSIT_STATUS.paymentFailed)).toEqual({ title: 'failed', body: 'failedBody' });
    // QA: a checkout the member left was shown as "Payment failed".
    expect(unpaid(DEPOSIT_STATUS.paymentFailed, true)).toEqual({ title: 'cancelled', body: 'cancelledBody' });
    expect(unpaid(DEPOSIT_STATUS.failed)).toEqual({ title: 'notCredited', body: 'notCreditedBody' });
    for (const lang of [en, walletFr, walletTh]) {
      for (const [status, cancelled] of [[DEPOSIT_STATUS.paymentFailed, false], [DEPOSIT_STATUS.paymentFailed, true], [DEPOSIT_STATUS.failed, false]] as const) {
        const texts = unpaid(status, cancelled);
        expect(lang.payweb[texts.title]).toBeTruthy();
        expect(lang.payweb[texts.body]).toBeTruthy();
      }
    }
    // QA: the money at stake is the member's card or bank account, never the wallet.
    expect(en.payweb.failedBody).not.toMatch(/wallet/i);
    expect(en.payweb.failedBody).toMatch(/nothing was charged to your card or bank account/);
    expect(walletFr.payweb.failedBody).not.toMatch(/portefeuille/i);
    expect(walletTh.payweb.failedBody).not.toMatch(/กระเป๋าเงิน/);
  });
});

describe('withdrawal status', () => {
  it('maps every spec number to its label and colour', () => {
    const views = Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => [s, withdrawalStatusView(s)]));
    expect(views).toEqual({
      0: { key: 'pendingReview', tone: 'pending' },
      1: { key: 'reviewPassed', tone: 'progress' },
      2: { key: 'failed', tone: 'danger' },
      3: { key: 'success', tone: 'success' },
      4: { key: 'pending', tone: 'pending' },
      5: { key: 'pending', tone: 'pending' },
      6: { key: 'inOperation', tone: 'progress' },
      7: { key: 'correct', tone: 'success' },
      8: { key: 'timeout', tone: 'muted' },
      9: { key: 'reviewRejected', tone: 'danger' },
    });
  });

  it('agrees with the contract constants', () => {
    const keyOf = (status: number) => withdrawalStatusView(status).key;
    expect(keyOf(WITHDRAWAL_STATUS.pendingReview)).toBe('pendingReview');
    expect(keyOf(WITHDRAWAL_STATUS.reviewRejected)).toBe('reviewRejected');
    expect(keyOf(WITHDRAWAL_STATUS.inOperation)).toBe('inOperation');
    for (const status of Object.values(WITHDRAWAL_STATUS)) expect(keyOf(status)).not.toBe('unknown');
    // The filter offers every status once, except the two numbers that both mean "pending".
    expect([...WITHDRAWAL_STATUS_FILTERS].sort()).toEqual(Object.values(WITHDRAWAL_STATUS).filter((s) => s !== 4 && s !== 5).sort());
  });
});

describe('bank approval', () => {
  it('maps 0, 1, 2 and agrees with the contract', () => {
    expect([0, 1, 2, 7].map((s) => bankApprovalView(s))).toEqual([
      { key: 'waiting', tone: 'pending' },
      { key: 'approved', tone: 'success' },
      { key: 'rejected', tone: 'danger' },
      { key: 'unknown', tone: 'muted' },
    ]);
    expect(BANK_APPROVED).toBe(BANK_APPROVAL.approved);
    expect(bankApprovalView(BANK_APPROVAL.waiting).key).toBe('waiting');
    expect(bankApprovalView(BANK_APPROVAL.rejected).key).toBe('rejected');
  });
});

describe('labels and colours', () => {
  it('has a label for every key and a colour for every tone', () => {
    const keys = {
      deposit: [0, 1, 2, 3, 4, 8, 9, -1].map((s) => depositStatusView(s).key),
      withdrawal: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1].map((s) => withdrawalStatusView(s).key),
      bank: [0, 1, 2, -1].map((s) => bankApprovalView(s).key),
    };
    for (const [group, list] of Object.entries(keys)) {
      for (const key of list) expect((en.status as unknown as Record<string, Record<string, string>>)[group]?.[key], `${group}.${key}`).toBeTruthy();
    }
    for (const color of Object.values(TONE_COLORS)) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('says a withdrawal was received only once paid, and nothing for one that went back', () => {
    expect(withdrawalPayoutKey(WITHDRAWAL_STATUS.success)).toBe('received');
    expect(withdrawalPayoutKey(WITHDRAWAL_STATUS.pendingReview)).toBe('toReceive');
    expect(withdrawalPayoutKey(WITHDRAWAL_STATUS.inOperation)).toBe('toReceive');
    expect(withdrawalPayoutKey(WITHDRAWAL_STATUS.timeout)).toBe('toReceive');
    expect(withdrawalPayoutKey(WITHDRAWAL_STATUS.reviewRejected)).toBeNull();
    expect(withdrawalPayoutKey(WITHDRAWAL_STATUS.failed)).toBeNull();
    expect(BANK_REFUSED).toBe(BANK_APPROVAL.rejected);
  });
});
