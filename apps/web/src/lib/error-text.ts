import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import { ensureErrorMessages, i18n } from './i18n.ts';
import { ApiError, NetworkError } from './api-envelope.ts';

// The server localizes `msg` too, but the client shows its own text for each catalogue code so
// the message follows the language chosen in the app, with the answer's params filled in.
// The catalogue and its texts load on first use: an error is never on the first paint.

export type TErrorLike = { code: number; msg?: string; params?: Record<string, string | number> };

export async function catalogueText(key: TErrorKey, params?: Record<string, string | number>): Promise<string> {
  await ensureErrorMessages().catch(() => undefined);
  return i18n.exists(`errors:${key}`) ? i18n.t(`errors:${key}`, { ...params }) : key;
}

export async function errorText(error: TErrorLike): Promise<string> {
  const [{ errorKeyOfCode }] = await Promise.all([
    import('@scoreline/contract/errors/catalogue'),
    ensureErrorMessages().catch(() => undefined),
  ]);
  const key = errorKeyOfCode(error.code);
  if (key && i18n.exists(`errors:${key}`)) return i18n.t(`errors:${key}`, { ...error.params });
  // A catalogue code whose texts could not load (offline): the server's msg, which it words in
  // the app's language (Accept-Language). A code outside the catalogue (a crash's or a proxy's
  // 500) carries text nobody localized, often English: the member's own generic text instead.
  if (key && error.msg) return error.msg;
  return i18n.t('common.unknownError');
}

/** Text for whatever a query or mutation threw. */
export async function textOfFailure(failure: unknown): Promise<string> {
  if (failure instanceof ApiError) return errorText({ code: failure.code, msg: failure.message, params: failure.params });
  if (failure instanceof NetworkError) return i18n.t('common.networkError');
  return i18n.t('common.unknownError');
}

/** The catalogue key of a refusal the API answered, else undefined (a network fault, a bug). */
export async function errorKeyOfFailure(failure: unknown): Promise<TErrorKey | undefined> {
  return failure instanceof ApiError ? errorKeyOfCode(failure.code) : undefined;
}

/** The catalogue key of a numeric code (loads the catalogue on first use). */
export async function errorKeyOfCode(code: number): Promise<TErrorKey | undefined> {
  const catalogue = await import('@scoreline/contract/errors/catalogue');
  return catalogue.errorKeyOfCode(code);
}
