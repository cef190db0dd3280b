import { type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '../lib/route-paths.ts';
import { retryableLazy } from './retryable-lazy.tsx';
import { PLANNED_ROUTES, TAB_ROUTES, routePath, type TPlannedRouteId, type TTabId } from './route-table.ts';

// Every route of spec 2 in a hash router; every page loads lazily, so the first screen carries
// only the shell and the page it shows. (Declarative routes rather than createHashRouter: the
// data router adds about 16 KiB gzip to every first screen and the app loads data with
// react-query, not route loaders. See apps/web/README.md.)

// Retryable: after a failed load (offline), the route error screen's "Try again" imports the page
// again without reloading the app (retryable-lazy.tsx).
function lazyPage<TModule, TProps extends object>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType<TProps>) {
  return retryableLazy(async () => ({ default: pick(await load()) }));
}

const HomePage = lazyPage(() => import('../pages/home/home-page.tsx'), (m) => m.HomePage);
const MePage = lazyPage(() => import('../pages/me/me-page.tsx'), (m) => m.MePage);
const LoginPage = lazyPage(() => import('../pages/login/login-page.tsx'), (m) => m.LoginPage);
const RegisterPage = lazyPage(() => import('../pages/register/register-page.tsx'), (m) => m.RegisterPage);
const ComingSoonPage = lazyPage(() => import('./coming-soon-page.tsx'), (m) => m.ComingSoonPage);

/**
 * A page whose chunk and texts (lazily loaded i18n namespaces) arrive together, so it never
 * renders a raw key however it is reached: from a link, a reload or a typed address.
 */
function pageWithTexts(...texts: (() => Promise<unknown>)[]) {
  return <TModule, TProps extends object>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType<TProps>) =>
    lazyPage(async () => (await Promise.all([load(), ...texts.map((t) => t())]))[0], pick);
}

const walletTexts = () => import('../features/wallet/wallet-i18n.ts').then((m) => m.ensureWalletTexts());
const bettingTexts = () => import('../features/betting/betting-i18n.ts').then((m) => m.ensureBettingTexts());
const messageTexts = () => import('../features/messages/messages-i18n.ts').then((m) => m.ensureMessageTexts());
const helpTexts = () => import('../pages/me/help/help-i18n.ts').then((m) => m.ensureHelpTexts());

/** Wallet and security pages: the 'wallet' namespace. */
const walletPage = pageWithTexts(walletTexts);
/** Match and order pages, and the bill (its bet lines name the bet in betting's words): 'betting' and the wallet's (shared list parts). */
const bettingPage = pageWithTexts(bettingTexts, walletTexts);
/** Message centre, announcements and their details: 'messages' and the wallet's (shared list parts). */
const messagesPage = pageWithTexts(messageTexts, walletTexts);
/** Rules and terms, VIP levels, privacy policy: 'help' only, so a visitor reading them before signing up fetches little. */
const helpPage = pageWithTexts(helpTexts);

const WalletPage = walletPage(() => import('../pages/home/wallet-page.tsx'), (m) => m.WalletPage);
const RechargePage = walletPage(() => import('../pages/home/recharge-page.tsx'), (m) => m.RechargePage);
const PaywebPage = walletPage(() => import('../pages/home/payweb-page.tsx'), (m) => m.PaywebPage);
const WithdrawPage = walletPage(() => import('../pages/home/withdraw-page.tsx'), (m) => m.WithdrawPage);
const RechargeRecordPage = walletPage(() => import('../pages/me/recharge-record-page.tsx'), (m) => m.RechargeRecordPage);
const WithdrawRecordPage = walletPage(() => import('../pages/me/withdraw-record-page.tsx'), (m) => m.WithdrawRecordPage);
const BankNetworkPage = walletPage(() => import('../pages/me/bank-network-page.tsx'), (m) => m.BankNetworkPage);
const SecurityPage = walletPage(() => import('../pages/me/security/security-page.tsx'), (m) => m.SecurityPage);
const FpModificationPage = walletPage(() => import('../pages/me/security/fp-modification-page.tsx'), (m) => m.FpModificationPage);
const RfPasswordPage = walletPage(() => import('../pages/me/security/rf-password-page.tsx'), (m) => m.RfPasswordPage);
const BankListPage = walletPage(() => import('../pages/me/security/bank-list-page.tsx'), (m) => m.BankListPage);
const BankAddPage = walletPage(() => import('../pages/me/security/bank-add-page.tsx'), (m) => m.BankAddPage);
const BankDetailPage = walletPage(() => import('../pages/me/security/bank-detail-page.tsx'), (m) => m.BankDetailPage);
const BillPage = bettingPage(() => import('../pages/me/report/bill-page.tsx'), (m) => m.BillPage);

const MatchPage = bettingPage(() => import('../pages/match/match-page.tsx'), (m) => m.MatchPage);
const MatchDetailPage = bettingPage(() => import('../pages/match/match-detail-page.tsx'), (m) => m.MatchDetailPage);
// The pages a placed bet leads to: the success page, the bet, My bets (its "Check my bets").
const loadOrderSuccess = () => import('../pages/match/order-success-page.tsx');
const loadOrderView = () => import('../pages/match/order-view-page.tsx');
const loadMyOrder = () => import('../pages/me/my-order-page.tsx');

