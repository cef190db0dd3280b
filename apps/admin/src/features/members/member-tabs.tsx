import { useState } from 'react';
import { Button, Select, Space, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '../../lib/api-client.ts';
import type { TAdminApiName } from '../../lib/api-paths.ts';
import type { TAdminDeposit, TAdminWithdrawal } from '../../lib/api-types.ts';
import { amountColour } from '../../lib/amount-colour.ts';
import { EMPTY_VALUE, formatCount, formatDateTime, naira, signedNaira } from '../../lib/format.ts';
import { BANK_STATUSES, DEPOSIT_STATUSES, PAY_TYPE_LABELS, statusOf, WITHDRAWAL_STATUSES } from '../../lib/money-statuses.ts';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { ScopedBets } from '../../lib/bets/scoped-bets.tsx';
import { BetDrawer } from '../../lib/bets/bet-drawer.tsx';
import { BILL_GROUP_LABELS, ledgerKindLabel } from '../../lib/ledger-labels.ts';
import { memberStatus, RELATED_LABELS, shortDeviceId, shortUserAgent } from './member-model.ts';
import {
  memberKeys,
  useMemberList,
  type TBillEntry,
  type TMemberBankAccount,
  type TMemberLogin,
  type TRelatedAccount,
  type TTeamMember,
} from './members-api.ts';

// The member page's tabs: one member's rows, paged on the server, newest first.

type TColumns<T> = NonNullable<TableProps<T>['columns']>;

function PagedTable<T extends { id: number }>({ name, memberId, columns, extra = {}, testId }: { name: TAdminApiName; memberId: number; columns: TColumns<T>; extra?: Record<string, string | number>; testId: string }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const list = useMemberList<T>(name, memberKeys.member(memberId), { id: memberId, ...extra, ...paging });
  if (list.error) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Table<T>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={list.data?.items}
      loading={list.isFetching && !list.data}
      scroll={{ x: 900 }}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: list.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: ['20', '50', '100'],
        showTotal: (total) => `${formatCount(total)} in all`,
        onChange: (page, pageSize) => setPaging({ page: pageSize !== paging.pageSize ? 1 : page, pageSize }),
      }}
      data-testid={testId}
    />
  );
}

const when = (v: string | null) => <span className="num">{formatDateTime(v)}</span>;
const money = (v: number | null) => <span className="num">{v === null ? EMPTY_VALUE : naira(v)}</span>;

export function BetsTab({ memberId }: { memberId: number }) {
  return <ScopedBets scope={{ memberId }} testId="member-bets" />;
}

export function DepositsTab({ memberId }: { memberId: number }) {
  const columns: TColumns<TAdminDeposit> = [
    { title: 'Created', dataIndex: 'createdAt', width: 140, render: when },
    { title: 'Reference', dataIndex: 'reference', ellipsis: true, render: (r: string) => <Typography.Text code>{r}</Typography.Text> },
    { title: 'Pay type', dataIndex: 'payType', width: 150, render: (p: string) => PAY_TYPE_LABELS[p] ?? p },
    { title: 'Amount', dataIndex: 'amount', width: 120, align: 'right', render: money },
    { title: 'Credited', dataIndex: 'actualAmount', width: 120, align: 'right', render: money },
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
    { title: 'Completed', dataIndex: 'completedAt', width: 140, render: when },
  ];
  return <PagedTable<TAdminDeposit> name="adminMemberDeposits" memberId={memberId} columns={columns} testId="member-deposits" />;
}

export function WithdrawalsTab({ memberId }: { memberId: number }) {
  const columns: TColumns<TAdminWithdrawal> = [
    { title: 'Requested', dataIndex: 'createdAt', width: 140, render: when },
    { title: 'Method', dataIndex: 'method', width: 70, render: (m: string) => (m === 'usdt' ? <Tag color="purple">USDT</Tag> : <Tag>Bank</Tag>) },
    { title: 'Amount', dataIndex: 'amount', width: 120, align: 'right', render: money },
    { title: 'Fee', dataIndex: 'fee', width: 90, align: 'right', render: money },
    { title: 'To', key: 'to', ellipsis: true, render: (_: unknown, w) => (w.method === 'usdt' ? (w.usdtAddress ?? EMPTY_VALUE) : `${w.bankName ?? EMPTY_VALUE} · ${w.accountNumberMasked ?? ''}`) },
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
    { title: 'Updated', dataIndex: 'updatedAt', width: 140, render: when },
  ];
  return <PagedTable<TAdminWithdrawal> name="adminMemberWithdrawals" memberId={memberId} columns={columns} testId="member-withdrawals" />;
}

