import { useState } from 'react';
import { Button, Input, Select, Space, Tag, Tooltip, type TableProps } from 'antd';
import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { callApi } from '../../lib/api-client.ts';
import type { TCsvColumn } from '../../lib/csv.ts';
import { EMPTY_VALUE, formatDateTime, koboDecimal, naira } from '../../lib/format.ts';
import { antSortOrder, apiQuery, fromTableSorter, withFilter, type TTableState } from '../../lib/table-state.ts';
import { useTableState } from '../../lib/use-table-state.ts';
import { CsvExportButton } from '../../lib/ui/csv-export-button.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { memberStatus, SEARCH_FIELDS } from './member-model.ts';
import { memberKeys, useMemberList, type TAdminMemberRow } from './members-api.ts';
import { serverPagination } from '../../lib/ui/server-pagination.ts';
import { ListTable } from '../../lib/ui/list-table.tsx';
import './members-page.css';

const DEFAULTS = { pageSize: 50, sort: 'id', order: 'desc' as const };

const csvColumns: TCsvColumn<TAdminMemberRow>[] = [
  { title: 'uid', value: (m) => m.id },
  { title: 'username', value: (m) => m.username },
  { title: 'phone', value: (m) => m.phone },
  { title: 'real_name', value: (m) => m.realName },
  { title: 'status', value: (m) => m.status },
  { title: 'vip_level', value: (m) => m.vipLevel },
  { title: 'multi_account_flagged', value: (m) => m.multiAccountFlagged },
  { title: 'available_naira', value: (m) => koboDecimal(m.available) },
  { title: 'frozen_naira', value: (m) => koboDecimal(m.frozen) },
  { title: 'invitation_code', value: (m) => m.invitationCode },
  { title: 'inviter_uid', value: (m) => m.inviterId },
  { title: 'created_utc', value: (m) => m.createdAt },
  { title: 'last_login_utc', value: (m) => m.lastLoginAt },
];

/** The members table's columns, sorted as `state` says. */
export function memberColumns(state: TTableState): NonNullable<TableProps<TAdminMemberRow>['columns']> {
  return [
    { title: 'UID', dataIndex: 'id', key: 'id', width: 92, sorter: true, sortOrder: antSortOrder(state, 'id'), render: (id: number) => <Link to={`/members/${id}`}>{id}</Link> },
    // Username and name share one column, one above the other: as two columns beside nine fixed
    // ones they had ~70 px each at 1366 px and clipped a 16-character username (spec 5: up to 16).
    {
      title: 'Member',
      dataIndex: 'username',
      render: (u: string, m) => (
        <div className="member-cell">
          <Space size={4} className="member-cell__line">
            <Link to={`/members/${m.id}`} data-testid={`member-${m.id}`} title={u}>
              {u}
            </Link>
            {m.multiAccountFlagged && (
              <Tooltip title="Flagged as one of several accounts of one person">
                <WarningOutlined style={{ color: '#d46b08' }} />
              </Tooltip>
            )}
          </Space>
          <div className="member-cell__line muted" title={m.realName ?? undefined}>
            {m.realName ?? EMPTY_VALUE}
          </div>
        </div>
      ),
    },
    { title: 'Phone', dataIndex: 'phone', width: 128, render: (p: string | null) => <span className="num">{p ?? EMPTY_VALUE}</span> },
    { title: 'VIP', dataIndex: 'vipLevel', key: 'vipLevel', width: 64, align: 'right', sorter: true, sortOrder: antSortOrder(state, 'vipLevel') },
    { title: 'Available', dataIndex: 'available', width: 120, align: 'right', render: (v: number) => <span className="num">{naira(v)}</span> },
    { title: 'Frozen', dataIndex: 'frozen', width: 110, align: 'right', render: (v: number) => <span className="num muted">{naira(v)}</span> },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 84,
      render: (s: string) => {
        const st = memberStatus(s);
        return <Tag color={st.color}>{st.label}</Tag>;
      },
    },
    { title: 'Code', dataIndex: 'invitationCode', width: 84, render: (c: string | null) => <span className="num">{c ?? EMPTY_VALUE}</span> },
    { title: 'Signed up', dataIndex: 'createdAt', key: 'createdAt', width: 140, sorter: true, sortOrder: antSortOrder(state, 'createdAt'), render: (v: string) => <span className="num">{formatDateTime(v)}</span> },
    { title: 'Last sign-in', dataIndex: 'lastLoginAt', key: 'lastLoginAt', width: 140, sorter: true, sortOrder: antSortOrder(state, 'lastLoginAt'), render: (v: string | null) => <span className="num">{formatDateTime(v)}</span> },
  ];
}

export function MembersPage() {
  const [state, setState] = useTableState(DEFAULTS);
  const query = apiQuery(state);
  const list = useMemberList<TAdminMemberRow>('adminMemberSearch', memberKeys.search, query);
  const [typed, setTyped] = useState(state.filters.q ?? '');

  const columns = memberColumns(state);

  return (
    <>
      <PageHeader
        title="Members"
        subtitle="Search by username (starts with), phone, UID or invitation code; open a member for their money, team, sign-ins and actions."
        extra={<CsvExportButton fileBase="members" columns={csvColumns} fetchPage={(page, pageSize) => callApi('adminMemberSearch', { query: { ...query, page, pageSize } })} />}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Space.Compact>
          <Select
            value={state.filters.field ?? 'any'}
            options={SEARCH_FIELDS.map((f) => ({ value: f.value, label: f.label }))}
            onChange={(v: string) => setState(withFilter(state, 'field', v === 'any' ? undefined : v))}
            style={{ width: 190 }}
            data-testid="member-search-field"
          />
          <Input.Search
            allowClear
            placeholder="username, 0803…, 10000001, ABC123"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => setState(withFilter(state, 'q', v.trim() || undefined))}
            style={{ width: 300 }}
            data-testid="member-search"
          />
        </Space.Compact>
        <Select
          allowClear
          placeholder="Any status"
          value={state.filters.status}
          options={[
            { value: 'active', label: 'Active' },
            { value: 'disabled', label: 'Locked' },
          ]}
          onChange={(v?: string) => setState(withFilter(state, 'status', v))}
          style={{ width: 130 }}
        />
        <Select
          allowClear
          placeholder="Multi-account: any"
          value={state.filters.flagged}
          options={[
            { value: 'true', label: 'Flagged multi-account' },
            { value: 'false', label: 'Not flagged' },
          ]}
          onChange={(v?: string) => setState(withFilter(state, 'flagged', v))}
          style={{ width: 190 }}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          Refresh
        </Button>
      </Space>
      <ListTable<TAdminMemberRow>
        list={list}
        columns={columns}
        scroll={{ x: 1150 }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = (s?.columnKey as string | undefined) ?? null;
          const sorted = fromTableSorter(state, field, s?.order, DEFAULTS);
          const sortChanged = sorted.sort !== state.sort || sorted.order !== state.order;
          if (sortChanged) return setState(sorted);
          const pageSize = pagination.pageSize ?? state.pageSize;
          setState({ ...state, page: pageSize !== state.pageSize ? 1 : (pagination.current ?? 1), pageSize });
        }}
        pagination={serverPagination(state, list.data?.total)}
        data-testid="members-table"
      />
    </>
  );
}
