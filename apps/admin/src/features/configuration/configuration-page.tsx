import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, App, Button, Card, Drawer, Form, Input, InputNumber, Modal, Skeleton, Space, Switch, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { HistoryOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi, errorText, markShown, refusalDetail } from '../../lib/api-client.ts';
import type { TSettingHistoryEntry, TSettingInfo } from '../../lib/api-types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useMayCall, useRoleLabel } from '../../lib/session-hooks.ts';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { changeRefusalText, fromInput, groupByArea, isDefault, isNumericUnit, outOfRange, rangeHint, toInput } from './settings-model.ts';
import { SettingValue } from './setting-value.tsx';
import { VipTable } from './vip-table.tsx';

const settingsKey = ['settings'] as const;
const historyKey = (key: string) => ['settings', 'history', key] as const;

const UNIT_ADDON: Partial<Record<TSettingInfo['unit'], string>> = { kobo: '₦', bps: '%', minutes: 'min', hours: 'h', seconds: 's' };

// The VIP table is far wider than the Value column: it gets a row of its own under its setting.
const VIP_KEY = 'vip.levels';

function ValueCell({ s }: { s: TSettingInfo }) {
  const changed = !isDefault(s) && (
    <Tag color="gold" style={{ marginLeft: 6 }}>
      changed
    </Tag>
  );
  if (s.key === VIP_KEY) {
    const levels = Array.isArray(s.value) ? s.value.length : 0;
    return (
      <span>
        <strong>
          {levels} level{levels === 1 ? '' : 's'}
        </strong> <span className="muted">(table below)</span>
        {changed}
      </span>
    );
  }
  return <SettingValue unit={s.unit} value={s.value} strong extra={changed} />;
}

function EditDialog({ setting, onClose }: { setting: TSettingInfo | null; onClose: () => void }) {
  const [form] = Form.useForm<{ value: unknown }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { modal } = App.useApp();
  const role = useRoleLabel();
  const change = useAdminMutation<{ key: string; value: unknown }, TSettingInfo>('adminChangeSetting', { invalidate: [settingsKey], success: (d) => `${d.label} saved` });
  if (!setting) return null;
  const unit = setting.unit;

  const submit = async () => {
    const { value } = await form.validateFields();
    const parsed = fromInput(unit, value);
    if (!parsed.ok) return setError(parsed.error);
    const outside = outOfRange(unit, setting.schema, parsed.value);
    if (outside) return setError(outside);
    setError(null);
    // The confirmation names the old and the new value in the operator's units.
    modal.confirm({
      title: `Change ${setting.label}?`,
      content: (
        <div>
          <div>
            From <SettingValue unit={unit} value={setting.value} strong />
          </div>
          <div>
            to <SettingValue unit={unit} value={parsed.value} strong />
          </div>
          <div className="muted" style={{ marginTop: 8 }}>
            Takes effect on every server within a few seconds and is kept in the setting’s history and the audit log.
          </div>
        </div>
      ),
      okText: 'Change it',
      onOk: async () => {
        setBusy(true);
        try {
          await change.mutateAsync({ key: setting.key, value: parsed.value });
          onClose();
        } catch (e) {
          // Said once, in the dialog (the app-wide toast leaves a shown refusal alone).
          markShown(e);
          const { field, reason } = refusalDetail(e);
          setError(e instanceof ApiError && e.kind === 'refused' ? changeRefusalText(e.message, field, reason) : errorText(e, role));
        } finally {
          setBusy(false);
        }
      },
    });
  };

  const hint = rangeHint(unit, setting.schema);
  return (
    <ModalShell title={`Edit ${setting.label}`} onOk={() => void submit().catch(() => undefined)} onClose={onClose} busy={busy} wide={unit === 'json'}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {setting.description} <Typography.Text code>{setting.key}</Typography.Text>
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ value: toInput(unit, setting.value) }} requiredMark={false}>
        <Form.Item
          name="value"
          label={`New value${hint ? ` (${hint})` : ''}`}
          valuePropName={unit === 'switch' ? 'checked' : 'value'}
          extra={
            <>
              Default: <SettingValue unit={unit} value={setting.default} />
            </>
          }
          rules={isNumericUnit(unit) ? [{ required: true, message: 'Enter a number' }] : []}
        >
          {unit === 'switch' ? (
            <Switch checkedChildren="On" unCheckedChildren="Off" />
          ) : unit === 'json' ? (
            <Input.TextArea rows={unit === 'json' && setting.key === VIP_KEY ? 16 : 8} spellCheck={false} style={{ fontFamily: 'ui-monospace, monospace', fontSize: 12 }} />
          ) : unit === 'text' ? (
            <Input />
          ) : (
            <InputNumber style={{ width: 220 }} addonAfter={UNIT_ADDON[unit]} step={unit === 'bps' ? 0.01 : unit === 'kobo' ? 100 : 1} data-testid="setting-value" />
          )}
        </Form.Item>
      </Form>
    </ModalShell>
  );
}

