import type { FastifyInstance } from 'fastify';
import { adminDashboardEndpoints } from '@scoreline/contract/api/admin-dashboard-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { dashboard } from './dashboard.ts';

/** The back office's dashboard (adminDashboardEndpoints). */
export function adminDashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, adminDashboardEndpoints.adminDashboard, () => dashboard(ctx));
}
