import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Button, Layout, Menu, Result, Skeleton, Space, Tag, Tooltip, Typography, type MenuProps } from 'antd';
import {
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  DashboardOutlined,
  LogoutOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ApiError, callApi } from '../lib/api-client.ts';
import { formatDateTime, OPERATOR_TZ_LABEL } from '../lib/format.ts';
import { roleLabel } from '../lib/roles.ts';
import { serverNow } from '../lib/server-clock.ts';
import { currentSession, endSession, startSession, type TAdminIdentity } from '../lib/session.ts';
import { useAdmin } from '../lib/session-hooks.ts';
import { MESSAGES_BELOW_TOP_BAR, TOP_BAR_HEIGHT, TOP_BAR_Z_INDEX } from '../lib/ui/sticky-header.ts';
import { createQueryClient } from './query-client.ts';
import { canChangeArea, canSeeArea, leafForPath, menuFor, type TMenuEntry } from './menu.ts';
import './admin-layout.css';

const { Sider, Header, Content } = Layout;

/** Each area's icon: a menu folded on a narrow screen shows these, not the names' first letters. */
const AREA_ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  matches: <CalendarOutlined />,
  bets: <ProfileOutlined />,
  finance: <BankOutlined />,
  members: <TeamOutlined />,
  content: <NotificationOutlined />,
  configuration: <SettingOutlined />,
  audit: <AuditOutlined />,
  admins: <SafetyCertificateOutlined />,
};

function menuItems(entries: TMenuEntry[]): MenuProps['items'] {
  const label = (text: string, ready: boolean) =>
    ready ? (
      text
    ) : (
      <span className="menu-later">
        {text}
        <span className="menu-later-tag">later</span>
      </span>
    );
  return entries.map((entry) =>
    'children' in entry
      ? { key: entry.key, icon: AREA_ICONS[entry.key], label: entry.label, children: entry.children.map((c) => ({ key: c.path, label: label(c.label, c.ready) })) }
      : { key: entry.path, icon: AREA_ICONS[entry.key], label: label(entry.label, entry.ready) },
  );
}

/**
 * The operator's time, by the server's clock (the Date header of its answers): every "today",
 * kick-off and cut-off on these screens is in it, and a trader's computer may be minutes off.
 */
function OperatorClock() {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    // Every second: the first answers correct the clock within a second of the page opening (it
    // showed the computer's time for up to 10 s), and the minute turns when the server's does.
    // Only this line re-renders; it shows minutes, so most ticks change nothing on screen.
    const timer = setInterval(() => setNow(serverNow()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography.Text type="secondary" className="num" data-testid="operator-clock">
      {formatDateTime(new Date(now).toISOString())} · {OPERATOR_TZ_LABEL}
    </Typography.Text>
  );
}

/** The signed-in admin as the server knows them now (role changes reach an open tab). */
function useRefreshedIdentity() {
  return useQuery({
    queryKey: ['admin', 'me'],
    queryFn: async ({ signal }) => {
      try {
        const me = await callApi<(TAdminIdentity & { expiresAt?: string }) | { admin: TAdminIdentity; expiresAt?: string }>('adminMe', { signal });
        const admin = 'admin' in me ? me.admin : { id: me.id, username: me.username, role: me.role };
        const session = currentSession();
        const expiresAt = me.expiresAt ?? session?.expiresAt;
        if (session && expiresAt && (session.admin.role !== admin.role || session.admin.username !== admin.username || session.expiresAt !== expiresAt)) {
          startSession({ ...session, admin, expiresAt });
        }
        return admin;
      } catch (error) {
        // Servers without /me yet answer 404: the identity from sign-in stands.
        if (error instanceof ApiError && error.kind === 'refused') return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** Signed-in screens: their data cache (dropped at sign-out, when this unmounts) and antd's message and modal. */
export function AdminLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AntApp message={MESSAGES_BELOW_TOP_BAR}>
        <SignedInShell />
      </AntApp>
    </QueryClientProvider>
  );
}

function SignedInShell() {
  const admin = useAdmin();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [collapsed, setCollapsed] = useState(false);
  useRefreshedIdentity();

  const entries = useMemo(() => menuFor(admin.role), [admin.role]);
  const leaf = leafForPath(location.pathname);
  const openGroup = entries.find((e) => 'children' in e && e.children.some((c) => c.path === leaf?.path))?.key;
  const readOnly = leaf ? canSeeArea(admin.role, leaf.area) && !canChangeArea(admin.role, leaf.area) : false;

  const signOut = async () => {
    // Best effort: the server revokes the token; the app forgets it either way.
    await callApi('adminLogout').catch(() => undefined);
    endSession('signed-out');
    queryClient.clear();
  };

  return (
    <Layout className="admin-shell">
      {/* Narrower than 1200 px (a 1024 laptop) the menu folds to its icons by itself: the tables need the room (QA). */}
      <Sider width={200} collapsible collapsed={collapsed} onCollapse={setCollapsed} breakpoint="xl" theme="dark" className="admin-sider">
        <div className="admin-brand" title="Scoreline back office">
          <span className="admin-brand-mark">S</span>
          {!collapsed && <span className="admin-brand-name">Scoreline</span>}
        </div>
        <Menu
          theme="dark"
          mode="inline"
          items={menuItems(entries)}
          selectedKeys={leaf ? [leaf.path] : []}
          defaultOpenKeys={openGroup ? [openGroup] : ['finance']}
          onClick={({ key }) => navigate(key)}
        />
      </Sider>
      <Layout>
        {/* Height and layer from sticky-header.ts: tables that stick their header do so below this bar. */}
        <Header className="admin-header" style={{ height: TOP_BAR_HEIGHT, lineHeight: `${TOP_BAR_HEIGHT}px`, zIndex: TOP_BAR_Z_INDEX }}>
          <OperatorClock />
          {readOnly && leaf && (
            <Tooltip title="Your role can read this screen but not change anything on it.">
              <Tag color="default">Read-only</Tag>
            </Tooltip>
          )}
          <Space size="middle" className="admin-header-user">
            <span data-testid="admin-identity">
              <UserOutlined /> <Typography.Text strong>{admin.username}</Typography.Text>{' '}
              <Tag color={admin.role === 'super_admin' ? 'gold' : admin.role === 'auditor' ? 'default' : 'green'}>{roleLabel(admin.role)}</Tag>
            </span>
            <Button size="small" icon={<LogoutOutlined />} onClick={() => void signOut()} data-testid="sign-out">
              Sign out
            </Button>
          </Space>
        </Header>
        <Content className="admin-content">
          {leaf && !canSeeArea(admin.role, leaf.area) ? (
            <Result status="403" title="Not allowed for your role" subTitle={`${roleLabel(admin.role)} accounts do not have access to ${leaf.label}.`} />
          ) : (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
              <Outlet />
            </Suspense>
          )}
        </Content>
      </Layout>
    </Layout>
  );
}
