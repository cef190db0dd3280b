import { useState } from 'react';
import { Alert, Button, Form, Input, Popconfirm, Select, Space, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { PlusOutlined, ReloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TAdminAccount } from '../../lib/api-types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { roleLabel, type TAdminRole } from '../../lib/roles.ts';
import { useAdmin, useMayCall } from '../../lib/session-hooks.ts';
import { apiQuery } from '../../lib/table-state.ts';
import { ActionModal } from '../../lib/ui/action-modal.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { serverPagination } from '../../lib/ui/server-pagination.ts';
import { confirmed, useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useTableState } from '../../lib/use-table-state.ts';
import {
  ADMIN_PASSWORD_MAX,
  ADMIN_PASSWORD_MIN,
  adminActions,
  adminState,
  confirmation,
  createRefusal,
  PASSWORD_RULE_TEXT,
  ROLE_COLORS,
  ROLE_OPTIONS,
  ROLE_SCOPES,
  USERNAME_PATTERN,
  USERNAME_RULE_TEXT,
  type TAdminAction,
  type TCreateAdminForm,
} from './admins-model.ts';
import { ListTable } from '../../lib/ui/list-table.tsx';
import { actorName } from '@scoreline/contract/actor';

// Super admins manage the back-office accounts: create one with a role and an initial password
// (the admin scans their authenticator's QR code at their first sign-in), change its role,
// disable or enable it, reset its authenticator. Auditors read the list.

const DEFAULTS = { pageSize: 50 };
const adminsKey = ['admins'] as const;

function RoleTag({ role }: { role: TAdminRole }) {
  return <Tag color={ROLE_COLORS[role]}>{roleLabel(role)}</Tag>;
}

/** The role picker, with what the chosen role works on. */
function RoleField({ current }: { current?: TAdminRole }) {
  return (
    <>
      <Form.Item
        label="Role"
        name="role"
        rules={[
          { required: true, message: 'Choose a role' },
          { validator: async (_, v) => (current && v === current ? Promise.reject(new Error(`Already ${roleLabel(current)}: choose another role`)) : undefined) },
        ]}
      >
        <Select options={ROLE_OPTIONS} style={{ width: 220 }} data-testid="admin-role" />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.role !== b.role}>
        {({ getFieldValue }) => {
          const role = getFieldValue('role') as TAdminRole | undefined;
          return role ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
              {ROLE_SCOPES[role]}
            </Typography.Paragraph>
          ) : null;
        }}
      </Form.Item>
    </>
  );
}

function CreateAdminModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useAdminMutation<TCreateAdminForm, TAdminAccount>('adminCreateAccount', { invalidate: [adminsKey], success: (a) => `${a.username} created as ${roleLabel(a.role)}` });
  return (
    <ActionModal<TCreateAdminForm>
      open={open}
      width={520}
      title="New admin"
      okText="Create admin"
      onClose={onClose}
      fieldRefusal={createRefusal}
      onSubmit={(v) => create.mutateAsync({ username: v.username.trim(), password: v.password, role: v.role })}
    >
      <Form.Item label="Username" name="username" rules={[{ required: true, pattern: USERNAME_PATTERN, message: USERNAME_RULE_TEXT }]} normalize={(v: string) => v.trim()}>
        <Input maxLength={16} autoComplete="off" data-testid="admin-username" />
      </Form.Item>
      <Form.Item label="Initial password" name="password" extra="Give it to them in person or by another channel." rules={[{ required: true, min: ADMIN_PASSWORD_MIN, max: ADMIN_PASSWORD_MAX, message: PASSWORD_RULE_TEXT }]}>
        <Input.Password maxLength={ADMIN_PASSWORD_MAX} autoComplete="new-password" data-testid="admin-password" />
      </Form.Item>
      <RoleField />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        At their first sign-in they scan a QR code with an authenticator app; every later sign-in asks for its 6-digit code.
      </Typography.Paragraph>
    </ActionModal>
  );
}

function ChangeRoleModal({ target, onClose }: { target: TAdminAccount | null; onClose: () => void }) {
  const change = useAdminMutation<{ id: number; role: TAdminRole }, TAdminAccount>('adminChangeRole', { invalidate: [adminsKey], success: (a) => `${a.username} is now ${roleLabel(a.role)}` });
  return (
    <ActionModal<{ role: TAdminRole }>
      open={target !== null}
      title={target ? `Change the role of ${target.username}?` : ''}
      okText="Change role"
      initialValues={target ? { role: target.role } : undefined}
      onClose={onClose}
      onSubmit={(v) => change.mutateAsync({ id: target!.id, role: v.role })}
    >
      {target && (
        <Typography.Paragraph>
          <strong>{target.username}</strong> is <RoleTag role={target.role} /> now. Their open sessions end: they sign in again with the new role.
        </Typography.Paragraph>
      )}
      <RoleField current={target?.role} />
    </ActionModal>
  );
}

