import type { TConfig } from '../config.ts';
import { ConsoleEmailSender } from './email/console-email-sender.ts';
import type { EmailSender } from './email/email-sender.ts';
import { SmtpEmailSender } from './email/smtp-email-sender.ts';
import { ConsoleSmsSender } from './sms/console-sms-sender.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import { TermiiSmsSender } from './sms/termii-sms-sender.ts';

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type Messaging = { sms: SmsSender; email: EmailSender };

/**
 * Picks the SMS and e-mail adapters from config: a provider when its keys are set, otherwise the
 * console adapter (design/providers.md: the sandbox default, codes appear in the server log).
 */
export function createMessaging(config: TConfig, log: Logger): Messaging {
  const sms: SmsSender =
    config.TERMII_API_KEY && config.TERMII_SENDER_ID
      ? new TermiiSmsSender({ apiKey: config.TERMII_API_KEY, senderId: config.TERMII_SENDER_ID, baseUrl: config.TERMII_BASE_URL })
      : new ConsoleSmsSender(log);
  const email: EmailSender =
    config.SMTP_URL && config.MAIL_FROM ? new SmtpEmailSender({ url: config.SMTP_URL, from: config.MAIL_FROM }) : new ConsoleEmailSender(log);
  if (config.NODE_ENV === 'production' && (sms.kind === 'console' || email.kind === 'console')) {
    // Allowed (the sandbox), but codes then sit in the log: say so loudly once.
    log.warn({ sms: sms.kind, email: email.kind }, 'messaging runs on the console adapter: verification codes are written to the log, not sent');
  }
  return { sms, email };
}
