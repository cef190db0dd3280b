import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Back-office results and settlement routes (adminResultsEndpoints). */
export function settlementRoutes(_app: FastifyInstance, _ctx: AppContext) {}
