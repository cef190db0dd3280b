import type { FastifyInstance } from 'fastify';
import { resultsEndpoints } from '@scoreline/contract/api/results-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { listResults } from './list-results.ts';

/** The member's results tab (resultsEndpoints). */
export function resultsRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, resultsEndpoints.matchResults, ({ query }) => listResults(ctx, query));
}
