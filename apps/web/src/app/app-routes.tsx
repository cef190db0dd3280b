import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '../lib/route-paths.ts';
import { PLANNED_ROUTES, TAB_ROUTES, type TTabId } from './route-table.ts';

// Every route of spec 2 in a hash router; every page loads lazily, so the first screen carries
// only the shell and the page it shows. (Declarative routes rather than createHashRouter: the
// data router adds about 16 KiB gzip to every first screen and the app loads data with
// react-query, not route loaders. See apps/web/README.md.)

function lazyPage<TModule, TProps extends object>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType<TProps>) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const HomePage = lazyPage(() => import('../pages/home/home-page.tsx'), (m) => m.HomePage);
const MePage = lazyPage(() => import('../pages/me/me-page.tsx'), (m) => m.MePage);
const LoginPage = lazyPage(() => import('../pages/login/login-page.tsx'), (m) => m.LoginPage);
const RegisterPage = lazyPage(() => import('../pages/register/register-page.tsx'), (m) => m.RegisterPage);
const ComingSoonPage = lazyPage(() => import('./coming-soon-page.tsx'), (m) => m.ComingSoonPage);

const tabElements: Record<TTabId, ReactNode> = {
  home: <HomePage />,
  match: <ComingSoonPage routeId="match" tab />,
  results: <ComingSoonPage routeId="results" tab />,
  me: <MePage />,
};

export const routes: RouteObject[] = [
  ...TAB_ROUTES.map((tab): RouteObject => ({ path: tab.path, element: tabElements[tab.id] })),
  { path: LOGIN_PATH, element: <LoginPage /> },
  { path: REGISTER_PATH, element: <RegisterPage /> },
  ...PLANNED_ROUTES.map((route): RouteObject => ({ path: route.path, element: <ComingSoonPage routeId={route.id} /> })),
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
