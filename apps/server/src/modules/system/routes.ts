import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { endpoints, RUNTIME_CONFIG_PATH } from '@scoreline/contract/api/endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { errorBody, ok } from '../../http/envelope.ts';
import { runtimeConfigScript } from './runtime-config.ts';
import { saveEnvReport } from './save-env-report.ts';

export function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(RUNTIME_CONFIG_PATH, { schema: { summary: 'Global configuration script (VIT_VERSION, VIT_TITLE, VIT_BASE_URL, VIT_PID_KEY, VIT_OPERATOR_TZ)', tags: ['system'] } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store, max-age=0').type('application/javascript; charset=utf-8');
    return runtimeConfigScript(ctx);
  });

  app.get('/health', { schema: { summary: 'Answers 200 when the database answers', tags: ['system'] } }, async (request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return ok({ database: ctx.database.kind });
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.code(503).send(errorBody(request, 'SYSTEM_BUSY'));
    }
  });

  defineRoute(app, ctx, endpoints.envSave, async ({ body, request }) => {
    await saveEnvReport(ctx, body, { memberId: request.member?.memberId ?? null, ip: request.ip, deviceUid: request.deviceUid });
    return null;
  });
}