// A plain modal: its OK opens the confirmation, so the form stays when the change is refused.
function ModalShell(props: { title: string; busy: boolean; wide: boolean; onOk: () => void; onClose: () => void; children: ReactNode }) {
  return (
    <Modal open title={props.title} okText="Review change…" onOk={props.onOk} onCancel={props.onClose} okButtonProps={{ loading: props.busy, 'data-testid': 'setting-review' }} width={props.wide ? 720 : 520} destroyOnHidden>
      {props.children}
    </Modal>
  );
}

function HistoryDrawer({ setting, onClose }: { setting: TSettingInfo | null; onClose: () => void }) {
  const key = setting?.key ?? '';
  const q = useQuery({
    queryKey: historyKey(key),
    queryFn: ({ signal }) => callApi<{ items: TSettingHistoryEntry[] }>('adminSettingHistory', { query: { key }, signal }),
    enabled: Boolean(setting),
  });
  const unit = setting?.unit ?? 'json';
  return (
    <Drawer open={Boolean(setting)} onClose={onClose} title={setting ? `History of ${setting.label}` : ''} size={560} destroyOnHidden>
      {q.error && <QueryError error={q.error} onRetry={() => void q.refetch()} />}
      <Table<TSettingHistoryEntry>
        size="small"
        rowKey="id"
        loading={q.isFetching && !q.data}
        dataSource={q.data?.items}
        pagination={false}
        locale={{ emptyText: 'Never changed: the default applies' }}
        columns={[
          { title: 'When', dataIndex: 'changedAt', width: 150, render: (v: string) => <span className="num">{formatDateTime(v)}</span> },
          { title: 'By', dataIndex: 'changedBy', width: 130, ellipsis: true },
          {
            title: 'Change',
            key: 'change',
            render: (_: unknown, h) => (
              <>
                {h.oldValue === null ? <span className="muted">(default)</span> : <SettingValue unit={unit} value={h.oldValue} muted />}
                <div>
                  → <SettingValue unit={unit} value={h.newValue} strong />
                </div>
              </>
            ),
          },
        ]}
      />
    </Drawer>
  );
}

export function ConfigurationPage() {
  const q = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => callApi<{ items: TSettingInfo[] }>('adminSettings', { signal }) });
  const mayChange = useMayCall('adminChangeSetting');
  const [editing, setEditing] = useState<TSettingInfo | null>(null);
  const [history, setHistory] = useState<TSettingInfo | null>(null);

  const columns: NonNullable<TableProps<TSettingInfo>['columns']> = [
    {
      title: 'Setting',
      key: 'label',
      width: 430,
      render: (_: unknown, s) => (
        <div>
          <strong>{s.label}</strong>
          <div className="muted" style={{ fontSize: 12, lineHeight: 1.4 }}>
            {s.description}
          </div>
        </div>
      ),
    },
    { title: 'Value', key: 'value', render: (_: unknown, s) => <ValueCell s={s} /> },
    {
      title: 'Default',
      key: 'default',
      width: 150,
      render: (_: unknown, s) => (s.key === VIP_KEY ? <span className="muted">6 levels (product rules)</span> : <SettingValue unit={s.unit} value={s.default} muted />),
    },
    {
      title: 'Last change',
      key: 'updated',
      width: 150,
      render: (_: unknown, s) =>
        s.updatedAt ? (
          <Tooltip title={s.updatedBy}>
            <span className="num">{formatDateTime(s.updatedAt)}</span>
          </Tooltip>
        ) : (
          <span className="muted">default</span>
        ),
    },
    {
      title: '',
      key: 'actions',
      width: mayChange ? 140 : 60,
      render: (_: unknown, s) => (
        <Space size={4}>
          {mayChange && (
            <Button size="small" onClick={() => setEditing(s)} data-testid={`edit-${s.key}`}>
              Edit…
            </Button>
          )}
          <Tooltip title="Change history">
            <Button size="small" icon={<HistoryOutlined />} onClick={() => setHistory(s)} aria-label={`History of ${s.label}`} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Configuration"
        subtitle="Every rule the product rules make configurable. Changes apply within seconds, and each is kept in the setting’s history and the audit log."
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void q.refetch()} loading={q.isFetching}>
            Refresh
          </Button>
        }
      />
      {!mayChange && <Alert type="info" showIcon title="Read-only: only super admins change settings." style={{ marginBottom: 12 }} />}
      {q.error && <QueryError error={q.error} onRetry={() => void q.refetch()} />}
      {!q.data && !q.error && <Skeleton active />}
      {q.data &&
        groupByArea(q.data.items).map((g) => (
          <Card key={g.area} size="small" title={g.label} style={{ marginBottom: 12 }} styles={{ body: { padding: 0 } }} data-testid={`area-${g.area}`}>
            <Table<TSettingInfo>
              rowKey="key"
              size="small"
              columns={columns}
              dataSource={g.items}
              pagination={false}
              tableLayout="fixed"
              expandable={{ expandedRowKeys: [VIP_KEY], rowExpandable: (s) => s.key === VIP_KEY, showExpandColumn: false, expandedRowRender: (s) => <VipTable levels={s.value as never} /> }}
            />
          </Card>
        ))}
      {editing && <EditDialog setting={editing} onClose={() => setEditing(null)} />}
      <HistoryDrawer setting={history} onClose={() => setHistory(null)} />
    </>
  );
}
