import type { FastifyInstance } from 'fastify';
import { matchEndpoints } from '@scoreline/contract/api/match-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInActor } from '../admin/admin-auth.ts';
import { importFixtures } from './import-fixtures.ts';
import { listMatches } from './list-matches.ts';
import { matchDetail } from './match-detail.ts';
import { priceMatch } from './price-match.ts';
import { signedInMember } from '../../http/request-gate.ts';

export function matchRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, matchEndpoints.matchList, ({ query }) => listMatches(ctx, query));
  defineRoute(app, ctx, matchEndpoints.matchDetail, ({ query, request }) => matchDetail(ctx, query.id, signedInMember(request).memberId));
  defineRoute(app, ctx, matchEndpoints.adminPriceMatch, async ({ body, request }) => {
    await priceMatch(ctx, body, signedInActor(request));
    return matchDetail(ctx, body.matchId, null);
  });
  defineRoute(app, ctx, matchEndpoints.adminImportFixtures, ({ body, request }) => importFixtures(ctx, body, signedInActor(request)));
}
