import { useState } from 'react';
import { Button, Form, Input, InputNumber, Popconfirm, Radio, Space, Table, Tabs, Tag, Typography, type TableProps } from 'antd';
import { PlusOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import type { TAnnouncement, TMessageSend } from '../../lib/api-types.ts';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { useMayCall } from '../../lib/session-hooks.ts';
import { PAGE_SIZES } from '../../lib/table-state.ts';
import { ActionModal } from '../../lib/ui/action-modal.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { confirmed, useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { AnnouncementTexts } from './announcement-texts.tsx';
import { describeSegment, LANGUAGES, type TAnnouncementField, type TLanguage } from './content-model.ts';
import { ListTable } from '../../lib/ui/list-table.tsx';
import { actorName } from '@scoreline/contract/actor';

const keys = { announcements: ['content', 'announcements'] as const, messages: ['content', 'messages'] as const };

type TAnnouncementForm = Record<TAnnouncementField, string>;

function AnnouncementsTab() {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const list = usePagedList<TAnnouncement>('adminAnnouncements', keys.announcements, paging);
  const mayWrite = useMayCall('adminSaveAnnouncement');
  const [editing, setEditing] = useState<TAnnouncement | 'new' | null>(null);
  const save = useAdminMutation<{ id?: number; title: Record<TLanguage, string>; body: Record<TLanguage, string> }>('adminSaveAnnouncement', { invalidate: [keys.announcements], success: 'Announcement saved' });
  const publish = useAdminMutation<{ id: number; published: boolean }, TAnnouncement>('adminPublishAnnouncement', {
    invalidate: [keys.announcements],
    success: (a) => (a.published ? 'Published: members see it now' : 'Unpublished'),
  });

  const columns: NonNullable<TableProps<TAnnouncement>['columns']> = [
    { title: 'ID', dataIndex: 'id', width: 60 },
    {
      title: 'Title (en / fr / th)',
      key: 'title',
      render: (_: unknown, a) => (
        <div>
          <strong>{a.title.en}</strong>
          <div className="muted" style={{ fontSize: 12 }}>
            {a.title.fr} · {a.title.th}
          </div>
          <div style={{ fontSize: 12, marginTop: 2 }}>{a.body.en.length > 140 ? `${a.body.en.slice(0, 140)}…` : a.body.en}</div>
        </div>
      ),
    },
    {
      title: 'State',
      key: 'state',
      width: 200,
      render: (_: unknown, a) =>
        a.published ? (
          <span>
            <Tag color="green">Published</Tag> <span className="num muted">{formatDateTime(a.publishedAt)}</span>
          </span>
        ) : (
          <span>
            <Tag>Draft</Tag> {a.unpublishedAt && <span className="num muted">off {formatDateTime(a.unpublishedAt)}</span>}
          </span>
        ),
    },
    { title: 'Written by', key: 'by', width: 170, render: (_: unknown, a) => <span className="muted">{actorName(a.createdBy)} · {formatDateTime(a.createdAt)}</span> },
  ];
  if (mayWrite) {
    columns.push({
      title: '',
      key: 'actions',
      width: 170,
      render: (_: unknown, a) => (
        <Space size={4}>
          <Button size="small" onClick={() => setEditing(a)}>
            Edit…
          </Button>
          <Popconfirm
            title={a.published ? 'Unpublish? Members stop seeing it.' : 'Publish? Every member sees it at once.'}
            okText={a.published ? 'Unpublish' : 'Publish'}
            onConfirm={() => confirmed(publish.mutateAsync({ id: a.id, published: !a.published }))}
          >
            <Button size="small" type={a.published ? 'default' : 'primary'} data-testid={`publish-${a.id}`}>
              {a.published ? 'Unpublish' : 'Publish'}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });
  }

  const initial: Partial<TAnnouncementForm> | undefined =
    editing && editing !== 'new' ? Object.fromEntries(LANGUAGES.flatMap((l) => [[`title_${l.code}`, editing.title[l.code]], [`body_${l.code}`, editing.body[l.code]]])) : undefined;

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        {mayWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="new-announcement">
            New announcement…
          </Button>
        )}
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          Refresh
        </Button>
      </Space>
      <ListTable<TAnnouncement>
        list={list}
        columns={columns}
        pagination={{ current: paging.page, pageSize: paging.pageSize, total: list.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: PAGE_SIZES.map(String), onChange: (page, pageSize) => setPaging({ page, pageSize }) }}
      />
      <ActionModal<TAnnouncementForm>
        open={editing !== null}
        width={720}
        title={editing === 'new' ? 'New announcement (saved as a draft)' : `Edit announcement ${editing ? (editing as TAnnouncement).id : ''}`}
        okText="Save"
        initialValues={initial}
        onClose={() => setEditing(null)}
        onSubmit={(v) =>
          save.mutateAsync({
            ...(editing && editing !== 'new' ? { id: editing.id } : {}),
            title: Object.fromEntries(LANGUAGES.map((l) => [l.code, v[`title_${l.code}`].trim()])) as Record<TLanguage, string>,
            body: Object.fromEntries(LANGUAGES.map((l) => [l.code, v[`body_${l.code}`].trim()])) as Record<TLanguage, string>,
          })
        }
      >
        <AnnouncementTexts />
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Every language is required: members read the announcement in the language their app is set to.
        </Typography.Paragraph>
      </ActionModal>
    </>
  );
}

