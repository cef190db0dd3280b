import { assertE164, type SmsMessage, type SmsSender } from './sms-sender.ts';

type Logger = { info(obj: object, msg: string): void };

export type SentSms = SmsMessage & { messageId: string; at: Date };

/**
 * Development default: the message (and so the code) is written to the server log instead of
 * being sent, and the last messages are kept in memory so tests can read a code back.
 */
export class ConsoleSmsSender implements SmsSender {
  readonly kind = 'console';
  readonly #log: Logger;
  readonly #keep: number;
  readonly #sent: SentSms[] = [];
  #counter = 0;

  constructor(log: Logger, options: { keep?: number } = {}) {
    this.#log = log;
    this.#keep = options.keep ?? 100;
  }

  async send(message: SmsMessage): Promise<{ messageId: string }> {
    assertE164(message.to);
    const messageId = `console-sms-${Date.now()}-${++this.#counter}`;
    this.#sent.push({ ...message, messageId, at: new Date() });
    if (this.#sent.length > this.#keep) this.#sent.shift();
    this.#log.info({ sms: { to: message.to, text: message.text, messageId } }, 'SMS (console adapter, not sent)');
    return { messageId };
  }

  /** Messages kept in memory, oldest first. */
  get sent(): readonly SentSms[] {
    return this.#sent;
  }

  /** The newest message to a number, if any. */
  lastTo(to: string): SentSms | undefined {
    return this.#sent.findLast((m) => m.to === to);
  }
}
