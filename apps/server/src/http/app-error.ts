import { ERRORS, type TErrorKey } from '@scoreline/contract/errors/catalogue';

/**
 * A refusal the member should see: a catalogue key, optional placeholder values for its text,
 * and optional extra data (the field a validation refusal is about, the new odds ...).
 */
export class AppError extends Error {
  readonly key: TErrorKey;
  readonly params: Record<string, string | number>;
  readonly extra: Record<string, unknown>;

  constructor(key: TErrorKey, params: Record<string, string | number> = {}, extra: Record<string, unknown> = {}) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.params = params;
    this.extra = extra;
  }

  get code(): number {
    return ERRORS[this.key].code;
  }

  get statusCode(): number {
    return ERRORS[this.key].http;
  }
}
