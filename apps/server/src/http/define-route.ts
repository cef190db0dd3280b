import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TEndpoint } from '@scoreline/contract/api/endpoints';
import { ZEnvelope } from '@scoreline/contract/envelope';
import type { AppContext } from '../app-context.ts';
import { AppError } from './app-error.ts';
import { errorBody, ok } from './envelope.ts';
import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer } from './idempotency.ts';
import { parseInput } from './validation.ts';
import { toOpenApiSchema } from './json-schema.ts';
import { memberAuth } from './member-auth.ts';
import { adminAuth } from '../modules/admin/admin-auth.ts';
import { assertAdminRulesDeclared, endpointName, requireRole } from '../modules/admin/admin-endpoint-rules.ts';
import { audited } from '../modules/admin/audit/audited.ts';

const rateLimitSetting = { submit: 'limits.submitPerMinute', captcha: 'limits.captchaPerMinute' } as const;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteInput<E extends TEndpoint> = {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The request's Idempotency-Key, on endpoints marked idempotent: derive ledger keys from it. */
  idempotencyKey: string | undefined;
};

/**
 * Registers one contract endpoint: the contract's zod schemas validate the request (each rule
 * with its own catalogue code) and also feed the OpenAPI document, so the two cannot drift.
 * The handler returns the data; the envelope is added here. Admin endpoints: the caller's role
 * is checked before the handler runs, and every admin write leaves one audit row.
 */
export function defineRoute<E extends TEndpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<z.input<E['response']>>,
) {
  assertAdminRulesDeclared(endpoint);
  const action = endpointName(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.body ? { body: toOpenApiSchema(endpoint.body, 'input') } : {}),
      ...(endpoint.query ? { querystring: toOpenApiSchema(endpoint.query, 'input') } : {}),
      response: { 200: toOpenApiSchema(ZEnvelope(endpoint.response), 'output') },
      ...(endpoint.auth === 'member' ? { security: [{ token: [] }] } : endpoint.auth === 'admin' ? { security: [{ adminToken: [] }] } : {}),
      ...(endpoint.idempotent
        ? { headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', minLength: 8, maxLength: 100 } }, required: ['idempotency-key'] } }
        : {}),
    },
    config: endpoint.rateLimit
      ? { rateLimit: { max: () => ctx.settings.get(rateLimitSetting[endpoint.rateLimit!]), timeWindow: 60_000 } }
      : {},
    preHandler: endpoint.auth === 'none' ? undefined : endpoint.auth === 'admin' ? adminAuth(ctx) : memberAuth(ctx, endpoint.auth === 'member'),
    handler: async (request, reply) => {
      const run = async (idempotencyKey?: string) => {
        const body = (endpoint.body ? parseInput(endpoint.body, request.body) : undefined) as Parsed<E['body']>;
        const query = (endpoint.query ? parseInput(endpoint.query, request.query) : undefined) as Parsed<E['query']>;
        return ok((await handler({ body, query, request, reply, idempotencyKey })) ?? null);
      };
      const serve = async (): Promise<{ code: number; data?: unknown }> => {
        if (endpoint.auth === 'admin') requireRole(request, endpoint);
        if (!endpoint.idempotent) return run();

        // The route's typed reply only knows status 200 (its OpenAPI schema); replays and refusals send others.
        const raw = reply as unknown as FastifyReply;
        const claim = await claimIdempotencyKey(ctx, request, request.member?.memberId ?? null);
        if (claim.kind === 'replay') {
          raw.header('idempotent-replayed', 'true').code(claim.answer.status);
          return claim.answer.body as { code: number };
        }
        try {
          const answer = await run(claim.key);
          await storeIdempotentAnswer(ctx, claim, { status: 200, body: answer });
          return answer;
        } catch (error) {
          if (!(error instanceof AppError)) {
            await releaseIdempotencyKey(ctx, claim);
            throw error;
          }
          // A refusal is an answer too: the retry gets the same refusal, not a second attempt.
          const body = errorBody(request, error.key, error.params, error.extra);
          await storeIdempotentAnswer(ctx, claim, { status: error.statusCode, body });
          raw.code(error.statusCode);
          return body;
        }
      };
      return endpoint.audit ? audited(ctx, action, endpoint.audit, request, serve) : serve();
    },
  });
}
