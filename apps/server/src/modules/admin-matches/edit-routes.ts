import type { FastifyInstance } from 'fastify';
import { adminMatchEditEndpoints } from '@scoreline/contract/api/admin-match-edit-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInActor } from '../admin/admin-auth.ts';
import { createMatch, editMatch, setMatchBetting } from './edit-match.ts';

/** Traders create, edit, open and close matches (adminMatchEditEndpoints). */
export function adminMatchEditRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, adminMatchEditEndpoints.adminCreateMatch, ({ body, request }) => createMatch(ctx, body, signedInActor(request)));
  defineRoute(app, ctx, adminMatchEditEndpoints.adminEditMatch, ({ body }) => editMatch(ctx, body));
  defineRoute(app, ctx, adminMatchEditEndpoints.adminMatchBetting, ({ body }) => setMatchBetting(ctx, body));
}
