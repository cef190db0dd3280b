import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '@scoreline/contract/api/wallet-endpoints';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../http/define-route.ts';
import { signedInMember } from '../../http/request-gate.ts';
import { createDeposit } from './create-deposit.ts';
import { depositOptions } from './deposit-options.ts';
import { getDeposit, listDeposits } from './list-deposits.ts';
import { depositPayment } from './how-to-pay.ts';
import { paymentWebhookRoutes, type TransferEventHandler } from './payment-webhooks.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout.ts';

export function depositRoutes(app: FastifyInstance, ctx: AppContext, onTransferEvent?: TransferEventHandler) {
  const memberId = (r: Parameters<typeof signedInMember>[0]) => signedInMember(r).memberId;
  defineRoute(app, ctx, walletEndpoints.depositOptions, ({ request }) => depositOptions(ctx, memberId(request)));
  // Providers need an absolute callback URL: the configured public base, else this request's origin.
  defineRoute(app, ctx, walletEndpoints.createDeposit, ({ body, request }) => createDeposit(ctx, memberId(request), body, `${request.protocol}://${request.host}`));
  defineRoute(app, ctx, walletEndpoints.listDeposits, ({ query, request }) => listDeposits(ctx, memberId(request), query));
  defineRoute(app, ctx, walletEndpoints.getDeposit, ({ query, request }) => getDeposit(ctx, memberId(request), query.id));
  defineRoute(app, ctx, walletEndpoints.depositPayment, ({ query, request }) => depositPayment(ctx, memberId(request), query.id));
  paymentWebhookRoutes(app, ctx, onTransferEvent);
  sandboxCheckoutRoutes(app, ctx);
}
