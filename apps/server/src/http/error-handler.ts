import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorKey } from '@scoreline/contract/errors/catalogue';
import { isTransientConflict } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { errorBody, sendError } from './envelope.ts';

// Every error leaves as the envelope with its own catalogue code. Bad input never becomes a
// 500: Fastify's own refusals (bad JSON, wrong content type, oversize body) map to codes here.
const fastifyCodes: Record<string, TErrorKey> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
};

export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return sendError(request, reply, new AppError(mapped));
    if (error.statusCode === 429) return sendError(request, reply, new AppError('SUBMIT_LIMIT'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // A client error Fastify raised that we have no finer code for (e.g. a JSON syntax error).
      return sendError(request, reply, new AppError('MALFORMED_REQUEST'));
    }
    if (isTransientConflict(error)) {
      // Two requests took the same rows in opposite orders (or a serializable read lost): the
      // database rolled this one back whole, so nothing changed and it may be sent again. Lock
      // orders are kept so this does not happen; the log says where it still did.
      request.log.warn({ err: error }, 'transaction aborted by a database conflict: answered SYSTEM_BUSY');
      return sendError(request, reply, new AppError('SYSTEM_BUSY'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(request, 'SERVER_ABNORMAL'));
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError('NOT_FOUND')));
}

/**
 * Fastify's option for refusals it makes before routing (a URL that does not decode, a path
 * parameter over maxParamLength): the envelope too, not its own `{"error", "code": "FST_..."}`
 * (QA: a 301-character webhook path).
 */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, new AppError('MALFORMED_REQUEST'));
}

/**
 * Node's refusals of a request it could not parse (headers too large, a body longer than its
 * Content-Length, too slow to arrive) happen before there is a request to answer: the envelope is
 * written to the socket by hand, in English, as no Accept-Language could be read (QA: Node's own
 * `{"error":"Request Header Fields Too Large"}`).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, key]: [number, TErrorKey] = error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'PAYLOAD_TOO_LARGE'] : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'MALFORMED_REQUEST'] : [400, 'MALFORMED_REQUEST'];
  const body = JSON.stringify(errorBody({ headers: {} }, key));
  socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };
