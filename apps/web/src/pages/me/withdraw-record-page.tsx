import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatKobo } from '@scoreline/contract/display';
import { CardIcon, CoinIcon } from '../../app/money-icons.tsx';
import { PageHeader } from '../../app/page-header.tsx';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { formatDateTime, shortAddress } from '../../features/wallet/format.ts';
import { WITHDRAWAL_STATUS_FILTERS, withdrawalPayoutKey, withdrawalStatusView } from '../../features/wallet/statuses.ts';
import { reasonText, withdrawalReasonView } from '../../features/wallet/system-reasons.ts';
import { useTimeRangeParam } from '../../features/wallet/use-time-range-param.ts';
import { oneOf, useSearchParamState } from '../../lib/search-param-state.ts';
import { formatUsdt } from '../../features/wallet/usdt.ts';
import { useWithdrawalList } from '../../features/wallet/wallet-queries.ts';
import { uniqueRows } from '../../lib/cursor-pages.ts';
import type { TWithdrawal } from '../../features/wallet/wallet-types.ts';
import { BottomSheet } from '../../features/wallet/ui/bottom-sheet.tsx';
import { InfoRows } from '../../features/wallet/ui/copy-rows.tsx';
import { FilterChips } from '../../features/wallet/ui/filter-chips.tsx';
import { RecordFilters } from '../../features/wallet/ui/record-filters.tsx';
import { RecordList } from '../../features/wallet/ui/record-list.tsx';
import { StatusTag } from '../../features/wallet/ui/status-tag.tsx';
import '../../features/wallet/ui/wallet-ui.css';

/** The row's title: the bank, or USDT. */
function destinationTitle(withdrawal: TWithdrawal): string {
  return withdrawal.method === 'usdt' ? 'USDT' : (withdrawal.bankName ?? '-');
}

/** The account or address, short. */
function destinationDetail(withdrawal: TWithdrawal): string {
  if (withdrawal.method === 'usdt') return withdrawal.usdtAddress ? shortAddress(withdrawal.usdtAddress) : '';
  return withdrawal.accountNumberMasked ?? '';
}

/** Where the money went, in one line: "GTBank ****1234" or a shortened USDT address. */
function destination(withdrawal: TWithdrawal): string {
  if (withdrawal.method === 'usdt') return withdrawal.usdtAddress ? shortAddress(withdrawal.usdtAddress) : 'USDT';
  return [withdrawal.bankName, withdrawal.accountNumberMasked].filter(Boolean).join(' ') || '-';
}

/** What arrives: naira for a bank, the USDT for USDT. */
function receivedText(withdrawal: TWithdrawal): string {
  return withdrawal.method === 'usdt' && withdrawal.usdtMicros !== null ? formatUsdt(withdrawal.usdtMicros) : formatKobo(withdrawal.receive);
}

const readWithdrawalStatus = oneOf(WITHDRAWAL_STATUS_FILTERS, undefined);

/** /pages/me/withdrawrecord: withdrawals by status and time range, with fee, amount received and any reject reason. */
export function WithdrawRecordPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const { open } = useAppNavigation();
  const [range, setRange] = useTimeRangeParam();
  const [status, setStatus] = useSearchParamState<number | undefined>('status', readWithdrawalStatus, undefined);
  const [detail, setDetail] = useState<TWithdrawal | null>(null);
  const list = useWithdrawalList({ range, status });
  const items = uniqueRows(list.data);

  return (
    <div className="sl-page sl-wallet-page" data-testid="withdraw-record-page">
      <PageHeader title={tApp('routes.withdrawRecord')} />
      <RecordFilters range={range} onRange={setRange}>
        <FilterChips label={t('status.label')} testId="status" value={status} onChange={setStatus}
          options={[{ value: undefined, label: t('common.all') }, ...WITHDRAWAL_STATUS_FILTERS.map((value) => ({ value, label: t(`status.withdrawal.${withdrawalStatusView(value).key}`) }))]} />
      </RecordFilters>
      <main className="sl-content">
        <RecordList testId="withdrawal-list" items={items} keyOf={(item) => item.id} pending={list.isPending} error={list.error}
          hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} retry={() => void list.refetch()}
          emptyTitle={t('withdrawRecord.empty')} emptyBody={t('withdrawRecord.emptyBody')}
          emptyAction={<Button size="small" shape="rounded" color="primary" onClick={() => open(routePath('withdraw'))}>{t('wallet.withdraw')}</Button>}
          renderItem={(withdrawal) => <WithdrawalRow withdrawal={withdrawal} onOpen={() => setDetail(withdrawal)} />} />
      </main>
      <WithdrawalDetail withdrawal={detail} onClose={() => setDetail(null)} />
    </div>
  );
}

