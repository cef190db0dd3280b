import type { Clock } from './clock.ts';
import type { TConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { SettingsStore } from './modules/settings/settings.ts';
import type { EmailSender } from './providers/email/email-sender.ts';
import type { PaymentProvider } from './providers/payments/payment-provider.ts';
import type { SmsSender } from './providers/sms/sms-sender.ts';

/** What use cases and routes need from the running app; built once in buildApp(). */
export type AppContext = {
  config: TConfig;
  database: Database;
  db: Db;
  clock: Clock;
  settings: SettingsStore;
  sms: SmsSender;
  email: EmailSender;
  payments: PaymentProvider;
};
