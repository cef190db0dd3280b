import { useState } from 'react';
import { Button, DatePicker, Empty, Input, Select, Space, Switch, Tag, Tooltip, type TableProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { AUDIT_TARGETS } from '@scoreline/contract/api/admin-access';
import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { callApi } from '../../lib/api-client.ts';
import type { TAuditEntry } from '../../lib/api-types.ts';
import type { TCsvColumn } from '../../lib/csv.ts';
import { startOfZonedDay } from '@scoreline/contract/time-ranges';
import { EMPTY_VALUE, formatDateTime, OPERATOR_TZ, operatorDay } from '../../lib/format.ts';
import { apiQuery, withFilter } from '../../lib/table-state.ts';
import { useTableState } from '../../lib/use-table-state.ts';
import { CsvExportButton } from '../../lib/ui/csv-export-button.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { readableKey } from '../../lib/readable-key.ts';
import { changedLines, diffSnapshots, showValue, type TDiffLine } from './audit-diff.ts';
import { ACTION_OPTIONS, actionLabel, auditRoleLabel, changedSummary, fieldLabel, resultLabel } from './audit-labels.ts';
import { serverPagination } from '../../lib/ui/server-pagination.ts';
import { ListTable } from '../../lib/ui/list-table.tsx';

const DEFAULTS = { pageSize: 50 };
const auditKey = ['audit'] as const;

const csvColumns: TCsvColumn<TAuditEntry>[] = [
  { title: 'id', value: (e) => e.id },
  { title: 'created_utc', value: (e) => e.createdAt },
  { title: 'admin_id', value: (e) => e.adminId },
  { title: 'admin', value: (e) => e.adminUsername },
  { title: 'role', value: (e) => e.role },
  { title: 'action', value: (e) => e.action },
  { title: 'target_type', value: (e) => e.targetType },
  { title: 'target_id', value: (e) => e.targetId },
  { title: 'result_code', value: (e) => e.resultCode },
  { title: 'ip', value: (e) => e.ip },
  { title: 'request_id', value: (e) => e.requestId },
  { title: 'request', value: (e) => JSON.stringify(e.request) },
  { title: 'before', value: (e) => JSON.stringify(e.before) },
  { title: 'after', value: (e) => JSON.stringify(e.after) },
];

const KIND_COLOR: Record<TDiffLine['kind'], string> = { added: '#f6ffed', removed: '#fff1f0', changed: '#fffbe6', same: 'transparent' };

function DiffView({ entry }: { entry: TAuditEntry }) {
  const [all, setAll] = useState(false);
  const lines = diffSnapshots(entry.before, entry.after);
  const shown = all ? lines : changedLines(lines);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 16 }} data-testid="audit-diff">
      <div>
        <Space style={{ marginBottom: 6 }}>
          <strong>Before → after</strong>
          <span className="muted">{entry.before === null && entry.after === null ? 'no target row' : `${changedLines(lines).length} of ${lines.length} fields changed`}</span>
          <Switch size="small" checked={all} onChange={setAll} /> <span className="muted">all fields</span>
        </Space>
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={entry.resultCode === 200 ? 'Nothing in the target row changed' : 'Refused: nothing changed'} />
        ) : (
          <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 12, tableLayout: 'fixed' }}>
            <colgroup>
              <col style={{ width: '34%' }} />
              <col style={{ width: '33%' }} />
              <col style={{ width: '33%' }} />
            </colgroup>
            <tbody className="num">
              {shown.map((l) => (
                <tr key={l.path} style={{ background: KIND_COLOR[l.kind], borderBottom: '1px solid #f0f0f0' }}>
                  <td style={{ padding: '2px 6px', wordBreak: 'break-word' }} title={l.path}>
                    {fieldLabel(l.path)}
                  </td>
                  <td style={{ padding: '2px 6px', wordBreak: 'break-all', color: '#a8071a', textDecoration: l.kind === 'changed' || l.kind === 'removed' ? 'line-through' : undefined }}>{showValue(l.before)}</td>
                  <td style={{ padding: '2px 6px', wordBreak: 'break-all', color: '#237804' }}>{showValue(l.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div>
        <strong>Request</strong> <span className="muted">(passwords, codes and secrets removed)</span>
        <pre style={{ fontSize: 12, background: '#fafafa', padding: 8, margin: '6px 0 0', maxHeight: 260, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(entry.request, null, 2)}</pre>
        <div className="muted" style={{ marginTop: 6, fontSize: 12 }}>
          IP {entry.ip ?? EMPTY_VALUE} · request {entry.requestId ?? EMPTY_VALUE}
        </div>
      </div>
    </div>
  );
}

export function AuditPage() {
  const [state, setState] = useTableState(DEFAULTS);
  const query = apiQuery(state);
  const list = usePagedList<TAuditEntry>('adminAudit', auditKey, query);
  const [name, setName] = useState(state.filters.adminUsername ?? '');
  const [targetId, setTargetId] = useState(state.filters.targetId ?? '');
  // The filter holds instants; the picker shows the operator days they bound.
  const range: [Dayjs, Dayjs] | null =
    state.filters.from && state.filters.to ? [dayjs(operatorDay(new Date(state.filters.from))), dayjs(operatorDay(new Date(Date.parse(state.filters.to) - 1)))] : null;

  const columns: NonNullable<TableProps<TAuditEntry>['columns']> = [
    { title: 'When', dataIndex: 'createdAt', width: 150, render: (v: string) => <span className="num">{formatDateTime(v)}</span> },
    {
      title: 'Admin',
      key: 'admin',
      width: 170,
      ellipsis: true,
      render: (_: unknown, e) => (
        <span>
          {e.adminUsername}{' '}
          <Tag style={{ marginLeft: 2 }} title={e.role}>
            {auditRoleLabel(e.role)}
          </Tag>
        </span>
      ),
    },
    {
      // The label first; the endpoint's name under it, small, for support (and the CSV) to search by.
      title: 'Action',
      dataIndex: 'action',
      width: 200,
      render: (v: string) => (
        <span>
          {actionLabel(v)}
          <div className="muted" style={{ fontSize: 11, fontFamily: 'monospace' }}>
            {v}
          </div>
        </span>
      ),
    },
    { title: 'Target', key: 'target', width: 150, ellipsis: true, render: (_: unknown, e) => (e.targetType ? `${readableKey(e.targetType)} ${e.targetId ?? ''}` : EMPTY_VALUE) },
    {
      title: 'Result',
      dataIndex: 'resultCode',
      width: 210,
      render: (code: number, e) => {
        const result = resultLabel(code, e.resultParams);
        if (result.ok) return <Tag color="green">OK</Tag>;
        return (
          <Tooltip title={`${result.key ?? 'Unknown refusal'} · code ${code}`}>
            <span>
              <Tag color={code === ERRORS.FORBIDDEN.code ? 'red' : 'orange'}>Refused</Tag>
              <div className="muted" style={{ fontSize: 12 }} data-testid="audit-refusal">
                {result.label}
              </div>
            </span>
          </Tooltip>
        );
      },
    },
    {
      title: 'Changed',
      key: 'changed',
      render: (_: unknown, e) => {
        const paths = changedLines(diffSnapshots(e.before, e.after)).map((l) => l.path);
        // The stored field names stay one hover away; the row opens to every field, before and after.
        return (
          <Tooltip title={paths.length ? paths.slice(0, 12).join(', ') + (paths.length > 12 ? ` +${paths.length - 12}` : '') : undefined}>
            <span className="muted" style={{ fontSize: 12 }}>
              {changedSummary(paths)}
            </span>
          </Tooltip>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title="Audit log"
        subtitle="Every back-office write, refusals included: who, when, what, and the target row before and after. Append-only."
        extra={<CsvExportButton fileBase="audit-log" columns={csvColumns} fetchPage={(page, pageSize) => callApi('adminAudit', { query: { ...query, page, pageSize } })} />}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="Admin username"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onSearch={(v) => setState(withFilter(state, 'adminUsername', v.trim() || undefined))}
          style={{ width: 190 }}
          data-testid="audit-admin"
        />
        <Select
          allowClear
          placeholder="Any action"
          value={state.filters.action}
          // Found by its label or by the endpoint's name.
          showSearch={{ filterOption: (input, option) => `${option?.label ?? ''} ${option?.value ?? ''}`.toLowerCase().includes(input.trim().toLowerCase()) }}
          options={ACTION_OPTIONS}
          onChange={(v?: string) => setState(withFilter(state, 'action', v))}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          placeholder="Any target"
          value={state.filters.targetType}
          options={AUDIT_TARGETS.map((t) => ({ value: t, label: readableKey(t) }))}
          onChange={(v?: string) => setState(withFilter(state, 'targetType', v))}
          style={{ width: 160 }}
        />
        <Input.Search
          allowClear
          placeholder="Target id"
          value={targetId}
          onChange={(e) => setTargetId(e.target.value)}
          onSearch={(v) => setState(withFilter(state, 'targetId', v.trim() || undefined))}
          style={{ width: 140 }}
        />
        <DatePicker.RangePicker
          value={range}
          allowEmpty={[false, false]}
          onChange={(v) => {
            const [a, b] = v ?? [];
            // Whole operator days: from the first day's start to the start of the day after the last.
            const dayStart = (d: Dayjs, offset = 0) => startOfZonedDay(new Date(`${d.format('YYYY-MM-DD')}T12:00:00Z`), OPERATOR_TZ, offset).toISOString();
            setState(withFilter(withFilter(state, 'from', a ? dayStart(a) : undefined), 'to', b ? dayStart(b, 1) : undefined));
          }}
          style={{ width: 250 }}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          Refresh
        </Button>
      </Space>
      <ListTable<TAuditEntry>
        list={list}
        columns={columns}
        tableLayout="fixed"
        expandable={{ expandedRowRender: (e) => <DiffView entry={e} />, expandRowByClick: true }}
        pagination={serverPagination(state, list.data?.total, setState)}
        data-testid="audit-table"
      />
    </>
  );
}