function WithdrawalRow({ withdrawal, onOpen }: { withdrawal: TWithdrawal; onOpen: () => void }) {
  const { t } = useTranslation('wallet');
  const status = withdrawalStatusView(withdrawal.status);
  const rejected = status.key === 'reviewRejected' || status.key === 'failed';
  const payout = withdrawalPayoutKey(withdrawal.status);
  const reason = withdrawalReasonView(withdrawal);
  return (
    <button type="button" className="sl-record" onClick={onOpen} data-testid="withdrawal-row" data-id={withdrawal.id} data-status={withdrawal.status}>
      <span className="sl-record__icon sl-record__icon--out" aria-hidden="true">{withdrawal.method === 'usdt' ? <CoinIcon /> : <CardIcon />}</span>
      <span className="sl-record__body">
        <span className="sl-record__line">
          <span className="sl-record__title">{destinationTitle(withdrawal)}</span>
          <span className="sl-record__amount sl-money" data-testid="withdrawal-amount">{formatKobo(withdrawal.amount)}</span>
        </span>
        <span className="sl-record__line">
          <span className="sl-record__sub">{formatDateTime(withdrawal.createdAt)}</span>
          <StatusTag tone={status.tone} label={t(`status.withdrawal.${status.key}`)} testId="withdrawal-status" />
        </span>
      </span>
      <span className="sl-record__meta">
        {destinationDetail(withdrawal) && <span>{destinationDetail(withdrawal)}</span>}
        <span>{t('withdrawRecord.fee')} <b data-testid="withdrawal-fee">{formatKobo(withdrawal.fee)}</b></span>
        {payout && <span>{t(`withdrawRecord.${payout}`)} <b data-testid="withdrawal-received">{receivedText(withdrawal)}</b></span>}
      </span>
      {rejected && reason && (
        <span className="sl-record__note" data-testid="withdrawal-reason">{reasonText(reason, t)}</span>
      )}
    </button>
  );
}

function WithdrawalDetail({ withdrawal, onClose }: { withdrawal: TWithdrawal | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const status = withdrawal ? withdrawalStatusView(withdrawal.status) : undefined;
  const payout = withdrawal ? withdrawalPayoutKey(withdrawal.status) : null;
  const reason = withdrawal ? withdrawalReasonView(withdrawal) : null;
  return (
    <BottomSheet visible={withdrawal !== null} onClose={onClose} title={t('withdrawRecord.detail')} testId="withdrawal-detail">
      {withdrawal && status && (
        <>
          <div className="sl-detail-hero">
            <span className="sl-detail-hero__amount sl-money">{formatKobo(withdrawal.amount)}</span>
            <StatusTag tone={status.tone} label={t(`status.withdrawal.${status.key}`)} />
          </div>
          <InfoRows testId="withdrawal-detail-row" rows={[
            { id: 'reference', label: t('common.reference'), value: withdrawal.reference, copy: withdrawal.reference },
            { id: 'method', label: t('withdrawRecord.method'), value: withdrawal.method === 'usdt' ? t('withdrawRecord.usdt') : t('withdrawRecord.bank') },
            withdrawal.method === 'usdt'
              ? { id: 'address', label: t('withdrawRecord.address'), value: withdrawal.usdtAddress ?? '-', copy: withdrawal.usdtAddress ?? undefined }
              : { id: 'account', label: t('withdrawRecord.account'), value: destination(withdrawal) },
            { id: 'fee', label: t('withdrawRecord.fee'), value: formatKobo(withdrawal.fee) },
            ...(payout ? [{ id: 'received', label: t(`withdrawRecord.${payout}${withdrawal.method === 'usdt' ? 'Usdt' : ''}`), value: receivedText(withdrawal), tone: 'accent' as const, strong: true }] : []),
            ...(reason ? [{ id: 'reason', label: t('withdrawRecord.rejectReason'), value: reasonText(reason, t), tone: 'danger' as const }] : []),
            { id: 'created', label: t('withdrawRecord.created'), value: formatDateTime(withdrawal.createdAt) },
            { id: 'updated', label: t('withdrawRecord.updated'), value: formatDateTime(withdrawal.updatedAt) },
          ]} />
        </>
      )}
    </BottomSheet>
  );
}
