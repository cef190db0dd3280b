import { useState } from 'react';
import { Alert, Breadcrumb, Button, Card, Col, Descriptions, Dropdown, Form, Result, Row, Select, Skeleton, Space, Statistic, Tabs, Tag, Tooltip, Typography } from 'antd';
import { LockOutlined, MoreOutlined, ReloadOutlined, UnlockOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { callApi } from '../../lib/api-client.ts';
import { EMPTY_VALUE, formatCount, formatDateTime, naira, OPERATOR_TZ_LABEL } from '../../lib/format.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { useMayCall } from '../../lib/session-hooks.ts';
import { ActionModal, ReasonField } from '../../lib/ui/action-modal.tsx';
import { HelpTip } from '../../lib/ui/help-tip.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryError } from '../../lib/ui/query-error.tsx';
import { useAdminMutation } from '../../lib/use-admin-mutation.ts';
import { bettingStatus, channelStates, dailyRewardLine, memberStatus, memberTab, MEMBER_TABS, shortDeviceId, type TMemberTab } from './member-model.ts';
import { BankAccountsTab, BetsTab, BillTab, DepositsTab, LoginsTab, RelatedTab, TeamTab, WithdrawalsTab } from './member-tabs.tsx';
import { memberKeys, type TAdminMemberDetail } from './members-api.ts';

type TAction =
  | { kind: 'lock' | 'unlock' | 'vip' | 'unflag' }
  | { kind: 'flag'; target: { id: number; username: string } }
  | { kind: 'channel'; channel: string; label: string; blocked: boolean };

const TAB_LABELS: Record<TMemberTab, string> = {
  bets: 'Bets',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  bank: 'Bank accounts',
  bill: 'Bill',
  team: 'Team',
  logins: 'Sign-ins',
  related: 'Related accounts',
};

export function MemberPage() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab = memberTab(params.get('tab'));
  const detail = useQuery({
    queryKey: [...memberKeys.member(id), 'detail'],
    queryFn: ({ signal }) => callApi<TAdminMemberDetail>('adminMember', { query: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
  const [action, setAction] = useState<TAction | null>(null);
  const mayAct = useMayCall('adminSetMemberStatus');
  const invalidate = [memberKeys.all];
  const setStatus = useAdminMutation<{ memberId: number; status: string; reason: string }>('adminSetMemberStatus', { invalidate, success: 'Member status changed' });
  const setVip = useAdminMutation<{ memberId: number; vipLevel: number; reason: string }>('adminSetMemberVip', { invalidate, success: 'VIP level set' });
  const flag = useAdminMutation<{ memberId: number; flagged: boolean; note: string }>('adminFlagMultiAccount', { invalidate, success: 'Multi-account flag changed' });
  const block = useAdminMutation<{ memberId: number; channel: string; blocked: boolean; reason: string }>('adminSetDepositChannelBlock', { invalidate, success: 'Deposit channel changed' });

  if (!Number.isInteger(id) || id <= 0) return <Result status="404" title="No such member" />;
  if (detail.error) return <QueryError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Skeleton active paragraph={{ rows: 12 }} />;
  const m = detail.data;
  const st = memberStatus(m.status);
  const channels = channelStates(m.depositBlockedChannels);
  const betting = bettingStatus(m);
  const close = () => setAction(null);

  const moreItems = [
    { key: 'vip', label: 'Set VIP level…' },
    m.multiAccountFlagged ? { key: 'unflag', label: 'Clear multi-account flag…' } : { key: 'flag', label: 'Flag as multi-account…' },
    { type: 'divider' as const },
    ...channels.map((c) => ({ key: `channel:${c.value}`, label: c.blocked ? `Allow ${c.label} deposits again…` : `Black-list ${c.label} deposits…`, danger: !c.blocked })),
  ];
  const onMore = (key: string) => {
    if (key === 'vip' || key === 'unflag') return setAction({ kind: key });
    if (key === 'flag') return setAction({ kind: 'flag', target: m });
    const c = channels.find((x) => `channel:${x.value}` === key);
    if (c) setAction({ kind: 'channel', channel: c.value, label: c.label, blocked: !c.blocked });
  };

  return (
    <>
      <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: <Link to="/members">Members</Link> }, { title: `#${m.id}` }]} />
      <PageHeader
        title={
          <span data-testid="member-title">
            {m.username} <span className="muted">#{m.id}</span>{' '}
            <Tag color={st.color} style={{ verticalAlign: 'middle' }}>
              {st.label}
            </Tag>
            <Tag color="gold" style={{ verticalAlign: 'middle' }}>
              VIP {m.vipLevel}
            </Tag>
            {m.multiAccountFlagged && (
              <Tag color="orange" icon={<WarningOutlined />} style={{ verticalAlign: 'middle' }}>
                Multi-account
              </Tag>
            )}
          </span>
        }
        subtitle={`Signed up ${formatDateTime(m.createdAt)} · last sign-in ${formatDateTime(m.lastLoginAt)}`}
        extra={
          <>
            <Button icon={<ReloadOutlined />} onClick={() => void detail.refetch()} loading={detail.isFetching}>
              Refresh
            </Button>
            {mayAct &&
              (m.status === 'active' ? (
                <Button danger icon={<LockOutlined />} onClick={() => setAction({ kind: 'lock' })} data-testid="member-lock">
                  Lock
                </Button>
              ) : (
                <Button icon={<UnlockOutlined />} onClick={() => setAction({ kind: 'unlock' })} data-testid="member-unlock">
                  Unlock
                </Button>
              ))}
            {mayAct && (
              <Dropdown menu={{ items: moreItems, onClick: ({ key }) => onMore(key) }}>
                <Button icon={<MoreOutlined />} data-testid="member-more">
                  Actions
                </Button>
              </Dropdown>
            )}
          </>
        }
      />
      {m.status === 'disabled' && <Alert type="error" showIcon style={{ marginBottom: 12 }} title="Locked: this member cannot sign in; the sessions they held ended with the lock. After an unlock they sign in again." />}
      {m.multiAccountFlagged && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={`Flagged as multi-account on ${formatDateTime(m.multiAccountFlaggedAt)}`} description={m.multiAccountNote} />
      )}
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col span={5}>
          <Card size="small">
            <Statistic title="Available" value={naira(m.available)} />
          </Card>
        </Col>
        <Col span={5}>
          <Card size="small">
            <Statistic title="Frozen (bets, withdrawals)" value={naira(m.frozen)} />
          </Card>
        </Col>
        <Col span={5}>
          <Card size="small">
            <Statistic title="Deposited (credited)" value={naira(m.stats.depositedKobo)} />
          </Card>
        </Col>
        <Col span={5}>
          <Card size="small">
            <Statistic title="Withdrawn (paid)" value={naira(m.stats.withdrawnKobo)} />
          </Card>
        </Col>
        <Col span={4}>
          <Card size="small">
            <Statistic title="Bets" value={formatCount(m.stats.bets)} />
          </Card>
        </Col>
      </Row>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Descriptions size="small" column={3} data-testid="member-profile">
          <Descriptions.Item label="Phone">{m.phone ?? EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label="E-mail">{m.email ?? EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label="Legal name">{m.realName ?? EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label="Invitation code">{m.invitationCode ?? EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label="Betting">{betting.eligible ? betting.label : <Tag color="red">{betting.label}</Tag>}</Descriptions.Item>
          <Descriptions.Item
            label={
              <HelpTip title={`Today, ${OPERATOR_TZ_LABEL}, midnight to midnight: bets the member cancelled do not count toward the stake, void ones do.`}>VIP reward today</HelpTip>
            }
          >
            <DailyReward line={dailyRewardLine(m.dailyReward)} />
          </Descriptions.Item>
          <Descriptions.Item label="Password lock">{m.lockedUntil && Date.parse(m.lockedUntil) > serverNow() ? `until ${formatDateTime(m.lockedUntil)}` : 'none'}</Descriptions.Item>
          <Descriptions.Item label="Up-line">
            {m.upline.length === 0 ? (
              'none (signed up without a code)'
            ) : (
              <Space size={4} wrap>
                {m.upline.map((u) => (
                  <span key={u.id}>
                    L{u.level} <Link to={`/members/${u.id}`}>{u.username}</Link>
                    {u.level < m.upline.length ? ' ←' : ''}
                  </span>
                ))}
              </Space>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Down-line">{m.downlineCounts.map((d) => `L${d.level}: ${formatCount(d.count)}`).join(' · ')}</Descriptions.Item>
          <Descriptions.Item label="Corrections waiting">{m.pendingCorrections > 0 ? <Tag color="gold">{m.pendingCorrections} for finance to decide</Tag> : 'none'}</Descriptions.Item>
          <Descriptions.Item label="Deposit channels">
            <Space size={4} wrap>
              {channels.map((c) => (
                <Tag key={c.value} color={c.blocked ? 'red' : 'default'}>
                  {c.label}
                  {c.blocked ? ': black-listed' : ''}
                </Tag>
              ))}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="Devices" span={2}>
            {m.devices.length === 0 ? (
              EMPTY_VALUE
            ) : (
              <div style={{ display: 'grid' }}>
                {m.devices.slice(0, 4).map((d) => (
                  <span key={d.deviceUid}>
                    <Tooltip title={d.deviceUid}>
                      <span className="num">{shortDeviceId(d.deviceUid)}</span>
                    </Tooltip>{' '}
                    · {d.logins} sign-in{d.logins === 1 ? '' : 's'} · last {formatDateTime(d.lastAt)} from <span className="num">{d.lastIp ?? '?'}</span>
                  </span>
                ))}
                {m.devices.length > 4 && <span className="muted">and {m.devices.length - 4} more (Sign-ins tab)</span>}
              </div>
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={MEMBER_TABS.map((key) => ({ key, label: TAB_LABELS[key] }))}
        style={{ marginBottom: 0 }}
      />
      {tab === 'bets' && <BetsTab memberId={id} />}
      {tab === 'deposits' && <DepositsTab memberId={id} />}
      {tab === 'withdrawals' && <WithdrawalsTab memberId={id} />}
      {tab === 'bank' && <BankAccountsTab memberId={id} />}
      {tab === 'bill' && <BillTab memberId={id} />}
      {tab === 'team' && <TeamTab memberId={id} />}
      {tab === 'logins' && <LoginsTab memberId={id} />}
      {tab === 'related' && <RelatedTab memberId={id} onFlag={mayAct ? (r) => setAction({ kind: 'flag', target: r }) : undefined} />}

      <ActionModal<{ reason: string }>
        open={action?.kind === 'lock' || action?.kind === 'unlock'}
        title={action?.kind === 'lock' ? `Lock ${m.username}?` : `Unlock ${m.username}?`}
        okText={action?.kind === 'lock' ? 'Lock the member' : 'Unlock'}
        danger={action?.kind === 'lock'}
        onClose={close}
        onSubmit={(v) => setStatus.mutateAsync({ memberId: m.id, status: action?.kind === 'lock' ? 'disabled' : 'active', reason: v.reason.trim() })}
      >
        <Typography.Paragraph>
          {action?.kind === 'lock'
            ? 'The member is signed out everywhere at once and cannot sign in. Their money stays where it is; open bets still settle.'
            : 'The member can sign in again.'}
        </Typography.Paragraph>
        <ReasonField />
      </ActionModal>

      <ActionModal<{ vipLevel: number; reason: string }>
        open={action?.kind === 'vip'}
        title={`VIP level of ${m.username}`}
        okText="Set VIP level"
        initialValues={{ vipLevel: m.vipLevel }}
        onClose={close}
        onSubmit={(v) => setVip.mutateAsync({ memberId: m.id, vipLevel: v.vipLevel, reason: v.reason.trim() })}
      >
        <Typography.Paragraph type="secondary">The level sets the member’s odds bonus, daily reward and limits (Configuration → VIP table). Deposits raise it again later; a level set lower counts only the deposits made from now on, as after a cancelled bet.</Typography.Paragraph>
        <Form.Item name="vipLevel" label={`Level (now ${m.vipLevel})`} rules={[{ required: true }]}>
          <Select options={m.vipLevels.map((l) => ({ value: l, label: `VIP ${l}` }))} style={{ width: 160 }} data-testid="vip-level" />
        </Form.Item>
        <ReasonField />
      </ActionModal>

      <ActionModal<{ note: string }>
        open={action?.kind === 'flag' || action?.kind === 'unflag'}
        title={action?.kind === 'flag' ? `Flag ${action.target.username} as multi-account?` : `Clear the multi-account flag of ${m.username}?`}
        okText={action?.kind === 'flag' ? 'Flag' : 'Clear the flag'}
        danger={action?.kind === 'flag'}
        onClose={close}
        onSubmit={(v) =>
          flag.mutateAsync({ memberId: action?.kind === 'flag' ? action.target.id : m.id, flagged: action?.kind === 'flag', note: v.note.trim() })
        }
      >
        <Typography.Paragraph>
          {action?.kind === 'flag'
            ? 'Marks the account as one of several accounts of one person (product rules: such accounts lose betting; withdrawal stays). Say which accounts and why.'
            : 'The account is no longer treated as one of several accounts of one person.'}
        </Typography.Paragraph>
        <ReasonField name="note" label="Note (kept on the member and in the audit log)" placeholder={action?.kind === 'flag' ? `same device as ${m.username} #${m.id}` : undefined} />
      </ActionModal>

      <ActionModal<{ reason: string }>
        open={action?.kind === 'channel'}
        title={action?.kind === 'channel' ? (action.blocked ? `Black-list ${action.label} deposits for ${m.username}?` : `Allow ${action.label} deposits for ${m.username} again?`) : ''}
        okText={action?.kind === 'channel' && action.blocked ? 'Black-list' : 'Allow again'}
        danger={action?.kind === 'channel' && action.blocked}
        onClose={close}
        onSubmit={(v) => (action?.kind === 'channel' ? block.mutateAsync({ memberId: m.id, channel: action.channel, blocked: action.blocked, reason: v.reason.trim() }) : Promise.resolve())}
      >
        <Typography.Paragraph>
          {action?.kind === 'channel' && action.blocked
            ? 'New deposits by this member through this channel are refused (“This account cannot use this deposit channel”). Deposits already started are not affected.'
            : 'The member can deposit through this channel again.'}
        </Typography.Paragraph>
        <ReasonField />
      </ActionModal>
    </>
  );
}

function DailyReward({ line }: { line: ReturnType<typeof dailyRewardLine> }) {
  return <span data-testid="member-daily-reward">{line.tone ? <Tag color={line.tone}>{line.text}</Tag> : line.text}</span>;
}

