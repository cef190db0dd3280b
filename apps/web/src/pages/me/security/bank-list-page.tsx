import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CardIcon, PlusIcon } from '../../../app/money-icons.tsx';
import { PageHeader } from '../../../app/page-header.tsx';
import { routePath } from '../../../app/route-table.ts';
import { useAppNavigation } from '../../../app/use-app-navigation.ts';
import { MAX_BANK_ACCOUNTS } from '../../../features/wallet/bank-rules.ts';
import { useBankAccounts } from '../../../features/wallet/wallet-queries.ts';
import { BankCard } from '../../../features/wallet/ui/bank-card.tsx';
import { EmptyState, LoadFailed } from '../../../features/wallet/ui/list-states.tsx';
import '../../../features/wallet/ui/wallet-ui.css';

/** /pages/me/security/banklist: the member's bank accounts (at most five) and the way to add one. */
export function BankListPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const { open } = useAppNavigation();
  const accounts = useBankAccounts();
  const list = accounts.data ?? [];
  const full = list.length >= MAX_BANK_ACCOUNTS;
  const add = () => open(routePath('bankAdd'));

  return (
    <div className="sl-page sl-wallet-page" data-testid="bank-list-page">
      <PageHeader title={tApp('routes.bankList')}
        right={!full && list.length > 0 ? (
          <button type="button" className="sl-icon-button" onClick={add} aria-label={t('bank.add')} data-testid="bank-list-add-top"><PlusIcon /></button>
        ) : undefined} />
      <main className="sl-content">
        {accounts.isPending ? (
          <div className="sl-bank-list" aria-busy="true"><span className="sl-skel sl-skel--card" /><span className="sl-skel sl-skel--card" /></div>
        ) : accounts.isError ? (
          <LoadFailed onRetry={() => void accounts.refetch()} error={accounts.error} />
        ) : list.length === 0 ? (
          <EmptyState icon={<CardIcon />} title={t('bank.listEmpty')} body={t('bank.listEmptyBody')} testId="bank-list-empty"
            action={<Button color="primary" shape="rounded" onClick={add} data-testid="bank-list-add">{t('bank.add')}</Button>} />
        ) : (
          <>
            <p className="sl-page-intro" data-testid="bank-list-count">{t('bank.count', { count: list.length, max: MAX_BANK_ACCOUNTS })}</p>
            <ul className="sl-bank-list">
              {list.map((account) => (
                <li key={account.id}>
                  <BankCard account={account} onOpen={() => open(`${routePath('bankDetail')}?id=${account.id}`)} />
                </li>
              ))}
            </ul>
            {full ? (
              <p className="sl-wf__hint" data-testid="bank-list-full">{t('bank.max', { max: MAX_BANK_ACCOUNTS })}</p>
            ) : (
              <Button block shape="rounded" size="large" fill="outline" color="primary" onClick={add} data-testid="bank-list-add">
                <span className="sl-button-icon"><PlusIcon /></span>
                {t('bank.add')}
              </Button>
            )}
          </>
        )}
      </main>
    </div>
  );
}
