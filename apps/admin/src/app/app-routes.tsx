import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Spin } from 'antd';
import { useSessionState } from '../lib/session-hooks.ts';
import { homePathFor } from './menu.ts';

// Every screen loads lazily: the sign-in page carries React, the router, react-query and the
// few antd parts of its form; the signed-in layout and each screen come when first opened.

function lazyPage<TModule, TProps extends object>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType<TProps>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const SignInPage = lazyPage(() => import('../features/auth/sign-in-page.tsx'), (m) => m.SignInPage);
const AdminLayout = lazyPage(() => import('./admin-layout.tsx'), (m) => m.AdminLayout);
const MatchesPage = lazyPage(() => import('../features/matches/matches-page.tsx'), (m) => m.MatchesPage);
const MatchPage = lazyPage(() => import('../features/matches/match-page.tsx'), (m) => m.MatchPage);
const WithdrawalsPage = lazyPage(() => import('../features/finance/withdrawals-page.tsx'), (m) => m.WithdrawalsPage);
const DepositsPage = lazyPage(() => import('../features/finance/deposits-page.tsx'), (m) => m.DepositsPage);
const BankAccountsPage = lazyPage(() => import('../features/finance/bank-accounts-page.tsx'), (m) => m.BankAccountsPage);
const LedgerPage = lazyPage(() => import('../features/finance/ledger-page.tsx'), (m) => m.LedgerPage);
const MembersPage = lazyPage(() => import('../features/members/members-page.tsx'), (m) => m.MembersPage);
const MemberPage = lazyPage(() => import('../features/members/member-page.tsx'), (m) => m.MemberPage);
const CorrectionsPage = lazyPage(() => import('../features/members/corrections-page.tsx'), (m) => m.CorrectionsPage);
const DashboardPage = lazyPage(() => import('../features/dashboard/dashboard-page.tsx'), (m) => m.DashboardPage);
const ConfigurationPage = lazyPage(() => import('../features/configuration/configuration-page.tsx'), (m) => m.ConfigurationPage);
const AuditPage = lazyPage(() => import('../features/audit/audit-page.tsx'), (m) => m.AuditPage);
const ContentPage = lazyPage(() => import('../features/content/content-page.tsx'), (m) => m.ContentPage);
const BetsPage = lazyPage(() => import('../features/bets/bets-page.tsx'), (m) => m.BetsPage);
const AdminsPage = lazyPage(() => import('../features/admins/admins-page.tsx'), (m) => m.AdminsPage);
const PlaceholderPage = lazyPage(() => import('./placeholder-page.tsx'), (m) => m.PlaceholderPage);

export const SIGN_IN_PATH = '/sign-in';

function FullPageSpin() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
      <Spin />
    </div>
  );
}

/** Signed-in screens: without a session, the sign-in page (coming back here afterwards). */
function RequireSession() {
  const { session } = useSessionState();
  const location = useLocation();
  if (!session) return <Navigate to={SIGN_IN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <AdminLayout />;
}

function Home() {
  const { session } = useSessionState();
  return <Navigate to={session ? homePathFor(session.admin.role) : SIGN_IN_PATH} replace />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpin />}>
      <Routes>
        <Route path={SIGN_IN_PATH} element={<SignInPage />} />
        <Route path="/" element={<Home />} />
        <Route element={<RequireSession />}>
          <Route path="/matches" element={<MatchesPage />} />
          <Route path="/matches/:id" element={<MatchPage />} />
          <Route path="/bets" element={<BetsPage />} />
          <Route path="/finance/withdrawals" element={<WithdrawalsPage />} />
          <Route path="/finance/deposits" element={<DepositsPage />} />
          <Route path="/finance/bank-accounts" element={<BankAccountsPage />} />
          <Route path="/finance/ledger" element={<LedgerPage />} />
          <Route path="/finance/corrections" element={<CorrectionsPage />} />
          <Route path="/members" element={<MembersPage />} />
          <Route path="/members/:id" element={<MemberPage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/configuration" element={<ConfigurationPage />} />
          <Route path="/audit" element={<AuditPage />} />
          <Route path="/content" element={<ContentPage />} />
          <Route path="/admins" element={<AdminsPage />} />
          <Route path="*" element={<PlaceholderPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
