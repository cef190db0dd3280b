import { useState } from 'react';
import { Button, DatePicker, Input, Select, Space, Tag, Tooltip, type TableProps } from 'antd';
import { PlusOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { callApi, type TPage } from '../../lib/api-client.ts';
import type { TAdminMatchList, TAdminMatchRow } from '../../lib/api-types.ts';
import type { TCsvColumn } from '../../lib/csv.ts';
import { EMPTY_VALUE, formatCount, formatDateTime, koboDecimal, naira, OPERATOR_TZ_LABEL } from '../../lib/format.ts';
import { useMayCall } from '../../lib/session-hooks.ts';
import { antSortOrder, apiQuery, fromTableSorter, withFilter } from '../../lib/table-state.ts';
import { useTableState } from '../../lib/use-table-state.ts';
import { CsvExportButton } from '../../lib/ui/csv-export-button.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ImportFixturesModal } from './import-fixtures-modal.tsx';
import { CreateMatchModal } from './match-edit.tsx';
import { useMatchList } from './matches-api.ts';
import { awaitingResult, fixtureName, MATCH_STATE_OPTIONS } from './match-states.ts';
import { MatchStateTag } from './match-state-tag.tsx';
import { serverNow } from '../../lib/server-clock.ts';
import { serverPagination } from '../../lib/ui/server-pagination.ts';
import { ListTable } from '../../lib/ui/list-table.tsx';

const DEFAULTS = { pageSize: 50, sort: 'kickOffAt', order: 'asc' as const };

const csvColumns: TCsvColumn<TAdminMatchRow>[] = [
  { title: 'id', value: (m) => m.id },
  { title: 'league', value: (m) => m.league },
  { title: 'home', value: (m) => m.homeTeam },
  { title: 'away', value: (m) => m.awayTeam },
  { title: 'kick_off_utc', value: (m) => m.kickOffAt },
  { title: 'closing_utc', value: (m) => m.closingAt },
  { title: 'state', value: (m) => m.state },
  { title: 'suspended', value: (m) => m.suspended },
  { title: 'priced', value: (m) => m.priced },
  { title: 'ht', value: (m) => m.htScore },
  { title: 'ft', value: (m) => m.ftScore },
  { title: 'open_bets', value: (m) => m.openBets },
  { title: 'open_stake_naira', value: (m) => koboDecimal(m.openStake) },
];

export function MatchesPage() {
  const [state, setState] = useTableState(DEFAULTS);
  const query = apiQuery(state);
  const list = useMatchList(query);
  const navigate = useNavigate();
  const mayImport = useMayCall('adminImportFixtures');
  const mayCreate = useMayCall('adminCreateMatch');
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [search, setSearch] = useState(state.filters.search ?? '');

  const columns: TableProps<TAdminMatchRow>['columns'] = [
    { title: 'ID', dataIndex: 'id', width: 64, sorter: true, sortOrder: antSortOrder(state, 'id'), className: 'num' },
    {
      title: `Kick-off (${OPERATOR_TZ_LABEL})`,
      dataIndex: 'kickOffAt',
      // Wide enough for the zone's name and the sort arrows at 1366 px.
      width: 205,
      sorter: true,
      sortOrder: antSortOrder(state, 'kickOffAt'),
      render: (v: string, m) => (
        <Tooltip title={`Betting closes ${formatDateTime(m.closingAt)}`}>
          <span className="num">{formatDateTime(v)}</span>
        </Tooltip>
      ),
    },
    { title: 'League', dataIndex: 'league', width: 140, sorter: true, sortOrder: antSortOrder(state, 'league'), ellipsis: true },
    {
      title: 'Match',
      key: 'match',
      // The one column without a width took what the others left: ~90 px at 1024 ("Enugu Rangers …").
      // A width of its own; the table scrolls sideways on a narrow screen instead.
      width: 240,
      ellipsis: true,
      render: (_: unknown, m) => (
        <Link to={`/matches/${m.id}`} onClick={(e) => e.stopPropagation()}>
          {fixtureName(m)}
        </Link>
      ),
    },
    {
      title: 'State',
      dataIndex: 'state',
      // The columns add up to the page's 1,134 px at 1366 (its tags wrap): at 190 the table
      // scrolled sideways by 11 px and cut the open stake's last figure (QA).
      width: 176,
      render: (_: unknown, m) => (
        <Space size={4} wrap>
          <MatchStateTag match={m} />
          {m.suspended && <Tag color="red">Suspended</Tag>}
          {!m.priced && <Tag>Unpriced</Tag>}
          {m.bettable && <Tag color="success">Taking bets</Tag>}
          {awaitingResult(m, serverNow()) && <Tag color="volcano">Awaiting result</Tag>}
        </Space>
      ),
    },
    {
      title: 'HT / FT',
      key: 'score',
      width: 80,
      render: (_: unknown, m) => <span className="num">{m.htScore || m.ftScore ? `${m.htScore ?? EMPTY_VALUE} / ${m.ftScore ?? EMPTY_VALUE}` : EMPTY_VALUE}</span>,
    },
    { title: 'Open bets', dataIndex: 'openBets', width: 96, align: 'right', sorter: true, sortOrder: antSortOrder(state, 'openBets'), render: (v: number) => <span className="num">{formatCount(v)}</span> },
    { title: 'Open stake', dataIndex: 'openStake', width: 130, align: 'right', sorter: true, sortOrder: antSortOrder(state, 'openStake'), render: (v: number) => <span className="num">{naira(v)}</span> },
  ];

  const fetchPage = (page: number, pageSize: number) => callApi<TAdminMatchList>('adminMatchList', { query: { ...query, page, pageSize } }) as Promise<TPage<TAdminMatchRow>>;
  const from = state.filters.from ? dayjs(state.filters.from) : null;
  const to = state.filters.to ? dayjs(state.filters.to) : null;

  return (
    <>
      <PageHeader
        title="Matches"
        subtitle="Every fixture with its state and the money waiting on it. Open one to price it, trade it, or enter its results."
        extra={
          <>
            {mayCreate && (
              <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="create-match">
                New match
              </Button>
            )}
            {mayImport && (
              <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-fixtures">
                Import fixtures
              </Button>
            )}
            <CsvExportButton fileBase="matches" columns={csvColumns} fetchPage={fetchPage} />
          </>
        }
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder="Team name"
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(v) => setState(withFilter(state, 'search', v.trim()))}
          style={{ width: 200 }}
          data-testid="match-search"
        />
        <Select
          mode="multiple"
          allowClear
          placeholder="Any state"
          value={state.filters.state ? state.filters.state.split(',') : []}
          options={MATCH_STATE_OPTIONS}
          onChange={(v: string[]) => setState(withFilter(state, 'state', v.join(',')))}
          style={{ minWidth: 180 }}
          maxTagCount="responsive"
        />
        <Select
          allowClear
          showSearch
          placeholder="Any league"
          value={state.filters.league}
          options={(list.data?.leagues ?? []).map((l) => ({ value: l, label: l }))}
          onChange={(v?: string) => setState(withFilter(state, 'league', v))}
          style={{ width: 180 }}
        />
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          value={[from, to]}
          format="DD MMM YYYY"
          placeholder={['Kick-off from', 'to']}
          onChange={(range) => {
            const next = withFilter(state, 'from', range?.[0]?.format('YYYY-MM-DD'));
            setState(withFilter(next, 'to', range?.[1]?.format('YYYY-MM-DD')));
          }}
        />
        <Button
          onClick={() => {
            setSearch('');
            setState({ ...state, filters: {}, page: 1 });
          }}
        >
          Reset
        </Button>
        <Tooltip title="Refresh">
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching} aria-label="Refresh" />
        </Tooltip>
      </Space>
      <ListTable<TAdminMatchRow>
        list={list}
        columns={columns}
        onRow={(m) => ({ onClick: () => navigate(`/matches/${m.id}`), style: { cursor: 'pointer' } })}
        pagination={serverPagination(state, list.data?.total)}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort' && !Array.isArray(sorter)) {
            setState(fromTableSorter(state, sorter.order ? String(sorter.field) : null, sorter.order, DEFAULTS));
          } else if (extra.action === 'paginate') {
            setState({ ...state, page: pagination.pageSize !== state.pageSize ? 1 : (pagination.current ?? 1), pageSize: pagination.pageSize ?? state.pageSize });
          }
        }}
        scroll={{ x: 1000 }}
        data-testid="matches-table"
      />
      <ImportFixturesModal open={importing} onClose={() => setImporting(false)} />
      <CreateMatchModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