/**
 * Fetches the code of the pages a bet placement leads to while the slip is open: when the network
 * drops between the answer to "Place bet" and the next page, that page still opens (from the
 * browser's module map, the same import() as its route) instead of an error over a bet that
 * exists. A failure here is left to the route's own import, which tries again.
 */
export function preloadPlacementPages(): void {
  for (const load of [loadOrderSuccess, loadOrderView, loadMyOrder]) void load().catch(() => undefined);
}

// The slip's own code arriving starts the preload: it runs whichever way the slip is reached
// (from the grid, a reload, back from sign-in) without the slip page having to know.
const OrderDetailPage = bettingPage(
  () =>
    import('../pages/match/order-detail-page.tsx').then((module) => {
      preloadPlacementPages();
      return module;
    }),
  (m) => m.OrderDetailPage,
);
const OrderSuccessPage = bettingPage(loadOrderSuccess, (m) => m.OrderSuccessPage);
const OrderViewPage = bettingPage(loadOrderView, (m) => m.OrderViewPage);
const MyOrderPage = bettingPage(loadMyOrder, (m) => m.MyOrderPage);
const ResultsPage = bettingPage(() => import('../pages/results/results-page.tsx'), (m) => m.ResultsPage);

const MessageCenterPage = messagesPage(() => import('../pages/me/message/message-center-page.tsx'), (m) => m.MessageCenterPage);
const AnnouncementDetailPage = messagesPage(() => import('../pages/me/message/announcement-detail-page.tsx'), (m) => m.AnnouncementDetailPage);
const NoticeDetailPage = messagesPage(() => import('../pages/me/message/notice-detail-page.tsx'), (m) => m.NoticeDetailPage);
const AnnouncementListPage = messagesPage(() => import('../pages/me/announcement-page.tsx'), (m) => m.AnnouncementListPage);

/** Exported for the register page, which shows the rules and the privacy policy over its form. */
export const RulesPage = helpPage(() => import('../pages/me/help/rules-page.tsx'), (m) => m.RulesPage);
export const PrivacyPage = helpPage(() => import('../pages/me/help/privacy-page.tsx'), (m) => m.PrivacyPage);
const VipLevelsPage = helpPage(() => import('../pages/me/help/vip-levels-page.tsx'), (m) => m.VipLevelsPage);

/** bankbind is the same form as bankadd (spec 2 lists both): one page, two addresses. */
function BankBindRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${routePath('bankAdd')}${search}`} replace />;
}

/** Routes of the planned list that are built; the others show "coming soon". */
const builtPages: Partial<Record<TPlannedRouteId, ReactNode>> = {
  wallet: <WalletPage />,
  recharge: <RechargePage />,
  payweb: <PaywebPage />,
  withdraw: <WithdrawPage />,
  rechargeRecord: <RechargeRecordPage />,
  withdrawRecord: <WithdrawRecordPage />,
  bankNetwork: <BankNetworkPage />,
  security: <SecurityPage />,
  fpModification: <FpModificationPage />,
  rfPassword: <RfPasswordPage />,
  bankList: <BankListPage />,
  bankAdd: <BankAddPage />,
  bankBind: <BankBindRedirect />,
  bankDetail: <BankDetailPage />,
  billReport: <BillPage />,
  matchDetail: <MatchDetailPage />,
  orderDetail: <OrderDetailPage />,
  orderSuccess: <OrderSuccessPage />,
  orderView: <OrderViewPage />,
  myOrder: <MyOrderPage />,
  messages: <MessageCenterPage />,
  announcementDetail: <AnnouncementDetailPage />,
  noticeDetail: <NoticeDetailPage />,
  announcement: <AnnouncementListPage />,
  rules: <RulesPage />,
  vipLevels: <VipLevelsPage />,
  privacy: <PrivacyPage />,
};

const tabElements: Record<TTabId, ReactNode> = {
  home: <HomePage />,
  match: <MatchPage />,
  results: <ResultsPage />,
  me: <MePage />,
};

export const routes: RouteObject[] = [
  ...TAB_ROUTES.map((tab): RouteObject => ({ path: tab.path, element: tabElements[tab.id] })),
  { path: LOGIN_PATH, element: <LoginPage /> },
  { path: REGISTER_PATH, element: <RegisterPage /> },
  ...PLANNED_ROUTES.map((route): RouteObject => ({ path: route.path, element: builtPages[route.id] ?? <ComingSoonPage routeId={route.id} /> })),
  // The spec names the home tab's page pages/home/index; keep that address working.
  { path: '/pages/home/index', element: <Navigate to={HOME_PATH} replace /> },
  { path: '*', element: <Navigate to={HOME_PATH} replace /> },
];

/** Warms the chunk of the page a member most likely opens next. */
export function prefetchPage(path: string): void {
  if (path === HOME_PATH) void import('../pages/home/home-page.tsx');
  else if (path === REGISTER_PATH) void import('../pages/register/register-page.tsx');
}

export function AppRoutes() {
  return useRoutes(routes);
}
