// The { code, msg, data } envelope of every JSON answer (contract envelope.ts, restated as types
// only so no zod reaches the browser bundle).

export const CODE_OK = 200;
export const CODE_NOT_LOGGED_IN = 401;
export const CODE_SUBMIT_LIMIT = 429;
export const CODE_MAINTENANCE = 9999;
/** "There is no such thing" (catalogue NOT_FOUND, ORDER_NOT_FOUND, MATCH_NOT_FOUND): asking again cannot help. */
export const CODES_NOT_FOUND: readonly number[] = [1001, 7000, 7004];

export type TErrorData = { field?: string; params?: Record<string, string | number> } | null;

export type TApiBody<T> = { code: number; msg: string; data: T };

/** A non-200 answer, thrown by the react-query hooks so screens can show its text. */
export class ApiError extends Error {
  readonly code: number;
  readonly field: string | undefined;
  readonly params: Record<string, string | number> | undefined;
  /** The answer's whole data (e.g. ODDS_CHANGED's currentOdds). */
  readonly data: unknown;

  constructor(body: TApiBody<unknown>) {
    super(body.msg || `code ${body.code}`);
    this.name = 'ApiError';
    this.code = body.code;
    this.data = body.data ?? null;
    const data = (body.data ?? null) as TErrorData;
    this.field = typeof data?.field === 'string' ? data.field : undefined;
    this.params = data?.params && typeof data.params === 'object' ? data.params : undefined;
  }
}

/** Codes the API client answers app-wide (the sign-in page, the submit-limit and maintenance alerts): a page adds nothing. */
export function answeredByTheApp(failure: unknown): boolean {
  return failure instanceof ApiError && (failure.code === CODE_NOT_LOGGED_IN || failure.code === CODE_SUBMIT_LIMIT || failure.code === CODE_MAINTENANCE);
}

/** Whether a query failed because what it asked for does not exist (a wrong or stale link), not for want of a connection. */
export function isNotFound(failure: unknown): boolean {
  return failure instanceof ApiError && CODES_NOT_FOUND.includes(failure.code);
}

/**
 * A load that failed with something answering (the server busy or refusing, a proxy's error page):
 * not the member's connection, which "Check your connection" would blame (QA: said under the
 * "too many requests" dialog). A failure not known (none given) is taken as the connection's.
 */
export function isAnsweredFailure(failure: unknown): boolean {
  return failure instanceof Error && !(failure instanceof NetworkError);
}

/** fetch threw or timed out: there is no answer to show, only "Network Access Error!". */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network Access Error!', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * A network error before anything was sent: the browser was offline, so the request never left
 * and cannot have done its work (a money action's answer is not "lost", only never asked for).
 */
export class NotSentError extends NetworkError {
  constructor() {
    super(new Error('offline: nothing was sent'));
    this.name = 'NotSentError';
  }
}

/** The data of a successful answer, or an ApiError. */
export function unwrap<T>(body: TApiBody<T>): T {
  if (body.code !== CODE_OK) throw new ApiError(body);
  return body.data;
}
