import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Radio, Select, Space, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { callApi, errorText } from '../../lib/api-client.ts';
import type { TCsvColumn } from '../../lib/csv.ts';
import { amountColour } from '../../lib/amount-colour.ts';
import { formatDateTime, koboDecimal, naira, signedNaira } from '../../lib/format.ts';
import { useAdmin, useMayCall } from '../../lib/session-hooks.ts';
import { apiQuery, withFilter } from '../../lib/table-state.ts';
import { useTableState } from '../../lib/use-table-state.ts';
import { ActionModal } from '../../lib/ui/action-modal.tsx';
import { CsvExportButton } from '../../lib/ui/csv-export-button.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { CORRECTION_STATUS, correctionActions, correctionAmount, correctionImpact, type TDirection } from './member-model.ts';
import { memberKeys, useMemberList, type TBalanceCorrection, type TCorrectionMember } from './members-api.ts';
import { serverPagination } from '../../lib/ui/server-pagination.ts';

// Balance corrections (bill group X) under the two-person rule: one finance admin proposes with
// a reason, another approves (the money moves then) or rejects. The queue opens on proposals.

const DEFAULTS = { pageSize: 50, filters: { status: 'proposed' } };

const csvColumns: TCsvColumn<TBalanceCorrection>[] = [
  { title: 'id', value: (c) => c.id },
  { title: 'member_id', value: (c) => c.memberId },
  { title: 'username', value: (c) => c.username },
  { title: 'amount_naira', value: (c) => koboDecimal(c.amount) },
  { title: 'reason', value: (c) => c.reason },
  { title: 'status', value: (c) => c.status },
  { title: 'proposed_by', value: (c) => c.proposedBy },
  { title: 'proposed_utc', value: (c) => c.proposedAt },
  { title: 'decided_by', value: (c) => c.decidedBy },
  { title: 'decided_utc', value: (c) => c.decidedAt },
  { title: 'decision_note', value: (c) => c.decisionNote },
  { title: 'ledger_transaction', value: (c) => c.ledgerTransactionId },
];

type TAction = { kind: 'approve' | 'reject'; c: TBalanceCorrection } | { kind: 'propose' };

