import { EmailError, looksLikeEmail, type EmailMessage, type EmailSender } from './email-sender.ts';

type Logger = { info(obj: object, msg: string): void };

export type SentEmail = EmailMessage & { messageId: string; at: Date };

/** Development default: the e-mail is written to the server log and kept in memory (tests read codes back). */
export class ConsoleEmailSender implements EmailSender {
  readonly kind = 'console';
  readonly #log: Logger;
  readonly #keep: number;
  readonly #sent: SentEmail[] = [];
  #counter = 0;

  constructor(log: Logger, options: { keep?: number } = {}) {
    this.#log = log;
    this.#keep = options.keep ?? 100;
  }

  async send(message: EmailMessage): Promise<{ messageId: string }> {
    if (!looksLikeEmail(message.to)) throw new EmailError(`not an e-mail address: ${JSON.stringify(message.to)}`, { recipientRefused: true });
    const messageId = `console-email-${Date.now()}-${++this.#counter}`;
    this.#sent.push({ ...message, messageId, at: new Date() });
    if (this.#sent.length > this.#keep) this.#sent.shift();
    this.#log.info({ email: { to: message.to, subject: message.subject, text: message.text, messageId } }, 'E-mail (console adapter, not sent)');
    return { messageId };
  }

  get sent(): readonly SentEmail[] {
    return this.#sent;
  }

  lastTo(to: string): SentEmail | undefined {
    return this.#sent.findLast((m) => m.to === to);
  }
}
