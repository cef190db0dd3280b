import type { FastifyInstance } from 'fastify';
import { matchEndpoints } from '@scoreline/contract/api/match-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInAdmin } from '../admin/admin-auth.ts';
import { importFixtures } from './import-fixtures.ts';
import { listMatches } from './list-matches.ts';

export function matchRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, matchEndpoints.matchList, ({ query }) => listMatches(ctx, query));
  defineRoute(app, ctx, matchEndpoints.adminImportFixtures, ({ body, request }) => importFixtures(ctx, body, `admin:${signedInAdmin(request).username}`));
}
