import { ERRORS } from '@scoreline/contract/errors/catalogue';
import { ADMIN_API, ADMIN_TOKEN_HEADER, type TAdminApiName } from './api-paths.ts';
import { currentSession, endSession } from './session.ts';
import { noteServerDate } from './server-clock.ts';

// Every call to the back-office API: the admin-token header, the envelope {code, msg, data}
// unwrapped (code 200 is success), and the app-wide reactions: 401 ends the session (the app
// shows the sign-in page), a 403 FORBIDDEN is "not allowed for your role". Refusals keep the
// server's text (also a 403 with a code of its own, such as ADMIN_SELF_CHANGE or ACCOUNT_DISABLED).

export const CODE_OK = 200;
export const CODE_NOT_LOGGED_IN = 401;
const REQUEST_TIMEOUT_MS = 60_000;

export type TApiErrorKind = 'unauthenticated' | 'forbidden' | 'refused' | 'network';

export class ApiError extends Error {
  constructor(
    readonly kind: TApiErrorKind,
    message: string,
    readonly code: number | null = null,
    readonly status: number | null = null,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A 409: the thing was done or changed elsewhere meanwhile (entered, decided, moved on), so the
 * screen that asked shows an older state: it reads its queries again and a dialog over it closes.
 */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 409;

export type TPage<T> = { items: T[]; total: number; page: number; pageSize: number };
export type TQuery = Record<string, string | number | boolean | undefined | null>;

export function buildUrl(path: string, query?: TQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

type TEnvelope = { code: number; msg: string; data: unknown };
const isEnvelope = (v: unknown): v is TEnvelope => typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';

/** What an answer means for the caller: its data, or the error to throw (and whether the session ended). */
export function interpretAnswer(status: number, body: unknown): { ok: true; data: unknown } | { ok: false; error: ApiError } {
  if (!isEnvelope(body)) return { ok: false, error: new ApiError('network', `Unexpected answer from the server (HTTP ${status})`, null, status) };
  if (body.code === CODE_OK) return { ok: true, data: body.data };
  if (body.code === CODE_NOT_LOGGED_IN || status === 401) return { ok: false, error: new ApiError('unauthenticated', body.msg || 'Please sign in', body.code, status, body.data) };
  // A role refusal is FORBIDDEN (or a 403 without a catalogue code); other 403s say their own reason.
  if (status === 403 && (body.code === ERRORS.FORBIDDEN.code || body.code === 403)) return { ok: false, error: new ApiError('forbidden', body.msg || 'Not allowed for your role', body.code, status, body.data) };
  return { ok: false, error: new ApiError('refused', body.msg || `Refused (code ${body.code})`, body.code, status, body.data) };
}

export async function callApi<T>(name: TAdminApiName, options: { query?: TQuery; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const api = ADMIN_API[name];
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'en' };
  const token = currentSession()?.token;
  if (token) headers[ADMIN_TOKEN_HEADER] = token;
  const hasBody = api.method === 'POST';
  if (hasBody) headers['content-type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });
  let status: number;
  let body: unknown;
  try {
    const response = await fetch(buildUrl(api.path, options.query), {
      method: api.method,
      headers,
      body: hasBody ? JSON.stringify(options.body ?? {}) : undefined,
      signal: controller.signal,
    });
    status = response.status;
    noteServerDate(response.headers.get('date'));
    body = await response.json().catch(() => null);
  } catch (cause) {
    throw new ApiError('network', options.signal?.aborted ? 'Cancelled' : 'The server could not be reached. Check the connection and try again.', null, null, cause);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
  const answer = interpretAnswer(status, body);
  if (answer.ok) return answer.data as T;
  // A refused session on a sign-in call is a wrong password or code, not an ended session.
  if (answer.error.kind === 'unauthenticated' && token && name !== 'adminLogin' && name !== 'adminLoginTotp') endSession('expired');
  throw answer.error;
}

/**
 * What a refusal says beyond its catalogue text: the request field it is about and, for a
 * validation refusal, the rule that failed (the envelope's data.field and data.reason).
 */
export function refusalDetail(error: unknown): { field: string | null; reason: string | null } {
  const data = error instanceof ApiError && typeof error.data === 'object' && error.data !== null ? (error.data as Record<string, unknown>) : {};
  return { field: typeof data.field === 'string' ? data.field : null, reason: typeof data.reason === 'string' ? data.reason : null };
}

/** The text to show for a failed call: the server's text, with the field and rule when it names them. */
export function errorText(error: unknown, role?: string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'forbidden') return `Not allowed for your role${role ? ` (${role})` : ''}.`;
    const { field, reason } = refusalDetail(error);
    return reason ? `${error.message} ${field ? `${field}: ` : ''}${reason}` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

// Errors a form has already shown next to its fields or in its own alert: the app-wide toast
// leaves them alone, so a refusal is said once.
const shownByForm = new WeakSet<object>();
export const markShown = (error: unknown) => void (typeof error === 'object' && error !== null && shownByForm.add(error));
export const wasShown = (error: unknown) => typeof error === 'object' && error !== null && shownByForm.has(error);
