import type { z } from 'zod';
import { type PaymentProviderName, ProviderRejectedError, ProviderResponseError, ProviderUnavailableError } from './payment-provider.ts';

// The one place that talks HTTP to a provider, so every adapter sorts answers the same way:
// no answer, a timeout, 5xx, 408 and 429 mean "outcome unknown" (ProviderUnavailableError);
// other 4xx answers are handed back for the adapter to read (not found, cannot resolve ...).

/** How long a provider call may take, body included, before its outcome counts as unknown. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 15_000;

export interface ProviderHttpOptions {
  provider: PaymentProviderName;
  baseUrl: string;
  timeoutMs: number;
  /** Sent on every request (authorization). */
  headers: Record<string, string>;
}

export interface ProviderReply {
  httpStatus: number;
  /** The parsed JSON body; undefined when a 4xx body was not JSON. */
  body: unknown;
}

export async function callProvider(
  http: ProviderHttpOptions,
  operation: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ProviderReply> {
  const url = http.baseUrl.replace(/\/+$/, '') + path;
  const headers: Record<string, string> = { accept: 'application/json', ...http.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    // The timeout covers the body as well: fetch aborts the stream when the signal fires.
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(http.timeoutMs),
      // A provider API does not redirect; if something on the way does, we want to see it, not follow it.
      redirect: 'manual',
    });
    text = await response.text();
  } catch (error) {
    const why = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${http.timeoutMs} ms` : describeNetworkError(error);
    throw new ProviderUnavailableError(http.provider, operation, why, { cause: error });
  }
  const status = response.status;
  if (status >= 500 || status === 408 || status === 429) {
    throw new ProviderUnavailableError(http.provider, operation, `HTTP ${status}: ${text.slice(0, 200)}`, { httpStatus: status });
  }
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    if (status >= 200 && status < 300) {
      throw new ProviderResponseError(http.provider, operation, `HTTP ${status} answer is not JSON: ${text.slice(0, 200)}`, { cause: error, httpStatus: status });
    }
    parsed = undefined;
  }
  if (status >= 200 && status < 300 && parsed === undefined) {
    throw new ProviderResponseError(http.provider, operation, `HTTP ${status} with an empty body`, { httpStatus: status });
  }
  if (status < 200 || (status >= 300 && status < 400)) {
    throw new ProviderResponseError(http.provider, operation, `unexpected HTTP ${status}`, { httpStatus: status });
  }
  return { httpStatus: status, body: parsed };
}

/** A refusal from a 4xx reply, with the provider's message when it sent one. */
export function rejection(http: ProviderHttpOptions, operation: string, reply: ProviderReply): ProviderRejectedError {
  return new ProviderRejectedError(http.provider, operation, reply.httpStatus, providerMessage(reply.body));
}

export function providerMessage(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return '(no message)';
}

/** Reads a 2xx reply with a schema; a shape we do not recognise is an unknown outcome, not a crash. */
export function readReply<T extends z.ZodType>(http: ProviderHttpOptions, operation: string, schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
    throw new ProviderResponseError(http.provider, operation, `unexpected answer: ${issues}`, { cause: result.error });
  }
  return result.data;
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici reports "fetch failed" and puts the real reason (ECONNREFUSED, ECONNRESET ...) in cause.
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return `${error.message} (${code ?? cause.message})`;
  }
  return error.message;
}