export function BankAccountsTab({ memberId }: { memberId: number }) {
  const list = useQuery({ queryKey: [...memberKeys.member(memberId), 'bank'], queryFn: ({ signal }) => callApi<TMemberBankAccount[]>('adminMemberBankAccounts', { query: { id: memberId }, signal }) });
  if (list.error) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const columns: TColumns<TMemberBankAccount> = [
    { title: 'Bank', dataIndex: 'bankName', ellipsis: true },
    { title: 'Account', dataIndex: 'accountNumberMasked', width: 120, render: (n: string) => <span className="num">{n}</span> },
    { title: 'Resolved name', dataIndex: 'accountHolder', ellipsis: true },
    {
      title: 'Review',
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
    { title: 'Bound', dataIndex: 'createdAt', width: 140, render: when },
    { title: 'Removed', dataIndex: 'removedAt', width: 140, render: (v: string | null) => (v ? <Tag>{formatDateTime(v)}</Tag> : EMPTY_VALUE) },
  ];
  return <Table<TMemberBankAccount> rowKey="id" size="small" columns={columns} dataSource={list.data} loading={list.isFetching && !list.data} pagination={false} data-testid="member-bank" />;
}

export function BillTab({ memberId }: { memberId: number }) {
  const [group, setGroup] = useState<string | undefined>();
  // A bet's line opens the bet with all its postings, so a line is tied to its bet without comparing amounts.
  const [bet, setBet] = useState<number | null>(null);
  const columns: TColumns<TBillEntry> = [
    { title: 'Time', dataIndex: 'at', width: 140, render: when },
    { title: 'Group', dataIndex: 'group', width: 130, render: (g: string) => `${g} · ${BILL_GROUP_LABELS[g] ?? ''}` },
    { title: 'What', dataIndex: 'kind', width: 220, render: ledgerKindLabel },
    { title: 'Change', dataIndex: 'amount', width: 120, align: 'right', render: (v: number) => <span className="num" style={{ color: amountColour(v) }}>{signedNaira(v)}</span> },
    { title: 'Balance after', dataIndex: 'balanceAfter', width: 120, align: 'right', render: money },
    { title: 'Memo', dataIndex: 'memo', ellipsis: true, render: (m: string | null, e) => m ?? e.reference ?? EMPTY_VALUE },
    {
      title: '',
      key: 'bet',
      width: 90,
      render: (_: unknown, e) =>
        e.bet && e.reference ? (
          <Button size="small" type="link" onClick={() => setBet(Number(e.reference))} data-testid="bill-open-bet">
            Open bet
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <Select
          allowClear
          placeholder="Every group"
          value={group}
          onChange={setGroup}
          style={{ width: 200 }}
          options={Object.entries(BILL_GROUP_LABELS).map(([value, label]) => ({ value, label: `${value} · ${label}` }))}
        />
        <Typography.Text type="secondary">Every posting to the available balance, from the ledger.</Typography.Text>
      </Space>
      <PagedTable<TBillEntry> name="adminMemberBill" memberId={memberId} columns={columns} extra={group ? { group } : {}} testId="member-bill" />
      <BetDrawer betId={bet} onClose={() => setBet(null)} hideLinks={['member']} />
    </>
  );
}

export function TeamTab({ memberId }: { memberId: number }) {
  const [level, setLevel] = useState<number | undefined>();
  const columns: TColumns<TTeamMember> = [
    { title: 'Level', dataIndex: 'level', width: 64, align: 'right' },
    { title: 'Member', key: 'member', ellipsis: true, render: (_: unknown, m) => <Link to={`/members/${m.id}`}>{`${m.username} #${m.id}`}</Link> },
    { title: 'Invited by', dataIndex: 'inviterId', width: 110, render: (id: number | null) => (id ? <Link to={`/members/${id}`}>#{id}</Link> : EMPTY_VALUE) },
    { title: 'VIP', dataIndex: 'vipLevel', width: 60, align: 'right' },
    { title: 'Status', dataIndex: 'status', width: 90, render: (s: string) => <Tag color={memberStatus(s).color}>{memberStatus(s).label}</Tag> },
    { title: 'Signed up', dataIndex: 'createdAt', width: 140, render: when },
  ];
  return (
    <>
      <Select
        allowClear
        placeholder="Levels 1 to 3"
        value={level}
        onChange={setLevel}
        style={{ width: 160, marginBottom: 8 }}
        options={[1, 2, 3].map((l) => ({ value: l, label: `Level ${l}` }))}
      />
      <PagedTable<TTeamMember> name="adminMemberTeam" memberId={memberId} columns={columns} extra={level ? { level } : {}} testId="member-team" />
    </>
  );
}

export function LoginsTab({ memberId }: { memberId: number }) {
  const columns: TColumns<TMemberLogin> = [
    { title: 'Time', dataIndex: 'at', width: 140, render: when },
    { title: 'Kind', dataIndex: 'kind', width: 90, render: (k: string) => (k === 'register' ? <Tag color="blue">Sign-up</Tag> : <Tag>Sign-in</Tag>) },
    { title: 'IP', dataIndex: 'ip', width: 140, render: (ip: string | null) => <span className="num">{ip ?? EMPTY_VALUE}</span> },
    { title: 'Device id', dataIndex: 'deviceUid', width: 150, render: (d: string | null) => (d ? <Tooltip title={d}><span className="num">{shortDeviceId(d)}</span></Tooltip> : EMPTY_VALUE) },
    { title: 'Browser', dataIndex: 'userAgent', ellipsis: true, render: (ua: string | null) => <Tooltip title={ua}>{shortUserAgent(ua)}</Tooltip> },
  ];
  return <PagedTable<TMemberLogin> name="adminMemberLogins" memberId={memberId} columns={columns} testId="member-logins" />;
}

export function RelatedTab({ memberId, onFlag }: { memberId: number; onFlag?: (r: TRelatedAccount) => void }) {
  const list = useQuery({
    queryKey: [...memberKeys.member(memberId), 'related'],
    queryFn: ({ signal }) => callApi<{ items: TRelatedAccount[]; truncated: boolean }>('adminMemberRelated', { query: { id: memberId }, signal }),
  });
  if (list.error) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const columns: TColumns<TRelatedAccount> = [
    { title: 'Member', key: 'member', width: 220, ellipsis: true, render: (_: unknown, r) => <Link to={`/members/${r.id}`}>{`${r.username} #${r.id}`}</Link> },
    {
      title: 'Related by',
      key: 'via',
      render: (_: unknown, r) => (
        <Space size={[4, 4]} wrap>
          {r.via.map((v) => (
            <Tag key={`${v.kind}:${v.value}`} color={v.kind === 'ip' ? 'default' : 'orange'}>
              {RELATED_LABELS[v.kind]}: <span className="num">{v.kind === 'device' ? shortDeviceId(v.value) : v.value}</span>
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: 'Status', dataIndex: 'status', width: 90, render: (s: string) => <Tag color={memberStatus(s).color}>{memberStatus(s).label}</Tag> },
    { title: 'Flag', dataIndex: 'multiAccountFlagged', width: 90, render: (f: boolean) => (f ? <Tag color="orange">Flagged</Tag> : EMPTY_VALUE) },
  ];
  if (onFlag) {
    columns.push({
      title: '',
      key: 'act',
      width: 110,
      render: (_: unknown, r) =>
        r.multiAccountFlagged ? null : (
          <Button size="small" onClick={() => onFlag(r)}>
            Flag too…
          </Button>
        ),
    });
  }
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Accounts sharing a device id or an IP with this member’s sign-ins, or a bank account number with any of their bank accounts (removed ones included). A shared IP alone is weak evidence: mobile networks put many people behind one address.
        {list.data?.truncated && ' Only the first 100 are listed.'}
      </Typography.Paragraph>
      <Table<TRelatedAccount> rowKey="id" size="small" columns={columns} dataSource={list.data?.items} loading={list.isFetching && !list.data} pagination={false} data-testid="member-related" />
    </>
  );
}
