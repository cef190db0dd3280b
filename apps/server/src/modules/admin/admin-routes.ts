import type { FastifyInstance } from 'fastify';
import { adminAuditEndpoints } from '@scoreline/contract/api/admin-audit-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { adminAccountRoutes } from './admin-account-routes.ts';
import { adminSessionRoutes } from './admin-session-routes.ts';
import { searchAuditLog } from './audit/search-audit-log.ts';
import { walletAdminRoutes } from './wallet-admin-routes.ts';

/** The back office's own routes: sign-in, admin accounts, the audit log, and the wallet queues. */
export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  adminSessionRoutes(app, ctx);
  adminAccountRoutes(app, ctx);
  walletAdminRoutes(app, ctx);
  defineRoute(app, ctx, adminAuditEndpoints.adminAudit, ({ query }) => searchAuditLog(ctx, query));
}
