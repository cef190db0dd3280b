import type { FastifyInstance } from 'fastify';
import { adminResultsEndpoints } from '@scoreline/contract/api/admin-results-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInActor } from '../admin/admin-auth.ts';
import { correctResult } from './correct-result.ts';
import { previewCorrection } from './correction-preview.ts';
import { enterResult } from './enter-result.ts';
import { matchSettlement } from './settlement-view.ts';
import { postponeMatch, voidMatch } from './void-match.ts';

/** Back-office results and settlement routes (adminResultsEndpoints). */
export function settlementRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, adminResultsEndpoints.adminEnterResult, async ({ body, request }) => {
    await enterResult(ctx, body, signedInActor(request));
    return matchSettlement(ctx, body.matchId);
  });
  defineRoute(app, ctx, adminResultsEndpoints.adminCorrectResult, async ({ body, request }) => {
    await correctResult(ctx, body, signedInActor(request));
    return matchSettlement(ctx, body.matchId);
  });
  defineRoute(app, ctx, adminResultsEndpoints.adminCorrectionPreview, ({ query }) => previewCorrection(ctx, query));
  defineRoute(app, ctx, adminResultsEndpoints.adminPostponeMatch, async ({ body }) => {
    await postponeMatch(ctx, body);
    return matchSettlement(ctx, body.matchId);
  });
  defineRoute(app, ctx, adminResultsEndpoints.adminVoidMatch, async ({ body, request }) => {
    await voidMatch(ctx, body, signedInActor(request));
    return matchSettlement(ctx, body.matchId);
  });
  defineRoute(app, ctx, adminResultsEndpoints.adminMatchSettlement, ({ query }) => matchSettlement(ctx, query.id));
}
