import type { TErrorKey } from '@scoreline/contract/errors/catalogue';

// Outgoing SMS (verification codes). Adapters: console (development default: the message goes to
// the server log) and Termii (design/providers.md). Codes are generated, hashed and expired by
// modules/verification, never by the provider.

/** E.164, e.g. +2348031234567. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

export type SmsMessage = { to: string; text: string };

export type SmsSender = {
  /** 'console' or 'termii': shown in logs and the sandbox badge. */
  readonly kind: string;
  send(message: SmsMessage): Promise<{ messageId: string }>;
};

/**
 * Why a message did not go out. `wrong_phone`: the provider refused the number itself (spec 8:
 * "code 6 means wrong phone number"); `send_failed`: anything else (provider down, timeout,
 * account or sender problems): the member may try again later.
 */
export type SmsFailure = 'wrong_phone' | 'send_failed';

export class SmsError extends Error {
  readonly failure: SmsFailure;

  constructor(failure: SmsFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsError';
    this.failure = failure;
  }

  /** The catalogue refusal the member sees. */
  get errorKey(): TErrorKey {
    return this.failure === 'wrong_phone' ? 'SMS_WRONG_PHONE' : 'SMS_SEND_FAILED';
  }
}

/** Refuses a destination that is not E.164 before any provider is called. */
export function assertE164(to: string): void {
  if (!E164_PATTERN.test(to)) throw new SmsError('wrong_phone', `not an E.164 number: ${JSON.stringify(to)}`);
}
