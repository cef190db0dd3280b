import { useState } from 'react';
import { Button, Dropdown, Form, Input, InputNumber, Select, Space, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { MoreOutlined, ReloadOutlined } from '@ant-design/icons';
import { callApi } from '../../lib/api-client.ts';
import type { TAdminWithdrawal } from '../../lib/api-types.ts';
import type { TCsvColumn } from '../../lib/csv.ts';
import { EMPTY_VALUE, formatDateTime, formatUsdt, koboDecimal, naira } from '../../lib/format.ts';
import { useMayCall } from '../../lib/session-hooks.ts';
import { antSortOrder, apiQuery, withFilter } from '../../lib/table-state.ts';
import { useTableState } from '../../lib/use-table-state.ts';
import { ActionModal } from '../../lib/ui/action-modal.tsx';
import { CsvExportButton } from '../../lib/ui/csv-export-button.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { financeKeys, financeTableChange, usePagedList } from './finance-api.ts';
import { statusOf, WITHDRAWAL_STATUSES } from '../../lib/money-statuses.ts';
import { withdrawalActions } from './statuses.ts';
import { serverPagination } from '../../lib/ui/server-pagination.ts';
import { ListTable } from '../../lib/ui/list-table.tsx';

// The review queue opens on what needs a decision: pending review.
// Newest first, as the server's default; the Requested and Amount columns sort on the server.
const DEFAULTS = { pageSize: 50, sort: 'createdAt', order: 'desc' as const, filters: { status: '0' } };

type TAction = { kind: 'approve' | 'reject' | 'paid' | 'sandbox'; w: TAdminWithdrawal };

const destination = (w: TAdminWithdrawal) => (w.method === 'usdt' ? (w.usdtAddress ?? EMPTY_VALUE) : `${w.bankName ?? EMPTY_VALUE} · ${w.accountNumberMasked ?? ''}`);

const csvColumns: TCsvColumn<TAdminWithdrawal>[] = [
  { title: 'id', value: (w) => w.id },
  { title: 'reference', value: (w) => w.reference },
  { title: 'member_id', value: (w) => w.memberId },
  { title: 'username', value: (w) => w.username },
  { title: 'method', value: (w) => w.method },
  { title: 'amount_naira', value: (w) => koboDecimal(w.amount) },
  { title: 'fee_naira', value: (w) => koboDecimal(w.fee) },
  { title: 'receive_naira', value: (w) => koboDecimal(w.receive) },
  { title: 'usdt', value: (w) => (w.usdtMicros === null ? '' : (w.usdtMicros / 1_000_000).toFixed(6)) },
  { title: 'status', value: (w) => statusOf(WITHDRAWAL_STATUSES, w.status).label },
  { title: 'destination', value: destination },
  { title: 'reject_reason', value: (w) => w.rejectReason },
  { title: 'reviewed_by', value: (w) => w.reviewedBy },
  { title: 'tx_hash', value: (w) => w.txHash },
  { title: 'created_utc', value: (w) => w.createdAt },
  { title: 'updated_utc', value: (w) => w.updatedAt },
];

export function WithdrawalsPage() {
  const [state, setState] = useTableState(DEFAULTS);
  const query = apiQuery(state);
  const list = usePagedList<TAdminWithdrawal>('adminWithdrawals', financeKeys.withdrawals, query, 30_000);
  const [action, setAction] = useState<TAction | null>(null);
  const mayReview = useMayCall('adminApproveWithdrawal');
  const invalidate = [financeKeys.withdrawals];
  const approve = useAdminMutation<{ id: number }>('adminApproveWithdrawal', { invalidate, success: 'Approved' });
  const reject = useAdminMutation<{ id: number; reason: string }>('adminRejectWithdrawal', { invalidate, success: 'Rejected: the money is back in the member’s wallet' });
  const markPaid = useAdminMutation<{ id: number; txHash: string }>('adminMarkUsdtPaid', { invalidate, success: 'Marked paid' });
  const sandbox = useAdminMutation<{ id: number; outcome: string }>('adminSandboxPayoutOutcome', { invalidate, success: 'Sandbox outcome sent' });

  const columns: NonNullable<TableProps<TAdminWithdrawal>['columns']> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: 'Requested', dataIndex: 'createdAt', width: 136, sorter: true, sortOrder: antSortOrder(state, 'createdAt'), sortDirections: ['descend', 'ascend'], render: (v: string) => <span className="num">{formatDateTime(v)}</span> },
    {
      title: 'Member',
      key: 'member',
      width: 140,
      ellipsis: true,
      render: (_: unknown, w) => (
        <span>
          {w.username} <span className="muted">#{w.memberId}</span>
        </span>
      ),
    },
    { title: 'Method', dataIndex: 'method', width: 66, render: (m: string) => (m === 'usdt' ? <Tag color="purple">USDT</Tag> : <Tag>Bank</Tag>) },
    { title: 'Amount', dataIndex: 'amount', width: 112, align: 'right', sorter: true, sortOrder: antSortOrder(state, 'amount'), sortDirections: ['descend', 'ascend'], render: (v: number) => <strong className="num">{naira(v)}</strong> },
    { title: 'Fee', dataIndex: 'fee', width: 80, align: 'right', render: (v: number) => <span className="num">{naira(v)}</span> },
    {
      title: 'Member receives',
      key: 'receive',
      width: 124,
      align: 'right',
      render: (_: unknown, w) => <span className="num">{w.method === 'usdt' ? formatUsdt(w.usdtMicros) : naira(w.receive)}</span>,
    },
    { title: 'To', key: 'to', ellipsis: true, render: (_: unknown, w) => <Tooltip title={destination(w)}>{destination(w)}</Tooltip> },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 130,
      render: (s: number, w) => {
        const st = statusOf(WITHDRAWAL_STATUSES, s);
        return (
          <Tooltip title={w.rejectReason ?? (w.reviewedBy ? `Reviewed by ${w.reviewedBy}` : undefined)}>
            <Tag color={st.color}>{st.label}</Tag>
          </Tooltip>
        );
      },
    },
  ];
  const withActions = mayReview && (list.data?.items ?? []).some((w) => Object.values(withdrawalActions(w)).some(Boolean));
  if (withActions) {
    columns.push({
      title: '',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_: unknown, w) => {
        const can = withdrawalActions(w);
        const more = [
          ...(can.markPaid ? [{ key: 'paid', label: 'Mark USDT paid…' }] : []),
          ...(can.sandboxOutcome ? [{ key: 'sandbox', label: 'Sandbox payout outcome…' }] : []),
        ];
        return (
          <Space size={4}>
            {can.approve && (
              <Button size="small" type="primary" onClick={() => setAction({ kind: 'approve', w })} data-testid={`approve-${w.id}`}>
                Approve
              </Button>
            )}
            {can.reject && (
              <Button size="small" danger onClick={() => setAction({ kind: 'reject', w })}>
                Reject
              </Button>
            )}
            {more.length > 0 && (
              <Dropdown menu={{ items: more, onClick: ({ key }) => setAction({ kind: key as TAction['kind'], w }) }}>
                <Button size="small" icon={<MoreOutlined />} aria-label="More actions" />
              </Dropdown>
            )}
          </Space>
        );
      },
    });
  }

  const w = action?.w;
  const summary = w && (
    <Typography.Paragraph>
      <strong>{naira(w.amount)}</strong> for <strong>{w.username}</strong> (#{w.memberId}): the member receives {w.method === 'usdt' ? formatUsdt(w.usdtMicros) : naira(w.receive)} at {destination(w)}; fee {naira(w.fee)}. Reference{' '}
      <Typography.Text code>{w.reference}</Typography.Text>.
    </Typography.Paragraph>
  );

  return (
    <>
      <PageHeader
        title="Withdrawals"
        subtitle="Review queue: approve sends bank payouts to the provider at once; USDT is sent by hand and marked paid with its transaction hash."
        extra={
          <CsvExportButton
            fileBase="withdrawals"
            columns={csvColumns}
            fetchPage={(page, pageSize) => callApi('adminWithdrawals', { query: { ...query, page, pageSize } })}
          />
        }
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="Any status"
          value={state.filters.status !== undefined ? Number(state.filters.status) : undefined}
          options={WITHDRAWAL_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v?: number) => setState(withFilter(state, 'status', v === undefined ? undefined : String(v)))}
          style={{ width: 180 }}
          data-testid="withdrawal-status"
        />
        <InputNumber
          placeholder="Member ID"
          min={1}
          value={state.filters.memberId ? Number(state.filters.memberId) : null}
          onChange={(v) => setState(withFilter(state, 'memberId', v ? String(v) : undefined))}
          style={{ width: 130 }}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          Refresh
        </Button>
        <Typography.Text type="secondary">Refreshes every 30 s</Typography.Text>
      </Space>
      <ListTable<TAdminWithdrawal>
        list={list}
        columns={columns}
        scroll={{ x: 1100 }}
        pagination={serverPagination(state, list.data?.total)}
        onChange={financeTableChange<TAdminWithdrawal>(state, setState, DEFAULTS)}
        data-testid="withdrawals-table"
      />
      <ActionModal<Record<string, never>>
        open={action?.kind === 'approve'}
        title="Approve this withdrawal?"
        okText={w?.method === 'usdt' ? 'Approve (send USDT by hand)' : 'Approve and pay out'}
        onClose={() => setAction(null)}
        onSubmit={() => approve.mutateAsync({ id: w!.id })}
      >
        {summary}
        <Typography.Paragraph type="secondary">
          {w?.method === 'usdt' ? 'The withdrawal waits for you to send the USDT and mark it paid.' : 'The payout goes to the payment provider now; its outcome arrives by webhook.'}
        </Typography.Paragraph>
      </ActionModal>
      <ActionModal<{ reason: string }> open={action?.kind === 'reject'} title="Reject this withdrawal?" okText="Reject and refund" danger onClose={() => setAction(null)} onSubmit={(v) => reject.mutateAsync({ id: w!.id, reason: v.reason.trim() })}>
        {summary}
        <Form.Item label="Reason (the member sees it)" name="reason" rules={[{ required: true, whitespace: true, min: 3, max: 300, message: '3 to 300 characters' }]}>
          <Input.TextArea rows={2} maxLength={300} data-testid="reject-reason" />
        </Form.Item>
      </ActionModal>
      <ActionModal<{ txHash: string }> open={action?.kind === 'paid'} title="Mark USDT paid" okText="Mark paid" onClose={() => setAction(null)} onSubmit={(v) => markPaid.mutateAsync({ id: w!.id, txHash: v.txHash.trim() })}>
        {summary}
        <Form.Item label="Transaction hash" name="txHash" rules={[{ required: true, pattern: /^(0x)?[A-Fa-f0-9]{40,80}$/, message: '40 to 80 hex characters, optionally after 0x' }]}>
          <Input placeholder="0x…" />
        </Form.Item>
      </ActionModal>
      <ActionModal<{ outcome: string }>
        open={action?.kind === 'sandbox'}
        title="Sandbox payout outcome"
        okText="Send outcome"
        initialValues={{ outcome: 'success' }}
        onClose={() => setAction(null)}
        onSubmit={(v) => sandbox.mutateAsync({ id: w!.id, outcome: v.outcome })}
      >
        {summary}
        <Typography.Paragraph type="secondary">Sandbox only: decides how the fake provider ends this payout, through the same signed webhook a real provider sends.</Typography.Paragraph>
        <Form.Item name="outcome" label="Outcome">
          <Select
            options={[
              { value: 'success', label: 'Paid' },
              { value: 'failed', label: 'Failed (money back to the member)' },
              { value: 'reversed', label: 'Reversed by the bank after payment' },
            ]}
          />
        </Form.Item>
      </ActionModal>
    </>
  );
}
