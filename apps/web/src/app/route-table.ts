// Every route of spec section 2, once. The router (router.tsx), the tab bar, the launch guard
// and the back-navigation rules all read this table, so a path is spelled in one place.

import { FORGOT_PASSWORD_PATH, HOME_PATH, ONLINE_SERVICE_PATH } from '../lib/route-paths.ts';

export const TAB_ROUTES = [
  { id: 'home', path: HOME_PATH },
  { id: 'match', path: '/pages/match/match' },
  { id: 'results', path: '/pages/results/results' },
  { id: 'me', path: '/pages/me/me' },
] as const;

export type TTabId = (typeof TAB_ROUTES)[number]['id'];

/**
 * Every other page. app-routes.tsx maps the built ones to their pages; the rest show the shared
 * "coming soon" state with their own localized title (`routes.<id>` in the locale files).
 */
export const PLANNED_ROUTES = [
  // Match flow
  { id: 'matchDetail', path: '/pages/match/match-detail' },
  { id: 'orderDetail', path: '/pages/match/order-detail' },
  { id: 'orderSuccess', path: '/pages/match/order-success' },
  { id: 'orderView', path: '/pages/match/order-view' },
  // Wallet
  { id: 'wallet', path: '/pages/home/wallet' },
  { id: 'recharge', path: '/pages/home/recharge' },
  { id: 'payweb', path: '/pages/home/payweb' },
  { id: 'withdraw', path: '/pages/home/withdraw' },
  { id: 'paymentSupport', path: '/pages/home/support' },
  // Security
  { id: 'security', path: '/pages/me/security/index' },
  { id: 'securityChangePassword', path: '/pages/me/security/changepassword' },
  { id: 'fpModification', path: '/pages/me/security/fpmodification' },
  { id: 'rfPassword', path: '/pages/me/security/rfpassword' },
  { id: 'phone', path: '/pages/me/security/phone' },
  { id: 'email', path: '/pages/me/security/email' },
  { id: 'bankList', path: '/pages/me/security/banklist' },
  { id: 'bankAdd', path: '/pages/me/security/bankadd' },
  { id: 'bankBind', path: '/pages/me/security/bankbind' },
  { id: 'bankDetail', path: '/pages/me/security/bankdetail' },
  { id: 'estateDisposition', path: '/pages/me/security/estate_disposition' },
  { id: 'forgotPassword', path: FORGOT_PASSWORD_PATH },
  // Account
  { id: 'rechargeRecord', path: '/pages/me/rechargerecord' },
  { id: 'myOrder', path: '/pages/me/myorder' },
  { id: 'changePassword', path: '/pages/me/changePassword' },
  { id: 'announcement', path: '/pages/me/announcement' },
  { id: 'withdrawRecord', path: '/pages/me/withdrawrecord' },
  { id: 'share', path: '/pages/me/share' },
  { id: 'bankNetwork', path: '/pages/me/banknetwork' },
  // Messages
  { id: 'messages', path: '/pages/me/message/index' },
  { id: 'announcementDetail', path: '/pages/me/message/anndetails' },
  { id: 'noticeDetail', path: '/pages/me/message/noticedetails' },
  // Reports
  { id: 'reports', path: '/pages/me/report/index' },
  { id: 'rebateReport', path: '/pages/me/report/rebate' },
  { id: 'dataCenter', path: '/pages/me/report/datacenter' },
  { id: 'personalReport', path: '/pages/me/report/personal' },
  { id: 'balanceReport', path: '/pages/me/report/balance' },
  { id: 'teamMembers', path: '/pages/me/report/userlist' },
  { id: 'billReport', path: '/pages/me/report/bill' },
  { id: 'agencyReport', path: '/pages/me/report/agency' },
  // Help
  { id: 'help', path: '/pages/me/help/index' },
  { id: 'contactUs', path: '/pages/me/help/contactus' },
  { id: 'onlineService', path: ONLINE_SERVICE_PATH },
  { id: 'vipLevels', path: '/pages/me/help/vipLev' },
  { id: 'rules', path: '/pages/me/help/notice' },
  { id: 'privacy', path: '/pages/me/help/policy' },
  { id: 'advice', path: '/pages/me/help/support' },
] as const;

export type TPlannedRouteId = (typeof PLANNED_ROUTES)[number]['id'];

/** Lower-cased, without a trailing slash: the router matches case-insensitively, so do we. */
export function normalizePath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return (bare === '' ? '/' : bare).toLowerCase();
}

const TAB_PATHS = new Set<string>(TAB_ROUTES.map((tab) => normalizePath(tab.path)));

export function isTabPath(path: string): boolean {
  return TAB_PATHS.has(normalizePath(path));
}

export function tabOfPath(path: string): TTabId | undefined {
  const normalized = normalizePath(path);
  return TAB_ROUTES.find((tab) => normalizePath(tab.path) === normalized)?.id;
}

const PATH_BY_ID = new Map<string, string>([...TAB_ROUTES, ...PLANNED_ROUTES].map((route) => [route.id, route.path]));

/** The path of a route by its id, so pages link to `routePath('bankList')`, not to a string. */
export function routePath(id: TTabId | TPlannedRouteId): string {
  return PATH_BY_ID.get(id) ?? '/';
}
