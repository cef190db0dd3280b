import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { refuseUnsafeInput } from '../../http/validation.ts';
import { ProviderUnavailableError, WebhookPayloadError, WebhookSignatureError } from '../../providers/payments/payment-provider.ts';
import { confirmDeposit } from './confirm-deposit.ts';

export type TransferEventHandler = (ctx: AppContext, event: { kind: string; reference: string }) => Promise<void>;

/**
 * POST /webhooks/<provider>. The body is kept as raw bytes (signatures are over the exact bytes),
 * the adapter checks the signature, every event is recorded once (with a delivery count), and
 * deposits are confirmed by asking the provider — the event only says where to look. Answers:
 * 200 when handled or ignored (the provider stops retrying), 401 for a bad signature, 503 when
 * the provider could not be asked (it retries later).
 */
export function paymentWebhookRoutes(app: FastifyInstance, ctx: AppContext, onTransferEvent?: TransferEventHandler) {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post<{ Params: { provider: string } }>(
      '/webhooks/:provider',
      { schema: { summary: 'Payment provider webhooks (signed; raw body)', tags: ['system'] } },
      async (request, reply) => {
        if (request.params.provider !== ctx.payments.name) throw new AppError('NOT_FOUND');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event;
        try {
          event = ctx.payments.parseWebhook(raw, request.headers);
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new AppError('FORBIDDEN');
          if (error instanceof WebhookPayloadError) throw new AppError('MALFORMED_REQUEST');
          throw error;
        }
        if (event.kind === 'ignored') return ok({ handled: false });
        // A signed event is still text PostgreSQL must be able to keep (the payload is stored whole).
        try {
          refuseUnsafeInput(event);
        } catch {
          throw new AppError('MALFORMED_REQUEST');
        }

        const now = ctx.clock.now();
        await ctx.db.execute(sql`
          insert into payment_events (provider, event_id, kind, reference, payload, received_at, last_received_at)
          values (${ctx.payments.name}, ${event.eventId}, ${event.kind}, ${event.reference}, ${JSON.stringify(event.raw)}::jsonb, ${now}, ${now})
          on conflict (provider, event_id) do update set deliveries = payment_events.deliveries + 1, last_received_at = excluded.last_received_at`);
        try {
          if (event.kind === 'payment.success' || event.kind === 'payment.failed') {
            await confirmDeposit(ctx, event.reference, `webhook:${ctx.payments.name}`);
          } else if (onTransferEvent) {
            await onTransferEvent(ctx, { kind: event.kind, reference: event.reference });
          }
        } catch (error) {
          if (error instanceof ProviderUnavailableError) {
            request.log.warn({ err: error, reference: event.reference }, 'webhook: provider unavailable, asking for redelivery');
            return reply.code(503).send({ code: 1007, msg: 'provider unavailable, retry later', data: null });
          }
          throw error;
        }
        return ok({ handled: true });
      },
    );
  });
}
