import type { FastifyInstance } from 'fastify';
import { adminTradingEndpoints } from '@scoreline/contract/api/admin-trading-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInActor } from '../admin/admin-auth.ts';
import { matchExposure } from './match-exposure.ts';
import { setMatchLimits } from './match-limits.ts';
import { clearOverride, overridePrice } from './override-price.ts';
import { selectionPriceHistory } from './selection-price-history.ts';
import { suspendMatch, suspendSelection } from './suspend.ts';

/** Back-office trading routes (adminTradingEndpoints). */
export function tradingRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, adminTradingEndpoints.adminOverridePrice, ({ body, request }) => overridePrice(ctx, body, signedInActor(request)));
  defineRoute(app, ctx, adminTradingEndpoints.adminClearOverride, ({ body, request }) => clearOverride(ctx, body, signedInActor(request)));
  defineRoute(app, ctx, adminTradingEndpoints.adminSuspendSelection, ({ body, request }) => suspendSelection(ctx, body, signedInActor(request)));
  // Match suspensions and limits have no history table yet (the back-office issue's audit log):
  // until then the log line is their record of who, what and why.
  defineRoute(app, ctx, adminTradingEndpoints.adminSuspendMatch, async ({ body, request }) => {
    const match = await suspendMatch(ctx, body);
    request.log.info({ actor: signedInActor(request), matchId: body.matchId, suspended: body.suspended, reason: body.reason }, 'match suspension changed');
    return match;
  });
  defineRoute(app, ctx, adminTradingEndpoints.adminMatchLimits, async ({ body, request }) => {
    const limits = await setMatchLimits(ctx, body);
    request.log.info({ actor: signedInActor(request), ...body }, 'match limits changed');
    return limits;
  });
  defineRoute(app, ctx, adminTradingEndpoints.adminMatchExposure, ({ query }) => matchExposure(ctx, query.id));
  defineRoute(app, ctx, adminTradingEndpoints.adminPriceHistory, ({ query }) => selectionPriceHistory(ctx, query));
}