export function CorrectionsPage() {
  const [state, setState] = useTableState(DEFAULTS);
  const query = apiQuery(state);
  const list = useMemberList<TBalanceCorrection>('adminBalanceCorrections', memberKeys.corrections, query);
  const admin = useAdmin();
  const mayDecide = useMayCall('adminApproveCorrection');
  const mayPropose = useMayCall('adminProposeCorrection');
  const [action, setAction] = useState<TAction | null>(null);
  const invalidate = [memberKeys.corrections, memberKeys.all];
  const approve = useAdminMutation<{ id: number }>('adminApproveCorrection', { invalidate, success: 'Approved: the member’s balance is corrected' });
  const reject = useAdminMutation<{ id: number; note: string }>('adminRejectCorrection', { invalidate, success: 'Rejected: nothing moved' });

  const columns: NonNullable<TableProps<TBalanceCorrection>['columns']> = [
    { title: 'ID', dataIndex: 'id', width: 50 },
    { title: 'Proposed', dataIndex: 'proposedAt', width: 125, render: (v: string) => <span className="num">{formatDateTime(v)}</span> },
    {
      title: 'Member',
      key: 'member',
      width: 150,
      ellipsis: true,
      render: (_: unknown, c) => (
        <span>
          {c.username} <span className="muted">#{c.memberId}</span>
        </span>
      ),
    },
    { title: 'Amount', dataIndex: 'amount', width: 105, align: 'right', render: (v: number) => <strong className="num" style={{ color: amountColour(v) }}>{signedNaira(v)}</strong> },
    { title: 'Available now', dataIndex: 'memberAvailable', width: 110, align: 'right', render: (v: number) => <span className="num">{naira(v)}</span> },
    { title: 'Reason', dataIndex: 'reason', render: (r: string) => <span style={{ whiteSpace: 'normal' }}>{r}</span> },
    { title: 'Proposed by', dataIndex: 'proposedBy', width: 100, ellipsis: true },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 120,
      render: (s: string, c) => (
        <Tooltip title={c.decidedBy ? `${c.decidedBy}, ${formatDateTime(c.decidedAt)}${c.decisionNote ? `: ${c.decisionNote}` : ''}` : undefined}>
          <Tag color={CORRECTION_STATUS[s]?.color}>{CORRECTION_STATUS[s]?.label ?? s}</Tag>
        </Tooltip>
      ),
    },
  ];
  const rows = list.data?.items ?? [];
  if (rows.some((c) => c.status === 'proposed')) {
    columns.push({
      title: '',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_: unknown, c) => {
        const can = correctionActions(c, admin.id, mayDecide);
        if (can.ownProposal) return <Tag>Yours: another admin decides</Tag>;
        return (
          <Space size={4}>
            {can.approve && (
              <Button size="small" type="primary" onClick={() => setAction({ kind: 'approve', c })} data-testid={`approve-correction-${c.id}`}>
                Approve
              </Button>
            )}
            {can.reject && (
              <Button size="small" danger onClick={() => setAction({ kind: 'reject', c })}>
                Reject
              </Button>
            )}
          </Space>
        );
      },
    });
  }

  const c = action && action.kind !== 'propose' ? action.c : null;
  const impact = c ? correctionImpact(c.memberAvailable, c.amount) : null;
  const summary = c && impact && (
    <>
      <Typography.Paragraph>
        <strong>{signedNaira(c.amount)}</strong> to the available balance of <Link to={`/members/${c.memberId}`}>{c.username}</Link> (#{c.memberId}), proposed by <strong>{c.proposedBy}</strong> on {formatDateTime(c.proposedAt)}.
      </Typography.Paragraph>
      <Typography.Paragraph>
        Reason: <em>{c.reason}</em>
      </Typography.Paragraph>
      <Typography.Paragraph>
        Available now {naira(c.memberAvailable)} → after <strong>{naira(impact.after)}</strong>. Posted as bill group X, {c.amount > 0 ? 'paid from' : 'returned to'} expense:corrections.
      </Typography.Paragraph>
      {impact.overdraws && <Alert type="error" showIcon title="The member’s available balance no longer covers this debit: approval will be refused." />}
    </>
  );

  return (
    <>
      <PageHeader
        title="Balance corrections"
        subtitle="Two-person rule: one finance admin proposes a correction with its reason, another approves it (the money moves then) or rejects it."
        extra={
          <>
            {mayPropose && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAction({ kind: 'propose' })} data-testid="propose-correction">
                Propose a correction
              </Button>
            )}
            <CsvExportButton fileBase="balance-corrections" columns={csvColumns} fetchPage={(page, pageSize) => callApi('adminBalanceCorrections', { query: { ...query, page, pageSize } })} />
          </>
        }
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="Any status"
          value={state.filters.status}
          options={Object.entries(CORRECTION_STATUS).map(([value, s]) => ({ value, label: s.label }))}
          onChange={(v?: string) => setState(withFilter(state, 'status', v))}
          style={{ width: 230 }}
        />
        <InputNumber
          placeholder="Member UID"
          min={1}
          value={state.filters.memberId ? Number(state.filters.memberId) : null}
          onChange={(v) => setState(withFilter(state, 'memberId', v ? String(v) : undefined))}
          style={{ width: 140 }}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          Refresh
        </Button>
      </Space>
      {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      <Table<TBalanceCorrection>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching && !list.data}
        scroll={{ x: 1100 }}
        pagination={serverPagination(state, list.data?.total, setState)}
        data-testid="corrections-table"
      />
      <ActionModal<Record<string, never>> open={action?.kind === 'approve'} title="Approve this correction?" okText="Approve and post" onClose={() => setAction(null)} onSubmit={() => approve.mutateAsync({ id: c!.id })}>
        {summary}
      </ActionModal>
      <ActionModal<{ note: string }> open={action?.kind === 'reject'} title="Reject this correction?" okText="Reject" danger onClose={() => setAction(null)} onSubmit={(v) => reject.mutateAsync({ id: c!.id, note: v.note.trim() })}>
        {summary}
        <Form.Item label="Why (the proposer sees it)" name="note" rules={[{ required: true, whitespace: true, min: 3, max: 300, message: '3 to 300 characters' }]}>
          <Input.TextArea rows={2} maxLength={300} />
        </Form.Item>
      </ActionModal>
      {action?.kind === 'propose' && <ProposeModal onClose={() => setAction(null)} />}
    </>
  );
}

