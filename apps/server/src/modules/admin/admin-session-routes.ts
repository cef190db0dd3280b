import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { adminSessionEndpoints as e } from '@scoreline/contract/api/admin-session-endpoints';
import type { AppContext } from '../../app-context.ts';
import { adminSessions } from '../../db/schema.ts';
import { defineRoute } from '../../http/define-route.ts';
import { findAdminByName, signedInAdmin } from './admin-auth.ts';
import { adminPasswordStep, adminTotpStep, findTicket } from './admin-sign-in.ts';
import { identifyForAudit } from './audit/audited.ts';

/** Back-office sign-in (password, then TOTP code), the signed-in admin, sign-out. */
export function adminSessionRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, e.adminLogin, async ({ body, request }) => {
    const admin = await findAdminByName(ctx, body.username);
    if (admin) await identifyForAudit(ctx, request, admin);
    return adminPasswordStep(ctx, admin, body.password, request.ip);
  });
  defineRoute(app, ctx, e.adminLoginTotp, async ({ body, request }) => {
    const ticket = await findTicket(ctx, body.ticket);
    await identifyForAudit(ctx, request, ticket.admin);
    return adminTotpStep(ctx, ticket, body.code, request.ip);
  });
  defineRoute(app, ctx, e.adminMe, async ({ request }) => {
    const { id, username, role, expiresAt } = signedInAdmin(request);
    return { id, username, role, expiresAt: expiresAt.toISOString() };
  });
  defineRoute(app, ctx, e.adminLogout, async ({ request }) => {
    await ctx.db.update(adminSessions).set({ revokedAt: ctx.clock.now() }).where(eq(adminSessions.id, signedInAdmin(request).sessionId));
    return null;
  });
}
