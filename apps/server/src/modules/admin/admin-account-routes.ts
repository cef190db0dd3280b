import type { FastifyInstance } from 'fastify';
import { adminAccountEndpoints as e } from '@scoreline/contract/api/admin-account-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInAdmin } from './admin-auth.ts';
import { changeAdminRole, createAdminAccount, listAdmins, resetAdminTotp, setAdminDisabled } from './admin-accounts.ts';

/** Admin accounts (super admins; auditors read). */
export function adminAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, e.adminAccounts, ({ query }) => listAdmins(ctx, query.page, query.pageSize));
  defineRoute(app, ctx, e.adminCreateAccount, ({ body, request }) => createAdminAccount(ctx, body, signedInAdmin(request)));
  defineRoute(app, ctx, e.adminChangeRole, ({ body, request }) => changeAdminRole(ctx, body.id, body.role, signedInAdmin(request)));
  defineRoute(app, ctx, e.adminSetDisabled, ({ body, request }) => setAdminDisabled(ctx, body.id, body.disabled, signedInAdmin(request)));
  defineRoute(app, ctx, e.adminResetTotp, ({ body, request }) => resetAdminTotp(ctx, body.id, signedInAdmin(request)));
}
