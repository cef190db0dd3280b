import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, errorKeyOfCode, type TErrorKey } from '@scoreline/contract/errors/catalogue';
import { errorText } from '@scoreline/contract/errors/messages';
import { pickLocale } from '@scoreline/contract/locales';
import type { AppError } from './app-error.ts';

export function ok<T>(data: T) {
  return { code: ERRORS.OK.code, msg: 'success', data };
}

/** The error envelope, with the message in the member's language (Accept-Language), said as data.reason narrows it. */
export function errorBody(request: Pick<FastifyRequest, 'headers'>, key: TErrorKey, params: Record<string, string | number> = {}, extra: Record<string, unknown> = {}) {
  const locale = pickLocale(request.headers['accept-language']);
  const hasParams = Object.keys(params).length > 0;
  const data = hasParams || Object.keys(extra).length > 0 ? { ...extra, ...(hasParams ? { params } : {}) } : null;
  return { code: ERRORS[key].code, msg: errorText(locale, key, params, extra.reason), data };
}

/**
 * A stored answer replayed to a retry: a refusal's message in the retry's language, which may
 * not be the first request's (the member switched language, or another device retried).
 */
export function inRequestLanguage(request: Pick<FastifyRequest, 'headers'>, body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { code, data } = body as { code?: unknown; data?: { params?: Record<string, string | number>; reason?: unknown } | null };
  const key = typeof code === 'number' && code !== ERRORS.OK.code ? errorKeyOfCode(code) : undefined;
  return key ? { ...body, msg: errorText(pickLocale(request.headers['accept-language']), key, data?.params ?? {}, data?.reason) } : body;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  return reply.code(error.statusCode).send(errorBody(request, error.key, error.params, error.extra));
}
