import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Space, Tag, Tooltip, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { ReloadOutlined } from '@ant-design/icons';
import { callApi } from '../../lib/api-client.ts';
import type { TAdminDeposit } from '../../lib/api-types.ts';
import type { TCsvColumn } from '../../lib/csv.ts';
import { formatDateTime, formatUsdt, koboDecimal, naira } from '../../lib/format.ts';
import { useMayCall } from '../../lib/session-hooks.ts';
import { antSortOrder, apiQuery, withFilter } from '../../lib/table-state.ts';
import { useTableState } from '../../lib/use-table-state.ts';
import { ActionModal } from '../../lib/ui/action-modal.tsx';
import { CsvExportButton } from '../../lib/ui/csv-export-button.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { financeKeys, financeTableChange, usePagedList } from './finance-api.ts';
import { DEPOSIT_STATUS, DEPOSIT_STATUSES, PAY_TYPE_LABELS, statusOf } from '../../lib/money-statuses.ts';
import { serverPagination } from '../../lib/ui/server-pagination.ts';
import { ListTable } from '../../lib/ui/list-table.tsx';

// Newest first, as the server's default; the Created and Amount columns sort on the server.
const DEFAULTS = { pageSize: 50, sort: 'createdAt', order: 'desc' as const };

const csvColumns: TCsvColumn<TAdminDeposit>[] = [
  { title: 'id', value: (d) => d.id },
  { title: 'reference', value: (d) => d.reference },
  { title: 'member_id', value: (d) => d.memberId },
  { title: 'username', value: (d) => d.username },
  { title: 'pay_type', value: (d) => d.payType },
  { title: 'channel', value: (d) => d.channel },
  { title: 'amount_naira', value: (d) => koboDecimal(d.amount) },
  { title: 'credited_naira', value: (d) => koboDecimal(d.actualAmount) },
  { title: 'usdt', value: (d) => (d.usdtAmountMicros === null ? '' : (d.usdtAmountMicros / 1_000_000).toFixed(6)) },
  { title: 'status', value: (d) => statusOf(DEPOSIT_STATUSES, d.status).label },
  { title: 'failure_reason', value: (d) => d.failureReason },
  { title: 'evidence', value: (d) => d.evidence },
  { title: 'created_utc', value: (d) => d.createdAt },
  { title: 'completed_utc', value: (d) => d.completedAt },
];

/** Transfers and USDT are confirmed by hand once the money is seen; online payments only by the provider. */
const confirmable = (d: TAdminDeposit) => d.status === DEPOSIT_STATUS.pending && d.payType !== 'online';

