import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** The member's results tab (resultsEndpoints). */
export function resultsRoutes(_app: FastifyInstance, _ctx: AppContext) {}