type TSendForm = { segment: 'member' | 'all' | 'vip'; memberId?: number; vipLevel?: number; title: string; body: string };

function MessagesTab() {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const list = usePagedList<TMessageSend>('adminMessages', keys.messages, paging);
  const maySend = useMayCall('adminSendMessage');
  const [sending, setSending] = useState(false);
  const send = useAdminMutation<TSendForm, TMessageSend>('adminSendMessage', { invalidate: [keys.messages], success: (m) => `Sent to ${formatCount(m.recipients)} member${m.recipients === 1 ? '' : 's'}` });

  const columns: NonNullable<TableProps<TMessageSend>['columns']> = [
    { title: 'Sent', dataIndex: 'createdAt', width: 150, render: (v: string) => <span className="num">{formatDateTime(v)}</span> },
    { title: 'To', dataIndex: 'segment', width: 150, render: (v: string) => <Tag>{describeSegment(v)}</Tag> },
    {
      title: 'Message',
      key: 'message',
      render: (_: unknown, m) => (
        <div>
          <strong>{m.title}</strong>
          <div style={{ fontSize: 12 }}>{m.body.length > 160 ? `${m.body.slice(0, 160)}…` : m.body}</div>
        </div>
      ),
    },
    { title: 'Recipients', dataIndex: 'recipients', width: 100, align: 'right', render: (v: number) => <span className="num">{formatCount(v)}</span> },
    { title: 'Read', key: 'read', width: 110, align: 'right', render: (_: unknown, m) => <span className="num">{formatCount(m.read)} ({m.recipients ? Math.round((m.read / m.recipients) * 100) : 0}%)</span> },
    { title: 'By', dataIndex: 'createdBy', width: 130, ellipsis: true, render: (v: string) => <span className="muted">{actorName(v)}</span> },
  ];

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        {maySend && (
          <Button type="primary" icon={<SendOutlined />} onClick={() => setSending(true)} data-testid="new-message">
            Send a message…
          </Button>
        )}
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} loading={list.isFetching}>
          Refresh
        </Button>
      </Space>
      {list.error && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      <Table<TMessageSend>
        rowKey="sendId"
        size="small"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching && !list.data}
        pagination={{ current: paging.page, pageSize: paging.pageSize, total: list.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: PAGE_SIZES.map(String), onChange: (page, pageSize) => setPaging({ page, pageSize }) }}
      />
      <ActionModal<TSendForm>
        open={sending}
        width={600}
        title="Send a message"
        okText="Send"
        initialValues={{ segment: 'member' }}
        onClose={() => setSending(false)}
        onSubmit={(v) => send.mutateAsync({ ...v, title: v.title.trim(), body: v.body.trim() })}
      >
        <Form.Item label="To" name="segment">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'member', label: 'One member' },
              { value: 'vip', label: 'A VIP level' },
              { value: 'all', label: 'Every member' },
            ]}
          />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.segment !== b.segment}>
          {({ getFieldValue }) =>
            getFieldValue('segment') === 'member' ? (
              <Form.Item label="Member ID" name="memberId" rules={[{ required: true, message: 'The member’s ID (uid)' }]}>
                <InputNumber min={1} style={{ width: 200 }} />
              </Form.Item>
            ) : getFieldValue('segment') === 'vip' ? (
              <Form.Item label="VIP level" name="vipLevel" rules={[{ required: true, message: 'A VIP level' }]}>
                <InputNumber min={0} max={100} style={{ width: 120 }} />
              </Form.Item>
            ) : (
              <Typography.Paragraph type="warning">Every member who is not disabled gets a copy (members who excluded themselves from marketing should not get promotions).</Typography.Paragraph>
            )
          }
        </Form.Item>
        <Form.Item label="Title" name="title" rules={[{ required: true, whitespace: true, max: 120, message: 'A title of up to 120 characters' }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label="Text" name="body" rules={[{ required: true, whitespace: true, max: 4000, message: 'The text, up to 4,000 characters' }]}>
          <Input.TextArea rows={5} maxLength={4000} />
        </Form.Item>
      </ActionModal>
    </>
  );
}

export function ContentPage() {
  return (
    <>
      <PageHeader title="Content" subtitle="Announcements every member sees in their language, and messages to one member or a group." />
      <Tabs
        items={[
          { key: 'announcements', label: 'Announcements', children: <AnnouncementsTab /> },
          { key: 'messages', label: 'Messages', children: <MessagesTab /> },
        ]}
      />
    </>
  );
}
