import { useTranslation } from 'react-i18next';
import { bankInitials } from '../format.ts';
import { bankApprovalView } from '../statuses.ts';
import type { TBankAccount } from '../wallet-types.ts';
import { StatusTag } from './status-tag.tsx';

/** A bound account drawn as a card: bank, masked number, holder, approval. */
export function BankCard({ account, onOpen, testId = 'bank-row' }: { account: TBankAccount; onOpen?: () => void; testId?: string }) {
  const { t } = useTranslation('wallet');
  const status = bankApprovalView(account.approvalStatus);
  const body = (
    <>
      <span className="sl-bank-card__top">
        <span className="sl-bank-card__logo" aria-hidden="true">{bankInitials(account.bankName)}</span>
        <span className="sl-bank-card__bank">
          {account.bankName}
          {account.branchName && <small>{account.branchName}</small>}
        </span>
        <StatusTag tone={status.tone} label={t(`status.bank.${status.key}`)} testId={`${testId}-status`} />
      </span>
      <span className="sl-bank-card__number sl-money" data-testid={`${testId}-number`}>{account.accountNumberMasked}</span>
      <span className="sl-bank-card__holder">
        <small>{t('bank.holder')}</small>
        {account.accountHolder}
      </span>
    </>
  );
  return onOpen ? (
    <button type="button" className="sl-bank-card" onClick={onOpen} data-testid={testId} data-id={account.id}>{body}</button>
  ) : (
    <div className="sl-bank-card" data-testid={testId} data-id={account.id}>{body}</div>
  );
}
