import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

// Production with its own secrets, so each test sees only the refusal it is about.
const PROD = { NODE_ENV: 'production', PID_KEY: 'prod-secret-key!', ADMIN_SECRET_KEY: 'a production admin secret key, 40+ chars long' } as const;

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, OPERATOR_TZ: 'Africa/Lagos', NODE_ENV: 'development', demoSeed: true });
    // The repository's ./data, as the README says, though npm start runs the server in apps/server (QA).
    expect(c.DATA_DIR).toBe(path.join(c.repoRoot, 'data'));
    expect(fs.existsSync(path.join(c.repoRoot, 'apps/server/src/config.ts'))).toBe(true);
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('refuses the captcha test switch in production', () => {
    expect(() => loadConfig({ ...PROD, CAPTCHA_EXPOSE_ANSWER: 'true' })).toThrow(/CAPTCHA_EXPOSE_ANSWER/);
  });

  it('refuses the test clock switch in production, and leaves it off by default', () => {
    expect(() => loadConfig({ ...PROD, TEST_CLOCK_CONTROL: 'true' })).toThrow(/TEST_CLOCK_CONTROL/);
    expect(loadConfig({ ...PROD, TEST_CLOCK_CONTROL: 'false' }).TEST_CLOCK_CONTROL).toBe(false);
    expect(loadConfig({}).TEST_CLOCK_CONTROL).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: 'true' }).TEST_CLOCK_CONTROL).toBe(true);
  });

  it('refuses the development pid key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PID_KEY/);
  });

  it('refuses the development admin secret key (TOTP secrets at rest) in production, and a short one anywhere', () => {
    expect(() => loadConfig({ ...PROD, ADMIN_SECRET_KEY: undefined })).toThrow(/ADMIN_SECRET_KEY/);
    expect(() => loadConfig({ ADMIN_SECRET_KEY: 'short' })).toThrow(/ADMIN_SECRET_KEY/);
    expect(loadConfig(PROD).ADMIN_SECRET_KEY).toBe(PROD.ADMIN_SECRET_KEY);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['OPERATOR_TZ', { OPERATOR_TZ: 'Mars/Olympus' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['PID_KEY', { PID_KEY: 'short' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
  ])('names the bad variable %s', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('needs a sender id with a Termii key, and a From address with an SMTP URL', () => {
    expect(() => loadConfig({ TERMII_API_KEY: 'k' })).toThrow(/TERMII_SENDER_ID/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' })).toThrow(/SMTP_URL/);
    expect(loadConfig({}).TERMII_BASE_URL).toBe('https://api.ng.termii.com');
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig(PROD).demoSeed).toBe(false);
  });
});
