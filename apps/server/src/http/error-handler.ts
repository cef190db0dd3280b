import type { FastifyError, FastifyInstance } from 'fastify';
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
