import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import walletEn from '../../locales/wallet/en.json';
import walletFr from '../../locales/wallet/fr.json';
import walletTh from '../../locales/wallet/th.json';
import { billMemoView, reasonText, systemReasonOf, withdrawalReasonView, type TReasonView } from './system-reasons.ts';

/** The wallet texts of one language, as the app's i18next reads them. */
async function walletT(lng: 'en' | 'fr' | 'th') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { wallet: { en: walletEn, fr: walletFr, th: walletTh }[lng] } }, interpolation: { escapeValue: false } });
  const t = i18n.getFixedT(lng, 'wallet');
  return (view: TReasonView) => reasonText(view, (key, options) => t(key, options));
}

describe("the server's own reasons for a withdrawal that ended without a payout", () => {
  it('are the texts the server writes (payouts.ts), so a change there is seen here', () => {
    const payouts = readFileSync(fileURLToPath(new URL('../../../../server/src/modules/withdrawals/payouts.ts', import.meta.url)), 'utf8');
    expect(payouts).toContain("'payout failed'");
    expect(payouts).toContain("rejectReason: 'reversed by the bank after payment'");
    expect(payouts).toContain('`payout refused: ${error.providerMessage}`');
  });

  it('are recognised; anything else is a reviewer’s words', () => {
    expect(systemReasonOf('payout failed')).toEqual({ key: 'withdrawal_failed', detail: '' });
    expect(systemReasonOf('reversed by the bank after payment')).toEqual({ key: 'withdrawal_reversed', detail: '' });
    expect(systemReasonOf('payout refused: Account number is invalid')).toEqual({ key: 'payout_refused', detail: 'Account number is invalid' });
    expect(systemReasonOf('payout refused:')).toEqual({ key: 'payout_refused', detail: '-' });
    expect(systemReasonOf('Account under review')).toBeNull();
    expect(systemReasonOf('the payout failed, sorry')).toBeNull();
  });

  it('are named in the member’s language in the withdrawal records; a reviewer’s reason stays as typed', async () => {
    const failed = withdrawalReasonView({ status: 2, rejectReason: 'payout failed' })!;
    const reversed = withdrawalReasonView({ status: 2, rejectReason: 'reversed by the bank after payment' })!;
    const refused = withdrawalReasonView({ status: 2, rejectReason: 'payout refused: Invalid account' })!;
    const typed = withdrawalReasonView({ status: 9, rejectReason: 'Account under review' })!;
    // A rejection in review is the reviewer's text, even when it reads like the server's.
    expect(withdrawalReasonView({ status: 9, rejectReason: 'payout failed' })).toEqual({ text: 'payout failed' });
    expect(withdrawalReasonView({ status: 2, rejectReason: null })).toBeNull();
    expect(withdrawalReasonView({ status: 3, rejectReason: '' })).toBeNull();

    const en = await walletT('en');
    const fr = await walletT('fr');
    const th = await walletT('th');
    expect([failed, reversed, refused, typed].map(en)).toEqual([
      'The payout failed',
      'Your bank returned the payout after it was paid',
      'The payment provider refused the payout: Invalid account',
      'Account under review',
    ]);
    expect([failed, reversed, refused, typed].map(fr)).toEqual([
      'Le paiement a échoué',
      'Votre banque a renvoyé le paiement après son versement',
      'Le prestataire de paiement a refusé le paiement : Invalid account',
      'Account under review',
    ]);
    expect([failed, reversed, typed].map(th)).toEqual(['การจ่ายเงินไม่สำเร็จ', 'ธนาคารของคุณตีกลับเงินที่จ่ายไปแล้ว', 'Account under review']);
  });

  it('are named in the member’s language in the account change report, on the line that returns the money', async () => {
    const fr = await walletT('fr');
    const th = await walletT('th');
    const voided = billMemoView({ kind: 'withdrawal_void', memo: 'payout failed' })!;
    expect(fr(voided)).toBe('Le paiement a échoué');
    expect(th(voided)).toBe('การจ่ายเงินไม่สำเร็จ');
    expect(billMemoView({ kind: 'withdrawal_void', memo: 'Account under review' })).toEqual({ text: 'Account under review' });
    // Other lines' memos are theirs (a withdrawal's reference, a correction's reason).
    expect(billMemoView({ kind: 'correction', memo: 'payout failed' })).toEqual({ text: 'payout failed' });
    expect(billMemoView({ kind: 'withdrawal_hold', memo: 'W20261130ABC' })).toEqual({ text: 'W20261130ABC' });
    expect(billMemoView({ kind: 'withdrawal_void', memo: null })).toBeNull();
    // A VIP daily reward's line is its title alone: the memo is English for the back office.
    expect(billMemoView({ kind: 'vip_reward', memo: 'VIP level 2 daily reward for 2026-12-06' })).toBeNull();
    // A balance correction's line names its kind in the member's language; its memo is finance's reason alone (QA: English in a Thai bill).
    expect(billMemoView({ kind: 'balance_correction', memo: 'Balance correction: deposit credited twice' })).toEqual({ text: 'deposit credited twice' });
    expect([walletFr.bill.kind.balance_correction, walletTh.bill.kind.balance_correction]).toEqual(['Correction de solde', 'ปรับยอดเงินคงเหลือ']);
  });

  it('have a text in every language, none left in English', () => {
    for (const key of ['withdrawal_failed', 'withdrawal_reversed', 'payout_refused'] as const) {
      expect(walletEn.reason[key]).toBeTruthy();
      expect(walletFr.reason[key]).not.toBe(walletEn.reason[key]);
      expect(walletTh.reason[key]).not.toBe(walletEn.reason[key]);
    }
    // The bill line of a reversal by the bank had no label of its own (it read "Withdrawal reversal" in every language).
    expect(walletFr.bill.kind.withdrawal_reversal).toBe('Retrait renvoyé par la banque');
    expect(walletTh.bill.kind.withdrawal_reversal).toBeTruthy();
  });
});
