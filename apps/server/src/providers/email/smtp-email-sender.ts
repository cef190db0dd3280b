import nodemailer, { type Transporter } from 'nodemailer';
import { EmailError, looksLikeEmail, type EmailMessage, type EmailSender } from './email-sender.ts';

export type SmtpOptions = {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer connection URL). */
  url: string;
  /** The From header, e.g. "Scoreline <no-reply@scoreline.ng>". */
  from: string;
  /** Connect, greeting and idle limits; a member is waiting for the answer. */
  timeoutMs?: number;
};

/** E-mail through any SMTP server (nodemailer). */
export class SmtpEmailSender implements EmailSender {
  readonly kind = 'smtp';
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(options: SmtpOptions) {
    const timeout = options.timeoutMs ?? 15_000;
    this.#from = options.from;
    this.#transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async send(message: EmailMessage): Promise<{ messageId: string }> {
    if (!looksLikeEmail(message.to)) throw new EmailError(`not an e-mail address: ${JSON.stringify(message.to)}`, { recipientRefused: true });
    try {
      const info = await this.#transport.sendMail({
        from: this.#from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      const rejected = (info.rejected ?? []) as unknown[];
      if (rejected.length > 0) throw new EmailError(`the mail server refused ${message.to}`, { recipientRefused: true });
      return { messageId: String(info.messageId) };
    } catch (error) {
      if (error instanceof EmailError) throw error;
      const e = error as { code?: string; responseCode?: number; command?: string; message?: string };
      const recipientRefused = e.command === 'RCPT TO' && (e.responseCode ?? 0) >= 500;
      throw new EmailError(`SMTP send failed (${e.code ?? 'unknown'}${e.responseCode ? ` ${e.responseCode}` : ''}): ${e.message ?? String(error)}`, {
        cause: error,
        recipientRefused,
      });
    }
  }

  close(): void {
    this.#transport.close();
  }
}
