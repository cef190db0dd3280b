import type { TErrorKey } from '@scoreline/contract/errors/catalogue';

// Outgoing e-mail (verification codes). Adapters: console (development default: written to the
// server log) and SMTP through nodemailer (SMTP_URL + MAIL_FROM).

export type EmailMessage = { to: string; subject: string; text: string; html?: string };

export type EmailSender = {
  /** 'console' or 'smtp'. */
  readonly kind: string;
  send(message: EmailMessage): Promise<{ messageId: string }>;
};

export class EmailError extends Error {
  /** True when the mail server refused the recipient itself (5xx on RCPT TO). */
  readonly recipientRefused: boolean;

  constructor(message: string, options: { cause?: unknown; recipientRefused?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.name = 'EmailError';
    this.recipientRefused = options.recipientRefused ?? false;
  }

  get errorKey(): TErrorKey {
    return 'EMAIL_SEND_FAILED';
  }
}

/** A deliberately loose check (one @, no spaces): the mail server is the authority. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
