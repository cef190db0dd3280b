import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header.tsx';
import { bankInitials, filterBanks } from '../../features/wallet/format.ts';
import { useBanks } from '../../features/wallet/wallet-queries.ts';
import { EmptyState, LoadFailed, SkeletonRows } from '../../features/wallet/ui/list-states.tsx';
import { SearchInput } from '../../features/wallet/ui/search-input.tsx';
import '../../features/wallet/ui/wallet-ui.css';

/** /pages/me/banknetwork: the banks an account can be added for, with their codes, searchable. */
export function BankNetworkPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const banks = useBanks();
  const [search, setSearch] = useState('');
  const shown = filterBanks(banks.data ?? [], search);

  return (
    <div className="sl-page sl-wallet-page" data-testid="bank-network-page">
      <PageHeader title={tApp('routes.bankNetwork')} />
      <main className="sl-content">
        <p className="sl-page-intro">{t('bank.networkBody')}{banks.data ? ` ${t('bank.networkCount', { count: banks.data.length })}` : ''}</p>
        <SearchInput value={search} onChange={setSearch} placeholder={t('bank.search')} testId="bank-network-search" />
        {banks.isPending ? (
          <SkeletonRows count={8} />
        ) : banks.isError ? (
          <LoadFailed onRetry={() => void banks.refetch()} error={banks.error} />
        ) : shown.length === 0 ? (
          <EmptyState title={t('bank.noMatch', { search })} testId="bank-network-empty" />
        ) : (
          <section className="sl-w-card sl-w-card--list">
            <ul className="sl-bank-rows" data-testid="bank-network-list">
              {shown.map((bank) => (
                <li key={bank.code} className="sl-bank-row" data-testid="bank-network-row">
                  <span className="sl-bank-row__logo" aria-hidden="true">{bankInitials(bank.name)}</span>
                  <span className="sl-bank-row__name">{bank.name}</span>
                  <span className="sl-bank-row__code">{bank.code}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </div>
  );
}