type TProposeValues = { direction: TDirection; amount: string; reason: string };

function ProposeModal({ onClose }: { onClose: () => void }) {
  const [lookup, setLookup] = useState('');
  const [member, setMember] = useState<TCorrectionMember | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);
  const [values, setValues] = useState<Partial<TProposeValues>>({ direction: 'credit' });
  const propose = useAdminMutation<{ memberId: number; amount: number; reason: string }>('adminProposeCorrection', {
    invalidate: [memberKeys.corrections],
    success: 'Proposed: another finance admin approves or rejects it',
  });

  const find = async () => {
    if (!lookup.trim()) return;
    setFinding(true);
    setLookupError(null);
    try {
      setMember(await callApi<TCorrectionMember>('adminCorrectionMember', { query: { q: lookup.trim() } }));
    } catch (e) {
      setMember(null);
      setLookupError(errorText(e));
    } finally {
      setFinding(false);
    }
  };
  const amount = correctionAmount(values.amount ?? '', values.direction ?? 'credit');
  const impact = member && amount !== null ? correctionImpact(member.available, amount) : null;

  return (
    <ActionModal<TProposeValues>
      open
      width={560}
      title="Propose a balance correction"
      okText="Propose"
      initialValues={{ direction: 'credit' }}
      onClose={onClose}
      onSubmit={(v) => {
        if (!member) return Promise.reject(new Error('Find the member first.'));
        const signed = correctionAmount(v.amount, v.direction);
        if (signed === null) return Promise.reject(new Error('Enter an amount above zero.'));
        return propose.mutateAsync({ memberId: member.id, amount: signed, reason: v.reason.trim() });
      }}
    >
      <Form.Item label="Member (UID or username)" required>
        <Space.Compact style={{ width: '100%' }}>
          <Input value={lookup} onChange={(e) => setLookup(e.target.value)} onPressEnter={(e) => (e.preventDefault(), void find())} placeholder="10000001 or ada_obi" data-testid="correction-member" />
          <Button onClick={() => void find()} loading={finding}>
            Find
          </Button>
        </Space.Compact>
        {lookupError && <Typography.Text type="danger">{lookupError}</Typography.Text>}
        {member && (
          <Typography.Text>
            {member.username} #{member.id} · available <strong>{naira(member.available)}</strong> · frozen {naira(member.frozen)}
            {member.status !== 'active' && <Tag color="red" style={{ marginLeft: 6 }}>Locked</Tag>}
          </Typography.Text>
        )}
      </Form.Item>
      <Form.Item name="direction" label="Direction">
        <Radio.Group
          onChange={(e) => setValues((v) => ({ ...v, direction: e.target.value as TDirection }))}
          options={[
            { value: 'credit', label: 'Credit the member (+)' },
            { value: 'debit', label: 'Debit the member (−)' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label="Amount (₦)"
        rules={[{ validator: (_, v: string) => (correctionAmount(v ?? '', 'credit') === null ? Promise.reject(new Error('An amount above zero, at most two decimals')) : Promise.resolve()) }]}
      >
        <Input placeholder="1,500.00" onChange={(e) => setValues((v) => ({ ...v, amount: e.target.value }))} data-testid="correction-amount" />
      </Form.Item>
      <Form.Item name="reason" label="Reason (mandatory; both admins and the audit log see it)" rules={[{ required: true, whitespace: true, min: 10, max: 500, message: '10 to 500 characters' }]}>
        <Input.TextArea rows={3} maxLength={500} placeholder="Deposit dep_… credited twice by the bank (statement line 14 Nov)" data-testid="correction-reason" />
      </Form.Item>
      {impact && (
        <Alert
          type={impact.overdraws ? 'error' : 'info'}
          showIcon
          title={impact.overdraws ? `This debit would take the available balance to ${naira(impact.after)}: it will be refused.` : `Available after approval: ${naira(impact.after)} (${signedNaira(amount!)}).`}
        />
      )}
    </ActionModal>
  );
}
