import type { FastifyInstance } from 'fastify';
import { rulesEndpoints } from '@scoreline/contract/api/rules-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { publishedRules } from './published-rules.ts';

/** The help centre's rules with the operator's current values (rulesEndpoints; public). */
export function rulesRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, rulesEndpoints.publishedRules, () => publishedRules(ctx));
}
