import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { AppError } from './app-error.ts';

// The maintenance switch (code 9999) closes the member API only: the back office must stay up
// to switch it off again, and health checks and the runtime config keep answering.
export function installMaintenanceSwitch(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/web/')) return;
    if (await ctx.settings.get('system.maintenance')) throw new AppError('MAINTENANCE');
  });
}
