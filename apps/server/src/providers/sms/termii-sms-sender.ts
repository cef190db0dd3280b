import { assertE164, SmsError, type SmsMessage, type SmsSender } from './sms-sender.ts';

// Termii (design/providers.md): POST {base}/api/sms/send
//   {api_key, to: "234XXXXXXXXXX" (no +), from: <sender id>, sms, type: "plain", channel: "dnd"}
// -> 200 {message_id, message: "Successfully Sent", balance, user}. The dnd route delivers to
// numbers on the do-not-disturb list, which verification codes must reach.
// A refused request answers 4xx with {message}. Which words Termii uses for a bad number is
// not confirmed, so the pattern that tells "wrong phone" from other refusals is an option.

export type TermiiOptions = {
  apiKey: string;
  senderId: string;
  baseUrl?: string;
  channel?: 'dnd' | 'generic';
  timeoutMs?: number;
  wrongPhonePattern?: RegExp;
  fetch?: typeof fetch;
};

export const TERMII_DEFAULT_BASE_URL = 'https://api.ng.termii.com';
const DEFAULT_WRONG_PHONE = /\b(phone|number|recipient|destination|msisdn)\b/i;

export class TermiiSmsSender implements SmsSender {
  readonly kind = 'termii';
  readonly #options: Required<Omit<TermiiOptions, 'fetch'>> & { fetch: typeof fetch };

  constructor(options: TermiiOptions) {
    this.#options = {
      baseUrl: TERMII_DEFAULT_BASE_URL,
      channel: 'dnd',
      timeoutMs: 10_000,
      wrongPhonePattern: DEFAULT_WRONG_PHONE,
      fetch: globalThis.fetch,
      ...options,
    };
  }

  async send(message: SmsMessage): Promise<{ messageId: string }> {
    assertE164(message.to);
    const o = this.#options;
    const url = `${o.baseUrl.replace(/\/+$/, '')}/api/sms/send`;
    let response: Response;
    try {
      response = await o.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_key: o.apiKey,
          to: message.to.slice(1),
          from: o.senderId,
          sms: message.text,
          type: 'plain',
          channel: o.channel,
        }),
        signal: AbortSignal.timeout(o.timeoutMs),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${o.timeoutMs} ms` : (error as Error).message;
      throw new SmsError('send_failed', `Termii unreachable: ${reason}`, { cause: error });
    }

    const text = await response.text().catch(() => '');
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      // Not JSON (a proxy's error page): judged by the status below.
    }
    const said = typeof body.message === 'string' ? body.message : text.slice(0, 200);

    if (response.ok) {
      const id = body.message_id_str ?? body.message_id;
      if (typeof id === 'string' || typeof id === 'number') return { messageId: String(id) };
      throw new SmsError('send_failed', `Termii answered ${response.status} without a message id: ${said}`);
    }
    if (response.status >= 400 && response.status < 500 && response.status !== 401 && response.status !== 403 && response.status !== 429 && o.wrongPhonePattern.test(said)) {
      throw new SmsError('wrong_phone', `Termii refused the number (${response.status}): ${said}`);
    }
    throw new SmsError('send_failed', `Termii refused the message (${response.status}): ${said}`);
  }
}