/** Disable, enable and reset the authenticator: one click, then a confirmation naming the admin. */
function ConfirmedAction({ a, action, onConfirm }: { a: TAdminAccount; action: Exclude<TAdminAction, 'role'>; onConfirm: () => Promise<unknown> }) {
  const c = confirmation(action, a.username);
  const label = action === 'disable' ? 'Disable' : action === 'enable' ? 'Enable' : 'Reset authenticator';
  return (
    <Popconfirm title={c.title} description={<div style={{ maxWidth: 280 }}>{c.description}</div>} okText={c.okText} okButtonProps={{ danger: c.danger, 'data-testid': 'confirm-ok' }} onConfirm={onConfirm}>
      <Button size="small" danger={action === 'disable'} data-testid={`admin-${action}-${a.id}`}>
        {label}
      </Button>
    </Popconfirm>
  );
}

export function AdminsPage() {
  const [state, setState] = useTableState(DEFAULTS);
  const list = usePagedList<TAdminAccount>('adminAccounts', adminsKey, apiQuery(state));
  const self = useAdmin();
  const mayManage = useMayCall('adminCreateAccount');
  const [creating, setCreating] = useState(false);
  const [changingRole, setChangingRole] = useState<TAdminAccount | null>(null);
  const invalidate = [adminsKey];
  const setDisabled = useAdminMutation<{ id: number; disabled: boolean }, TAdminAccount>('adminSetDisabled', { invalidate, success: (a) => `${a.username} ${a.disabled ? 'disabled: signed out' : 'enabled'}` });
  const resetTotp = useAdminMutation<{ id: number }, TAdminAccount>('adminResetTotp', { invalidate, success: (a) => `${a.username} sets up a new authenticator at their next sign-in` });

  const columns: NonNullable<TableProps<TAdminAccount>['columns']> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: 'Username',
      dataIndex: 'username',
      ellipsis: true,
      render: (u: string, a) => (
        <Space size={4}>
          <strong data-testid={`admin-name-${a.id}`}>{u}</strong>
          {a.id === self.id && <Tag>you</Tag>}
        </Space>
      ),
    },
    { title: 'Role', dataIndex: 'role', width: 120, render: (r: TAdminRole) => <RoleTag role={r} /> },
    {
      title: 'Status',
      key: 'status',
      width: 110,
      render: (_: unknown, a) => {
        const st = adminState(a);
        return (
          <Tooltip title={st.detail}>
            <Tag color={st.color}>{st.label}</Tag>
          </Tooltip>
        );
      },
    },
    {
      title: 'Authenticator',
      dataIndex: 'totpEnrolled',
      width: 150,
      render: (enrolled: boolean) =>
        enrolled ? (
          <Tag icon={<SafetyCertificateOutlined />} color="success">
            Enrolled
          </Tag>
        ) : (
          <Tooltip title="They scan a QR code at their next sign-in.">
            <Tag color="warning">Not set up yet</Tag>
          </Tooltip>
        ),
    },
    {
      title: 'Last sign-in',
      dataIndex: 'lastSignInAt',
      width: 150,
      render: (v: string | null) => (v ? <span className="num">{formatDateTime(v)}</span> : <span className="muted">Never</span>),
    },
    {
      title: 'Created',
      key: 'created',
      width: 230,
      render: (_: unknown, a) => (
        <span className="muted">
          <span className="num">{formatDateTime(a.createdAt)}</span>
          {a.createdBy && ` · by ${actorName(a.createdBy)}`}
        </span>
      ),
    },
  ];
  if (mayManage) {
    columns.push({
      title: '',
      key: 'actions',
      width: 330,
      render: (_: unknown, a) => {
        const actions = adminActions(a, self.id);
        if (actions.length === 0) return <span className="muted" title="Another super admin changes your account">Your own account</span>;
        return (
          <Space size={4}>
            {actions.map((action) =>
              action === 'role' ? (
                <Button key={action} size="small" onClick={() => setChangingRole(a)} data-testid={`admin-role-${a.id}`}>
                  Change role…
                </Button>
              ) : (
                <ConfirmedAction
                  key={action}
                  a={a}
                  action={action}
                  onConfirm={() => confirmed(action === 'reset-totp' ? resetTotp.mutateAsync({ id: a.id }) : setDisabled.mutateAsync({ id: a.id, disabled: action === 'disable' }))}
                />
              ),
            )}
          </Space>
        );
      },
    });
  }

  return (
    <>
      <PageHeader
        title="Admins"
        subtitle="Back-office accounts and their roles. Every change signs the admin out, so it applies at once; no one changes their own account."
        extra={
          <>
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
              Refresh
            </Button>
            {mayManage && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="new-admin">
                New admin…
              </Button>
            )}
          </>
        }
      />
      {!mayManage && <Alert type="info" showIcon title="Read-only: only super admins manage admin accounts." style={{ marginBottom: 12 }} />}
      <ListTable<TAdminAccount>
        list={list}
        columns={columns}
        scroll={{ x: 1250 }}
        pagination={serverPagination(state, list.data?.total, setState)}
        data-testid="admins-table"
      />
      <CreateAdminModal open={creating} onClose={() => setCreating(false)} />
      <ChangeRoleModal target={changingRole} onClose={() => setChangingRole(null)} />
    </>
  );
}