export function DepositsPage() {
  const [state, setState] = useTableState(DEFAULTS);
  const query = apiQuery(state);
  const list = usePagedList<TAdminDeposit>('adminDeposits', financeKeys.deposits, query);
  const [confirming, setConfirming] = useState<TAdminDeposit | null>(null);
  const [memberText, setMemberText] = useState(state.filters.member ?? state.filters.memberId ?? '');
  const mayConfirm = useMayCall('adminConfirmDeposit');
  const confirm = useAdminMutation<{ id: number; evidence: string }>('adminConfirmDeposit', { invalidate: [financeKeys.deposits, financeKeys.ledger], success: 'Deposit credited' });

  const columns: NonNullable<TableProps<TAdminDeposit>['columns']> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: 'Created', dataIndex: 'createdAt', width: 150, sorter: true, sortOrder: antSortOrder(state, 'createdAt'), sortDirections: ['descend', 'ascend'], render: (v: string) => <span className="num">{formatDateTime(v)}</span> },
    { title: 'Reference', dataIndex: 'reference', width: 170, ellipsis: true },
    {
      title: 'Member',
      key: 'member',
      width: 140,
      ellipsis: true,
      render: (_: unknown, d) => (
        <span>
          {d.username} <span className="muted">#{d.memberId}</span>
        </span>
      ),
    },
    { title: 'Pay type', dataIndex: 'payType', width: 150, render: (v: string, d) => `${PAY_TYPE_LABELS[v] ?? v} · ${d.channel}` },
    {
      title: 'Amount',
      dataIndex: 'amount',
      width: 150,
      align: 'right',
      sorter: true,
      sortOrder: antSortOrder(state, 'amount'),
      sortDirections: ['descend', 'ascend'],
      render: (v: number, d) => (
        <span className="num">
          <strong>{naira(v)}</strong>
          {d.usdtAmountMicros !== null && <div className="muted">{formatUsdt(d.usdtAmountMicros)}</div>}
        </span>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 150,
      render: (s: number, d) => {
        const st = statusOf(DEPOSIT_STATUSES, s);
        return (
          <Tooltip title={d.failureReason ?? d.evidence ?? undefined}>
            <Tag color={st.color}>{st.label}</Tag>
          </Tooltip>
        );
      },
    },
    // After the status: where the table is wider than the screen (1366 px with the side menu),
    // these two scroll under the action column rather than the status (QA: "Waiting for paymen…").
    { title: 'Credited', dataIndex: 'actualAmount', width: 120, align: 'right', render: (v: number) => <span className="num">{naira(v)}</span> },
    { title: 'Completed', dataIndex: 'completedAt', width: 150, render: (v: string | null) => <span className="num">{formatDateTime(v)}</span> },
  ];
  if (mayConfirm && (list.data?.items ?? []).some(confirmable)) {
    columns.push({
      title: '',
      key: 'actions',
      // The small "Confirm…" button and the cell's padding, with room to spare for a wider
      // fallback font: a button wider than its cell is cut off at the table's right edge.
      width: 112,
      fixed: 'right',
      render: (_: unknown, d) =>
        confirmable(d) ? (
          <Button size="small" type="primary" onClick={() => setConfirming(d)}>
            Confirm…
          </Button>
        ) : null,
    });
  }

  // The table is as wide as its columns' widths add up to: a smaller scroll width lets the browser
  // squeeze columns to fit. Narrower screens scroll it, the fixed action column staying in view.
  const tableWidth = columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0);

  return (
    <>
      <PageHeader
        title="Deposits"
        subtitle="Online payments are credited by the provider’s verified webhook; bank transfers and USDT are confirmed here once the money has arrived."
        extra={<CsvExportButton fileBase="deposits" columns={csvColumns} fetchPage={(page, pageSize) => callApi('adminDeposits', { query: { ...query, page, pageSize } })} />}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="Any status"
          value={state.filters.status !== undefined ? Number(state.filters.status) : undefined}
          options={DEPOSIT_STATUSES.slice(0, 5).map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v?: number) => setState(withFilter(state, 'status', v === undefined ? undefined : String(v)))}
          style={{ width: 190 }}
        />
        <Select
          allowClear
          placeholder="Any pay type"
          value={state.filters.payType}
          options={Object.entries(PAY_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(v?: string) => setState(withFilter(state, 'payType', v))}
          style={{ width: 180 }}
        />
        <Input.Search
          placeholder="Member uid or username"
          allowClear
          value={memberText}
          onChange={(e) => setMemberText(e.target.value)}
          // The server matches a uid or a whole username (any case); a member id from a link gives way to it.
          onSearch={(v) => setState(withFilter(withFilter(state, 'memberId', undefined), 'member', v.trim()))}
          style={{ width: 220 }}
          data-testid="deposit-member"
        />
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          value={[state.filters.from ? dayjs(state.filters.from) : null, state.filters.to ? dayjs(state.filters.to) : null]}
          format="DD MMM YYYY"
          placeholder={['Created from', 'to']}
          onChange={(range) => setState(withFilter(withFilter(state, 'from', range?.[0]?.format('YYYY-MM-DD')), 'to', range?.[1]?.format('YYYY-MM-DD')))}
          data-testid="deposit-days"
        />
        <Typography.Text type="secondary">Days in the operator’s time zone</Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          Refresh
        </Button>
      </Space>
      <ListTable<TAdminDeposit>
        list={list}
        columns={columns}
        scroll={{ x: tableWidth }}
        pagination={serverPagination(state, list.data?.total)}
        onChange={financeTableChange<TAdminDeposit>(state, setState, DEFAULTS)}
        data-testid="deposits-table"
      />
      <ActionModal<{ evidence: string }>
        open={Boolean(confirming)}
        title="Credit this deposit?"
        okText={`Credit ${confirming ? naira(confirming.amount) : ''}`}
        onClose={() => setConfirming(null)}
        onSubmit={(v) => confirm.mutateAsync({ id: confirming!.id, evidence: v.evidence.trim() })}
      >
        {confirming && (
          <Typography.Paragraph>
            <strong>{naira(confirming.amount)}</strong> {confirming.usdtAmountMicros !== null ? `(${formatUsdt(confirming.usdtAmountMicros)}) ` : ''}to <strong>{confirming.username}</strong> (#{confirming.memberId}), reference{' '}
            <Typography.Text code>{confirming.reference}</Typography.Text>. Credit only once you have seen the money arrive: it is credited once and cannot be undone here.
          </Typography.Paragraph>
        )}
        <Form.Item label="Evidence (bank statement line, transaction hash…)" name="evidence" rules={[{ required: true, whitespace: true, min: 4, max: 200, message: '4 to 200 characters' }]}>
          <Input maxLength={200} />
        </Form.Item>
      </ActionModal>
    </>
  );
}
