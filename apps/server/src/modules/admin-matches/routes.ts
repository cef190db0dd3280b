import type { FastifyInstance } from 'fastify';
import { adminMatchListEndpoints } from '@scoreline/contract/api/admin-match-list-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { listAdminMatches } from './list-admin-matches.ts';
import { adminMatchPrices } from './match-prices.ts';

/** The back office's reads of matches (adminMatchListEndpoints). */
export function adminMatchRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, adminMatchListEndpoints.adminMatchList, ({ query }) => listAdminMatches(ctx, query));
  defineRoute(app, ctx, adminMatchListEndpoints.adminMatchPrices, ({ query }) => adminMatchPrices(ctx, query.id));
}
