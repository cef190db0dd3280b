import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TEndpoint } from '@scoreline/contract/api/endpoints';
import { ZEnvelope } from '@scoreline/contract/envelope';
import type { AppContext } from '../app-context.ts';
import { inRequestLanguage, ok } from './envelope.ts';
import { answerOnce, IDEMPOTENCY_KEY_LENGTH, idempotentRequest, type IdempotentRequest, type SentAnswer } from './idempotency.ts';
import { parseInput, refuseUnsafeInput } from './validation.ts';
import { withSchemaRefusalValues } from './schema-refusal-values.ts';
import { toOpenApiSchema } from './json-schema.ts';
import { requestGate } from './request-gate.ts';
import { adminAuth } from '../modules/admin/admin-auth.ts';
import { assertAdminRulesDeclared, endpointName, requireRole } from '../modules/admin/admin-endpoint-rules.ts';
import { audited } from '../modules/admin/audit/audited.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteInput<E extends TEndpoint> = {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The request's Idempotency-Key, on endpoints marked idempotent: derive ledger keys from it. */
  idempotencyKey: string | undefined;
};

/** A handler that claims its request's key and stores its answer in its own transaction (defineSelfAnsweringRoute). */
export type SelfAnsweringHandler<E extends TEndpoint> = (input: RouteInput<E> & { idempotency: IdempotentRequest }) => Promise<SentAnswer>;

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
  register(app, ctx, endpoint, handler, null);
}

/**
 * Registers an idempotent endpoint whose handler answers for its key itself: it gets the
 * request's key, scope and body hash and returns the answer to send, stored in the same database
 * transaction as its work (bets placed together, decision 011) or through answerOnce.
 */
export function defineSelfAnsweringRoute<E extends TEndpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: SelfAnsweringHandler<E>,
  options: { gateInTransaction?: boolean } = {},
) {
  if (!endpoint.idempotent) throw new Error(`${endpoint.method} ${endpoint.path}: only an idempotent endpoint answers for its key`);
  register(app, ctx, endpoint, null, handler, options.gateInTransaction === true);
}

/**
 * Session and submit limit (one statement for requests arriving together), or the admin's
 * session. `deferrable`: the handler's own first database message may carry the check
 * (request.deferredGate; the handler must call its check() on every way out).
 */
function preHandlers(ctx: AppContext, endpoint: TEndpoint, deferrable: boolean) {
  const member = endpoint.auth === 'member' ? 'required' : endpoint.auth === 'optional' ? 'optional' : null;
  const gate = member || endpoint.rateLimit ? requestGate(ctx, { method: endpoint.method, url: endpoint.path, member, limit: endpoint.rateLimit, deferrable }) : null;
  if (endpoint.auth !== 'admin') return gate ?? undefined;
  return gate ? [gate, adminAuth(ctx)] : adminAuth(ctx);
}

function register<E extends TEndpoint>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: ((input: RouteInput<E>) => Promise<z.input<E['response']>>) | null,
  selfAnswering: SelfAnsweringHandler<E> | null,
  gateInTransaction = false,
) {
  assertAdminRulesDeclared(endpoint);
  const action = endpointName(endpoint);
  const bodySchema = endpoint.body ? (toOpenApiSchema(endpoint.body, 'input') as { properties?: Record<string, unknown> }) : null;
  const bodyNamesTarget = endpoint.audit?.id !== undefined && Object.hasOwn(bodySchema?.properties ?? {}, endpoint.audit.id);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(bodySchema ? { body: bodySchema } : {}),
      ...(endpoint.query ? { querystring: toOpenApiSchema(endpoint.query, 'input') } : {}),
      response: { 200: toOpenApiSchema(ZEnvelope(endpoint.response), 'output') },
      ...(endpoint.auth === 'member' ? { security: [{ token: [] }] } : endpoint.auth === 'admin' ? { security: [{ adminToken: [] }] } : {}),
      ...(endpoint.idempotent
        ? { headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', minLength: IDEMPOTENCY_KEY_LENGTH.min, maxLength: IDEMPOTENCY_KEY_LENGTH.max } }, required: ['idempotency-key'] } }
        : {}),
    },
    preHandler: preHandlers(ctx, endpoint, gateInTransaction),
    handler: async (request, reply) => {
      const refusing = async <T>(read: () => T): Promise<T> => {
        try {
          return read();
        } catch (error) {
          // A gate left to the handler still answers first (401, 429), as when it runs before the handler.
          await request.deferredGate?.check();
          // The schema knows the refusal, the settings the limits its text names.
          throw await withSchemaRefusalValues(ctx.settings, error);
        }
      };
      // Before the audit too, which records the body: like a body that is not JSON, it is refused unrecorded.
      await refusing(() => {
        refuseUnsafeInput(request.body);
        refuseUnsafeInput(request.query);
      });
      const input = async (idempotencyKey?: string): Promise<RouteInput<E>> => ({
        ...(await refusing(() => ({
          body: (endpoint.body ? parseInput(endpoint.body, request.body) : undefined) as Parsed<E['body']>,
          query: (endpoint.query ? parseInput(endpoint.query, withoutEmptyParams(request.query)) : undefined) as Parsed<E['query']>,
        }))),
        request,
        reply,
        idempotencyKey,
      });
      const serve = async (): Promise<{ code: number; data?: unknown }> => {
        if (endpoint.auth === 'admin') requireRole(request, endpoint);
        if (!endpoint.idempotent) return ok((await handler!(await input())) ?? null);

        const req = idempotentRequest(request, request.member?.memberId ?? null);
        // The body is judged before the key is claimed: a request refused for its shape never ran,
        // so nothing is stored under its key and the client may send it again corrected.
        const parsed = await input(req.key);
        const sent = selfAnswering
          ? await selfAnswering(Object.assign(parsed, { idempotency: req }))
          : await answerOnce(ctx, request, req, async () => ok((await handler!(parsed)) ?? null));
        // The route's typed reply only knows status 200 (its OpenAPI schema); replays and refusals send others.
        const raw = reply as unknown as FastifyReply;
        if (sent.replayed) raw.header('idempotent-replayed', 'true');
        raw.code(sent.status);
        return (sent.replayed ? inRequestLanguage(request, sent.body) : sent.body) as { code: number };
      };
      return endpoint.audit ? audited(ctx, action, endpoint.audit, request, serve, bodyNamesTarget) : serve();
    },
  });
}

/**
 * A query parameter given empty or blank (`?range=`, `?range=%20`, a cleared filter box) is a
 * parameter not given: its default applies, or its "required" refusal. Read as text it would
 * become 0 to a number field (today's orders, a 0-0 score) without the member or trader having
 * asked for it.
 */
function withoutEmptyParams(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => typeof value !== 'string' || value.trim() !== ''));
}
