import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createMessaging } from './messaging.ts';

const quiet = () => {
  const warnings: unknown[] = [];
  return { warnings, log: { info: () => undefined, warn: (obj: object) => warnings.push(obj) } };
};

describe('createMessaging', () => {
  it('uses the console adapters without provider keys', () => {
    const { log, warnings } = quiet();
    const m = createMessaging(loadConfig({}), log);
    expect([m.sms.kind, m.email.kind]).toEqual(['console', 'console']);
    expect(warnings).toHaveLength(0);
  });

  it('uses Termii and SMTP when configured', () => {
    const { log } = quiet();
    const m = createMessaging(
      loadConfig({ TERMII_API_KEY: 'key', TERMII_SENDER_ID: 'Scoreline', SMTP_URL: 'smtp://user:pass@127.0.0.1:2525', MAIL_FROM: 'Scoreline <no-reply@example.com>' }),
      log,
    );
    expect([m.sms.kind, m.email.kind]).toEqual(['termii', 'smtp']);
  });

  it('warns when production runs on the console adapters (codes in the log)', () => {
    const { log, warnings } = quiet();
    createMessaging(loadConfig({ NODE_ENV: 'production', PID_KEY: 'prod-secret-key!', ADMIN_SECRET_KEY: 'a production admin secret key, 40+ chars long' }), log);
    expect(warnings).toHaveLength(1);
  });
});
