import type { FastifyInstance } from 'fastify';
import { adminBetEndpoints as e } from '@scoreline/contract/api/admin-bet-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { betDetail } from './bet-detail.ts';
import { listBets } from './bet-list.ts';

/** The back office's bets (traders, finance, support; auditors read): see the contract. */
export function adminBetRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, e.adminBets, ({ query }) => listBets(ctx, query));
  defineRoute(app, ctx, e.adminBet, ({ query }) => betDetail(ctx, query.id));
}
