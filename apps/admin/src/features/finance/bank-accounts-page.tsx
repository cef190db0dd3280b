import { useState } from 'react';
import { Button, Form, Input, Select, Space, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { CheckCircleFilled, ReloadOutlined, WarningFilled } from '@ant-design/icons';
import { callApi } from '../../lib/api-client.ts';
import type { TAdminBankAccount } from '../../lib/api-types.ts';
import type { TCsvColumn } from '../../lib/csv.ts';
import { EMPTY_VALUE, formatDateTime } from '../../lib/format.ts';
import { useMayCall } from '../../lib/session-hooks.ts';
import { apiQuery, withFilter } from '../../lib/table-state.ts';
import { useTableState } from '../../lib/use-table-state.ts';
import { ActionModal } from '../../lib/ui/action-modal.tsx';
import { CsvExportButton } from '../../lib/ui/csv-export-button.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { financeKeys, usePagedList } from './finance-api.ts';
import { BANK_APPROVAL, BANK_STATUSES, statusOf } from '../../lib/money-statuses.ts';
import { namesAgree } from './statuses.ts';
import { serverPagination } from '../../lib/ui/server-pagination.ts';
import { ListTable } from '../../lib/ui/list-table.tsx';

const DEFAULTS = { pageSize: 50, filters: { status: '0' } };

const csvColumns: TCsvColumn<TAdminBankAccount>[] = [
  { title: 'id', value: (b) => b.id },
  { title: 'member_id', value: (b) => b.memberId },
  { title: 'username', value: (b) => b.username },
  { title: 'member_name', value: (b) => b.memberRealName },
  { title: 'resolved_name', value: (b) => b.accountHolder },
  { title: 'names_agree', value: (b) => namesAgree(b.accountHolder, b.memberRealName) },
  { title: 'bank', value: (b) => b.bankName },
  { title: 'account', value: (b) => b.accountNumberMasked },
  { title: 'status', value: (b) => statusOf(BANK_STATUSES, b.approvalStatus).label },
  { title: 'review_note', value: (b) => b.reviewNote },
  { title: 'created_utc', value: (b) => b.createdAt },
];

function NameCheck({ b }: { b: TAdminBankAccount }) {
  const agree = namesAgree(b.accountHolder, b.memberRealName);
  if (agree === null) return <span className="muted">{EMPTY_VALUE}</span>;
  return agree ? (
    <Tooltip title="The bank’s name for the account is the member’s name.">
      <Tag icon={<CheckCircleFilled />} color="success">
        Same
      </Tag>
    </Tooltip>
  ) : (
    <Tooltip title="The bank’s name for the account differs from the member’s name: check before approving.">
      <Tag icon={<WarningFilled />} color="warning">
        Differs
      </Tag>
    </Tooltip>
  );
}

export function BankAccountsPage() {
  const [state, setState] = useTableState(DEFAULTS);
  const query = apiQuery(state);
  const list = usePagedList<TAdminBankAccount>('adminBankAccounts', financeKeys.bankAccounts, query);
  const [review, setReview] = useState<{ b: TAdminBankAccount; approve: boolean } | null>(null);
  const mayReview = useMayCall('adminReviewBankAccount');
  const save = useAdminMutation<{ id: number; approve: boolean; note?: string }>('adminReviewBankAccount', { invalidate: [financeKeys.bankAccounts], success: 'Review saved' });

  const columns: NonNullable<TableProps<TAdminBankAccount>['columns']> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    { title: 'Added', dataIndex: 'createdAt', width: 150, render: (v: string) => <span className="num">{formatDateTime(v)}</span> },
    {
      title: 'Member',
      key: 'member',
      width: 140,
      ellipsis: true,
      render: (_: unknown, b) => (
        <span>
          {b.username} <span className="muted">#{b.memberId}</span>
        </span>
      ),
    },
    { title: 'Member’s name', dataIndex: 'memberRealName', ellipsis: true, render: (v: string | null) => <strong>{v ?? EMPTY_VALUE}</strong> },
    { title: 'Name at the bank', dataIndex: 'accountHolder', ellipsis: true, render: (v: string) => <strong>{v}</strong> },
    { title: 'Names', key: 'names', width: 90, render: (_: unknown, b) => <NameCheck b={b} /> },
    { title: 'Bank', dataIndex: 'bankName', width: 150, ellipsis: true },
    { title: 'Account', dataIndex: 'accountNumberMasked', width: 110, className: 'num' },
    {
      title: 'Status',
      dataIndex: 'approvalStatus',
      width: 150,
      render: (s: number, b) => {
        const st = statusOf(BANK_STATUSES, s);
        return (
          <Tooltip title={b.reviewNote ?? undefined}>
            <Tag color={st.color}>{st.label}</Tag>
          </Tooltip>
        );
      },
    },
  ];
  if (mayReview && (list.data?.items ?? []).some((b) => b.approvalStatus === BANK_APPROVAL.waiting)) {
    columns.push({
      title: '',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_: unknown, b) =>
        b.approvalStatus === BANK_APPROVAL.waiting ? (
          <Space size={4}>
            <Button size="small" type="primary" onClick={() => setReview({ b, approve: true })}>
              Approve
            </Button>
            <Button size="small" danger onClick={() => setReview({ b, approve: false })}>
              Refuse
            </Button>
          </Space>
        ) : null,
    });
  }

  return (
    <>
      <PageHeader
        title="Bank accounts"
        subtitle="Accounts whose name at the bank did not clearly match the member wait here. Compare the two names before deciding."
        extra={<CsvExportButton fileBase="bank-accounts" columns={csvColumns} fetchPage={(page, pageSize) => callApi('adminBankAccounts', { query: { ...query, page, pageSize } })} />}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="Any status"
          value={state.filters.status !== undefined ? Number(state.filters.status) : undefined}
          options={BANK_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v?: number) => setState(withFilter(state, 'status', v === undefined ? undefined : String(v)))}
          style={{ width: 190 }}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          Refresh
        </Button>
      </Space>
      <ListTable<TAdminBankAccount>
        list={list}
        columns={columns}
        scroll={{ x: 1200 }}
        pagination={serverPagination(state, list.data?.total, setState)}
        data-testid="bank-accounts-table"
      />
      <ActionModal<{ note?: string }>
        open={Boolean(review)}
        title={review?.approve ? 'Approve this bank account?' : 'Refuse this bank account?'}
        okText={review?.approve ? 'Approve' : 'Refuse'}
        danger={review ? !review.approve : false}
        onClose={() => setReview(null)}
        onSubmit={(v) => save.mutateAsync({ id: review!.b.id, approve: review!.approve, ...(v.note?.trim() ? { note: v.note.trim() } : {}) })}
      >
        {review && (
          <Typography.Paragraph>
            {review.b.bankName} {review.b.accountNumberMasked} for <strong>{review.b.username}</strong>: member’s name <strong>{review.b.memberRealName ?? EMPTY_VALUE}</strong>, name at the bank{' '}
            <strong>{review.b.accountHolder}</strong>. {review.approve ? 'Withdrawals can then go to this account.' : 'The member can add another account.'}
          </Typography.Paragraph>
        )}
        <Form.Item label="Note (optional)" name="note" rules={[{ max: 300 }]}>
          <Input.TextArea rows={2} maxLength={300} />
        </Form.Item>
      </ActionModal>
    </>
  );
}
