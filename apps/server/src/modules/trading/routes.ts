import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Back-office trading routes (adminTradingEndpoints). */
export function tradingRoutes(_app: FastifyInstance, _ctx: AppContext) {}
