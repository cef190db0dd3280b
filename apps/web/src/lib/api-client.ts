import { API_PATHS, HEADERS } from './api-paths.ts';
import { CODE_MAINTENANCE, CODE_NOT_LOGGED_IN, CODE_SUBMIT_LIMIT, NetworkError, NotSentError, type TApiBody } from './api-envelope.ts';
import { currentHashLocation, currentRoutePath, endSession, relaunch } from './app-bridge.ts';
import { deviceId } from './device-id.ts';
import { catalogueText } from './error-text.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { startLoading, stopLoading } from './loading-state.ts';
import { showAlert, toastNetworkError } from './notify.ts';
import { encryptPid, isUsablePidKey } from './pid.ts';
import { LOGIN_PATH } from './route-paths.ts';
import { apiBaseUrl } from './runtime-config.ts';
import { clearSessionToken, sessionToken } from './session-token.ts';
import { rememberReturnPage } from './return-after-sign-in.ts';
import { noteSessionEnded, markSessionEnded } from './session-ended.ts';
import { noteServerDate } from './server-clock.ts';

// Every call to the API goes through apiRequest (spec 7 and 8): base URL from the runtime
// config, the token/uid/pid/Accept-Language headers, cookies included, a 60 s timeout, the
// global loading bar, and the app-wide reactions to 401, 429 and 9999. The whole answer body is
// returned to the caller whatever its code; only a failed fetch throws (NetworkError).

export const REQUEST_TIMEOUT_MS = 60_000;

/** Background calls that must not flash the loading bar (the balance refreshes often). */
const QUIET_PATHS = [API_PATHS.getLoginMember];

export type TRequestOptions = {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** The caller's cancellation (react-query passes one); cancelling shows no error. */
  signal?: AbortSignal;
  /** Money-moving POSTs: the same key replays the first answer instead of paying twice. */
  idempotencyKey?: string;
  /** Fire-and-forget reports: no loading bar and no network-error toast. */
  background?: boolean;
};

let pidCache: { uid: string; key: string; pid: string } | undefined;

function pidHeader(uid: string): string | undefined {
  const key = typeof window === 'undefined' ? undefined : window.VIT_PID_KEY;
  if (!isUsablePidKey(key)) return undefined;
  if (pidCache?.uid !== uid || pidCache.key !== key) pidCache = { uid, key, pid: encryptPid(uid, key) };
  return pidCache.pid;
}

export function requestHeaders(options: { json: boolean; idempotencyKey?: string }): Record<string, string> {
  const uid = deviceId();
  const headers: Record<string, string> = {
    accept: 'application/json',
    [HEADERS.language]: currentLanguage(),
    [HEADERS.uid]: uid,
  };
  const pid = pidHeader(uid);
  if (pid) headers[HEADERS.pid] = pid;
  const token = sessionToken();
  if (token) headers[HEADERS.token] = token;
  if (options.json) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers[HEADERS.idempotencyKey] = options.idempotencyKey;
  return headers;
}

function buildUrl(path: string, query: TRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return `${apiBaseUrl()}${path}${search ? `?${search}` : ''}`;
}

function isEnvelope(value: unknown): value is TApiBody<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

let maintenanceShown = false;

/** The app-wide reactions of spec 8; the caller still gets the body. `sentToken`: the session the request spoke for. */
function reactToCode(body: TApiBody<unknown>, retryAfter: string | null, sentToken: string | null, background: boolean): void {
  if (body.code === CODE_NOT_LOGGED_IN) {
    const token = sessionToken();
    // A late 401 about a session already gone (or about the visitor before they signed in) says
    // nothing about the one stored since: acting on it signed the member out again right after
    // they signed in (CI: a reloaded tab's last 401s arrived after the new sign-in).
    if (token !== sentToken) return;
    const hadSession = Boolean(token);
    if (token) markSessionEnded(token);
    clearSessionToken();
    endSession();
    if (currentRoutePath() !== LOGIN_PATH) {
      rememberReturnPage(currentHashLocation());
      // Only a session that was there ended; a visitor sent to sign in is told nothing.
      if (hadSession) noteSessionEnded();
      relaunch(LOGIN_PATH);
    }
  } else if (body.code === CODE_SUBMIT_LIMIT && !background) {
    // Not for a request the member did not make (the launch's environment report: QA saw the
    // alert on the sign-in page, the address's limit used up by others behind the same carrier).
    // With the wait the server gives (retry-after, seconds): "a moment" alone left the member guessing (QA).
    const seconds = Number(retryAfter);
    const wait = Number.isInteger(seconds) && seconds > 0 ? ` ${i18n.t('common.tryAgainIn', { count: seconds })}` : '';
    void catalogueText('SUBMIT_LIMIT').then((content) => showAlert({ title: i18n.t('common.prompt'), content: `${content}${wait}` }));
  } else if (body.code === CODE_MAINTENANCE && !maintenanceShown) {
    maintenanceShown = true;
    void catalogueText('MAINTENANCE')
      .then((content) => showAlert({ title: i18n.t('common.prompt'), content, scope: 'app' }))
      .finally(() => {
        maintenanceShown = false;
        if (currentRoutePath() !== LOGIN_PATH) relaunch(LOGIN_PATH);
      });
  }
}

export async function apiRequest<T>(method: 'GET' | 'POST', path: string, options: TRequestOptions = {}): Promise<TApiBody<T>> {
  // Offline, a money action is not sent at all, and says so: its page then tells the member the
  // network is down, not that an order "may already have been created" (QA: a deposit tapped offline).
  if (options.idempotencyKey && globalThis.navigator?.onLine === false) {
    toastNetworkError();
    throw new NotSentError();
  }
  const quiet = options.background === true || QUIET_PATHS.some((quietPath) => path.includes(quietPath));
  const hasBody = method === 'POST' && options.body !== undefined;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', cancel, { once: true });
  if (!quiet) startLoading();
  let body: unknown;
  let retryAfter: string | null = null;
  const headers = requestHeaders({ json: hasBody, idempotencyKey: options.idempotencyKey });
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'include',
      signal: controller.signal,
    });
    noteServerDate(response.headers.get('date'));
    retryAfter = response.headers.get('retry-after');
    body = await response.json();
    if (!isEnvelope(body)) throw new Error(`not an API answer (HTTP ${response.status})`);
  } catch (cause) {
    // A money action (it carries an idempotency key) says it itself: its answer may be lost, not
    // only the network down, and its page keeps a lasting notice that the toast would flash beside.
    if (options.signal?.aborted || options.background || options.idempotencyKey) throw new NetworkError(cause);
    toastNetworkError();
    throw new NetworkError(cause);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
    if (!quiet) stopLoading();
  }
  reactToCode(body, retryAfter, headers[HEADERS.token] ?? null, options.background === true);
  return body as TApiBody<T>;
}

export function apiGet<T>(path: string, options?: Omit<TRequestOptions, 'body'>): Promise<TApiBody<T>> {
  return apiRequest<T>('GET', path, options);
}

export function apiPost<T>(path: string, body?: unknown, options?: Omit<TRequestOptions, 'body'>): Promise<TApiBody<T>> {
  return apiRequest<T>('POST', path, { ...options, body });
}
