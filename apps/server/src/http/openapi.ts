import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** The OpenAPI 3 document (from the contract schemas each route registers) and its viewer. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Scoreline API',
        version: '1.0.0',
        description:
          'Every JSON answer is the envelope {code, msg, data}; code 200 is success, other codes come from the error catalogue. Money is integer kobo; odds are integers in ten-thousandths.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' }, adminToken: { type: 'apiKey', in: 'header', name: 'admin-token' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
