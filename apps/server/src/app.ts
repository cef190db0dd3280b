import zlib from 'node:zlib';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import type { AppContext } from './app-context.ts';
import { systemClock, type Clock } from './clock.ts';
import type { TConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { readDeviceUid } from './http/device-headers.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandlers } from './http/error-handler.ts';
import { installMaintenanceSwitch } from './http/maintenance.ts';
import { registerOpenApi } from './http/openapi.ts';
import { requestId } from './http/request-ids.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { serveBuiltApp } from './http/static-apps.ts';
import compress from '@fastify/compress';
import { testClockRoutes } from './http/test-clock-routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { createSettingsStore } from './modules/settings/settings.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { walletPasswordRoutes } from './modules/wallet-password/routes.ts';
import { bankAccountRoutes } from './modules/bank-accounts/routes.ts';
import { depositRoutes } from './modules/deposits/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { onTransferEvent } from './modules/withdrawals/payouts.ts';
import { withdrawalRoutes } from './modules/withdrawals/routes.ts';
import { adminRoutes } from './modules/admin/admin-routes.ts';
import { matchRoutes } from './modules/matches/routes.ts';
import { betRoutes } from './modules/bets/routes.ts';
import { tradingRoutes } from './modules/trading/routes.ts';
import { settlementRoutes } from './modules/settlement/routes.ts';
import { resultsRoutes } from './modules/results/routes.ts';
import { adminMatchRoutes } from './modules/admin-matches/routes.ts';
import { adminMemberRoutes } from './modules/admin-members/routes.ts';
import { adminBetRoutes } from './modules/admin-bets/routes.ts';
import { adminMatchEditRoutes } from './modules/admin-matches/edit-routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.ts';
import { adminSettingsRoutes } from './modules/admin-settings/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { rulesRoutes } from './modules/rules/routes.ts';
import { vipRewardRoutes } from './modules/vip-rewards/routes.ts';
import { createAppPaymentProvider } from './providers/payments/app-payment-provider.ts';
import type { PaymentProvider } from './providers/payments/payment-provider.ts';
import type { EmailSender } from './providers/email/email-sender.ts';
import { createMessaging } from './providers/messaging.ts';
import type { SmsSender } from './providers/sms/sms-sender.ts';

declare module 'fastify' {
  interface FastifyRequest {
    deviceUid: string | null;
  }
}

export type AppDeps = {
  config: TConfig;
  database: Database;
  clock?: Clock;
  /** Tests pass false to keep logs quiet. */
  logger?: boolean;
  /** Replace the configured SMS / e-mail adapters (tests inject fakes or capturing senders). */
  sms?: SmsSender;
  email?: EmailSender;
  /** Replace the configured payment provider (tests use the real adapters against local fakes). */
  payments?: PaymentProvider;
  /** Tests add routes of their own (e.g. a stand-in money endpoint) before the app is ready. */
  extraRoutes?: (app: FastifyInstance, ctx: AppContext) => void;
};

/** Builds the HTTP app without listening (tests drive it with inject). */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const clock = deps.clock ?? systemClock;
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.LOG_LEVEL },
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    // Spec 7: the client gives up after 60 s, so the server does too.
    requestTimeout: 60_000,
    connectionTimeout: 60_000,
    bodyLimit: 256 * 1024,
    // Refusals made before a route runs leave as the envelope too (error-handler.ts).
    frameworkErrors,
    clientErrorHandler,
  });
  const messaging = createMessaging(config, app.log);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    settings: createSettingsStore(database.db, clock),
    sms: deps.sms ?? messaging.sms,
    email: deps.email ?? messaging.email,
    payments: deps.payments ?? createAppPaymentProvider(config, database.db),
  };

  // Contract schemas validate inside each route (with catalogue codes); the JSON schemas on the
  // routes exist for the OpenAPI document only, so Fastify's own validation is switched off.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Requests carry JSON (or a form, where a route adds its parser): JSON sent as text/plain is a
  // client sending the wrong type, refused as any other type is (UNSUPPORTED_MEDIA_TYPE).
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('member', null);
  app.decorateRequest('deferredGate', null);
  app.decorateRequest('deviceUid', null);
  app.decorateRequest('admin', null);

  installErrorHandlers(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // The Date header tells the apps the server's time (packages/contract server-clock.ts): it is
    // the clock the server judges by (ctx.clock, moved in tests), not the one Node would write.
    reply.header('date', clock.now().toUTCString());
    if (request.url.startsWith('/web/')) {
      request.deviceUid = readDeviceUid(request, config.PID_KEY);
      reply.header('cache-control', 'no-store');
    } else if (request.url.startsWith('/admin/api/')) reply.header('cache-control', 'no-store');
    // API answers are one member's or operator's own (balances, bets, session tokens): no cache,
    // shared or the browser's, may keep them (QA). The built apps' files say their own.
  });
  installMaintenanceSwitch(app, ctx);

  installSecurityHeaders(app, {
    // The member app loads /runtime-config.js and inline SVG captchas (data: URLs).
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The payweb page shows the provider's checkout in a frame: our own sandbox page, or the
        // real providers' hosted checkouts.
        frameSrc: ["'self'", 'https://checkout.paystack.com', 'https://checkout.flutterwave.com'],
      },
    },
  });
  await app.register(cors, { origin: false });
  // Answers of a kilobyte or more go compressed to a client that asks: members on prepaid mobile
  // data paid 14.6 KB for a page of My bets that is 2.1 KB gzipped (QA). Brotli at a low quality
  // costs less CPU than gzip's default for a better size; the built apps' files are compressed
  // once at build time instead (static-apps.ts). Bets and other small answers are left as they are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerOpenApi(app);

  memberRoutes(app, ctx);
  systemRoutes(app, ctx);
  walletPasswordRoutes(app, ctx);
  walletRoutes(app, ctx);
  bankAccountRoutes(app, ctx);
  depositRoutes(app, ctx, onTransferEvent);
  withdrawalRoutes(app, ctx);
  adminRoutes(app, ctx);
  matchRoutes(app, ctx);
  betRoutes(app, ctx);
  tradingRoutes(app, ctx);
  settlementRoutes(app, ctx);
  resultsRoutes(app, ctx);
  adminMatchRoutes(app, ctx);
  adminMemberRoutes(app, ctx);
  adminBetRoutes(app, ctx);
  adminMatchEditRoutes(app, ctx);
  adminDashboardRoutes(app, ctx);
  adminSettingsRoutes(app, ctx);
  contentRoutes(app, ctx);
  rulesRoutes(app, ctx);
  vipRewardRoutes(app, ctx);
  if (config.TEST_CLOCK_CONTROL) testClockRoutes(app, clock);
  deps.extraRoutes?.(app, ctx);

  await serveBuiltApp(app, config.WEB_DIST, '/');
  // The back office (apps/admin/dist, beside the member app's build) at /admin/; its relative
  // asset URLs need the trailing slash.
  if (await serveBuiltApp(app, path.resolve(config.WEB_DIST, '../../admin/dist'), '/admin/')) {
    app.get('/admin', (_request, reply) => reply.redirect('/admin/'));
  }

  app.addHook('onClose', async () => {
    await database.close();
  });
  return { app, ctx };
}
