import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppContext } from '../app-context.ts';
import { buildApp, type AppDeps } from '../app.ts';
import { manualClock, type ManualClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { assertLedgerInvariants } from '../modules/ledger/ledger-invariants.ts';
import { ensureOperatorAccounts } from '../modules/ledger/operator-accounts.ts';
import type { PaymentProvider } from '../providers/payments/payment-provider.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  clock: ManualClock;
  /** inject() returning the parsed envelope alongside the HTTP status. */
  call(options: InjectOptions): Promise<{ status: number; body: { code: number; msg: string; data: any }; headers: Record<string, unknown> }>;
  newCaptcha(): Promise<{ captchaId: string; captcha: string }>;
  register(overrides?: Record<string, unknown>): Promise<{ token: string; username: string; password: string; member: any }>;
};

let counter = 0;
/** A unique valid username for a test (5-16 letters, digits, underscore). */
export const uniqueUsername = (prefix = 'user') => `${prefix}_${process.pid % 1000}_${++counter}`.slice(0, 16);

/**
 * One app on a fresh database per test file. After every test the ledger invariants are
 * asserted, so no test can leave money in a state the ledger forbids.
 */
export type TestAppOptions = {
  env?: Record<string, string>;
  extraRoutes?: AppDeps['extraRoutes'];
  /**
   * Replaces the configured payment provider (e.g. the Paystack adapter pointed at the local
   * fake). A function is called inside the setup hook, so it may start the fake server first.
   */
  payments?: PaymentProvider | (() => PaymentProvider | Promise<PaymentProvider>);
  sms?: AppDeps['sms'];
  email?: AppDeps['email'];
};

export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    const database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', CAPTCHA_EXPOSE_ANSWER: 'true', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...options.env });
    const clock = manualClock();
    const payments = typeof options.payments === 'function' ? await options.payments() : options.payments;
    const { app, ctx } = await buildApp({
      config,
      database,
      clock,
      logger: false,
      extraRoutes: options.extraRoutes,
      ...(payments ? { payments } : {}),
      ...(options.sms ? { sms: options.sms } : {}),
      ...(options.email ? { email: options.email } : {}),
    });
    await app.ready();
    await ensureOperatorAccounts(ctx.db, clock.now());
    // Test files submit far more than a member would; the 429 test lowers this again.
    await ctx.settings.set('limits.submitPerMinute', 10_000, 'test-setup');
    await ctx.settings.set('limits.captchaPerMinute', 10_000, 'test-setup');
    Object.assign(t, {
      app,
      ctx,
      clock,
      async call(options: InjectOptions) {
        const res = await app.inject(options);
        return { status: res.statusCode, body: res.json(), headers: res.headers };
      },
      async newCaptcha() {
        const res = await app.inject({ method: 'GET', url: '/web/member/captcha' });
        const data = res.json().data;
        return { captchaId: data.captchaId, captcha: data.answer };
      },
      async register(overrides: Record<string, unknown> = {}) {
        const username = (overrides.username as string) ?? uniqueUsername();
        const password = (overrides.password as string) ?? 'correct horse';
        const res = await app.inject({
          method: 'POST',
          url: '/web/member/register',
          payload: { username, password, confirmPassword: password, ...(await t.newCaptcha()), ...overrides },
        });
        const body = res.json();
        if (body.code !== 200) throw new Error(`register failed: ${JSON.stringify(body)}`);
        return { token: body.data.token, username, password, member: body.data.member };
      },
    } satisfies TestApp);
  });
  afterEach(async () => {
    await assertLedgerInvariants(t.ctx.db);
  });
  afterAll(async () => {
    await t.app?.close();
  });
  return t;
}
