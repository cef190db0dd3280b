import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The environment is parsed once at start-up; a bad value stops the process with a message that
// names the variable, instead of failing later in the middle of a request.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

// A development key so a fresh clone runs; production must set its own (checked below).
const DEV_PID_KEY = 'ScorelineDevKey1';
const DEV_ADMIN_SECRET_KEY = 'scoreline-dev-admin-secret-key-not-for-production';

const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    // The repository's ./data wherever the server is started from (npm start runs it in apps/server).
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    DATABASE_URL: z.string().url().optional(),
    OPERATOR_TZ: z
      .string()
      .default('Africa/Lagos')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'not a known IANA time zone'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PID_KEY: z
      .string()
      .refine((k) => Buffer.byteLength(k, 'utf8') === 16, 'must be exactly 16 bytes (AES-128)')
      .default(DEV_PID_KEY),
    /** VIT_BASE_URL for the member app: empty means the same origin. */
    PUBLIC_API_BASE: z.string().default(''),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    CAPTCHA_EXPOSE_ANSWER: bool.default(false),
    DEMO_SEED: bool.optional(),
    TRUST_PROXY: bool.default(false),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Bet batches a process places at once, each on its own connection (decision 011). */
    BET_BATCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(8).default(2),
    /** SMS through Termii when set; otherwise the console adapter writes messages to the log. */
    TERMII_API_KEY: z.string().optional(),
    TERMII_BASE_URL: z.string().url().default('https://api.ng.termii.com'),
    /** The registered Termii sender id (the "from" of every SMS). */
    TERMII_SENDER_ID: z.string().max(11).optional(),
    /** E-mail through SMTP when set (smtp:// or smtps:// with credentials); otherwise the console adapter. */
    SMTP_URL: z
      .string()
      .refine((u) => /^smtps?:\/\//.test(u), 'must start with smtp:// or smtps://')
      .optional(),
    /** The From header of e-mails, e.g. "Scoreline <no-reply@example.com>". */
    MAIL_FROM: z.string().optional(),
    /** Payments: 'auto' picks Paystack, then Flutterwave, when their keys are set, else the sandbox. */
    PAYMENT_PROVIDER: z.enum(['auto', 'sandbox', 'paystack', 'flutterwave']).default('auto'),
    PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
    PAYSTACK_SECRET_KEY: z.string().optional(),
    PAYSTACK_BASE_URL: z.string().url().optional(),
    FLUTTERWAVE_SECRET_KEY: z.string().optional(),
    FLUTTERWAVE_WEBHOOK_HASH: z.string().optional(),
    FLUTTERWAVE_WEBHOOK_HEADER: z.string().optional(),
    FLUTTERWAVE_BASE_URL: z.string().url().optional(),
    /** How often each process runs the scheduled jobs (deposit timeouts, stale payouts). */
    JOBS_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /** A settlement run's lease: a process that dies mid-run leaves it to others after this long. */
    SETTLEMENT_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** Bets settled per database transaction. */
    SETTLEMENT_CHUNK: z.coerce.number().int().min(1).max(50_000).default(2_000),
    /** Fault tests only: the named point kills the process (SIGKILL) when reached. Refused in production. */
    FAULT_POINT: z.enum(['deposit-before-credit']).optional(),
    /** Browser tests only: POST /test/clock/advance moves the server clock forward. Refused in production. */
    TEST_CLOCK_CONTROL: bool.default(false),
    /** Encrypts admins' TOTP secrets at rest (AES-256-GCM); any long random string, kept out of the database. */
    ADMIN_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').default(DEV_ADMIN_SECRET_KEY),
    /** Signs the sandbox checkout's events to our own webhook; any long random string. */
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('scoreline-sandbox-webhook-secret-dev'),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && c.CAPTCHA_EXPOSE_ANSWER) {
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA_EXPOSE_ANSWER'], message: 'is a test switch and is refused in production' });
    }
    if (c.NODE_ENV === 'production' && c.FAULT_POINT) {
      ctx.addIssue({ code: 'custom', path: ['FAULT_POINT'], message: 'is a fault-test switch and is refused in production' });
    }
    if (c.NODE_ENV === 'production' && c.TEST_CLOCK_CONTROL) {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_CONTROL'], message: 'is a test switch and is refused in production' });
    }
    if (c.NODE_ENV === 'production' && c.ADMIN_SECRET_KEY === DEV_ADMIN_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_SECRET_KEY'], message: 'must be set to a secret key in production' });
    }
    if (c.NODE_ENV === 'production' && c.PID_KEY === DEV_PID_KEY) {
      ctx.addIssue({ code: 'custom', path: ['PID_KEY'], message: 'must be set to a secret key in production' });
    }
    if (c.TERMII_API_KEY && !c.TERMII_SENDER_ID) {
      ctx.addIssue({ code: 'custom', path: ['TERMII_SENDER_ID'], message: 'is required with TERMII_API_KEY' });
    }
    if (c.SMTP_URL && !c.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required with SMTP_URL' });
    }
  });

export type TConfig = z.infer<typeof ZConfig> & { demoSeed: boolean; repoRoot: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  // Empty strings mean "unset", as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZConfig.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return { ...c, demoSeed: c.DEMO_SEED ?? c.NODE_ENV !== 'production', repoRoot };
}
