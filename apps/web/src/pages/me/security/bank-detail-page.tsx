import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import { TrashIcon } from '../../../app/money-icons.tsx';
import { PageHeader } from '../../../app/page-header.tsx';
import { routePath } from '../../../app/route-table.ts';
import { useAppNavigation } from '../../../app/use-app-navigation.ts';
import { formatDateTime } from '../../../features/wallet/format.ts';
import { bankApprovalView } from '../../../features/wallet/statuses.ts';
import { useFormErrors } from '../../../features/wallet/use-form-errors.ts';
import { deleteBankAccount } from '../../../features/wallet/wallet-api.ts';
import { useBankAccount, useBankAccounts, walletKeys } from '../../../features/wallet/wallet-queries.ts';
import { BankCard } from '../../../features/wallet/ui/bank-card.tsx';
import { InfoRows } from '../../../features/wallet/ui/copy-rows.tsx';
import { EmptyState, LoadFailed } from '../../../features/wallet/ui/list-states.tsx';
import { PasswordSheet } from '../../../features/wallet/ui/password-sheet.tsx';
import { isNotFound } from '../../../lib/api-envelope.ts';
import { catalogueText } from '../../../lib/error-text.ts';
import { markPage, showAlert, showToast } from '../../../lib/notify.ts';
import '../../../features/wallet/ui/wallet-ui.css';

const PASSWORD_KEYS = new Set<TErrorKey>(['WALLET_PASSWORD_INCORRECT', 'WALLET_PASSWORD_FORMAT']);

/** /pages/me/security/bankdetail?id=: one account, and removing it with the wallet password. */
export function BankDetailPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const { backOr, replace } = useAppNavigation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const idParam = Number(params.get('id'));
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : undefined;
  const account = useBankAccount(id);
  const accounts = useBankAccounts();
  const [sheet, setSheet] = useState(false);
  const [removing, setRemoving] = useState(false);
  const errors = useFormErrors<'password'>((field) => (field === 'walletPassword' ? 'password' : undefined), (key) => (PASSWORD_KEYS.has(key) ? 'password' : undefined));

  const askToRemove = async () => {
    // The last account stays (product rules); say so before asking for the password.
    if (accounts.data && accounts.data.length <= 1) {
      const page = markPage(); // the text may load first
      await showAlert({ page, content: await catalogueText('BANK_MUST_KEEP_ONE') });
      return;
    }
    errors.clear();
    setSheet(true);
  };

  const remove = async (walletPassword: string) => {
    if (!id) return;
    setRemoving(true);
    try {
      await deleteBankAccount({ id, walletPassword });
      setSheet(false);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      await showToast(t('bank.removed'), 'success');
      // Back to the list it was opened from (a second list entry on top of it cost a Back, QA); opened directly, to the list.
      backOr(routePath('bankList'));
    } catch (failure) {
      const info = await errors.showFailure(failure);
      if (info.field !== 'password') setSheet(false);
    } finally {
      setRemoving(false);
    }
  };

  const notFound = !id || isNotFound(account.error);
  const data = account.data;
  const status = data ? bankApprovalView(data.approvalStatus) : undefined;

  return (
    <div className="sl-page sl-wallet-page" data-testid="bank-detail-page">
      <PageHeader title={tApp('routes.bankDetail')} />
      <main className="sl-content">
        {notFound ? (
          <EmptyState title={t('bank.notFound')} testId="bank-detail-missing"
            action={<Button size="small" shape="rounded" color="primary" onClick={() => replace(routePath('bankList'))}>{tApp('routes.bankList')}</Button>} />
        ) : account.isPending ? (
          <span className="sl-skel sl-skel--card" aria-busy="true" />
        ) : account.isError || !data || !status ? (
          <LoadFailed onRetry={() => void account.refetch()} error={account.error} />
        ) : (
          <>
            <BankCard account={data} testId="bank-detail-card" />
            <section className="sl-w-card">
              <h2 className="sl-w-card__title">{t('bank.detail')}</h2>
              <InfoRows testId="bank-detail-row" rows={[
                { id: 'bank', label: t('bank.bank'), value: data.bankName },
                { id: 'code', label: t('bank.bankCode'), value: data.bankCode },
                { id: 'branch', label: t('bank.branch'), value: data.branchName || '-' },
                { id: 'holder', label: t('bank.holder'), value: data.accountHolder },
                { id: 'number', label: t('bank.number'), value: data.accountNumberMasked },
                { id: 'status', label: t('common.status'), value: t(`status.bank.${status.key}`), tone: status.tone === 'success' ? 'success' : status.tone === 'danger' ? 'danger' : undefined },
                // Why the back office refused it, when it said: the member can then add a mended one.
                ...(data.refusalNote ? [{ id: 'refusal', label: t('bank.refusalNote'), value: data.refusalNote }] : []),
                { id: 'created', label: t('bank.created'), value: formatDateTime(data.createdAt) },
                { id: 'approved', label: t('bank.approved'), value: formatDateTime(data.approvedAt) },
              ]} />
            </section>
            <Button block shape="rounded" size="large" fill="outline" className="sl-danger-button" onClick={() => void askToRemove()} data-testid="bank-detail-remove">
              <span className="sl-button-icon"><TrashIcon /></span>
              {t('bank.remove')}
            </Button>
          </>
        )}
      </main>
      <PasswordSheet visible={sheet} onClose={() => setSheet(false)} title={t('bank.removeTitle')} submitting={removing} error={errors.stampedOf('password')}
        onSubmit={(password) => void remove(password)} confirmText={t('bank.removeConfirm')} testId="bank-remove-password"
        summary={data ? <div className="sl-sheet__summary"><InfoRows rows={[{ id: 'account', label: data.bankName, value: data.accountNumberMasked }]} /></div> : undefined} />
    </div>
  );
}
