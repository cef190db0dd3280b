import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKobo } from '@scoreline/contract/display';
import { CardIcon, CoinIcon, TransferIcon } from '../../app/money-icons.tsx';
import { PageHeader } from '../../app/page-header.tsx';
import { Button } from 'antd-mobile';
import { routePath } from '../../app/route-table.ts';
import { useAppNavigation } from '../../app/use-app-navigation.ts';
import { formatDateTime } from '../../features/wallet/format.ts';
import { DEPOSIT_STATUS_FILTERS, depositOutcome, depositRecordView, depositStatusAt, depositStatusView } from '../../features/wallet/statuses.ts';
import { useTimeRangeParam } from '../../features/wallet/use-time-range-param.ts';
import { oneOf, useSearchParamState } from '../../lib/search-param-state.ts';
import { formatUsdt } from '../../features/wallet/usdt.ts';
import { useDepositList } from '../../features/wallet/wallet-queries.ts';
import { uniqueRows } from '../../lib/cursor-pages.ts';
import { useServerNow, useServerTimePassing } from '../../lib/use-server-now.ts';
import type { TDeposit, TPayType } from '../../features/wallet/wallet-types.ts';
import { BottomSheet } from '../../features/wallet/ui/bottom-sheet.tsx';
import { InfoRows } from '../../features/wallet/ui/copy-rows.tsx';
import { FilterChips } from '../../features/wallet/ui/filter-chips.tsx';
import { RecordFilters } from '../../features/wallet/ui/record-filters.tsx';
import { RecordList } from '../../features/wallet/ui/record-list.tsx';
import { StatusTag } from '../../features/wallet/ui/status-tag.tsx';
import '../../features/wallet/ui/wallet-ui.css';

const PAY_TYPE_ICONS: Record<TPayType, typeof CardIcon> = { online: CardIcon, transfer: TransferIcon, usdt: CoinIcon };

const readDepositStatus = oneOf(DEPOSIT_STATUS_FILTERS, undefined);

/** /pages/me/rechargerecord: deposits by status and time range, each opening its details. */
export function RechargeRecordPage() {
  const { t } = useTranslation('wallet');
  const { t: tApp } = useTranslation();
  const { open } = useAppNavigation();
  const [range, setRange] = useTimeRangeParam();
  const [status, setStatus] = useSearchParamState<number | undefined>('status', readDepositStatus, undefined);
  const [detail, setDetail] = useState<TDeposit | null>(null);
  const list = useDepositList({ range, status });
  const items = uniqueRows(list.data);

  return (
    <div className="sl-page sl-wallet-page" data-testid="recharge-record-page">
      <PageHeader title={tApp('routes.rechargeRecord')} />
      <RecordFilters range={range} onRange={setRange}>
        <FilterChips label={t('status.label')} testId="status" value={status} onChange={setStatus}
          options={[{ value: undefined, label: t('common.all') }, ...DEPOSIT_STATUS_FILTERS.map((value) => ({ value, label: t(`status.deposit.${depositStatusView(value).key}`) }))]} />
      </RecordFilters>
      <main className="sl-content">
        <RecordList testId="deposit-list" items={items} keyOf={(item) => item.id} pending={list.isPending} error={list.error}
          hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} retry={() => void list.refetch()}
          emptyTitle={t('rechargeRecord.empty')} emptyBody={t('rechargeRecord.emptyBody')}
          emptyAction={<Button size="small" shape="rounded" color="primary" onClick={() => open(routePath('recharge'))}>{t('wallet.deposit')}</Button>}
          renderItem={(deposit) => <DepositRow deposit={deposit} onOpen={() => setDetail(deposit)} />} />
      </main>
      <DepositDetail deposit={detail} onClose={() => setDetail(null)} onPay={(id) => open(`${routePath('recharge')}?deposit=${id}`)} />
    </div>
  );
}

function DepositRow({ deposit, onOpen }: { deposit: TDeposit; onOpen: () => void }) {
  const { t } = useTranslation('wallet');
  // A row changes by the clock once, when its payment time runs out: not a render a second per row.
  const now = useServerTimePassing(deposit.status === 0 ? [Date.parse(deposit.expiresAt)] : []);
  const status = depositRecordView(deposit, now);
  const Icon = PAY_TYPE_ICONS[deposit.payType];
  return (
    <button type="button" className="sl-record" onClick={onOpen} data-testid="deposit-row" data-id={deposit.id}>
      <span className="sl-record__icon" aria-hidden="true"><Icon /></span>
      <span className="sl-record__body">
        <span className="sl-record__line">
          <span className="sl-record__title">{t(`payType.${deposit.payType}`)}</span>
          <span className="sl-record__amount sl-money" data-testid="deposit-amount">{formatKobo(deposit.amount)}</span>
        </span>
        <span className="sl-record__line">
          <span className="sl-record__sub">{formatDateTime(deposit.createdAt)}</span>
          <StatusTag tone={status.tone} label={t(`status.deposit.${status.key}`)} testId="deposit-status" />
        </span>
      </span>
    </button>
  );
}

/** `onPay`: a deposit still waiting for payment can be paid from here (the member left the way to pay). */
function DepositDetail({ deposit, onClose, onPay }: { deposit: TDeposit | null; onClose: () => void; onPay: (id: number) => void }) {
  const { t } = useTranslation('wallet');
  const now = useServerNow();
  const status = deposit ? depositRecordView(deposit, now) : undefined;
  const payable = deposit !== null && depositOutcome(depositStatusAt(deposit, now)) === 'waiting';
  return (
    <BottomSheet visible={deposit !== null} onClose={onClose} title={t('rechargeRecord.detail')} testId="deposit-detail">
      {deposit && status && (
        <>
          <div className="sl-detail-hero">
            <span className="sl-detail-hero__amount sl-money">{formatKobo(deposit.amount)}</span>
            <StatusTag tone={status.tone} label={t(`status.deposit.${status.key}`)} />
          </div>
          <InfoRows testId="deposit-detail-row" rows={[
            { id: 'reference', label: t('common.reference'), value: deposit.reference, copy: deposit.reference },
            { id: 'payType', label: t('rechargeRecord.payType'), value: t(`payType.${deposit.payType}`) },
            { id: 'amount', label: t('rechargeRecord.requested'), value: formatKobo(deposit.amount) },
            { id: 'credited', label: t('rechargeRecord.credited'), value: formatKobo(deposit.actualAmount), tone: deposit.actualAmount > 0 ? 'success' : 'muted' },
            ...(deposit.payType === 'usdt'
              ? [
                  { id: 'rate', label: t('rechargeRecord.rate'), value: deposit.exchangeRate ? t('recharge.rateValue', { rate: formatKobo(deposit.exchangeRate) }) : '-' },
                  { id: 'usdt', label: t('rechargeRecord.usdtAmount'), value: formatUsdt(deposit.usdtAmountMicros) },
                ]
              : []),
            { id: 'created', label: t('rechargeRecord.created'), value: formatDateTime(deposit.createdAt) },
            deposit.completedAt
              ? { id: 'completed', label: t('rechargeRecord.completed'), value: formatDateTime(deposit.completedAt) }
              : { id: 'expires', label: t('rechargeRecord.expires'), value: formatDateTime(deposit.expiresAt) },
          ]} />
          {payable && (
            <Button block color="primary" shape="rounded" size="large" onClick={() => onPay(deposit.id)} data-testid="deposit-pay">
              {deposit.payType === 'online' ? t('rechargeRecord.continueCheckout') : t('rechargeRecord.howToPay')}
            </Button>
          )}
        </>
      )}
    </BottomSheet>
  );
}
